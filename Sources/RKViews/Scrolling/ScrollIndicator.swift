import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKMotion

/// One of a ``ScrollView``'s scroll bars: a thin rounded bar, shown while the content moves and
/// faded out shortly after it stops. It lives among the scroll view's subviews, placed in
/// content coordinates so that it stays put on screen, and never takes touches.
@MainActor
final class ScrollIndicator: View {
    /// Which edge the bar runs along.
    enum Axis { case horizontal, vertical }

    let axis: Axis

    /// The bar's thickness, in points.
    static let thickness = 3.0
    /// The gap between the bar and the scroll view's edges, in points.
    static let margin = 3.0
    /// The shortest the bar gets while the content is stretched past an edge, in points.
    static let minimumLength = 7.0
    /// The shortest the bar gets for very long content, in points.
    static let minimumRestingLength = 36.0
    /// How long the bar stays after scrolling stops, in seconds, then how long it fades.
    static let fadeDelay = 0.5
    static let fadeDuration = 0.3

    private var fadeTimer: EventLoop.Timer?

    init(axis: Axis) {
        self.axis = axis
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = Theme.scrollIndicator
        layer.cornerRadius = Self.thickness / 2
        alpha = 0
    }

    /// Shows the bar at once, cancelling a pending fade.
    func show() {
        fadeTimer?.invalidate()
        fadeTimer = nil
        View.performWithoutAnimation {
            layer.removeAllAnimations()
            alpha = 1
        }
    }

    /// Fades the bar out after ``fadeDelay``.
    func fadeSoon() {
        fadeTimer?.invalidate()
        fadeTimer = eventLoop.perform(afterDelay: Self.fadeDelay) { [weak self] in
            guard let self else { return }
            self.fadeTimer = nil
            View.animate(withDuration: Self.fadeDuration) { self.alpha = 0 }
        }
    }

    /// Places the bar for a viewport (`bounds`, in content coordinates) over content whose
    /// offsets run from `lower` to `upper` along the bar's axis; `extent` is the content's length
    /// with its insets; `leavesCorner` shortens the track when the other bar is shown too.
    func place(in bounds: Rect, lower: Double, upper: Double, extent: Double, leavesCorner: Bool) {
        let t = Self.thickness, m = Self.margin
        let corner = leavesCorner ? t + m : 0
        let viewport = axis == .vertical ? bounds.height : bounds.width
        let offset = axis == .vertical ? bounds.minY : bounds.minX
        let track = Swift.max(0, viewport - 2 * m - corner)
        var length = extent > 0 ? track * Swift.min(1, viewport / extent) : track
        length = Swift.min(track, Swift.max(length, Swift.min(Self.minimumRestingLength, track)))
        // Past an edge the bar shrinks by the overshoot, pinned to that end.
        let overshoot = offset < lower ? lower - offset : (offset > upper ? offset - upper : 0)
        length = Swift.max(Swift.min(Self.minimumLength, track), length - overshoot)
        let progress = upper > lower ? Swift.min(1, Swift.max(0, (offset - lower) / (upper - lower))) : 0
        let along = m + progress * (track - length)
        let frame: Rect
        switch axis {
        case .vertical:
            frame = Rect(x: bounds.maxX - m - t, y: bounds.minY + along, width: t, height: length)
        case .horizontal:
            frame = Rect(x: bounds.minX + along, y: bounds.maxY - m - t, width: length, height: t)
        }
        View.performWithoutAnimation { self.frame = frame }
    }
}
