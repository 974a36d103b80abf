import RKMainLoop

/// The first phase of a frame: the layout passes higher modules registered on a loop (Views
/// registers one that lays out its windows). A pass may change anything; passes run in the
/// order they were registered.
@MainActor
public final class LayoutPhase {
    private var passes: [(name: String, body: @MainActor () -> Void)] = []

    private init() {}

    /// The loop's layout phase.
    public static func of(_ loop: EventLoop) -> LayoutPhase {
        loop.component(LayoutPhase.self) { LayoutPhase() }
    }

    /// Adds a layout pass named `name`, unless one with that name is already registered.
    public func addPass(_ name: String, _ body: @escaping @MainActor () -> Void) {
        guard !passes.contains(where: { $0.name == name }) else { return }
        passes.append((name, body))
    }

    /// The names of the registered passes, in order.
    public var passNames: [String] { passes.map(\.name) }

    static func run(on loop: EventLoop) {
        for p in of(loop).passes { p.body() }
    }
}
