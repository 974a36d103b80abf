import RKGeometry
import RKHosts
import Testing

@testable import RKViews

/// The pointer moving with no button pressed: hovered views and hover recognizers.
@MainActor
struct HoverGestureRecognizerTests {
    final class Watched: View {
        var changes: [Bool] = []
        override func hoverDidChange() { changes.append(isHovered) }
    }

    @Test func hoverBeginsChangesAndEndsAsThePointerCrossesTheView() throws {
        let host = try HeadlessHost(size: Size(width: 200, height: 100))
        let card = Watched(frame: Rect(x: 10, y: 10, width: 80, height: 80))
        let badge = Watched(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        card.addSubview(badge)
        host.window.addSubview(card)
        var states: [GestureRecognizer.State] = []
        var places: [Point] = []
        let hover = HoverGestureRecognizer()
        hover.addAction { h in
            states.append(h.state)
            places.append(h.location(in: card))
        }
        card.addGestureRecognizer(hover)
        host.hover(at: Point(x: 150, y: 50))  // outside the card
        host.hover(at: Point(x: 50, y: 50))
        host.hover(at: Point(x: 25, y: 25))   // over the badge, inside the card
        host.hover(at: Point(x: 150, y: 50))
        #expect(states == [.began, .changed, .ended])
        #expect(places.prefix(2) == [Point(x: 40, y: 40), Point(x: 15, y: 15)])
        #expect(card.changes == [true, false])
        #expect(badge.changes == [true, false])
        #expect(hover.state == .possible)
        // Leaving the window ends it too.
        host.hover(at: Point(x: 50, y: 50))
        host.hover(at: nil)
        #expect(states.suffix(2) == [.began, .ended] && !card.isHovered)
    }

    @Test func hoverNeverTakesTouches() throws {
        let host = try HeadlessHost(size: Size(width: 100, height: 100))
        let button = Button(style: .filled)
        button.frame = Rect(x: 10, y: 10, width: 60, height: 30)
        button.addGestureRecognizer(HoverGestureRecognizer())
        host.window.addSubview(button)
        var taps = 0
        button.addAction(for: .primaryActionTriggered) { _, _ in taps += 1 }
        host.hover(at: Point(x: 30, y: 20))
        host.tap(at: Point(x: 30, y: 20))
        #expect(taps == 1)
    }

    /// The hovered chain ends with the window itself; holding it strongly kept every window the
    /// pointer had crossed alive (a gallery scene left with the arrow keys, and its web
    /// processes).
    @Test func aHoveredWindowAndAViewRemovedUnderThePointerAreFreed() throws {
        let host = try HeadlessHost(size: Size(width: 200, height: 100))
        weak var weakWindow: Window?
        weak var weakView: View?
        do {
            let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            let view = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
            window.addSubview(view)
            window.handleHover(at: Point(x: 20, y: 20))
            #expect(view.isHovered && window.isHovered)
            weakWindow = window
            weakView = view
            view.removeFromSuperview()
        }
        host.run(for: 0.1)
        #expect(weakView == nil)
        #expect(weakWindow == nil)
    }
}
