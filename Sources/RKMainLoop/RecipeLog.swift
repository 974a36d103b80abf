import Foundation
import Synchronization

/// Where RecipeKit reports what it refused or could not do: a line on standard error, prefixed
/// "RecipeKit:". An app may replace ``sink`` to route the lines into its own log; code that wants
/// the lines its own work produced (a test, a diagnostic) uses ``capturingLines(_:)``.
///
/// It lives in the event-loop module because that is the lowest module that reports anything:
/// the loop itself writes here, and so do media, layers, views, the web view and the recipes,
/// all of which import this module, so one sink serves them all.
///
/// Lines are written from any thread (decoders, scanners and tile drawers run on workers), so the
/// sink is `@Sendable` and guarded by a lock: replacing it while another thread writes was a
/// data race that could call a half-replaced closure.
public enum RecipeLog {
    private static let standardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data("RecipeKit: \(line)\n".utf8))
    }

    private static let installed = SinkStorage(standardError)

    /// Receives every line that no ``capturingLines(_:)`` call takes; standard error by default.
    /// It is called on whichever thread wrote the line.
    public static var sink: @Sendable (String) -> Void {
        get { installed.value }
        set { installed.value = newValue }
    }

    /// The collector of the innermost ``capturingLines(_:)`` around the current task.
    @TaskLocal private static var collector: LineCollector?

    /// Reports `line`: to the collector of the enclosing ``capturingLines(_:)`` when there is
    /// one, else to ``sink``.
    public static func write(_ line: String) {
        if let collector {
            collector.append(line)
        } else {
            sink(line)
        }
    }

    /// Runs `body` and returns the lines it wrote, instead of passing them to ``sink``.
    ///
    /// Only lines written by `body`'s own task are taken (code it calls, including the event
    /// loop's callbacks run inside it); lines other threads write meanwhile go to ``sink`` as
    /// usual. So tests running in parallel each see their own lines and never each other's.
    @discardableResult
    public static func capturingLines(_ body: () throws -> Void) rethrows -> [String] {
        let box = LineCollector()
        try $collector.withValue(box) { try body() }
        return box.lines
    }

    /// The lines written while ``run(_:)`` runs, readable while it runs: for a test that checks
    /// the log part way through what it does.
    ///
    /// ```swift
    /// let log = RecipeLog.Capture()
    /// log.run {
    ///     host.renderFrame()
    ///     #expect(log.lines.contains { $0.contains("did not settle") })
    /// }
    /// ```
    public final class Capture: Sendable {
        private let box = LineCollector()

        /// A capture that has taken no lines yet.
        public init() {}

        /// The lines taken so far.
        public var lines: [String] { box.lines }

        /// Runs `body`, taking the lines its task writes (see ``RecipeLog/capturingLines(_:)``).
        public func run<T>(_ body: () throws -> T) rethrows -> T {
            try RecipeLog.$collector.withValue(box) { try body() }
        }
    }
}

/// The lines one ``RecipeLog/capturingLines(_:)`` call has taken. A class behind a lock because
/// a task may hand its task-local values to child tasks that run on other threads.
private final class LineCollector: Sendable {
    private let storage = Mutex<[String]>([])

    func append(_ line: String) { storage.withLock { $0.append(line) } }

    var lines: [String] { storage.withLock { $0 } }
}

/// The installed sink behind a pthread mutex (`NSLock`) rather than `Mutex`: ThreadSanitizer
/// sees pthread locks, so a sanitized test run reports real races here, not the lock itself.
private final class SinkStorage: @unchecked Sendable {
    private let lock = NSLock()
    private var sink: @Sendable (String) -> Void

    init(_ sink: @escaping @Sendable (String) -> Void) { self.sink = sink }

    var value: @Sendable (String) -> Void {
        get { lock.withLock { sink } }
        set { lock.withLock { sink = newValue } }
    }
}
