import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKViews

/// A splash screen that goes away by growing a transparent hole in a mask (recipe 2,
/// PRPSplashScreenViewController's reveal transitions).
///
/// After it appears (and after ``delay``) it tells its delegate it will disappear, puts a
/// generated mask layer on its view, anchored where the transition starts, and animates the
/// mask's `transform.scale` from 1 to ``finalScale`` (fill mode both, kept on completion).
/// When the animation ends the view leaves its superview and the delegate hears
/// `splashScreenDidDisappear`. Any image can replace the generated mask (``customMaskImage``):
/// its transparent parts show what lies beneath.
@MainActor
open class RevealSplashScreen: SplashScreen {
    /// Where the transparent region starts and how it grows.
    public enum Transition: CaseIterable, Sendable {
        /// A circle growing from the center.
        case circleFromCenter
        /// A vertical strip widening from the center.
        case clearFromCenter
        /// A strip growing from the left edge.
        case clearFromLeft
        /// A strip growing from the right edge (the default).
        case clearFromRight
        /// A strip growing from the top edge.
        case clearFromTop
        /// A strip growing from the bottom edge.
        case clearFromBottom

        /// The mask's anchor point: the fixed point of the scale.
        public var anchor: Point {
            switch self {
            case .circleFromCenter, .clearFromCenter: return Point(x: 0.5, y: 0.5)
            case .clearFromLeft: return Point(x: 0, y: 0.5)
            case .clearFromRight: return Point(x: 1, y: 0.5)
            case .clearFromTop: return Point(x: 0.5, y: 0)
            case .clearFromBottom: return Point(x: 0.5, y: 1)
            }
        }
    }

    /// The transition (``Transition/clearFromRight`` by default).
    public var transition: Transition = .clearFromRight
    /// Seconds between appearing and starting the reveal.
    public var delay = 0.0
    /// Seconds the reveal takes.
    public var duration = 1.0
    /// An image whose transparent region is scaled instead of the generated one.
    public var customMaskImage: Image?

    /// The mask layer while revealing.
    public private(set) var maskLayer: Layer?
    private var revealing = false

    /// The scale at which the transparent region covers the view: bounds.height/8, as the seed
    /// used, and never under 2.
    public var finalScale: Double {
        get { finalScaleOverride ?? Swift.max(view.bounds.height / 8, 2) }
        set { finalScaleOverride = newValue.isFinite && newValue >= 1 ? newValue : nil }
    }
    private var finalScaleOverride: Double?

    /// The splash image aligned to the bottom (as the seed, so the status bar doesn't shift it).
    open override func loadView() {
        super.loadView()
        view.contentMode = .bottom
    }

    /// Starts the reveal after ``delay`` (instead of dismissing on the next turn).
    open override func scheduleHide() {
        view.eventLoop.perform(afterDelay: delay) { [weak self] in self?.hide() }
    }

    /// Runs the reveal: willDisappear, the mask and its scale animation; at its end the view is
    /// removed, then didDisappear. Later calls do nothing. While reduced motion is on
    /// (``/RKViews/Accessibility/isReduceMotionEnabled``) the splash fades out instead, in
    /// ``/RKViews/Accessibility/reducedMotionFadeDuration``.
    open override func hide() {
        guard !revealing else { return }
        if deferHideUntilAppeared() { return }
        revealing = true
        // A manual hide while waiting for markReady() ends the wait.
        stopWaiting()
        notifyWillDisappear()
        if showsStatusBarOnDismissal { Application.shared.isStatusBarHidden = false }
        if Accessibility.isReduceMotionEnabled {
            // Reduced motion: no growing hole, a short fade of the whole splash.
            let fade = BasicAnimation(keyPath: "opacity", from: .double(1), to: .double(0),
                                      duration: Accessibility.reducedMotionFadeDuration)
            fade.fillMode = .both
            fade.isRemovedOnCompletion = false
            fade.completion = { [weak self] _ in self?.revealDidFinish() }
            view.layer.add(fade, forKey: "reducedMotionFade")
            return
        }
        let bounds = view.bounds
        let scale = finalScale
        let mask: Layer
        if let customMaskImage {
            mask = Layer()
            mask.contents = customMaskImage
        } else {
            // A shape, drawn as vectors at whatever scale the animation reaches: its edge stays
            // one pixel wide, and at the end nothing of the splash is left (a stretched bitmap
            // hole left soft, stair-stepped edges and faint bands of the splash).
            let shape = ShapeLayer()
            shape.path = Self.makeMaskPath(for: transition, size: bounds.size, finalScale: scale)
            shape.fillRule = .evenOdd
            shape.fillColor = .black
            mask = shape
        }
        mask.anchorPoint = transition.anchor
        mask.frame = bounds
        Transaction.perform(disableActions: true) { view.layer.mask = mask }
        maskLayer = mask
        let anim = BasicAnimation(keyPath: "transform.scale", from: .double(1), to: .double(scale), duration: duration)
        anim.fillMode = .both
        anim.isRemovedOnCompletion = false
        anim.completion = { [weak self] _ in self?.revealDidFinish() }
        mask.add(anim, forKey: "scale")
    }

    private func revealDidFinish() {
        Transaction.perform(disableActions: true) { view.layer.mask = nil }
        view.layer.removeAnimation(forKey: "reducedMotionFade")
        maskLayer = nil
        if presentingViewController != nil {
            dismiss(animated: false) // removes the view, then viewDidDisappear tells the delegate
        } else {
            view.removeFromSuperview()
            viewDidDisappear(false)
        }
    }

    /// The mask's shape for `transition` in a view of `size`: the view's rectangle with a hole
    /// at the transition's anchor (fill it with the even-odd rule), sized so that scaling it by
    /// `finalScale` about the anchor clears the whole view with 10% to spare. Nil for a size
    /// that is not finite.
    public static func makeMaskPath(for transition: Transition, size: Size, finalScale: Double) -> Path? {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        let s = finalScale.isFinite ? Swift.max(finalScale, 1) : 1
        let W = size.width, H = size.height
        var path = Path(rect: Rect(x: 0, y: 0, width: W, height: H))
        switch transition {
        case .circleFromCenter:
            let r = (W * W + H * H).squareRoot() / 2 / s * 1.1
            path.append(Path(ellipseIn: Rect(x: W / 2 - r, y: H / 2 - r, width: 2 * r, height: 2 * r)))
        case .clearFromCenter, .clearFromLeft, .clearFromRight:
            let stripe = W / s * 1.1
            let lo: Double
            switch transition {
            case .clearFromLeft: lo = 0
            case .clearFromRight: lo = W - stripe
            default: lo = (W - stripe) / 2
            }
            // Reaching past the top and bottom, so no sliver of the splash survives at the edges.
            path.append(Path(rect: Rect(x: lo, y: -1, width: stripe, height: H + 2)))
        case .clearFromTop, .clearFromBottom:
            let stripe = H / s * 1.1
            let lo = transition == .clearFromTop ? 0 : H - stripe
            path.append(Path(rect: Rect(x: -1, y: lo, width: W + 2, height: stripe)))
        }
        return path
    }

    /// A mask the size of the view: opaque everywhere but a transparent region placed at the
    /// transition's anchor, sized so that scaling it by `finalScale` about the anchor clears the
    /// whole view (with 10% to spare). `scale` is the image's pixels per point (at most 4).
    public static func makeMaskImage(for transition: Transition, size: Size, finalScale: Double, scale: Double = 1) -> Image? {
        let k = scale.isFinite ? Swift.min(4, Swift.max(1, scale)) : 1
        // Checked in floating point first: a huge size must not overflow Int.
        guard size.width.isFinite, size.height.isFinite, size.width * k <= 32767, size.height * k <= 32767 else { return nil }
        let w = Swift.max(1, Int((size.width * k).rounded(.up))), h = Swift.max(1, Int((size.height * k).rounded(.up)))
        let s = Swift.max(finalScale, 1)
        let W = Double(w), H = Double(h)
        let opaque: UInt32 = 0xFF00_0000
        var pixels = [UInt32](repeating: opaque, count: w * h)
        func clear(x: Int, y: Int, coverage: Double) {
            let a = UInt32((1 - Swift.min(1, Swift.max(0, coverage))) * 255)
            pixels[y * w + x] = a << 24
        }
        switch transition {
        case .circleFromCenter:
            let r = (W * W + H * H).squareRoot() / 2 / s * 1.1
            for y in 0..<h {
                for x in 0..<w {
                    let dx = Double(x) + 0.5 - W / 2, dy = Double(y) + 0.5 - H / 2
                    let d = (dx * dx + dy * dy).squareRoot()
                    if d < r + 0.5 { clear(x: x, y: y, coverage: r + 0.5 - d) }
                }
            }
        case .clearFromCenter, .clearFromLeft, .clearFromRight:
            let stripe = W / s * 1.1
            let lo: Double
            switch transition {
            case .clearFromLeft: lo = 0
            case .clearFromRight: lo = W - stripe
            default: lo = (W - stripe) / 2
            }
            for x in 0..<w {
                let c = Swift.min(Double(x) + 1, lo + stripe) - Swift.max(Double(x), lo)
                if c > 0 { for y in 0..<h { clear(x: x, y: y, coverage: c) } }
            }
        case .clearFromTop, .clearFromBottom:
            let stripe = H / s * 1.1
            let lo = transition == .clearFromTop ? 0 : H - stripe
            for y in 0..<h {
                let c = Swift.min(Double(y) + 1, lo + stripe) - Swift.max(Double(y), lo)
                if c > 0 { for x in 0..<w { clear(x: x, y: y, coverage: c) } }
            }
        }
        return try? Image(width: w, height: h, premultipliedARGB: pixels, scale: k)
    }
}
