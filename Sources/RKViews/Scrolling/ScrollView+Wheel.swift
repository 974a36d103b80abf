import RKGeometry

extension ScrollView {
    /// Scrolls by `delta` points of content offset, as a mouse wheel or a touchpad does: within
    /// the content (no rubber band), stopping any deceleration, with the scroll bars flashed.
    /// Returns the part of `delta` it could not take (at an edge, or on an axis it cannot
    /// scroll), which an enclosing scroll view may take.
    @discardableResult
    public func scroll(byWheel delta: Point) -> Point {
        guard isScrollEnabled, delta.isFinite, delta != .zero else { return delta }
        let lower = minimumContentOffset, upper = maximumContentOffset, o = contentOffset
        func axis(_ o: Double, _ d: Double, _ lo: Double, _ hi: Double) -> Double {
            // Already beyond an edge (a bounce in progress): wheel motion brings it inside.
            Swift.min(Swift.max(o + d, Swift.min(lo, o)), Swift.max(hi, o))
        }
        let target = Point(x: axis(o.x, delta.x, lower.x, upper.x), y: axis(o.y, delta.y, lower.y, upper.y))
        let taken = Point(x: target.x - o.x, y: target.y - o.y)
        if taken != .zero {
            setContentOffset(target, animated: false)
            flashScrollIndicators()
        }
        return Point(x: delta.x - taken.x, y: delta.y - taken.y)
    }
}

/// A view that takes mouse-wheel and touchpad scrolling itself, as a web view does for its
/// page. ``Window/handleScroll(at:delta:)`` offers it the wheel like a scroll view.
@MainActor
public protocol WheelInput: AnyObject {
    /// Scrolls by `delta` points of content offset with the pointer at `location` (the view's
    /// points); returns the part it did not take, for an enclosing scroll view.
    func wheelScrolled(by delta: Point, at location: Point) -> Point
}

extension Window {
    /// Scrolls the scroll views under `location` (window points) by `delta` points of content
    /// offset, innermost first, each taking what it can (a mouse wheel or a touchpad over the
    /// window). Returns whether any of it scrolled.
    @discardableResult
    public func handleScroll(at location: Point, delta: Point) -> Bool {
        guard location.isFinite, delta.isFinite else { return false }
        layoutIfNeeded()
        var view = hitTest(location, with: nil)
        var rest = delta
        var scrolled = false
        while let v = view, rest != .zero {
            if let s = v as? ScrollView {
                let left = s.scroll(byWheel: rest)
                if left != rest { scrolled = true }
                rest = left
            } else if let w = v as? WheelInput {
                let left = w.wheelScrolled(by: rest, at: v.convert(location, from: self))
                if left != rest { scrolled = true }
                rest = left
            }
            view = v.superview
        }
        return scrolled
    }
}
