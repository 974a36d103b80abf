import RKGeometry
import RKMotion

/// The pan a ``ScrollView`` drags its content with. It tells the scroll view when a finger
/// lands (so coasting content stops under it) and when the last one is gone (so content left
/// past an edge returns), whether or not the pan itself ever began.
@MainActor
final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches == touches.count { scrollView?.trackingDidBegin() }
        super.touchesBegan(touches, with: event)
    }

    override func reset() {
        super.reset()
        scrollView?.trackingDidEnd()
    }
}

/// The delegate of a scroll view's own recognizers: the pan begins only when the content can
/// move the way the finger goes, the pinch only when the scroll view can zoom, and the
/// touch-delaying recognizer never competes with anyone.
@MainActor
final class ScrollViewGestureArbiter: GestureRecognizerDelegate {
    weak var scrollView: ScrollView?

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let scrollView else { return false }
        if recognizer === scrollView.pinchGestureRecognizer { return scrollView.zoomView != nil }
        guard recognizer === scrollView.panGestureRecognizer else { return false }
        return scrollView.panShouldBegin()
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        if recognizer is ContentTouchDelayRecognizer || other is ContentTouchDelayRecognizer { return true }
        // Pinching and dragging together, as UIKit does: the pinch places the content while it
        // zooms, and the drag carries on once a finger lifts.
        guard let scrollView else { return false }
        let pair = [ObjectIdentifier(recognizer), ObjectIdentifier(other)]
        return pair.contains(ObjectIdentifier(scrollView.panGestureRecognizer))
            && pair.contains(ObjectIdentifier(scrollView.pinchGestureRecognizer))
    }
}
