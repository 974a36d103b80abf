import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKMotion

/// The application object (UIApplication): its windows, the key window, and app-wide state
/// such as whether the status bar is shown. Hosts drive its event loop.
@MainActor
open class Application: Responder {
    /// The application. An app that subclasses Application (to override ``sendEvent(_:)``)
    /// sets its own instance here first, as UIKit's principal class.
    public static var shared = Application()

    /// An application; apps make their own only to subclass it (see ``shared``).
    public override init() {
        super.init()
        // The touch overlay, when the build or the environment asks for it (see TouchOverlay).
        if TouchOverlay.isRequestedAtLaunch { TouchOverlay.shared.start() }
    }

    // MARK: Traits

    /// The traits the desktop asks for, which every window starts from (what UIScreen's traits
    /// are to UIKit): light and normal contrast until something says otherwise. RecipeKit's
    /// desktop settings reader sets it from the XDG Settings portal; setting it tells every
    /// window's views whose traits change (``View/traitCollectionDidChange(_:)``).
    public var systemTraitCollection = TraitCollection(userInterfaceStyle: .light, accessibilityContrast: .normal) {
        didSet {
            guard systemTraitCollection != oldValue else { return }
            traitWindowRefs.removeAll { $0.window == nil }
            for w in traitWindowRefs.compactMap(\.window) { w.refreshTraits() }
        }
    }

    /// The direction the app's interface reads in (UIApplication.userInterfaceLayoutDirection):
    /// from the locale (``Application/layoutDirection(environment:)``) unless set. Setting it
    /// lays out every window again; constraints with leading and trailing anchors keep the
    /// direction they were installed with, so set it before building the interface.
    public var userInterfaceLayoutDirection = Application.layoutDirection(environment: ProcessInfo.processInfo.environment) {
        didSet {
            guard userInterfaceLayoutDirection != oldValue else { return }
            traitWindowRefs.removeAll { $0.window == nil }
            for w in traitWindowRefs.compactMap(\.window) { w.layoutDirectionDidChange() }
        }
    }

    /// Every window made, key or not: all follow the desktop's traits.
    private var traitWindowRefs: [WeakWindow] = []

    func windowWasCreated(_ window: Window) {
        traitWindowRefs.removeAll { $0.window == nil }
        traitWindowRefs.append(WeakWindow(window: window))
    }

    // MARK: Events

    private var observers: [(id: Int, body: (Event) -> Void)] = []
    private var observerCounter = 0

    /// The app-wide dispatch point (UIApplication.sendEvent): every event of every kind
    /// (touches, key presses, wheel scrolls, hover, typed and composed text) passes here on its
    /// way to its window, from both hosts and from scripted input alike. Observers see it
    /// first, unchanged; then the window's ``Window/sendEvent(_:)`` delivers it. Override to
    /// see or filter events, and call super to deliver them; an event not passed on is
    /// swallowed (nothing receives it, and hosts count it as taken).
    open func sendEvent(_ event: Event) {
        for o in observers { o.body(event) }
        if event.kind == .presses, let press = event.press, let window = event.window {
            for o in pressObservers { o.body(press, window) }
        }
        event.window?.sendEvent(event)
        // Foundation groups undo registrations by run-loop pass; here an event is the unit.
        UndoManager.endAutomaticGroups()
    }

    /// Calls `body` with every event of every kind before it is delivered, without consuming
    /// it (a touch overlay draws each finger this way; check ``Event/kind``). Keep the token to
    /// remove the observer.
    @discardableResult
    public func addEventObserver(_ body: @escaping (Event) -> Void) -> Int {
        observerCounter += 1
        observers.append((observerCounter, body))
        return observerCounter
    }

    /// Stops the observer `token` names.
    public func removeEventObserver(_ token: Int) {
        observers.removeAll { $0.id == token }
    }

    private var pressObservers: [(id: Int, body: (Press, Window) -> Void)] = []

    /// Calls `body` with every key press a window receives, before it is delivered and without
    /// consuming it (a screen recording's key display). Keep the token to remove the observer.
    @discardableResult
    public func addPressObserver(_ body: @escaping (Press, Window) -> Void) -> Int {
        observerCounter += 1
        pressObservers.append((observerCounter, body))
        return observerCounter
    }

    /// Stops the press observer `token` names.
    public func removePressObserver(_ token: Int) {
        pressObservers.removeAll { $0.id == token }
    }

    /// The window receiving keyboard input.
    public private(set) weak var keyWindow: Window?

    /// Windows made key and visible, front to back order of showing.
    public var windows: [Window] { windowRefs.compactMap(\.window) }
    private var windowRefs: [WeakWindow] = []
    private struct WeakWindow { weak var window: Window? }

    /// Hides the status bar every key window draws at its top (false by default, as UIKit).
    public var isStatusBarHidden = false {
        didSet { for w in windows { w.updateStatusBar(animation: statusBarAnimation) } }
    }

    /// How the status bar comes and goes in ``setStatusBarHidden(_:with:)``.
    public enum StatusBarAnimation: Hashable, Sendable {
        /// At once.
        case none
        /// Fading in or out over ``Window/statusBarFadeDuration``.
        case fade
    }

    /// The animation of the change being made, while ``isStatusBarHidden`` is set by
    /// ``setStatusBarHidden(_:with:)``.
    private var statusBarAnimation = StatusBarAnimation.none

    /// Shows or hides the status bar, fading it with `.fade` (UIApplication's
    /// `setStatusBarHidden(_:with:)`, which seed 000's splash screen calls with a fade).
    public func setStatusBarHidden(_ hidden: Bool, with animation: StatusBarAnimation) {
        statusBarAnimation = animation
        defer { statusBarAnimation = .none }
        isStatusBarHidden = hidden
    }

    // MARK: On-screen keyboard

    /// When RecipeKit's on-screen keyboard (``OnScreenKeyboard``) comes up for a text
    /// responder: ``OnScreenKeyboard/Policy/automatic`` by default, which shows it when the
    /// last input came from a touch screen.
    public var onScreenKeyboard = OnScreenKeyboard.Policy.automatic {
        didSet { keyboardPresenter.update(preferring: keyWindow) }
    }

    /// Whether the last input came from a touch screen rather than a mouse or a hardware
    /// keyboard; hosts set it as input arrives.
    public var lastInputWasTouch = false

    /// The pointer shape the views under the pointer ask for (see ``View/cursor(at:)``); the
    /// window host shows it.
    public internal(set) var cursor: Cursor = .arrow {
        didSet { if cursor != oldValue { onCursorChange?(cursor) } }
    }

    /// The modifier keys held now, as the host last reported them (with pointer and key
    /// events): what Shift-click and Control-click read.
    public var modifierFlags: KeyboardKey.Modifiers = []

    /// Opens `url` the way the desktop opens it (UIApplication.open): a web address in the
    /// browser, a file in its application. The window host connects this to the desktop
    /// (``urlOpener``); without one it is logged and not opened. Returns whether it was handed on.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        guard let urlOpener else {
            RecipeLog.write("Application.open: no handler to open \(url.absoluteString)")
            return false
        }
        return urlOpener(url)
    }

    /// What ``open(_:)`` calls: a window host sets it to the desktop's launcher (GIO's default
    /// application for the URL's scheme); an app may set its own.
    public var urlOpener: ((URL) -> Bool)?

    /// Called when ``cursor`` changes: a window host sets this to show the shape.
    public var onCursorChange: ((Cursor) -> Void)?

    /// The on-screen keyboard window, once it has been shown.
    public var keyboardWindow: OnScreenKeyboard? { keyboardPresenter.keyboard }

    /// Calls `body` with each keyboard change, as the keyboard notifications are posted. Keep
    /// the token to remove the observer.
    @discardableResult
    public func addKeyboardObserver(_ body: @escaping (KeyboardTransition) -> Void) -> Int {
        keyboardPresenter.addObserver(body)
    }

    /// Stops the keyboard observer `token` names.
    public func removeKeyboardObserver(_ token: Int) { keyboardPresenter.removeObserver(token) }

    let keyboardPresenter = KeyboardPresenter()

    /// The event loop the application runs on: its key window's, or the current one.
    public var eventLoop: EventLoop { keyWindow?.eventLoop ?? EventLoop.current }

    func makeKey(_ window: Window) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        windowRefs.append(WeakWindow(window: window))
        keyWindow = window
        for w in windows { w.updateStatusBar() }
    }

    /// The window that draws the status bar: the one made key last among the windows of the
    /// normal level still in a scene. An alert, a sheet or the on-screen keyboard becoming key
    /// leaves it where it is, under their dimming, so it neither pops in over them nor leaves
    /// the window below, whose top would jump as its safe area changed.
    public var statusBarWindow: Window? {
        windows.last { $0.windowLevel == .normal && $0.windowScene != nil }
    }
}
