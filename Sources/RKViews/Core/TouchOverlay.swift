import Foundation
import RKGeometry
import RKGraphics
import RKLayers

/// A live touch display for demos and screen recordings (seed 004's TOUCHkit): a circle under
/// every finger, multi-touch included, drawn above every window (alerts and the on-screen
/// keyboard too), and optionally the keys pressed.
///
/// It watches ``Application/addEventObserver(_:)``, so every event still goes where it went,
/// unchanged, and no window class has to be swapped as TOUCHkit did. When it is not running
/// nothing is installed and the app behaves exactly as without it.
///
/// Turn it on:
/// - in code, at any time (before the first window exists too; the overlay's windows are made
///   when the first touch of each scene arrives): `TouchOverlay.shared.start()`;
/// - at build time, for a demo build: `swift build -Xswiftc -DRECIPEKIT_TOUCH_OVERLAY`;
/// - at run time, without rebuilding: the environment variable `RECIPEKIT_TOUCH_OVERLAY=1`.
///
/// ```swift
/// TouchOverlay.shared.options.color = Color(red: 1, green: 0.4, blue: 0.2, alpha: 0.5)
/// TouchOverlay.shared.options.showsKeyPresses = true
/// TouchOverlay.shared.start()
/// ```
@MainActor
public final class TouchOverlay {
    /// How the touches are drawn.
    public struct Options: Sendable, Equatable {
        /// The circles' fill; their outline is the same colour, opaque.
        public var color = Color(red: 0.15, green: 0.45, blue: 0.95, alpha: 0.45)
        /// The circles' diameter in points (44, a fingertip).
        public var size = 44.0
        /// How long a circle takes to fade once its finger lifts, in seconds.
        public var fadeDuration = 0.3
        /// Whether a second, third… tap in a row shows its count in the circle.
        public var showsTapCount = true
        /// Whether key presses are shown at the bottom of the scene, for screen recordings.
        public var showsKeyPresses = false

        /// The default look: translucent blue 44-point circles fading in 0.3 s, tap counts shown.
        public init() {}
    }

    /// The overlay of the application.
    public static let shared = TouchOverlay()

    /// The overlay windows' level: above every other window.
    public static let level = Window.Level(1_000_000)

    /// The environment variable that starts the overlay when the application starts.
    public static let environmentVariable = "RECIPEKIT_TOUCH_OVERLAY"

    /// Whether the build (`-DRECIPEKIT_TOUCH_OVERLAY`) or the environment
    /// (``environmentVariable`` set to 1) asks for the overlay at launch.
    public static var isRequestedAtLaunch: Bool {
        #if RECIPEKIT_TOUCH_OVERLAY
        return true
        #else
        return ProcessInfo.processInfo.environment[environmentVariable] == "1"
        #endif
    }

    /// How touches are drawn; changes apply to the next touch.
    public var options = Options()
    /// Whether the overlay is showing touches.
    public private(set) var isRunning = false

    /// The circles shown now, one per finger down (fading ones not counted).
    public var touchCount: Int { circles.count }
    /// The windows the overlay draws in, one per scene that had a touch.
    public var windows: [Window] { overlays.compactMap(\.window) }

    private var eventToken: Int?
    private var pressToken: Int?
    private var overlays: [(scene: WeakScene, window: OverlayWindow?)] = []
    private var circles: [ObjectIdentifier: TouchCircle] = [:]

    /// An overlay of its own (``shared`` is the application's).
    public init() {}

    /// Starts showing touches (and presses, with ``Options/showsKeyPresses``); does nothing when
    /// running.
    public func start() {
        guard !isRunning else { return }
        isRunning = true
        eventToken = Application.shared.addEventObserver { [weak self] event in self?.observe(event) }
        pressToken = Application.shared.addPressObserver { [weak self] press, window in self?.observe(press, in: window) }
    }

    /// Stops and takes its windows away.
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        if let eventToken { Application.shared.removeEventObserver(eventToken) }
        if let pressToken { Application.shared.removePressObserver(pressToken) }
        eventToken = nil
        pressToken = nil
        for o in overlays { o.window?.windowScene = nil }
        overlays = []
        circles = [:]
    }

    // MARK: Touches

    private func observe(_ event: Event) {
        for touch in event.allTouches {
            guard let window = touch.window, let scene = window.windowScene, window.windowLevel < TouchOverlay.level,
                  let overlay = overlay(for: scene) else { continue }
            let p = window.point(toScene: touch.location(in: nil))
            let id = ObjectIdentifier(touch)
            switch touch.phase {
            case .began, .moved, .stationary:
                let circle = circles[id] ?? {
                    let c = TouchCircle(options: options)
                    overlay.addSubview(c)
                    circles[id] = c
                    return c
                }()
                guard p.isFinite else { continue }
                View.performWithoutAnimation {
                    circle.center = overlay.point(fromScene: p)
                    circle.tapCount = options.showsTapCount ? touch.tapCount : 1
                }
            case .ended, .cancelled:
                guard let circle = circles.removeValue(forKey: id) else { continue }
                if p.isFinite { View.performWithoutAnimation { circle.center = overlay.point(fromScene: p) } }
                circle.fadeAway(over: options.fadeDuration)
            }
        }
    }

    // MARK: Presses

    private func observe(_ press: Press, in window: Window) {
        guard options.showsKeyPresses, press.phase == .began, let scene = window.windowScene,
              let overlay = overlay(for: scene) else { return }
        overlay.show(TouchOverlay.describe(press.key), fade: options.fadeDuration)
    }

    /// A key as a screen recording shows it: modifiers then the key ("⌃⇧A", "Return").
    public static func describe(_ key: KeyboardKey) -> String {
        var s = ""
        if key.modifiers.contains(.control) { s += "⌃" }
        if key.modifiers.contains(.alt) { s += "⌥" }
        if key.modifiers.contains(.shift) { s += "⇧" }
        if key.modifiers.contains(.command) { s += "⌘" }
        return s + key.name
    }

    // MARK: Windows

    private func overlay(for scene: WindowScene) -> OverlayWindow? {
        overlays.removeAll { $0.scene.scene == nil || $0.window?.windowScene == nil }
        if let o = overlays.first(where: { $0.scene.scene === scene })?.window { return o }
        let w = OverlayWindow(frame: scene.layer.bounds)
        w.windowLevel = TouchOverlay.level
        w.fillsScene = true
        w.isUserInteractionEnabled = false
        w.backgroundColor = nil
        w.windowScene = scene
        w.isHidden = false
        overlays.append((WeakScene(scene: scene), w))
        return w
    }
}

private struct WeakScene {
    weak var scene: WindowScene?
}

/// The window the overlay draws in: transparent, never hit by touches, never key.
@MainActor
final class OverlayWindow: Window {
    private var keyLabel: Label?

    func show(_ text: String, fade: Double) {
        let label = keyLabel ?? {
            let l = Label(frame: .zero)
            l.font = .boldSystem(size: 20)
            l.textColor = .white
            l.textAlignment = .center
            l.backgroundColor = Color(white: 0, alpha: 0.6)
            l.layer.cornerRadius = 10
            l.layer.masksToBounds = true
            addSubview(l)
            keyLabel = l
            return l
        }()
        label.layer.removeAllAnimations()
        label.text = text
        let size = label.sizeThatFits(Size(width: bounds.width, height: 40))
        View.performWithoutAnimation {
            label.frame = Rect(x: (bounds.width - size.width - 28) / 2, y: bounds.height - size.height - 40,
                               width: size.width + 28, height: size.height + 14)
            label.alpha = 1
        }
        View.animate(withDuration: Swift.max(0, fade), delay: 0.8, animations: { label.alpha = 0 })
    }
}

/// One finger's circle, with its tap count from the second tap on.
@MainActor
final class TouchCircle: View {
    private let countLabel = Label(frame: .zero)

    init(options: TouchOverlay.Options) {
        let d = options.size.isFinite && options.size > 0 ? options.size : 44
        super.init(frame: Rect(x: 0, y: 0, width: d, height: d))
        isUserInteractionEnabled = false
        backgroundColor = options.color
        layer.cornerRadius = d / 2
        layer.borderWidth = 2
        var outline = options.color
        outline.alpha = 1
        layer.borderColor = outline
        countLabel.frame = bounds
        countLabel.textAlignment = .center
        countLabel.font = .boldSystem(size: d * 0.4)
        countLabel.textColor = .white
        countLabel.isHidden = true
        addSubview(countLabel)
    }

    var tapCount = 1 {
        didSet {
            guard tapCount != oldValue else { return }
            countLabel.isHidden = tapCount < 2
            countLabel.text = "\(tapCount)"
        }
    }

    func fadeAway(over duration: Double) {
        View.animate(withDuration: Swift.max(0, duration), animations: {
            self.alpha = 0
            self.transform = Transform2D(scaleX: 1.3, y: 1.3)
        }, completion: { _ in self.removeFromSuperview() })
    }
}
