import RKGeometry

/// A view that takes mouse-wheel and touchpad scrolling (the one protocol every such view
/// adopts: ``ScrollView``, Cover Flow, a web view). ``Window/sendEvent(_:)`` offers a scroll
/// event to the views under the pointer that adopt it, innermost first, each taking what it can.
@MainActor
public protocol WheelInput: AnyObject {
    /// Scrolls by `delta` points of content offset with the pointer at `location` (the view's
    /// points); returns the part it did not take, for an enclosing view.
    func wheelScrolled(by delta: Point, at location: Point) -> Point
}
