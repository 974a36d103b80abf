import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop

/// An alert or action sheet (UIAlertController): a title, a message, optional text fields and
/// a set of actions, shown in a window of its own at ``Window/Level/alert`` above everything,
/// over a dimmed background.
///
/// Show it with ``show(in:)``; it keeps itself alive until dismissed, so it can be fired and
/// forgotten. An action's handler runs exactly once, when its button is tapped (later taps
/// during the dismissal do nothing). Return chooses the ``preferredAction`` (or the only
/// default action), Escape the cancel action. Alerts shown while another is up in the same
/// scene wait their turn. The title and message are announced to assistive technologies, and
/// the buttons are accessibility elements.
///
/// ```swift
/// let alert = AlertController(title: "Offline", message: "Try again?", preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Retry") { _ in reload() })
/// alert.show(in: window)
/// ```
@MainActor
public final class AlertController {
    /// Where the alert shows.
    public enum Style: Sendable, Hashable {
        /// Centered, over a dimmed window.
        case alert
        /// At the bottom, the actions stacked, the cancel action last.
        case actionSheet
    }

    /// The alert's title, shown bold at the top; nil for none.
    public let title: String?
    /// The text under the title; nil for none.
    public let message: String?
    /// An alert in the middle of the screen, or an action sheet at the bottom.
    public let preferredStyle: Style
    /// The actions added with ``addAction(_:)``, in order.
    public private(set) var actions: [AlertAction] = []
    /// The text fields added with ``addTextField(configurationHandler:)``, in order.
    public private(set) var textFields: [TextField] = []
    /// The action Return chooses (drawn bold); by default the only default-style action.
    public var preferredAction: AlertAction?
    /// True from ``show(in:)`` until the alert has left the screen.
    public private(set) var isShowing = false
    /// Called after the alert has left the screen (whatever dismissed it).
    public var onDismiss: (() -> Void)?

    /// The alert's window while it shows (at ``Window/Level/alert``).
    public private(set) var window: Window?
    /// The panel holding the title, message, fields and buttons.
    public private(set) var panel: View?
    private var isDismissing = false
    private weak var previousKeyWindow: Window?
    /// The keyboard observer that keeps the panel above the on-screen keyboard while it shows.
    private var keyboardToken: Int?
    /// The scene whose queue holds the alert while it waits to show.
    private weak var queuedIn: WindowScene?
    /// Whether the actions' handlers are let go once the alert is dismissed, so that closures
    /// capturing the caller cannot keep it alive through an alert the caller kept (AlertView's
    /// promise; UIKit's own alert controller keeps them).
    package var releasesHandlersOnDismiss = false

    /// An alert with the given title, message and style; add actions, then ``show(in:)``.
    public init(title: String?, message: String?, preferredStyle: Style = .alert) {
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds a button. A second cancel action is refused with a log line, as UIKit refuses it.
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            RecipeLog.write("AlertController: an alert can have only one cancel action; \"\(action.title)\" ignored")
            return
        }
        actions.append(action)
    }

    /// Adds a text field (alerts only), configured by `configurationHandler`.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            RecipeLog.write("AlertController: text fields can only be added to an alert, not an action sheet")
            return
        }
        let f = TextField(frame: .zero)
        f.escapeEndsEditing = false  // Escape cancels the alert
        f.borderStyle = .roundedRect
        configurationHandler?(f)
        textFields.append(f)
    }

    // MARK: Showing

    /// Shows the alert over `window`'s scene, or queues it behind the alert showing there
    /// (``WindowScene/presentedAlert``, ``WindowScene/queuedAlerts``): alerts of other scenes
    /// never hold it back.
    /// Returns false, with a log line, when `window` is in no scene.
    @discardableResult
    public func show(in window: Window) -> Bool {
        guard let scene = window.windowScene else {
            RecipeLog.write("AlertController: cannot show \"\(title ?? "")\": the window is in no scene")
            return false
        }
        guard !isShowing else { return true }
        isShowing = true
        if scene.presentedAlert != nil {
            scene.queuedAlerts.append(self)
            queuedIn = scene
        } else {
            present(in: scene)
        }
        return true
    }

    private func present(in scene: WindowScene) {
        queuedIn = nil
        scene.presentedAlert = self
        previousKeyWindow = Application.shared.keyWindow
        let w = AlertWindow(frame: scene.layer.bounds)
        w.alert = self
        w.windowLevel = .alert
        w.fillsScene = true
        // The alert looks like the window it covers: a window kept dark keeps its alerts dark.
        if let covered = previousKeyWindow {
            w.overrideUserInterfaceStyle = covered.overrideUserInterfaceStyle
            w.overrideAccessibilityContrast = covered.overrideAccessibilityContrast
        }
        w.backgroundColor = Theme.dimming
        let p = makePanel(width: scene.layer.bounds.width)
        // Screen readers read the panel as the alert, by its title, and nothing behind it.
        p.accessibilityViewIsModal = true
        p.accessibilityLabel = title ?? message
        w.addSubview(p)
        panel = p
        window = w
        w.windowScene = scene
        place(in: w.bounds)
        keyboardToken = Application.shared.addKeyboardObserver { [weak self] t in
            guard t.kind == .willShow || t.kind == .willHide, let self, let w = self.window else { return }
            self.place(in: w.bounds, animated: true, duration: t.duration)
        }
        w.makeKeyAndVisible()
        if let field = textFields.first { _ = field.becomeFirstResponder() } else { _ = w.becomeFirstResponder() }
        let spoken = [title, message].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        if !spoken.isEmpty { Accessibility.post(.announcement(spoken)) }
        // A short pop-in, as iOS shows alerts; with reduced motion only the fade, no scaling.
        let pops = !Accessibility.isReduceMotionEnabled
        View.performWithoutAnimation {
            w.alpha = 0
            if pops { p.transform = Transform2D(scaleX: 1.15, y: 1.15) }
        }
        View.animate(withDuration: 0.2) {
            w.alpha = 1
            p.transform = .identity
        }
    }

    /// Puts the panel at the center (an alert) or the bottom (an action sheet) of `bounds`.
    ///
    /// The panel keeps above the bottom of the window's safe area, which the on-screen keyboard
    /// is counted in, so an alert with a text field stays above the keyboard that field brings
    /// up, as seed 002's alert does. It stays centred in the whole height otherwise (as UIKit
    /// centres alerts on the screen, status bar or not), and never goes above the top edge.
    func place(in bounds: Rect, animated: Bool = false, duration: Double = 0.25) {
        guard let p = panel else { return }
        let bottomInset = window?.safeAreaInsets.bottom ?? 0
        let free = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: Swift.max(0, bounds.height - bottomInset))
        let size = p.bounds.size
        let y = preferredStyle == .alert ? free.midY - size.height / 2 : free.maxY - size.height - 8
        let center = Point(x: free.midX, y: Swift.max(bounds.minY + 8, y) + size.height / 2)
        if animated {
            View.animate(withDuration: duration, options: .curveEaseInOut) { p.center = center }
        } else {
            View.performWithoutAnimation { p.center = center }
        }
    }

    private func makePanel(width sceneWidth: Double) -> View {
        let width = preferredStyle == .alert ? Swift.min(270, sceneWidth - 40) : Swift.min(400, sceneWidth - 16)
        let p = View(frame: Rect(x: 0, y: 0, width: width, height: 10))
        p.backgroundColor = Theme.barBackground
        p.layer.cornerRadius = 13
        p.layer.masksToBounds = true
        var y = 18.0
        let inner = width - 32
        if let title, !title.isEmpty {
            let l = Label(frame: Rect(x: 16, y: y, width: inner, height: 22))
            l.text = title
            l.font = .boldSystem(size: 17)
            l.textAlignment = .center
            l.numberOfLines = 0
            l.frame.size.height = l.sizeThatFits(Size(width: inner, height: 1000)).height
            p.addSubview(l)
            y = l.frame.maxY + 4
        }
        if let message, !message.isEmpty {
            let l = Label(frame: Rect(x: 16, y: y, width: inner, height: 18))
            l.text = message
            l.font = .system(size: 13)
            l.textAlignment = .center
            l.numberOfLines = 0
            l.frame.size.height = l.sizeThatFits(Size(width: inner, height: 1000)).height
            p.addSubview(l)
            y = l.frame.maxY + 4
        }
        for f in textFields {
            f.frame = Rect(x: 16, y: y + 8, width: inner, height: 30)
            p.addSubview(f)
            y = f.frame.maxY
        }
        y += 18
        let preferred = preferredAction ?? {
            let defaults = actions.filter { $0.style == .default }
            return defaults.count == 1 ? defaults[0] : nil
        }()
        // Two actions side by side in an alert; otherwise stacked, the cancel action last.
        var ordered = actions.filter { $0.style != .cancel }
        if let cancel = actions.first(where: { $0.style == .cancel }) {
            if preferredStyle == .alert && actions.count == 2 { ordered.insert(cancel, at: 0) } else { ordered.append(cancel) }
        }
        let sideBySide = preferredStyle == .alert && ordered.count == 2
        // An action sheet's cancel button sits in a block of its own, 8 points below the rest,
        // as UIKit draws it.
        let separateCancel = preferredStyle == .actionSheet && ordered.last?.style == .cancel
        let cancelGap = separateCancel ? 8.0 : 0
        for (i, action) in ordered.enumerated() {
            let gap = separateCancel && i == ordered.count - 1 ? cancelGap : 0
            let frame = sideBySide
                ? Rect(x: Double(i) * width / 2, y: y, width: width / 2, height: 44)
                : Rect(x: 0, y: y + Double(i) * 44 + gap, width: width, height: 44)
            let b = Button(frame: frame)
            // Held down, a button shows a light gray ground, as UIKit's alert buttons do.
            b.setBackgroundImage(Self.highlightImage, for: .highlighted)
            b.setTitle(action.title, for: .normal)
            b.setTitleColor(action.style == .destructive ? Theme.destructive : Theme.accent, for: .normal)
            b.titleLabel.font = action === preferred || action.style == .cancel && preferredStyle == .actionSheet
                ? .boldSystem(size: 17) : .system(size: 17)
            b.isEnabled = action.isEnabled
            b.layer.borderWidth = 0.5
            b.setLayerBorderColor(Theme.alertSeparator)
            b.addAction(for: .touchUpInside) { [weak self] _, _ in self?.choose(action) }
            action.button = b
            p.addSubview(b)
        }
        let height = y + (sideBySide ? 44 : Double(ordered.count) * 44) + cancelGap
        p.bounds = Rect(x: 0, y: 0, width: width, height: height)
        if separateCancel, let cancelButton = ordered.last?.button {
            // The panel shows through as two rounded blocks: its own ground goes, and each block
            // gets one.
            p.backgroundColor = nil
            p.layer.masksToBounds = false
            let upper = View(frame: Rect(x: 0, y: 0, width: width, height: cancelButton.frame.minY - cancelGap))
            let lower = View(frame: cancelButton.frame)
            for v in p.subviews where v !== cancelButton { upper.addSubview(v) }  // same origin: frames stay
            for block in [upper, lower] {
                block.backgroundColor = Theme.barBackground
                block.layer.cornerRadius = 13
                block.layer.masksToBounds = true
                p.insertSubview(block, at: 0)
            }
            lower.isUserInteractionEnabled = false
            cancelButton.layer.cornerRadius = 13
            cancelButton.layer.masksToBounds = true
            cancelButton.layer.borderWidth = 0
        }
        return p
    }

    /// The ground of a held button: light gray, stretched.
    private static let highlightImage: Image = {
        (try? Image(width: 1, height: 1, premultipliedARGB: [0xFFD9_D9D9]))!
    }()

    // MARK: Choosing

    /// Chooses `action` as its button does: the alert is dismissed and the handler runs, once.
    public func choose(_ action: AlertAction) {
        guard isShowing, !isDismissing, action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        dismiss { action.handler?(action) }
    }

    /// Chooses the action Return stands for: the preferred action, else the only default one.
    func chooseReturn() {
        let defaults = actions.filter { $0.style == .default && $0.isEnabled }
        // An alert whose only button is its cancel one (AlertView's "just tell" form) closes
        // with Return too: there is nothing else Return could mean.
        let only = actions.count == 1 && actions[0].isEnabled ? actions[0] : nil
        if let p = preferredAction ?? (defaults.count == 1 ? defaults[0] : only) { choose(p) }
    }

    /// Chooses the cancel action, if there is one.
    func chooseCancel() {
        if let c = actions.first(where: { $0.style == .cancel }) { choose(c) }
    }

    /// Dismisses without choosing an action.
    ///
    /// An alert still waiting in its scene's queue leaves the queue at once and never shows.
    public func dismiss(completion: (() -> Void)? = nil) {
        guard isShowing, !isDismissing else { return }
        guard let w = window else {
            // Queued, not yet on screen: there is nothing to fade, and waiting would leave an
            // alert nothing could close once it showed.
            queuedIn?.queuedAlerts.removeAll { $0 === self }
            queuedIn = nil
            isShowing = false
            completion?()
            onDismiss?()
            if releasesHandlersOnDismiss { for a in actions { a.handler = nil } }
            return
        }
        isDismissing = true
        if let keyboardToken { Application.shared.removeKeyboardObserver(keyboardToken) }
        keyboardToken = nil
        for f in textFields where f.isFirstResponder { _ = f.resignFirstResponder() }
        View.animate(withDuration: 0.2, animations: { w.alpha = 0 }, completion: { [self] _ in
            let scene = w.windowScene
            w.windowScene = nil
            window = nil
            panel = nil
            isShowing = false
            isDismissing = false
            if let previous = previousKeyWindow, previous.windowScene != nil { previous.makeKeyAndVisible() }
            completion?()
            onDismiss?()
            if releasesHandlersOnDismiss { for a in actions { a.handler = nil } }
            guard let scene else { return }
            if scene.presentedAlert === self { scene.presentedAlert = nil }
            if !scene.queuedAlerts.isEmpty {
                scene.queuedAlerts.removeFirst().present(in: scene)
            }
        })
    }
}

/// The window an alert shows in: it takes Return and Escape for its alert, and keeps the alert
/// alive while it shows.
@MainActor
final class AlertWindow: Window {
    var alert: AlertController?

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {
        guard let alert, let press = presses.first else { return super.pressesBegan(presses, with: event) }
        switch press.key.code {
        case .return, .keypadEnter: alert.chooseReturn()
        case .escape: alert.chooseCancel()
        default: super.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {
        let code = presses.first?.key.code
        if alert != nil, code?.isReturn == true || code == .escape { return }
        super.pressesEnded(presses, with: event)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        alert?.place(in: bounds)
    }
}
