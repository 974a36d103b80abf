import RKGeometry
import Testing

@testable import RKViews

/// ``GestureRecognizerActions/init(handler:)``: every recognizer hands itself to its handler
/// typed as what it is, so handlers read its own properties without a cast.
@MainActor
@Suite struct GestureRecognizerHandlerTests {
    @Test func eachRecognizerHandsItselfTypedToItsHandler() {
        var seen: [String] = []
        let recognizers: [GestureRecognizer] = [
            TapGestureRecognizer { tap in seen.append("tap \(tap.numberOfTapsRequired)") },
            LongPressGestureRecognizer { press in seen.append("long press \(press.minimumPressDuration)") },
            PanGestureRecognizer { pan in seen.append("pan \(pan.translation(in: nil))") },
            SwipeGestureRecognizer { swipe in seen.append("swipe \(swipe.direction == .right)") },
            PinchGestureRecognizer { pinch in seen.append("pinch \(pinch.scale)") },
            RotationGestureRecognizer { rotation in seen.append("rotation \(rotation.rotation)") },
            HoverGestureRecognizer { hover in seen.append("hover \(type(of: hover))") },
            CircleGestureRecognizer { circle in seen.append("circle \(circle.radius)") },
        ]
        for r in recognizers { r.state = .ended }
        #expect(seen == [
            "tap 1", "long press 0.5", "pan (0.0, 0.0)", "swipe true", "pinch 1.0", "rotation 0.0",
            "hover HoverGestureRecognizer", "circle 0.0",
        ])
    }

    @Test func handlerRunsOnEachReportingStateAndAlongsideAddedActions() {
        var states: [GestureRecognizer.State] = []
        var added = 0
        let pan = PanGestureRecognizer { pan in states.append(pan.state) }
        pan.addAction { _ in added += 1 }
        pan.state = .began
        pan.state = .changed
        pan.state = .ended
        #expect(states == [.began, .changed, .ended])
        #expect(added == 3)
    }

    @Test func aSubclassInheritsTheTypedInitializer() {
        final class EdgePan: PanGestureRecognizer {
            var edge = "left"
        }
        var edges: [String] = []
        let pan = EdgePan { pan in edges.append(pan.edge) }
        pan.state = .began
        #expect(edges == ["left"])
    }
}
