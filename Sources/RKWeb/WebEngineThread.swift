import Foundation
import RKMainLoop

#if canImport(Glibc)
import Glibc
#endif

/// The one thread GTK and the web engine may be used from: the thread that started GTK.
///
/// GTK and WebKit are not thread-safe, and WebKit aborts the process when it notices a call
/// from another thread; when it does not notice, the state it corrupts crashes or hangs later,
/// far from the cause. Every entry into the engine (the view's calls, the engine's signals and
/// callbacks) checks the thread, which costs a `pthread_self` and a comparison, so that such a
/// call is reported where it happens: logged with the entry point's name and counted, and in
/// debug builds stopped with an assertion.
enum WebEngineThread {
    /// The thread that started GTK, once it has.
    nonisolated(unsafe) private static var owner: pthread_t?
    /// Calls from another thread seen so far, and the entry point of the first one.
    private static let seen = Violations()
    static var violations: (count: Int, first: String?) { seen.read() }

    /// Records the calling thread as the engine's (GTK is being started on it).
    static func adopt() {
        owner = pthread_self()
    }

    /// Whether the calling thread is the engine's (true before GTK started).
    static var isCurrent: Bool {
        guard let owner else { return true }
        return pthread_equal(owner, pthread_self()) != 0
    }

    /// Checks that the engine is entered from its thread; `site` names the entry point.
    static func check(_ site: StaticString = #function, file: StaticString = #fileID, line: UInt = #line) {
        guard !isCurrent else { return }
        let description = "\(file):\(line) \(site)"
        seen.add(description)
        RecipeLog.write("WebView: the web engine was entered from another thread than GTK's, at \(description)")
        assertionFailure("the web engine was entered from another thread than GTK's, at \(description)")
    }
}

/// The calls from other threads, counted under a lock (they come from those threads).
private final class Violations: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var first: String?

    func add(_ site: String) {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        if first == nil { first = site }
    }

    func read() -> (count: Int, first: String?) {
        lock.lock()
        defer { lock.unlock() }
        return (count, first)
    }
}

extension WebEngineThread {
    /// Runs an engine callback's main-actor `body` after checking its thread: the engine calls
    /// back on the thread that iterates GLib's main context, which must be GTK's.
    static func callback<T: Sendable>(
        file: StaticString = #fileID, line: UInt = #line, _ body: @MainActor () throws -> T
    ) rethrows -> T {
        check("engine callback", file: file, line: line)
        return try MainActor.assumeIsolated(body)
    }
}
