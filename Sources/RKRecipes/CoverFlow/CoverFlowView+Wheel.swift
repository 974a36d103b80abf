import RKGeometry
import RKViews

extension CoverFlowView: WheelInput {
    /// Takes the wheel as ``scroll(byWheel:)`` does: all of it when it browses, none of it
    /// (for an enclosing scroll view) when the turn is too small to count.
    public func wheelScrolled(by delta: Point, at location: Point) -> Point {
        scroll(byWheel: delta) ? .zero : delta
    }
}
