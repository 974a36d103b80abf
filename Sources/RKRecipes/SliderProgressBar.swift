import RKGeometry
import RKGraphics
import RKViews

/// Recipe 7's progress bar: not a ``/RKViews/ProgressView`` but a ``/RKViews/Slider`` that takes no touches,
/// so that it is styled with the same stretchable track images as the custom slider.
///
/// Its thumb is ``CustomSliderArt/progressPoint(scale:)``, the right cap of the minimum track
/// image; centered on the end of the minimum track it is drawn as that track's rounded end,
/// and the slider reads as a bar that fills from the left. With `isUserInteractionEnabled`
/// false, touches pass to what is beneath, as in the seed.
///
/// ```swift
/// let bar = SliderProgressBar(frame: Rect(x: 20, y: 80, width: 280, height: 20))
/// bar.progress = 0.4
/// ```
@MainActor
public final class SliderProgressBar: Slider {
    /// A progress bar showing recipe 7's images; a zero height becomes the slider's default.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        setThumbImage(CustomSliderArt.progressPoint(), for: .normal)
        setMinimumTrackImage(CustomSliderArt.minimumTrack(), for: .normal)
        setMaximumTrackImage(CustomSliderArt.maximumTrack(), for: .normal)
        // It shows progress; it is not something to adjust.
        accessibilityTraits = .updatesFrequently
    }

    /// The fraction done, in 0...1: the slider's value over its range (values outside are
    /// clamped, NaN ignored, as for ``/RKViews/Slider/value``).
    public var progress: Double {
        get { ValueRange(minimum: minimumValue, maximum: maximumValue).fraction(of: value) }
        set {
            guard !newValue.isNaN else { return }
            value = ValueRange(minimum: minimumValue, maximum: maximumValue).value(atFraction: newValue)
        }
    }

    /// A progress bar is not something to Tab to.
    public override var canBecomeFocused: Bool { false }

    /// Does nothing: a progress bar is not adjusted by assistive technologies either.
    public override func accessibilityIncrement() {}
    /// Does nothing: a progress bar is not adjusted by assistive technologies either.
    public override func accessibilityDecrement() {}
}
