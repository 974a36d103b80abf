import RKGeometry
import RKGraphics
import RKLayers
import RKViews

/// A button that stays on or off (recipe 4's toggle button).
///
/// A tap released inside flips ``isOn`` when ``autotoggleEnabled`` is true (the default), in
/// `endTracking` as the seed does, so the Touch Up Inside actions already see the new state;
/// then it sends ``/RKViews/Control/Events/valueChanged`` and, like any button,
/// ``/RKViews/Control/Events/primaryActionTriggered``. A release outside changes nothing.
///
/// The normal background image follows ``isOn`` (the on or the off image); while pressed the
/// highlighted image shows in either state, or the on+highlighted image when one was given and
/// the button is on.
///
/// ```swift
/// let mute = ToggleButton.make(on: onArt, off: offArt, highlighted: pressedArt)
/// mute.addAction(for: .valueChanged) { b, _ in audio.muted = b.isOn }
/// ```
@MainActor
open class ToggleButton: Button {
    /// Whether the button is on. Setting it swaps the normal background image and sends no
    /// event.
    public var isOn = false {
        didSet { if isOn != oldValue { applyImages() } }
    }

    /// Whether a tap toggles ``isOn`` by itself (true by default). When false the button only
    /// sends its events and the app calls ``toggle()`` as it sees fit.
    public var autotoggleEnabled = true

    /// The background image shown when on and not pressed.
    public var onImage: Image? { didSet { applyImages() } }
    /// The background image shown when off and not pressed.
    public var offImage: Image? { didSet { applyImages() } }
    /// The background image shown while pressed; nil darkens the on or off image instead.
    public var highlightedImage: Image? { didSet { applyImages() } }
    /// The background image shown while pressed when on (falls back to ``highlightedImage``).
    public var onHighlightedImage: Image? { didSet { applyImages() } }

    /// A toggle button with its images, sized to the off image.
    public static func make(on: Image, off: Image, highlighted: Image? = nil,
                            onHighlighted: Image? = nil) -> ToggleButton {
        let b = ToggleButton(frame: Rect(size: off.size))
        b.onImage = on
        b.offImage = off
        b.highlightedImage = highlighted
        b.onHighlightedImage = onHighlighted
        return b
    }

    /// Flips ``isOn`` and returns the new state. Sends no event.
    @discardableResult
    public func toggle() -> Bool {
        isOn.toggle()
        return isOn
    }

    /// The button's traits: a toggle (``/RKViews/AccessibilityTraits/toggleButton``), with
    /// ``/RKViews/AccessibilityTraits/selected`` while on.
    open override var accessibilityTraits: AccessibilityTraits {
        get {
            let t = super.accessibilityTraits.union(.toggleButton)
            return isOn ? t.union(.selected) : t
        }
        set { super.accessibilityTraits = newValue }
    }

    /// Toggles as the seed's button does, in `endTracking` when the touch ends inside: before
    /// the Touch Up Inside actions run, so they read the new ``isOn``.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        super.endTracking(touch, with: event)
        guard autotoggleEnabled, isEnabled, isTouchInside else { return }
        toggle()
        toggledByTouch = true
    }
    private var toggledByTouch = false

    /// Activation (an assistive technology's double tap) toggles first, as a tap does.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        if autotoggleEnabled {
            toggle()
            toggledByTouch = true
        }
        return super.accessibilityActivate()
    }

    open override func primaryActionDidTrigger(with event: Event?) {
        if toggledByTouch {
            toggledByTouch = false
            sendActions(for: .valueChanged, with: event)
        }
        super.primaryActionDidTrigger(with: event)
    }

    private func applyImages() {
        setBackgroundImage((isOn ? onImage : offImage).map { StretchableImage(image: $0, capInsets: .zero) }, for: .normal)
        let pressed = isOn ? (onHighlightedImage ?? highlightedImage) : highlightedImage
        setBackgroundImage(pressed.map { StretchableImage(image: $0, capInsets: .zero) }, for: .highlighted)
    }
}
