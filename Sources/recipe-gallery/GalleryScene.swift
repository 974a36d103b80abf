import RecipeKit

/// One page of the gallery: a named demo that fills a root layer of a fixed size, and for a
/// scene made of views, a window of the same size laid over it.
struct GalleryScene: Sendable {
    /// Kebab-case identifier, also the exported file's name (`<name>.png`).
    let name: String
    /// The heading drawn at the top of the scene.
    let title: String
    /// One or two sentences under the heading saying what the scene shows.
    let summary: String
    /// The scene's size in points: for a scene that fills the stage (``fillsStage``), the
    /// size it is exported at, and the gallery window changes it to the stage's.
    var size: Size
    /// For a scene made of views laid out by constraints: in the gallery window it takes the
    /// size the stage gives it (no smaller than ``minimumSize``) and lays
    /// out again when the window is resized, rather than being a fixed card scaled to fit.
    let fillsStage: Bool
    /// The smallest size a scene that fills the stage is given; below it the stage scales it
    /// down as it does a fixed card.
    let minimumSize: Size
    /// Populates the root layer (already sized to `size`, with the light background, title and
    /// summary in place). Content goes below ``GalleryScene/contentTop``.
    let build: @MainActor @Sendable (Layer) -> Void
    /// For a scene made of views: builds them in a ``Window`` the size of the scene, laid over
    /// the root layer once ``build`` has run (window coordinates are the scene's points). The
    /// headless export renders it through ``HeadlessHost/window``; the gallery window routes
    /// its input to it. Nil for a scene made of layers only.
    let buildViews: (@MainActor @Sendable (Window) -> Void)?
    /// For an animated scene: adds the animations (or makes the changes that animate
    /// implicitly) once the first frame has been rendered; nil for a still scene.
    let animate: (@MainActor @Sendable (Layer) -> Void)?
    /// For an animated scene made of views: starts it (the recipe scenes press their "Replay
    /// all" button) once the first frame has been rendered; nil otherwise.
    let animateViews: (@MainActor @Sendable (Window) -> Void)?
    /// For an animated scene: the seconds of animation to export (a multiple of 1/25 s keeps the
    /// GIF's last frame on the end).
    let duration: Double
    /// For an animated scene: the times, in seconds, of the key frames shown in `<name>.png`
    /// (multiples of 1/30 s, the key frame host's frame interval).
    let keyFrameTimes: [Double]
    /// For an animated scene: the time of the frame shown at full size in `<name>.png` and in
    /// the contact sheet; one of ``keyFrameTimes``.
    let stillTime: Double

    /// A part of an animated scene exported as a GIF of its own, `<scene>-<name>.gif`: one
    /// transition, one side.
    struct Preview: Sendable {
        let name: String
        /// The part, in the scene's points.
        let rect: Rect
    }
    /// The parts exported as GIFs of their own (none by default).
    let previews: [Preview]
    /// For a scene whose content comes from work done in real time (a web page): the export
    /// runs its frames no faster than real time, so that the page appears in them.
    let pacedInRealTime: Bool
    /// For an interactive scene the window test checks: fills the scene's part of the state
    /// dump from its live views when the gallery window closes; nil for a scene with nothing
    /// to report beyond the window itself.
    let recordState: (@MainActor @Sendable (WindowInputRouter, inout StateDump) -> Void)?

    /// A scene; `duration` and `animate` make it an animated one, `buildViews` one made of
    /// views, `recordState` one whose state the window test reads, `fillsStage` one that takes
    /// the stage's size in the window (no smaller than `minimumSize`). `keyFrames` default to
    /// the start, ¼, ½, ¾ and the end, `still` to the middle.
    init(name: String, title: String, summary: String, size: Size, duration: Double = 0,
         keyFrames: [Double]? = nil, still: Double? = nil, previews: [Preview] = [],
         pacedInRealTime: Bool = false, fillsStage: Bool = false, minimumSize: Size? = nil,
         recordState: (@MainActor @Sendable (WindowInputRouter, inout StateDump) -> Void)? = nil,
         animate: (@MainActor @Sendable (Layer) -> Void)? = nil,
         animateViews: (@MainActor @Sendable (Window) -> Void)? = nil,
         buildViews: (@MainActor @Sendable (Window) -> Void)? = nil,
         build: @escaping @MainActor @Sendable (Layer) -> Void) {
        self.name = name
        self.title = title
        self.summary = summary
        self.size = size
        self.build = build
        self.buildViews = buildViews
        self.animate = animate
        self.animateViews = animateViews
        self.duration = duration
        self.previews = previews
        self.pacedInRealTime = pacedInRealTime
        self.fillsStage = fillsStage
        self.minimumSize = minimumSize ?? size
        self.recordState = recordState
        keyFrameTimes = keyFrames ?? (0...4).map { duration * Double($0) / 4 }
        stillTime = still ?? duration / 2
    }

    /// True for a scene exported as key frames plus an animated GIF.
    var isAnimated: Bool { (animate != nil || animateViews != nil) && duration > 0 }

    /// True for a scene made of views (``buildViews`` is set): interactive in the gallery window.
    var hasViews: Bool { buildViews != nil }

    /// The y coordinate where a scene's content starts, below the title and summary.
    static let contentTop = 96.0
    /// The margin used around scene content.
    static let margin = 32.0
}
