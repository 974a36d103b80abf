import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct ProgressViewTests {
    @Test func progressIsClampedAndNaNIsIgnored() {
        let p = ProgressView(frame: Rect(x: 0, y: 0, width: 200, height: 0))
        #expect(p.progress == 0)
        #expect(p.frame.height == ProgressView.defaultHeight)
        p.progress = 0.3
        #expect(p.progress == 0.3)
        p.progress = .nan
        #expect(p.progress == 0.3)
        p.progress = 1.5
        #expect(p.progress == 1)
        p.setProgress(-0.5, animated: true)
        #expect(p.progress == 0)
        p.progress = .infinity
        #expect(p.progress == 1)
    }

    @Test func theBarCoversTheDoneFraction() throws {
        let h = try HeadlessHost(size: Size(width: 240, height: 40))
        let p = ProgressView(frame: Rect(x: 20, y: 10, width: 200, height: 20))
        p.progress = 0.25
        h.window.addSubview(p)
        #expect(p.barFrame == Rect(x: 0, y: 0, width: 50, height: 20))
        let img = h.snapshot()
        #expect(pixel(img, 20 + 30, 20, is: Theme.accent))
        #expect(pixel(img, 20 + 80, 20, is: Theme.track))
        #expect(!p.isUserInteractionEnabled)
        #expect(p.sizeThatFits(Size(width: 90, height: 90)) == Size(width: 90, height: 4))
    }

    @Test func setProgressAnimatedSlidesTheEnd() throws {
        let h = try HeadlessHost(size: Size(width: 240, height: 40))
        let p = ProgressView(frame: Rect(x: 20, y: 10, width: 200, height: 4))
        h.window.addSubview(p)
        h.renderFrame()
        p.setProgress(0.5, animated: true)
        #expect(p.progress == 0.5)
        let bar = p.layer.sublayers[0].sublayers[0]
        h.run(for: 0.1)
        let w = bar.presentationProperties.bounds.width
        #expect(w > 0 && w < 100)
        h.run(for: 0.3)
        #expect(bar.presentationProperties.bounds.width == 100)
        p.setProgress(0.75, animated: false)
        #expect(bar.animationKeys.isEmpty && bar.presentationProperties.bounds.width == 150)
    }

    @Test func imagesReplaceTheTints() throws {
        let h = try HeadlessHost(size: Size(width: 240, height: 40))
        let p = ProgressView(frame: Rect(x: 20, y: 10, width: 200, height: 10))
        let red = ControlArt.columns([.red, .green, .red], widths: [4, 1, 4], height: 10)
        let blue = ControlArt.columns([.blue, .black, .blue], widths: [4, 1, 4], height: 10)
        p.progressImage = StretchableImage(image: red, capInsets: EdgeInsets(left: 4, right: 4))
        p.trackImage = StretchableImage(image: blue, capInsets: EdgeInsets(left: 4, right: 4))
        p.progress = 0.5
        h.window.addSubview(p)
        let img = h.snapshot()
        #expect(pixel(img, 22, 15, is: .red))
        #expect(pixel(img, 60, 15, is: .green))
        #expect(pixel(img, 118, 15, is: .red))
        #expect(pixel(img, 150, 15, is: .black))
        #expect(pixel(img, 218, 15, is: .blue))
    }
}
