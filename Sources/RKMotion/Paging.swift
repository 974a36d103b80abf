/// Where a paging scroll view settles when the finger lifts.
public enum Paging {
    /// The speed, in points per second, above which lifting the finger counts as a flick and
    /// turns the page even if it has not been dragged halfway.
    public static let flickVelocity = 300.0

    /// The page to settle on, as UIKit's paging does: a flick faster than ``flickVelocity``
    /// moves to the next page in its direction (from where the content is now), a slower release
    /// to the nearest page. The result is clamped to 0..<pageCount; a page size ≤ 0, no pages,
    /// or a NaN offset give 0, and a NaN velocity counts as a release without a flick.
    ///
    /// - Parameters:
    ///   - offset: the content offset along the paging axis, in points.
    ///   - velocity: the release velocity, in points per second, positive towards later pages.
    ///   - pageSize: the width (or height) of one page, in points.
    ///   - pageCount: the number of pages.
    public static func targetPage(offset: Double, velocity: Double, pageSize: Double, pageCount: Int) -> Int {
        targetPage(offset: offset, velocity: velocity, pageSize: pageSize, pageCount: pageCount,
                   flickVelocity: flickVelocity)
    }

    /// ``targetPage(offset:velocity:pageSize:pageCount:)`` with a custom flick threshold.
    public static func targetPage(offset: Double, velocity: Double, pageSize: Double, pageCount: Int,
                                  flickVelocity: Double) -> Int {
        guard pageCount > 0, pageSize > 0, pageSize.isFinite, !offset.isNaN else { return 0 }
        let position = offset / pageSize  // fractional page index
        // Rounding noise must not make a page-aligned offset look a hair short of its page, or a
        // flick from it would land back on the same page.
        let slack = 1e-6
        let page: Double
        if velocity > flickVelocity {
            page = (position + slack).rounded(.down) + 1
        } else if velocity < -flickVelocity {
            page = (position - slack).rounded(.up) - 1
        } else {
            page = position.rounded(.toNearestOrAwayFromZero)
        }
        // Clamp in floating point first: a huge offset must not overflow Int.
        return Int(Swift.min(Swift.max(page, 0), Double(pageCount - 1)))
    }
}
