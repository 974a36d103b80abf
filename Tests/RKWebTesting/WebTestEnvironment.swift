import CRKGLib
import CRKTestMainThread
import Foundation
import RKGeometry
import RKHosts
import RKMainLoop
import RKWeb

/// Keeps the engine's caches and data out of the home folder: before the first web view, the
/// XDG folders point into a temporary directory (GLib reads them once, and the engine's
/// processes inherit them).
@MainActor
public enum WebTestEnvironment {
    /// The temporary folder the XDG variables point into.
    public static let root: URL = {
        // One folder per user, reused by every run, so that runs do not pile folders up (the
        // engine's caches tolerate sharing).
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("recipekit-web-tests-\(getuid())")
        for sub in ["cache", "data", "config"] {
            try? FileManager.default.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        setenv("XDG_CACHE_HOME", dir.appendingPathComponent("cache").path, 1)
        setenv("XDG_DATA_HOME", dir.appendingPathComponent("data").path, 1)
        setenv("XDG_CONFIG_HOME", dir.appendingPathComponent("config").path, 1)
        return dir
    }()

    /// A web view held for the whole test run, so that the in-memory data store's engine
    /// context is made once and never again.
    ///
    /// WebKit insists that a data store other than its default one is made on the thread it
    /// started on (a release assertion, which aborts the process). Swift Testing runs main-actor
    /// work on whichever libdispatch worker drains the main queue (its main thread is parked in
    /// `dispatchMain()`), so a context made again later, after the last view let the first one
    /// go, could land on another thread and abort the run. Apps run the host's loop on the real
    /// main thread and are not affected.
    private static var keeper: WebView?

    /// True when main-actor work runs on the process's main thread, as in apps: the test binary
    /// links CRKTestMainThread, whose drain replaces `dispatchMain()` (see its header). GTK and
    /// WebKit must be used from the one thread that started them.
    public static var mainActorRunsOnTheMainThread: Bool {
        recipekit_test_main_thread_installed() != 0 && Thread.isMainThread
    }

    /// Sets the environment up (once) and returns a configuration with an in-memory data store.
    public static func configuration() -> WebViewConfiguration {
        _ = root
        var c = WebViewConfiguration()
        c.websiteDataStore = .nonPersistent
        if keeper == nil { keeper = WebView(frame: Rect(x: 0, y: 0, width: 1, height: 1), configuration: c) }
        return c
    }

    /// GLib's idea of the user's cache folder, which the engine writes under.
    public static var glibCacheDirectory: String { String(cString: g_get_user_cache_dir()) }
}

extension HeadlessHost {
    /// Waits, on real time, until `condition` holds (15 s at most by default).
    @discardableResult
    public func run(until condition: () -> Bool) -> Bool {
        run(until: condition, timeout: 15)
    }

    /// The async form of ``run(until:)``.
    @discardableResult
    public func run(until condition: () -> Bool) async -> Bool {
        await run(until: condition, timeout: 15)
    }

    /// Runs `operation` while the host keeps turning, and returns its result; fails when it
    /// has not finished within `timeout` seconds of real time.
    public func value<T>(timeout: Double = 15, _ operation: @escaping @MainActor () async throws -> T) async throws -> T {
        var result: Result<T, Error>?
        let task = Task { @MainActor in
            do { result = .success(try await operation()) } catch { result = .failure(error) }
        }
        _ = task
        guard await run(until: { result != nil }, timeout: timeout), let r = result else { throw WebTestTimeout() }
        return try r.get()
    }
}

/// The engine did not finish in time.
public struct WebTestTimeout: Error, CustomStringConvertible {
    public var description: String { "the web engine did not finish in time" }
}

/// The web engine's processes that are children of this one (WebKitWebProcess,
/// WebKitNetworkProcess).
public func webEngineChildProcesses() -> [String] { webEngineChildProcessIDs().map(\.name) }

/// The web engine's processes that are children of this one, with their process IDs: its own
/// children, and the web processes bubblewrap runs for it when they are sandboxed. (The kernel
/// keeps 15 characters of a name: WebKitWebProces.)
public func webEngineChildProcessIDs() -> [(pid: Int32, name: String)] {
    let me = getpid()
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    var processes: [Int32: (name: String, parent: Int32)] = [:]
    for e in entries {
        guard let pid = Int32(e), let stat = try? String(contentsOfFile: "/proc/\(e)/stat", encoding: .utf8) else { continue }
        // "pid (comm) state ppid ...": comm may hold spaces, so split after the last ')'.
        guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { continue }
        let rest = stat[stat.index(after: close)...].split(separator: " ")
        // A zombie (state Z) has ended; only its exit status is left for GLib to collect.
        guard rest.count > 1, rest[0] != "Z", let parent = Int32(rest[1]) else { continue }
        processes[pid] = (String(stat[stat.index(after: open)..<close]), parent)
    }
    /// Whether `pid` is this process's child, or reaches it through bubblewrap alone.
    func isOurs(_ pid: Int32) -> Bool {
        var parent = processes[pid]?.parent
        while let p = parent, p != me {
            guard processes[p]?.name == "bwrap" else { return false }
            parent = processes[p]?.parent
        }
        return parent == me
    }
    return processes.filter { $0.value.name.hasPrefix("WebKit") && isOurs($0.key) }.map { ($0.key, $0.value.name) }
}
