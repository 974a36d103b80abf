import RKMainLoop
import RecipeKit

/// The window's right side: the selected scene, live, scaled to fit and centered, on a card
/// with a shadow; a scene that fills the stage (``GalleryScene/fillsStage``) instead takes the
/// area's size and lays out again when the window is resized. Animated scenes start their
/// animations after their first frame, as the exporter does. A scene made of views gets a views
/// ``Window`` over its layers, and input reaches it through a ``WindowInputRouter`` that maps
/// the host window's points back to the scene's (the stage scales the scene to fit).
@MainActor
final class SceneStage {
    /// The space kept around the scene.
    static let margin = 24.0
    /// The area's background, a shade darker than the scenes' own.
    static let background = Color(light: Color(red: 0.847, green: 0.839, blue: 0.820), dark: Color(red: 0.07, green: 0.07, blue: 0.08))
    /// How long after the last resize drawn content is redrawn at the new scale.
    static let redrawDelay = 0.15

    /// The area; its frame is set by ``layout(frame:scale:)``.
    let layer = Layer()
    /// The scene shown, if any.
    private(set) var scene: GalleryScene?
    /// The shown scene's root layer.
    private(set) var sceneRoot: Layer?
    /// The views of the shown scene, when it is made of views.
    private(set) var window: Window?
    /// Routes input to ``window``; it follows the scene's placement and scale.
    private(set) var router: WindowInputRouter?
    /// The scene holding ``window`` and any window it opens.
    private(set) var windowScene: WindowScene?
    private var hostScale = 1.0
    private var pendingRedraw: EventLoop.Timer?

    init() {
        layer.backgroundColor = SceneStage.background
        layer.masksToBounds = true
    }

    /// Shows `scene` from its first frame, replacing what was there; an animated scene plays
    /// its animation from the start.
    func show(_ scene: GalleryScene) {
        SceneTimers.cancelAll()
        closeWindow()
        sceneRoot?.removeFromSuperlayer()
        var scene = scene
        if scene.fillsStage { scene.size = fillSize(for: scene) }
        let root = Layer()
        scene.populate(root)
        // Each scene starts with the keyboard policy a mouse-driven desktop window wants; the
        // keyboard scene asks for its keyboard itself.
        Application.shared.onScreenKeyboard = .automatic
        if let buildViews = scene.buildViews {
            // A scene of its own, so that windows the views open (the on-screen keyboard)
            // show over the scene, and pointers reach the topmost.
            let windows = WindowScene(frame: Rect(size: scene.size))
            root.addSublayer(windows.layer)
            let w = Window(frame: Rect(size: scene.size))
            // A scene that fills the stage resizes its window with it (see resize(to:)).
            w.fillsScene = scene.fillsStage
            w.windowScene = windows
            buildViews(w)
            w.layoutIfNeeded()
            window = w
            windowScene = windows
            router = WindowInputRouter(scene: windows, window: w)
        }
        root.shadowOpacity = 0.22
        root.shadowRadius = 10
        root.shadowOffset = Size(width: 0, height: 4)
        root.shadowPath = Path(rect: Rect(size: scene.size))
        layer.addSublayer(root)
        self.scene = scene
        sceneRoot = root
        fit(redraw: true)
        if scene.animate != nil || scene.animateViews != nil {
            // `animate` expects the first frame to be on screen (implicit changes only animate
            // once a layer has been rendered). The host renders after each event-loop turn, so
            // two turns from now the first frame has been drawn.
            let loop = EventLoop.current
            loop.performOnNextTurn { [weak self, weak root] in
                loop.performOnNextTurn {
                    guard let self, let root, root === self.sceneRoot else { return }
                    scene.animate?(root)
                    if let window = self.window { scene.animateViews?(window) }
                }
            }
        }
    }

    /// Gives `event` to the shown scene's views; returns true when they took it (see
    /// ``WindowInputRouter/handle(_:)``), false when the scene has no views or the event is the
    /// app's.
    @discardableResult
    func route(_ event: HostEvent) -> Bool {
        router?.handle(event) ?? false
    }

    /// Ends the views' touches and editing before the scene goes away.
    private func closeWindow() {
        guard let window else { return }
        router?.cancelAllPointers(timestamp: EventLoop.current.clock.now)
        window.firstResponderInWindow?.resignFirstResponder()
        if let kb = Application.shared.keyboardWindow, kb.windowScene === windowScene { kb.windowScene = nil }
        self.window = nil
        windowScene = nil
        router = nil
    }

    /// Shows the current scene again from its first frame.
    func replay() {
        if let scene { show(scene) }
    }

    /// Places the area at `frame` (window points) and refits the scene; drawn content is redrawn
    /// for the new size shortly after the last call, so that a live resize stays smooth.
    func layout(frame: Rect, scale: Double) {
        let scaleChanged = scale != hostScale
        hostScale = scale
        Transaction.perform(disableActions: true) { layer.frame = frame }
        fit(redraw: scaleChanged)
        if !scaleChanged {
            pendingRedraw?.invalidate()
            pendingRedraw = EventLoop.current.perform(afterDelay: SceneStage.redrawDelay) { [weak self] in
                self?.fit(redraw: true)
            }
        }
    }

    /// The space the area leaves a scene, inside its margin.
    private var available: Size {
        Size(width: layer.bounds.width - 2 * SceneStage.margin, height: layer.bounds.height - 2 * SceneStage.margin)
    }

    /// The size a scene that fills the stage takes: the space available, no smaller than its
    /// minimum (below that it is scaled down like a fixed card).
    private func fillSize(for scene: GalleryScene) -> Size {
        let a = available
        return Size(width: Swift.max(scene.minimumSize.width, a.width.rounded(.down)),
                    height: Swift.max(scene.minimumSize.height, a.height.rounded(.down)))
    }

    /// The factor the scene is drawn at to fit the area.
    var fitScale: Double {
        guard let scene else { return 1 }
        let a = available
        let k = Swift.min(a.width / scene.size.width, a.height / scene.size.height)
        return k.isFinite && k > 0.05 ? k : 0.05
    }

    /// Gives a scene that fills the stage its new size: the root layer, its heading (laid out
    /// again for the width) and its window take it, and the window's constraints are solved
    /// again, so the views reflow rather than scale.
    private func resize(to size: Size) {
        guard var scene, let root = sceneRoot else { return }
        scene.size = size
        self.scene = scene
        let windowsLayer = windowScene?.layer
        Transaction.perform(disableActions: true) {
            root.affineTransform = .identity
            for l in root.sublayers where l !== windowsLayer { l.removeFromSuperlayer() }
            scene.populate(root)
            if let windowsLayer { root.addSublayer(windowsLayer) }
            root.shadowPath = Path(rect: Rect(size: size))
        }
        // The window fills its scene (see show(_:)): it takes the size with the scene's frame.
        windowScene?.frame = Rect(size: size)
        // A pass may swap constraints for the new width (a compact arrangement), which the
        // next one solves: a few passes settle it before the frame is drawn.
        View.performWithoutAnimation { for _ in 0..<3 { window?.layoutIfNeeded() } }
    }

    /// Centers the scene at ``fitScale``; with `redraw`, drawn content gets the matching
    /// contents scale so that it stays sharp. A scene that fills the stage is first given the
    /// stage's size, and is then redrawn at once when that size changed.
    private func fit(redraw: Bool) {
        guard let root = sceneRoot, let current = scene else { return }
        var redraw = redraw
        if current.fillsStage {
            let size = fillSize(for: current)
            if size != current.size {
                resize(to: size)
                redraw = true
            }
        }
        guard let scene else { return }
        let k = fitScale
        let center = Point(x: layer.bounds.midX, y: layer.bounds.midY)
        Transaction.perform(disableActions: true) {
            root.position = center
            root.affineTransform = Transform2D(scaleX: k, y: k)
        }
        if let router {
            // The root's anchor is its center: its top-left corner lands half its scaled size up
            // and left of the stage's center, which is offset by the stage's origin in the window.
            router.origin = Point(x: layer.frame.minX + center.x - scene.size.width * k / 2,
                                  y: layer.frame.minY + center.y - scene.size.height * k / 2)
            router.scale = k
        }
        if redraw {
            root.applyContentsScale(hostScale * k)
            // Windows the scene opens later (alerts, the on-screen keyboard) draw as sharply.
            windowScene?.contentsScale = hostScale * k
        }
    }
}
