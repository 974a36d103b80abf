import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKMotion

/// A spinning wheel that shows a task is under way (UIActivityIndicatorView).
///
/// Twelve rounded spokes fade around a circle; while animating, the wheel turns one spoke
/// (30°) at a time, once a second, through a repeating discrete ``KeyframeAnimation`` of the
/// spokes layer's `transform.rotation.z`. ``startAnimating()`` and ``stopAnimating()`` add and
/// remove it; with ``hidesWhenStopped`` (the default) the indicator is hidden while stopped.
///
/// ```swift
/// let spinner = ActivityIndicator(style: .large)
/// spinner.center = view.bounds.center
/// view.addSubview(spinner)
/// spinner.startAnimating()
/// ```
@MainActor
open class ActivityIndicator: View {
    /// The size of the wheel.
    public enum Style: Hashable, Sendable {
        /// 20 × 20 points.
        case medium
        /// 37 × 37 points.
        case large

        /// The indicator's size for the style.
        public var size: Size {
            switch self {
            case .medium: return Size(width: 20, height: 20)
            case .large: return Size(width: 37, height: 37)
            }
        }
    }

    /// The key of the spinning animation on the spokes layer.
    public static let animationKey = "spin"
    /// The number of spokes.
    public static let spokeCount = 12
    /// The time one turn takes, in seconds.
    public static let period = 1.0

    /// The size of the wheel. Changing it redraws the spokes (the frame is left as it is; call
    /// ``sizeToFit()`` to resize).
    public var style: Style {
        didSet { if style != oldValue { spokes.setNeedsDisplay() } }
    }

    /// The spokes' color: ``Theme/spinner`` (a mid gray) by default.
    public var color: Color = Theme.spinner {
        didSet { spokes.color = color }
    }

    /// Hides the indicator while it is stopped (true by default).
    public var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// True between ``startAnimating()`` and ``stopAnimating()``.
    public private(set) var isAnimating = false

    private let spokes: SpokesView

    /// An indicator of `style`, stopped (and so hidden).
    public init(style: Style = .medium) {
        self.style = style
        spokes = SpokesView(frame: Rect(size: style.size))
        super.init(frame: Rect(size: style.size))
        isUserInteractionEnabled = false
        spokes.color = color
        spokes.indicator = self
        spokes.isUserInteractionEnabled = false
        addSubview(spokes)
        isHidden = hidesWhenStopped
    }

    /// A medium indicator with a frame (its spokes fit the smaller side).
    public convenience override init(frame: Rect) {
        self.init(style: .medium)
        self.frame = frame
    }

    /// Shows the indicator and starts the spinning animation.
    public func startAnimating() {
        isHidden = false
        guard !isAnimating else { return }
        isAnimating = true
        let spin = KeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<ActivityIndicator.spokeCount).map {
            AnimationValue(Double($0) * 2 * Double.pi / Double(ActivityIndicator.spokeCount))
        }
        spin.calculationMode = .discrete
        spin.duration = ActivityIndicator.period
        spin.repeatCount = .infinity
        spokes.layer.add(spin, forKey: ActivityIndicator.animationKey)
    }

    /// Stops the spinning animation, hiding the indicator when ``hidesWhenStopped``.
    public func stopAnimating() {
        isAnimating = false
        spokes.layer.removeAnimation(forKey: ActivityIndicator.animationKey)
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size, whatever is offered.
    open override func sizeThatFits(_ size: Size) -> Size { style.size }

    /// The style's size.
    open override var intrinsicContentSize: Size { style.size }

    /// Resizes to the style's size, keeping the center.
    open override func sizeToFit() {
        let c = center
        bounds = Rect(size: style.size)
        center = c
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        spokes.frame = Rect(size: bounds.size)
    }
}

/// The wheel of an ``ActivityIndicator``: twelve spokes, the one at 12 o'clock darkest and
/// each one further counterclockwise lighter, so that turning clockwise reads as motion.
@MainActor
final class SpokesView: View {
    weak var indicator: ActivityIndicator?

    var color: Color = Theme.spinner {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        let b = bounds
        let side = Swift.min(b.width, b.height)
        guard side > 0 else { return }
        let large = (indicator?.style ?? .medium) == .large
        // Proportions of UIKit's wheels: spokes about a third of the diameter long.
        let width = side * 0.1
        let outer = side / 2 - width / 2
        let inner = large ? side * 0.24 : side * 0.22
        let n = ActivityIndicator.spokeCount
        for i in 0..<n {
            // Spoke 0 points up; later spokes go counterclockwise and fade, so the darkest leads.
            let angle = -Double.pi / 2 - Double(i) * 2 * Double.pi / Double(n)
            let alpha = 1 - Double(i) / Double(n) * 0.85
            var p = Path()
            p.move(to: Point(x: b.midX + inner * cos(angle), y: b.midY + inner * sin(angle)))
            p.addLine(to: Point(x: b.midX + outer * cos(angle), y: b.midY + outer * sin(angle)))
            canvas.stroke(p, with: color.withAlpha(color.alpha * alpha), style: StrokeStyle(lineWidth: width, lineCap: .round))
        }
    }
}
