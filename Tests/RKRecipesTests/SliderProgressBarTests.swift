import RKGeometry
import RKHosts
import Testing
import RKViews

@testable import RKRecipes

/// Recipe 7's progress bar: a slider that takes no touches, its thumb the end of the minimum
/// track.
@MainActor
@Suite(.serialized) struct SliderProgressBarTests {
    @Test func itIsAStyledSliderThatTakesNoTouches() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 80))
        let bar = SliderProgressBar(frame: Rect(x: 20, y: 30, width: 280, height: 20))
        h.window.addSubview(bar)
        bar.progress = 0.5
        var changes = 0
        bar.addAction(for: .allEvents) { _, _ in changes += 1 }
        #expect(!bar.isUserInteractionEnabled)
        #expect(bar.thumbSize == Size(width: 10, height: 10))
        #expect(bar.currentMinimumTrackImage?.capInsets.left == 10)
        // A drag from the thumb, which would move an ordinary slider, changes nothing.
        let thumb = bar.convert(Point(x: bar.bounds.midX, y: bar.bounds.midY), to: nil)
        h.drag(from: thumb, to: Point(x: thumb.x + 100, y: thumb.y))
        #expect(bar.progress == 0.5)
        #expect(changes == 0)
        #expect(h.window.hitTest(thumb, with: nil) !== bar)
    }

    @Test func progressMapsOntoTheValueAndIsClamped() {
        let bar = SliderProgressBar(frame: Rect(x: 0, y: 0, width: 200, height: 20))
        bar.progress = 0.25
        #expect(bar.value == 0.25)
        bar.minimumValue = 10
        bar.maximumValue = 20
        bar.progress = 0.4
        #expect(bar.value == 14 && bar.progress == 0.4)
        bar.progress = 3
        #expect(bar.progress == 1)
        bar.progress = -1
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
        bar.accessibilityIncrement()
        #expect(bar.progress == 0)
        #expect(!bar.accessibilityTraits.contains(.adjustable))
    }

    @Test func theThumbSitsOnTheEndOfTheMinimumTrack() throws {
        let h = try HeadlessHost(size: Size(width: 240, height: 40), scale: 2)
        let bar = SliderProgressBar(frame: Rect(x: 20, y: 10, width: 200, height: 20))
        bar.progress = 0.5
        h.window.addSubview(bar)
        let image = h.snapshot()
        // The thumb spans 20 + 95 ... 20 + 105 points: blue up to its right edge (the rounded
        // end), the pale maximum track just after it.
        let y = 20 * 2
        func blue(_ x: Double) -> Bool {
            let p = image.pixel(x: Int(x * 2), y: y) ?? 0
            return (p & 0xFF) > 150 && ((p >> 16) & 0xFF) < 100
        }
        #expect(blue(20 + 50) && blue(20 + 100) && blue(20 + 103))
        #expect(!blue(20 + 107) && !blue(20 + 150))
    }

    /// Where the stretchable track's caps meet its stretched middle between device pixels (a
    /// window zoomed to 1.37 pixels a point, or a bar at x = 20.3 at any scale), the parts used
    /// to leave a light seam across the bar:
    /// 10 points from its left end, and at 100% 15 points from its right end (the minimum
    /// track's right cap under the thumb). Along the middle row of the filled part, each pixel
    /// is now the colour of its neighbour.
    @Test func theFilledTrackHasNoSeamAtAnyValue() throws {
        for scale in [1.37, 1.15, 1.0, 2.0] {
            for progress in [1.0, 0.85, 0.6, 0.37] {
                let h = try HeadlessHost(size: Size(width: 240, height: 40), scale: scale)
                let bar = SliderProgressBar(frame: Rect(x: 20.3, y: 10, width: 200, height: 20))
                bar.progress = progress
                h.window.addSubview(bar)
                let image = h.snapshot()
                let y = Int((20 * scale).rounded(.down))
                let fillEnd = 20.3 + 5 + 190 * progress + 5
                var worst = 0, at = 0
                let from = Int(((20.3 + 6) * scale).rounded(.up)), to = Int(((fillEnd - 6) * scale).rounded(.down))
                for x in from..<to {
                    let a = image.pixel(x: x, y: y) ?? 0, b = image.pixel(x: x + 1, y: y) ?? 0
                    var d = 0
                    for shift: UInt32 in [0, 8, 16] {
                        let ca = Int((a >> shift) & 0xFF), cb = Int((b >> shift) & 0xFF)
                        d = max(d, abs(ca - cb))
                    }
                    if d > worst { worst = d; at = x }
                }
                #expect(worst <= 12, "a seam of \(worst) at pixel \(at), \(Double(at) / scale) points, scale \(scale), progress \(progress)")
            }
        }
    }

    /// At 100% the thumb, the minimum track's own right cap, ends the bar: along the bar's top
    /// and bottom edges it must look like the track beside it. At a scale that puts those edges
    /// between pixels, the track (a stretchable image with no top or bottom caps) used to have
    /// its edges moved onto whole pixels while the thumb's stayed where asked: a step of one
    /// pixel, lighter above and below the thumb.
    @Test func theThumbMeetsTheTrackAlongTheEdgesWhenFull() throws {
        for scale in [1.37, 1.15, 1.85] {
            let h = try HeadlessHost(size: Size(width: 240, height: 40), scale: scale)
            let bar = SliderProgressBar(frame: Rect(x: 20.3, y: 10.2, width: 200, height: 20))
            bar.progress = 1
            h.window.addSubview(bar)
            let image = h.snapshot()
            let track = bar.trackRect(forBounds: bar.bounds)
            let thumb = bar.thumbRect(forBounds: bar.bounds, trackRect: track, value: bar.value)
            let xTrack = Int(((20.3 + thumb.minX - 12) * scale).rounded(.down))
            let xThumb = Int(((20.3 + thumb.midX) * scale).rounded(.down))
            for edge in [track.minY, track.maxY] {
                // The row the edge crosses, and the rows just inside and outside it.
                let row = Int(((10.2 + edge) * scale).rounded(.down))
                for y in row - 1...row + 1 {
                    let a = image.pixel(x: xTrack, y: y) ?? 0, b = image.pixel(x: xThumb, y: y) ?? 0
                    var d = 0
                    for shift: UInt32 in [0, 8, 16, 24] {
                        d = max(d, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
                    }
                    #expect(d <= 24, "row \(y) at scale \(scale): track \(String(a, radix: 16)), thumb \(String(b, radix: 16))")
                }
            }
        }
    }
}
