import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKViews

/// What a ``SplashScreen`` tells its delegate about its life (seed 000's
/// PRPSplashScreenDelegate). Every method is optional: the protocol extension gives empty ones.
@MainActor
public protocol SplashScreenDelegate: AnyObject {
    /// The splash is on screen; the app may prepare its first UI.
    func splashScreenDidAppear(_ splashScreen: SplashScreen)
    /// The splash starts to go away.
    func splashScreenWillDisappear(_ splashScreen: SplashScreen)
    /// The splash has gone; the delegate may release it.
    func splashScreenDidDisappear(_ splashScreen: SplashScreen)
}

extension SplashScreenDelegate {
    public func splashScreenDidAppear(_ splashScreen: SplashScreen) {}
    public func splashScreenWillDisappear(_ splashScreen: SplashScreen) {}
    public func splashScreenDidDisappear(_ splashScreen: SplashScreen) {}
}

/// A smooth hand-over from the launch image to the app's first UI (recipe 1, PRPSplashScreen).
///
/// Present it unanimated over the root view controller before the window shows
/// (``present(over:)``). Once it has appeared it tells its delegate, then — on the next run-loop
/// turn, never inside `viewDidAppear` — dismisses itself with a cross-dissolve. With
/// ``waitsUntilReady`` it stays until ``markReady()`` is called or ``maximumWait`` runs out.
///
/// ```swift
/// let splash = SplashScreen()
/// splash.showsStatusBarOnDismissal = true
/// splash.completion = { print("UI is up") }
/// splash.present(over: rootController)
/// window.makeKeyAndVisible()
/// ```
@MainActor
open class SplashScreen: ViewController {
    /// The bundle the default splash image is looked up in (``imageName``): the app's main
    /// bundle unless set, for example to a SwiftPM target's `Bundle.module`.
    public static var imageBundle: Bundle = .main
    /// The resource name of the default splash image: `Default`, as the seed's
    /// `[UIImage imageNamed:@"Default.png"]`, found through ``/RKGraphics/Image/named(_:in:scale:)``
    /// at the screen's scale (`Default@2x.png` on a 2× screen).
    public static var defaultImageName = "Default"
    /// Receives the lines logged when something goes wrong (stderr by default).
    public static var log: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// The resource ``splashImage`` is loaded from when none was set, in ``imageBundle``.
    public var imageName: String = SplashScreen.defaultImageName
    /// A file to load ``splashImage`` from instead of the named resource, when set.
    public var imagePath: String?
    /// The background shown when there is no image (or around a small one).
    public var fallbackBackgroundColor: Color = .white

    private var splashImageStorage: Image?
    private var triedLoading = false
    /// The image shown, centered. Loaded lazily from ``imagePath`` when not set; a missing
    /// image is logged and leaves a plain ``fallbackBackgroundColor`` background.
    public var splashImage: Image? {
        get {
            if splashImageStorage == nil && !triedLoading {
                triedLoading = true
                if let imagePath {
                    do {
                        splashImageStorage = try Image(contentsOfFile: imagePath)
                    } catch {
                        Self.log("SplashScreen: no splash image at \(imagePath) (\(error)); showing a plain background")
                    }
                } else if let image = Image.named(imageName, in: Self.imageBundle, scale: screenScale) {
                    splashImageStorage = image
                } else {
                    Self.log("SplashScreen: no splash image named \(imageName) in \(Self.imageBundle.bundlePath); "
                             + "showing a plain background")
                }
            }
            return splashImageStorage
        }
        set {
            splashImageStorage = newValue
            triedLoading = true
            if isViewLoaded { splashImageDidChange() }
        }
    }

    /// Shows the status bar again when the splash goes (for apps launching without one).
    public var showsStatusBarOnDismissal = false
    /// Told when the splash appears and disappears.
    public weak var delegate: SplashScreenDelegate?
    /// Called once the splash has disappeared, after the delegate.
    public var completion: (() -> Void)?

    /// Keeps the splash until ``markReady()`` (or ``maximumWait`` seconds after appearing).
    public var waitsUntilReady = false
    /// The longest a waiting splash stays after appearing, in seconds.
    public var maximumWait = 5.0
    /// True once ``markReady()`` was called.
    public private(set) var isReady = false
    /// True once the splash has appeared.
    public private(set) var hasAppeared = false

    private var isHiding = false
    private var toldWillDisappear = false
    private var maximumWaitTimer: EventLoop.Timer?
    /// Set by a ``hide()`` that came before the splash appeared: it hides as soon as it has.
    var hidesOnAppear = false

    /// Stops waiting for ``markReady()``: the timer of ``maximumWait`` is invalidated.
    func stopWaiting() {
        maximumWaitTimer?.invalidate()
        maximumWaitTimer = nil
    }

    /// True when a hide must wait for the presentation to finish (it would be refused now);
    /// it is then remembered and runs once the splash has appeared.
    func deferHideUntilAppeared() -> Bool {
        guard !hasAppeared else { return false }
        hidesOnAppear = true
        return true
    }

    public override init() {
        super.init()
        modalTransitionStyle = .crossDissolve
    }

    /// A centered image view (content mode center) that resizes with the window.
    open override func loadView() {
        let iv = ImageView(image: splashImage)
        iv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        iv.contentMode = .center
        iv.backgroundColor = fallbackBackgroundColor
        view = iv
    }

    /// The pixels per point of the screen the splash shows on: its presenter's window's, else
    /// the key window's, else 1.
    var screenScale: Double {
        presentingViewController?.view.window?.layer.contentsScale
            ?? Application.shared.keyWindow?.layer.contentsScale ?? 1
    }

    /// Puts a new ``splashImage`` on screen.
    open func splashImageDidChange() {
        (view as? ImageView)?.image = splashImageStorage
    }

    /// Presents the splash, unanimated, over `root` (whose view must be in a window).
    @discardableResult
    public func present(over root: ViewController) -> Bool {
        root.present(self, animated: false)
    }

    /// Tells the app the UI is ready: a waiting splash goes on the next turn.
    public func markReady() {
        guard !isReady else { return }
        isReady = true
        maximumWaitTimer?.invalidate()
        maximumWaitTimer = nil
        if hasAppeared { scheduleHide() }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !hasAppeared else { return }
        hasAppeared = true
        delegate?.splashScreenDidAppear(self)
        if hidesOnAppear {
            // hide() was called while the presentation was under way.
            scheduleHide()
        } else if waitsUntilReady && !isReady {
            maximumWaitTimer = view.eventLoop.perform(afterDelay: maximumWait) { [weak self] in
                guard let self else { return }
                Self.log("SplashScreen: not marked ready within \(self.maximumWait) s; hiding anyway")
                self.maximumWaitTimer = nil
                self.scheduleHide()
            }
        } else {
            scheduleHide()
        }
    }

    /// Arranges for ``hide()`` to run after the current run-loop turn. Subclasses change how
    /// (and when) the splash goes.
    open func scheduleHide() {
        view.eventLoop.performOnNextTurn { [weak self] in self?.hide() }
    }

    /// Dismisses the splash with its transition (a cross-dissolve by default), showing the
    /// status bar first when ``showsStatusBarOnDismissal``. Later calls do nothing.
    ///
    /// Called before the splash has appeared (in the same turn as ``present(over:)``), it waits
    /// until it has: dismissing during the presentation would be refused and the splash would
    /// stay for good.
    open func hide() {
        guard !isHiding else { return }
        if deferHideUntilAppeared() { return }
        isHiding = true
        stopWaiting()
        if showsStatusBarOnDismissal { Application.shared.setStatusBarHidden(false, with: .fade) }
        dismiss(animated: true)
    }

    /// Tells the delegate the splash will disappear (once).
    public func notifyWillDisappear() {
        guard !toldWillDisappear else { return }
        toldWillDisappear = true
        delegate?.splashScreenWillDisappear(self)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        notifyWillDisappear()
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // The app's first screen is now what assistive technologies should read.
        Accessibility.post(.screenChanged)
        delegate?.splashScreenDidDisappear(self)
        let done = completion
        completion = nil
        done?()
    }
}
