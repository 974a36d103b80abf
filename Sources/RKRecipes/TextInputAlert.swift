import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKMotion
import RKViews

/// Hears how a ``TextInputAlert`` ends, in the seed's spellings (seed 002's
/// CustomAlertViewDelegate). The closures ``TextInputAlert/onDone`` and
/// ``TextInputAlert/onCancel`` hear the same; use whichever reads better.
@MainActor
public protocol TextInputAlertDelegate: AnyObject {
    /// OK or Return was chosen with `value` in the field.
    func customAlertView(_ alert: TextInputAlert, wasDismissedWithValue value: String)
    /// Cancel or Escape was chosen (optional).
    func customAlertViewWasCancelled(_ alert: TextInputAlert)
}

extension TextInputAlertDelegate {
    public func customAlertViewWasCancelled(_ alert: TextInputAlert) {}
}

/// Seed 002's alert that asks for a line of text: a radial dimming fades in while the alert
/// pops in, the text field then takes the keyboard, and OK or Return hands the text to a
/// closure (Cancel to another).
///
/// The seed's figures: the dimming is a radial gradient from black at 60% in the centre to 40%
/// at the edges, fading in over 0.2555 s; at the same time the alert pops in with a
/// `transform.scale` keyframe animation through 0.6, 1.1, 0.9 and 1.0 at key times 0, 0.6, 0.8
/// and 1, over 0.2555 s. When the pop-in ends the text field becomes first responder. Dismissal
/// resigns the keyboard, fades the whole alert to 0 in a view animation of UIKit's default
/// 0.2 s, and removes it 0.5 s after dismissal began. Once removed, the same alert can be shown
/// again.
///
/// Keyboard avoidance: the alert stays centred in the part of the window the on-screen keyboard
/// leaves free (the window's safe area, which the keyboard counts in), moving with the
/// keyboard's own duration and curve, never above the top edge; it follows resizes too.
///
/// ```swift
/// let ask = TextInputAlert(title: "New recipe", message: "Give it a name")
/// ask.onDone = { name in save(name) }
/// ask.show(in: window)
/// ```
@MainActor
public final class TextInputAlert {
    /// The seed's pop-in: scales at key times, over ``popInDuration``.
    public static let popInScales: [Double] = [0.6, 1.1, 0.9, 1.0]
    /// When each of ``popInScales`` is reached, as fractions of ``popInDuration``.
    public static let popInKeyTimes: [Double] = [0, 0.6, 0.8, 1.0]
    /// The pop-in's length, in seconds.
    public static let popInDuration = 0.2555
    /// The seed's fade out: a view animation of the default length.
    public static let fadeOutDuration = 0.2
    /// The seed's delay from dismissal to removal (`performSelector:afterDelay: 0.5`).
    public static let dismissDuration = 0.5
    /// The dimming's alpha in the centre and at the edges.
    public static let dimmingAlphas = (center: 0.6, edge: 0.4)

    /// The alert's title.
    public let title: String
    /// The text under the title; nil for none.
    public let message: String?
    /// Called with the text when OK or Return is chosen.
    public var onDone: ((String) -> Void)?
    /// Called when Cancel is chosen.
    public var onCancel: (() -> Void)?
    /// Hears the same as ``onDone`` and ``onCancel``, in the seed's delegate spellings.
    public weak var delegate: TextInputAlertDelegate?
    /// Whether the text may be submitted: OK is disabled (and Return does nothing) while it says no.
    public var validate: ((String) -> Bool)? {
        didSet { updateOK() }
    }

    /// The text field (configure it before showing: placeholder, secure entry...).
    public let textField = TextField(frame: .zero)
    /// The window the alert is shown in, at the alert level; nil when not shown.
    public private(set) var window: Window?
    /// The alert's panel: title, message, text field and buttons; nil when not shown.
    public private(set) var panel: View?
    /// The radial dimming behind the panel; nil when not shown.
    public private(set) var dimming: GradientLayer?
    /// The OK button; nil when not shown.
    public private(set) var okButton: Button?
    /// The Cancel button; nil when not shown.
    public private(set) var cancelButton: Button?
    private var isDismissing = false
    private var keyboardToken: Int?
    private weak var previousKeyWindow: Window?

    /// An alert with the given title and message; ``show(in:)`` puts it on screen.
    public init(title: String, message: String? = nil) {
        self.title = title
        self.message = message
        textField.borderStyle = .roundedRect
        textField.escapeEndsEditing = false  // Escape cancels the alert, as Cancel does
    }

    /// Shows the alert over `window`'s scene; false, with a log line, when it is in none.
    @discardableResult
    public func show(in window: Window) -> Bool {
        guard let scene = window.windowScene else {
            RecipeLog.write("TextInputAlert: cannot show \"\(title)\": the window is in no scene")
            return false
        }
        if isDismissing { removeNow() }
        guard self.window == nil else { return true }
        previousKeyWindow = Application.shared.keyWindow
        let w = TextInputAlertWindow(frame: scene.layer.bounds)
        w.alert = self
        w.windowLevel = .alert
        w.fillsScene = true
        let dim = GradientLayer()
        dim.type = .radial
        dim.colors = [Color(white: 0, alpha: Self.dimmingAlphas.center), Color(white: 0, alpha: Self.dimmingAlphas.edge)]
        dim.startPoint = Point(x: 0.5, y: 0.5)
        dim.endPoint = Point(x: 1, y: 1)
        dim.frame = w.bounds
        w.layer.addSublayer(dim)
        dimming = dim
        let p = makePanel()
        // Screen readers read the panel as a dialog, by its title, and nothing behind it.
        p.accessibilityViewIsModal = true
        p.accessibilityLabel = title
        w.addSubview(p)
        panel = p
        self.window = w
        w.windowScene = scene
        w.makeKeyAndVisible()
        place(animated: false)
        // The seed's pop-in and fade, together.
        dim.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: Self.popInDuration), forKey: "fade-in")
        let pop = KeyframeAnimation(keyPath: "transform.scale", values: Self.popInScales.map { .double($0) },
                                    keyTimes: Self.popInKeyTimes, duration: Self.popInDuration)
        pop.completion = { [weak self] _ in
            guard let self, !self.isDismissing else { return }
            _ = self.textField.becomeFirstResponder()
        }
        p.layer.add(pop, forKey: "pop-in")
        keyboardToken = Application.shared.addKeyboardObserver { [weak self] t in
            guard t.kind == .willShow || t.kind == .willHide else { return }
            self?.place(animated: true, duration: t.duration)
        }
        return true
    }

    private func makePanel() -> View {
        let width = 284.0
        let p = View(frame: Rect(x: 0, y: 0, width: width, height: 10))
        p.backgroundColor = Color(white: 0.97)
        p.layer.cornerRadius = 12
        p.layer.masksToBounds = true
        let t = Label(frame: Rect(x: 16, y: 16, width: width - 32, height: 22))
        t.text = title
        t.font = .boldSystem(size: 17)
        t.textAlignment = .center
        p.addSubview(t)
        var y = t.frame.maxY + 4
        if let message {
            let m = Label(frame: Rect(x: 16, y: y, width: width - 32, height: 18))
            m.text = message
            m.font = .system(size: 13)
            m.textAlignment = .center
            p.addSubview(m)
            y = m.frame.maxY
        }
        textField.frame = Rect(x: 16, y: y + 10, width: width - 32, height: 32)
        textField.addAction(for: .editingChanged) { [weak self] _, _ in self?.updateOK() }
        textField.shouldReturn = { [weak self] _ in
            self?.submit()
            return false  // the alert ends the editing itself as it goes
        }
        p.addSubview(textField)
        y = textField.frame.maxY + 16
        let cancel = Button(frame: Rect(x: 0, y: y, width: width / 2, height: 44))
        cancel.setTitle(String(localized: "Cancel", bundle: .recipeKit), for: .normal)
        cancel.addAction(for: .touchUpInside) { [weak self] _, _ in self?.cancel() }
        let ok = Button(frame: Rect(x: width / 2, y: y, width: width / 2, height: 44))
        ok.setTitle(String(localized: "OK", bundle: .recipeKit), for: .normal)
        ok.titleLabel.font = .boldSystem(size: 17)
        ok.addAction(for: .touchUpInside) { [weak self] _, _ in self?.submit() }
        for b in [cancel, ok] {
            b.layer.borderWidth = 0.5
            b.layer.borderColor = Color(white: 0.8)
            p.addSubview(b)
        }
        cancelButton = cancel
        okButton = ok
        p.bounds = Rect(x: 0, y: 0, width: width, height: y + 44)
        updateOK()
        return p
    }

    private func updateOK() {
        okButton?.isEnabled = validate?(textField.text) ?? true
    }

    /// Where the panel goes: centred in the window's safe area (the part the keyboard and the
    /// status bar leave), never above the top edge; on a window too short for it, at the top.
    func place(animated: Bool, duration: Double = 0.25) {
        guard let w = window, let p = panel else { return }
        let insets = w.safeAreaInsets
        let free = Rect(x: w.bounds.minX, y: w.bounds.minY + insets.top, width: w.bounds.width,
                        height: Swift.max(0, w.bounds.height - insets.top - insets.bottom))
        let h = p.bounds.height
        let y = Swift.max(free.minY + 8, free.midY - h / 2)
        let target = Point(x: free.midX, y: y + h / 2)
        Transaction.perform(disableActions: true) { dimming?.frame = w.bounds }
        if animated {
            View.animate(withDuration: duration, options: .curveEaseInOut) { p.center = target }
        } else {
            View.performWithoutAnimation { p.center = target }
        }
    }

    /// Chooses OK: the closure gets the text, once, when it is valid.
    /// Does nothing while the alert is not on screen (before ``show(in:)``, or once dismissed).
    public func submit() {
        guard window != nil, !isDismissing, okButton?.isEnabled ?? true else { return }
        let text = textField.text
        dismiss { [self] in
            onDone?(text)
            delegate?.customAlertView(self, wasDismissedWithValue: text)
        }
    }

    /// Chooses Cancel. Does nothing while the alert is not on screen.
    public func cancel() {
        guard window != nil, !isDismissing else { return }
        dismiss { [self] in
            onCancel?()
            delegate?.customAlertViewWasCancelled(self)
        }
    }

    private var removal: EventLoop.Timer?

    private func dismiss(then action: @escaping () -> Void) {
        guard let w = window else { return }
        isDismissing = true
        if let keyboardToken { Application.shared.removeKeyboardObserver(keyboardToken) }
        keyboardToken = nil
        _ = textField.resignFirstResponder()
        View.animate(withDuration: Self.fadeOutDuration) { w.alpha = 0 }
        removal = w.eventLoop.perform(afterDelay: Self.dismissDuration) { [weak self] in self?.removeNow() }
        action()
    }

    /// Takes the alert off screen and makes it ready to be shown again.
    private func removeNow() {
        removal?.invalidate()
        removal = nil
        guard let w = window else { return }
        w.windowScene = nil
        window = nil
        panel = nil
        dimming = nil
        okButton = nil
        cancelButton = nil
        isDismissing = false
        w.alpha = 1
        if let previous = previousKeyWindow, previous.windowScene != nil { previous.makeKeyAndVisible() }
        (w as? TextInputAlertWindow)?.alert = nil
    }
}

/// The alert's window: it keeps the alert alive while it shows, takes Escape as Cancel and
/// follows resizes.
@MainActor
final class TextInputAlertWindow: Window {
    var alert: TextInputAlert?

    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {
        if let alert, presses.first?.key.code == .escape {
            alert.cancel()
            return
        }
        super.pressesBegan(presses, with: event)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        alert?.place(animated: false)
    }
}
