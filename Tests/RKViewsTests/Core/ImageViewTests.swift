import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct ImageViewTests {
    @Test func showsItsImageAsLayerContentsAndSizesToIt() {
        let image = ControlArt.square(.red, side: 12)
        let v = ImageView(image: image)
        #expect(v.frame == Rect(x: 0, y: 0, width: 12, height: 12))
        #expect(v.layer.contents === image)
        #expect(!v.isUserInteractionEnabled)
        v.frame = Rect(x: 5, y: 5, width: 40, height: 40)
        v.sizeToFit()
        #expect(v.frame == Rect(x: 5, y: 5, width: 12, height: 12))
    }

    @Test func highlightedImageReplacesTheImageWhileHighlighted() {
        let normal = ControlArt.square(.red, side: 4), lit = ControlArt.square(.blue, side: 4)
        let v = ImageView(image: normal, highlightedImage: lit)
        v.isHighlighted = true
        #expect(v.layer.contents === lit && v.currentImage === lit)
        v.isHighlighted = false
        #expect(v.layer.contents === normal)
        v.highlightedImage = nil
        v.isHighlighted = true
        #expect(v.layer.contents === normal)  // no highlighted image: keep the image
    }

    @Test func contentModeIsTheLayersGravityAndResizingKeepsTheImage() throws {
        let h = try HeadlessHost(size: Size(width: 100, height: 100))
        let v = ImageView(image: ControlArt.square(.red, side: 10))
        v.contentMode = .center
        #expect(v.layer.contentsGravity == .center)
        h.window.addSubview(v)
        h.renderFrame()
        v.frame = Rect(x: 0, y: 0, width: 100, height: 100)  // a resize must not replace the image
        h.run(for: 0.05)
        let img = h.snapshot()
        #expect(v.layer.contents != nil)
        #expect(pixel(img, 50, 50, is: .red))
        #expect(pixel(img, 40, 40, is: .white))
        v.contentMode = .resize
        #expect(pixel(h.snapshot(), 5, 5, is: .red))
        v.setNeedsDisplay()  // image views never draw over their image
        h.run(for: 0.05)
        #expect(pixel(h.snapshot(), 95, 95, is: .red))
    }

    @Test func stretchableImagesKeepTheirCapsUnscaled() throws {
        let h = try HeadlessHost(size: Size(width: 100, height: 20))
        let art = ControlArt.columns([.red, .green, .blue], widths: [10, 1, 10], height: 10)
        let v = ImageView(stretchableImage: StretchableImage(image: art, leftCapWidth: 10, topCapHeight: 0))
        #expect(v.capInsets == EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        #expect(v.layer.contentsCenter == Rect(x: 10.0 / 21, y: 0, width: 1.0 / 21, height: 1))
        v.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        h.window.addSubview(v)
        let img = h.snapshot()
        #expect(pixel(img, 9, 10, is: .red))
        #expect(pixel(img, 11, 10, is: .green))
        #expect(pixel(img, 88, 10, is: .green))
        #expect(pixel(img, 91, 10, is: .blue))
        v.stretchableImage = nil
        #expect(v.image == nil && v.capInsets == .zero)
    }
}
