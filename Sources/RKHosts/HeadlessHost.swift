import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKMotion
import RKViews

/// Renders a layer tree without a window: frames become images or PNG files. Time is
/// virtual: the host owns an ``/RKMainLoop/EventLoop`` on a ``/RKMotion/VirtualClock`` and steps it frame by frame,
/// so animations and timers run exactly and nothing sleeps. Real work (Swift's main-actor
/// jobs, `DispatchQueue.main`, Foundation timers, GLib sources, descriptors, posted blocks) is
/// served in every turn; from async code, `await run(for:)` also lets main-actor jobs run
/// between frames.
///
/// Hosts keep to themselves: each has its own loop, animation engine and windows, so several
/// run side by side in one process.
@MainActor
public final class HeadlessHost {
    /// The frame size in points (``resize(to:)`` changes it).
    public private(set) var size: Size
    /// Pixels per point.
    public let scale: Double
    /// The layer drawn into each frame.
    public let rootLayer: Layer
    /// The compositor; it keeps the previous frame to repaint only what changed.
    public var compositor: Compositor { frameOwner.compositor }
    /// Makes every frame (``renderFrame()``), in the same phases as a window host's.
    public let frameOwner: FrameOwner
    /// The frame buffer (replaced by ``resize(to:)``).
    public private(set) var bitmap: Bitmap

    /// A window filling the frame, created on first use and shown in ``scene`` (whose layer
    /// goes on top of the root layer then).
    public var window: Window {
        if let w = windowStorage { return w }
        let w = Window(frame: Rect(size: size))
        w.layer.contentsScale = scale
        showScene()
        w.windowScene = scene
        windowStorage = w
        return w
    }

    /// Where the host shows windows: ``window`` and any other window whose
    /// ``/RKViews/Window/windowScene`` is set to it, in level order. Scripted touches go to the
    /// topmost window that wants them.
    public let scene: WindowScene

    /// Whether scripted touches count as a touch screen's (false: a mouse's). With
    /// ``/RKViews/Application/onScreenKeyboard`` left automatic, a tap on a text field from a
    /// touch screen brings up the on-screen keyboard.
    public var touchesComeFromTouchScreen = false

    /// Puts the scene's layer on top of the root layer, once.
    private func showScene() {
        guard scene.layer.superlayer !== rootLayer else { return }
        Transaction.perform(disableActions: true) { rootLayer.addSublayer(scene.layer) }
    }
    private var windowStorage: Window?
    /// The traits of the last frame, to repaint all when they change.
    private var appearance = HostAppearance()

    /// The input router scripted input goes through (see `HeadlessHost+Input.swift`): the same
    /// ``WindowInputRouter`` a window host uses, over ``scene`` with keys and text for
    /// ``window`` (created on first use, with the window).
    public var inputRouter: WindowInputRouter {
        if let r = routerStorage { return r }
        let r = WindowInputRouter(scene: scene, window: window)
        routerStorage = r
        return r
    }
    private var routerStorage: WindowInputRouter?

    /// The event loop the host steps, on a virtual clock; it is made current when the host is
    /// created, and is current during every call into the host.
    public let eventLoop: EventLoop
    /// The virtual clock the event loop runs on, kept typed so tests step it without a cast.
    public let clock: VirtualClock

    /// A host for a frame of `size` points at `scale`, with its own event loop on a virtual
    /// clock starting at `time`. The background under the layer tree is the system background
    /// by default: white, black when the window is dark.
    /// - Throws: ``/RKGraphics/Bitmap/BitmapError`` when the size is empty or too large.
    public init(size: Size, scale: Double = 1, backgroundColor: Color = .systemBackground, time: MediaTime = 0) throws {
        clock = VirtualClock(now: time)
        eventLoop = EventLoop(clock: clock)
        frameOwner = FrameOwner(eventLoop: eventLoop)
        self.size = size
        self.scale = scale
        bitmap = try Bitmap(size: size, scale: scale, spareRows: Bitmap.windowSpareRows)
        rootLayer = Layer()
        rootLayer.frame = Rect(size: size)
        rootLayer.contentsScale = scale
        rootLayer.hostEventLoop = eventLoop
        scene = WindowScene(frame: Rect(size: size))
        // Every window shown in the scene (alerts, the keyboard) draws at the host's scale.
        scene.contentsScale = scale
        compositor.backgroundColor = backgroundColor
        eventLoop.makeCurrent()
    }

    /// Changes the frame size, as a device rotation or a window resize does: a new frame buffer,
    /// the root layer and the window resized (the window tells its root view controller with
    /// `viewWillTransition(to:)`, and autoresizing lays its views out). The next frame is
    /// repainted whole.
    /// - Throws: ``/RKGraphics/Bitmap/BitmapError`` when the size is empty or too large; nothing changes then.
    public func resize(to newSize: Size) throws {
        let newBitmap = try Bitmap(size: newSize, scale: scale, spareRows: Bitmap.windowSpareRows)
        size = newSize
        bitmap = newBitmap
        Transaction.perform(disableActions: true) {
            rootLayer.frame = Rect(size: newSize)
            windowStorage?.frame = Rect(size: newSize)
        }
        scene.frame = Rect(size: newSize)
        compositor.invalidate()
    }

    /// Renders the next frame, repainting only what changed, and returns the repainted area.
    /// The implicit transaction is committed first, as a real frame would.
    @discardableResult
    public func renderFrame() -> Damage {
        // The same frame as a window host's: the layout phase lays out the windows marked for
        // layout, as SDLHost's frames do; nothing here lays out behind its back.
        appearance.render(window: windowStorage, root: rootLayer, compositor: compositor) {
            frameOwner.makeFrame(rootLayer, into: bitmap)
        }
    }

    /// Runs the event loop for `seconds` of virtual time at `framesPerSecond`, rendering every
    /// frame; returns the frames when `capture` is true (otherwise an empty array).
    @discardableResult
    public func run(for seconds: Double, framesPerSecond: Double = 60, capture: Bool = false) -> [Image] {
        var frames: [Image] = []
        let fps = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
        eventLoop.withCurrent {
            eventLoop.advance(by: seconds, frameInterval: 1 / fps) {
                self.renderFrame()
                if capture { frames.append(self.bitmap.makeImage()) }
            }
        }
        return frames
    }

    /// ``run(for:framesPerSecond:capture:)`` for async code: after every frame it suspends,
    /// so that the main actor's other jobs (tasks started with `Task { @MainActor in ... }`,
    /// resumed continuations, `DispatchQueue.main` blocks) run between frames, as they would
    /// between a window's frames. Virtual time stands still while they run.
    @discardableResult
    public func run(for seconds: Double, framesPerSecond: Double = 60, capture: Bool = false) async -> [Image] {
        var frames: [Image] = []
        let fps = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
        let step = 1 / fps
        let end = clock.nanoseconds.addingSaturating(seconds.wholeNanoseconds)
        guard seconds.isFinite, seconds > 0 else {
            eventLoop.runOnce()
            await Task.yield()
            return frames
        }
        // Frame by frame from the start, so that the frames fall where the synchronous run puts them.
        let start = clock.nanoseconds
        var k: Int64 = 1
        while clock.nanoseconds < end {
            let target = Swift.min(end, start.addingSaturating((Double(k) * step).wholeNanoseconds))
            let before = clock.nanoseconds
            eventLoop.withCurrent {
                eventLoop.advance(by: MediaTime(nanoseconds: target - before), frameInterval: .infinity)
                renderFrame()
            }
            if capture { frames.append(bitmap.makeImage()) }
            k += 1
            await Task.yield()
        }
        return frames
    }

    /// Renders the next frame and returns it as an image.
    public func snapshot() -> Image {
        renderFrame()
        return bitmap.makeImage()
    }

    /// Renders the next frame and writes it as a PNG file, creating folders as needed.
    public func writePNG(to path: String) throws {
        let data = try snapshot().pngData()
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
