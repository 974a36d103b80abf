import RKMainLoop

/// The second phase of a frame: layers marked with `setNeedsDisplay()` redraw their content,
/// in the order they were marked. Drawing code (`draw(in:)`, a delegate's drawing) may read
/// the tree but not change it: adding or removing layers while drawing is refused with a log
/// line, so that what the compositor walks next is the tree the frame began with. A layer the
/// phase did not reach (marked on another loop) draws when the compositor meets it, under the
/// same rule.
@MainActor
final class DisplayPhase {
    private var queue: [Layer] = []
    /// A loop whose frames never run (layers built without a host) must not hold layers
    /// forever; past this many, marked layers simply draw when they are next composited.
    private static let queueLimit = 4096

    private init() {}

    /// Whether drawing code is running now.
    private(set) static var isDrawing = false

    static func drawing(_ body: () -> Void) {
        let outer = isDrawing
        isDrawing = true
        defer { isDrawing = outer }
        body()
    }

    static func refuse(_ what: String) {
        RecipeLog.write("\(what) refused while drawing: the layer tree cannot change in the display phase")
    }

    static func enqueue(_ layer: Layer) {
        let phase = layer.eventLoop.component(DisplayPhase.self) { DisplayPhase() }
        guard phase.queue.count < queueLimit else { return }
        phase.queue.append(layer)
    }

    static func run(on loop: EventLoop) {
        let phase = loop.component(DisplayPhase.self) { DisplayPhase() }
        while !phase.queue.isEmpty {
            let marked = phase.queue
            phase.queue.removeAll(keepingCapacity: true)
            for l in marked { l.displayIfNeeded() }
        }
    }
}
