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
}
