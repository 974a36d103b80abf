import RKGeometry
import RKGraphics
import RKHosts
import Testing
import RKViews

@testable import RKRecipes

/// Recipe 7's stretchable images: drawn at two widths, the 10-point caps come out pixel for
/// pixel the same and only the center is stretched.
@MainActor
@Suite(.serialized) struct CustomSliderArtTests {
    /// The pixel columns `xs` of `image` between rows `rows`.
    func columns(_ image: Image, _ xs: some Sequence<Int>, rows: Range<Int>) -> [[UInt32]] {
        xs.map { x in rows.map { y in image.pixel(x: x, y: y) ?? 0 } }
    }

    func close(_ a: [UInt32], _ b: [UInt32], tolerance: Int = 2) -> Bool {
        guard a.count == b.count else { return false }
        for (p, q) in zip(a, b) {
            for k: UInt32 in [0, 8, 16, 24] {
                let x = Int((p >> k) & 0xFF), y = Int((q >> k) & 0xFF)
                if abs(x - y) > tolerance { return false }
            }
        }
        return true
    }

    /// An image view 10 points from the top left, `width` points wide, showing `configure`'s
    /// image, rendered at scale 2.
    func render(width: Double, _ configure: (ImageView) -> Void) throws -> Image {
        let h = try HeadlessHost(size: Size(width: 240, height: 30), scale: 2)
        let view = ImageView(frame: Rect(x: 10, y: 10, width: width, height: CustomSliderArt.trackHeight))
        configure(view)
        h.window.addSubview(view)
        return h.snapshot()
    }

    @Test func theTrackImagesAreMadeStretchableAsTheSeedMakesThem() {
        for track in [CustomSliderArt.minimumTrack(), CustomSliderArt.maximumTrack()] {
            #expect(track.size == Size(width: 21, height: 10))
            // leftCapWidth 10, topCapHeight 0: ten points either side of one stretched column.
            #expect(track.capInsets == EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
            #expect(track.resizingMode == .stretch)
        }
    }

    @Test(arguments: [true, false])
    func capsStayUnscaledAndTheCenterStretches(minimum: Bool) throws {
        let track = minimum ? CustomSliderArt.minimumTrack() : CustomSliderArt.maximumTrack()
        let narrow = try render(width: 60) { $0.stretchableImage = track }
        let wide = try render(width: 200) { $0.stretchableImage = track }
        let rows = 20..<40  // the track's 10 points at scale 2
        // The left cap: points 10...20, pixels 20..<40, in both.
        let leftNarrow = columns(narrow, 20..<40, rows: rows), leftWide = columns(wide, 20..<40, rows: rows)
        #expect(zip(leftNarrow, leftWide).allSatisfy { close($0, $1) })
        // The right cap: the last 10 points of each.
        let rightNarrow = columns(narrow, 120..<140, rows: rows), rightWide = columns(wide, 400..<420, rows: rows)
        #expect(zip(rightNarrow, rightWide).allSatisfy { close($0, $1) })
        // The caps are rounded ends, not flat: their columns differ (so the checks above have
        // something to compare).
        #expect(!close(leftWide[0], leftWide[19]))
        // The center is one column stretched: every column between the caps is the same, and
        // the same as the narrow one's.
        let center = columns(wide, 40..<400, rows: rows)
        #expect(center.allSatisfy { close($0, center[0]) })
        #expect(close(columns(narrow, 60..<61, rows: rows)[0], center[0]))
    }

    @Test func aPlainlyScaledImageWouldNotKeepItsCaps() throws {
        // What the test above guards against: the same image scaled to fill.
        let track = CustomSliderArt.minimumTrack()
        let stretched = try render(width: 200) { $0.stretchableImage = track }
        let scaled = try render(width: 200) {
            $0.image = track.image
            $0.contentMode = .resize
        }
        let rows = 20..<40
        let a = columns(stretched, 20..<40, rows: rows), b = columns(scaled, 20..<40, rows: rows)
        #expect(!zip(a, b).allSatisfy { close($0, $1) })
    }

    @Test func theSlidersTrackEndKeepsItsShapeAtAnyWidth() throws {
        // A restyled slider at the minimum value: the thumb covers the left end, and the right
        // 10 points of the maximum track are the image's cap whatever the slider's width.
        func render(width: Double) throws -> Image {
            let h = try HeadlessHost(size: Size(width: 360, height: 60), scale: 2)
            let slider = Slider(frame: Rect(x: 10, y: 10, width: width, height: 40))
            CustomSliderArt.apply(to: slider)
            slider.value = 0
            h.window.addSubview(slider)
            return h.snapshot()
        }
        let rows = 50..<70  // the 10-point track centered in the 40-point slider
        let narrow = try render(width: 200), wide = try render(width: 320)
        let a = columns(narrow, 400..<420, rows: rows), b = columns(wide, 640..<660, rows: rows)
        #expect(zip(a, b).allSatisfy { close($0, $1) })
        #expect(!close(a[0], a[19]))
    }

    @Test func theProgressPointIsTheMinimumTracksRightCap() {
        let track = CustomSliderArt.minimumTrack().image
        let point = CustomSliderArt.progressPoint()
        #expect(point.size == Size(width: 10, height: 10))
        let dx = track.pixelWidth - point.pixelWidth
        let same = (0..<point.pixelHeight).allSatisfy { y in
            (0..<point.pixelWidth).allSatisfy { x in point.pixel(x: x, y: y) == track.pixel(x: x + dx, y: y) }
        }
        #expect(same)
    }

    @Test func everyThumbStateHasTheSameSizeAndItsOwnLook() {
        let images = [Control.State.normal, .highlighted, .disabled].map { CustomSliderArt.thumb(for: $0) }
        #expect(images.allSatisfy { $0.size == Size(width: 30, height: 30) })
        let pixels = images.map(\.premultipliedARGB)
        #expect(pixels[0] != pixels[1] && pixels[0] != pixels[2] && pixels[1] != pixels[2])
    }
}
