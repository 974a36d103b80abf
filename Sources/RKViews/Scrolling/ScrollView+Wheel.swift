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

extension ScrollView: WheelInput {
    /// Takes the wheel as ``scroll(byWheel:)`` does.
    public func wheelScrolled(by delta: Point, at location: Point) -> Point {
        scroll(byWheel: delta)
    }
}
