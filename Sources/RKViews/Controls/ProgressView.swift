import RKGeometry
import RKGraphics
import RKLayers

/// A bar that shows how far a task has come (UIProgressView).
///
/// ``progress`` runs from 0 to 1; values outside are clamped and NaN is ignored. The track
/// fills the bounds and the progress bar covers its first `progress × width` points, clipped to
/// the track's rounded shape. ``setProgress(_:animated:)`` slides the bar's end over 0.25 s.
///
/// By default the track is ``trackTintColor`` (light gray) and the bar ``progressTintColor``
/// (the accent), both fully rounded. ``trackImage`` and ``progressImage`` replace them; they
/// are stretched with their caps unscaled, and their shapes are used as they are (no rounding).
/// A progress view's natural height is ``defaultHeight`` (4 points).
@MainActor
open class ProgressView: View {
    /// The natural height of the bar.
    public static let defaultHeight = 4.0

    /// The fraction done, in 0...1 (values outside are clamped; NaN is ignored). Setting it
    /// moves the bar's end at once.
    public var progress: Double {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// The bar's color when there is no ``progressImage``: ``Theme/accent``.
    public var progressTintColor: Color = Theme.accent {
        didSet { updateParts() }
    }

    /// The track's color when there is no ``trackImage``: ``Theme/track``.
    public var trackTintColor: Color = Theme.track {
        didSet { updateParts() }
    }

    /// An image for the bar, stretched over the done part with its caps unscaled.
    public var progressImage: StretchableImage? {
        didSet { updateParts() }
    }

    /// An image for the track, stretched over the bounds with its caps unscaled.
    public var trackImage: StretchableImage? {
        didSet { updateParts() }
    }

    private var storedProgress = 0.0
    private let track = ImageView()
    private let bar = ImageView()

    /// A progress view; a zero height becomes ``defaultHeight``.
    public override init(frame: Rect = .zero) {
        var f = frame
        if f.size.height == 0 { f.size.height = ProgressView.defaultHeight }
        super.init(frame: f)
        isUserInteractionEnabled = false
        addSubview(track)
        track.addSubview(bar)
        track.clipsToBounds = true
        isAccessibilityElement = true
        accessibilityTraits = .updatesFrequently
        accessibilityLabel = localized("Progress")
        updateParts()
    }

    /// Sets ``progress`` (clamped; NaN ignored), sliding the bar's end over 0.25 s when
    /// `animated`.
    public func setProgress(_ value: Double, animated: Bool) {
        guard !value.isNaN else { return }
        storedProgress = Swift.min(1, Swift.max(0, value))
        if animated {
            View.animate(withDuration: 0.25, options: .curveEaseOut) { self.layoutParts() }
        } else {
            View.performWithoutAnimation { layoutParts() }
        }
    }

    /// The natural size: the offered width (150 points when none) by ``defaultHeight`` (or the
    /// images' height when taller).
    open override func sizeThatFits(_ size: Size) -> Size {
        let w = size.width.isFinite && size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : 150
        let h = Swift.max(ProgressView.defaultHeight, trackImage?.size.height ?? 0, progressImage?.size.height ?? 0)
        return Size(width: w, height: h)
    }

    /// Keeps the width and sets the natural height.
    open override func sizeToFit() {
        frame = Rect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    /// Lays the parts out for the bounds; inside an animation block (a resize with
    /// `layoutIfNeeded()`), they animate along.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    /// The bar's frame within the track for the current progress.
    var barFrame: Rect {
        Rect(x: 0, y: 0, width: bounds.width * storedProgress, height: bounds.height)
    }

    private func updateParts() {
        if let trackImage {
            track.stretchableImage = trackImage
            track.backgroundColor = nil
        } else {
            track.image = nil
            track.backgroundColor = trackTintColor
        }
        if let progressImage {
            bar.stretchableImage = progressImage
            bar.backgroundColor = nil
        } else {
            bar.image = nil
            bar.backgroundColor = progressTintColor
        }
        View.performWithoutAnimation { layoutParts() }
    }

    private func layoutParts() {
        track.frame = bounds
        track.layer.cornerRadius = trackImage == nil ? bounds.height / 2 : 0
        let b = barFrame
        bar.frame = b
        bar.layer.cornerRadius = progressImage == nil ? b.height / 2 : 0
    }

    /// The value set, else the progress as a percentage ("40%").
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int((progress * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }

    /// The progress, from 0 to 1; assistive technologies read it but cannot set it.
    open override var accessibilityNumericValue: AccessibilityNumericValue? {
        AccessibilityNumericValue(current: progress, minimum: 0, maximum: 1)
    }
}
