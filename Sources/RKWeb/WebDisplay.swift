import CRKGLib
import CRKGTK
import CRKWebSpawn
import Foundation
import RKMainLoop

#if canImport(Glibc)
import Glibc
#endif

/// The private display the web engine's GTK runs on, started with the first web view and
/// ended a little after the last one goes.
///
/// The engine's views draw into GTK offscreen windows, and GTK needs a display for them even
/// though nothing is ever shown on it. RecipeKit starts its own: a Broadway server (`broadwayd`,
/// from libgtk-3-bin), on which GTK has no OpenGL, so the engine renders on the CPU into
/// memory the app reads directly; a private Xvfb when Broadway cannot start. Headless export,
/// tests and the SDL window all use it the same way, and the user's own display (X11 or
/// Wayland) never sees a GTK window.
///
/// The server is a child of a small watcher shell that holds the read end of a pipe: when this
/// process ends, however it ends, the pipe closes and the watcher ends the server.
///
/// **Environment.** GTK opens the display by name in this process; the engine's web processes
/// start GTK too and learn the display from their environment, which only they get
/// (`CRKWebSpawn` hands it to the engine's launcher for each web process). The app's own
/// environment stays as it was, so the programs it starts never see the private display.
///
/// **Lifetime.** When the last engine context goes (the last web view), the display waits
/// ``gracePeriod`` seconds, then GTK closes it and the server ends; the next web view starts a
/// new server and GTK opens that one. GTK itself is started once per process and cannot be
/// shut down, but it can change displays.
@MainActor
final class WebDisplay {
    /// Which server the display is.
    enum Kind: String {
        case broadway, xvfb
    }

    /// The display the engine uses, started now when none runs; nil when neither server
    /// could start or GTK could not open it (``failure`` says why, and no later view tries
    /// again).
    static var shared: WebDisplay? {
        if let current { return current }
        guard failure.isEmpty else { return nil }
        current = start()
        // A display started without a view to keep it (a test asking for it) ends like one
        // whose views are gone.
        if current != nil { scheduleStop() }
        return current
    }
    /// The display running now, without starting one.
    private(set) static var current: WebDisplay?
    /// Why the display could not start, once ``shared`` is nil.
    private(set) static var failure = ""
    /// Displays started so far in this process.
    private(set) static var startCount = 0

    /// Seconds the display outlives the last web view. Long enough that a scene or a
    /// controller that replaces its web view by a new one (in the same turn, or at the end of
    /// a transition of a few tenths of a second) keeps the server; short enough that an app
    /// that has closed its last page soon gives back the server and GTK's connection to it.
    /// (Starting again costs a few milliseconds: the web process, which starts with each view
    /// anyway, is the slow part.)
    static var gracePeriod: Double = 3

    let kind: Kind
    /// The display's name, as GTK opens it (":N").
    let name: String
    /// The server's process (the watcher's child).
    let serverPID: pid_t
    /// The write end of the watcher's pipe; closing it ends the server.
    private let lifeline: Int32
    /// The watcher shell, collected once it has ended the server.
    private let watcherPID: pid_t
    /// Whether the engine's web processes run in bubblewrap (see ``WebSandbox``).
    private(set) var isSandboxed = false
    /// The display the web processes start their GTK on: this one, or the small Xvfb that
    /// sandboxed web processes reach through its socket file.
    private(set) var webProcessDisplayName = ""
    /// That Xvfb, when it is not this display.
    private var webProcessServer: WebDisplay?
    /// Why the last display started without the sandbox its policy asked for.
    private(set) static var sandboxUnavailableReason: String?

    private init(kind: Kind, name: String, serverPID: pid_t, lifeline: Int32, watcherPID: pid_t) {
        self.kind = kind
        self.name = name
        self.serverPID = serverPID
        self.lifeline = lifeline
        self.watcherPID = watcherPID
    }

    /// Whether GTK has been started (once per process).
    private static var gtkStarted = false

    private static func start() -> WebDisplay? {
        var reasons: [String] = []
        for kind in [Kind.broadway, .xvfb] {
            let started = kind == .broadway ? startBroadway() : startXvfb()
            switch started {
            case .failure(let failure):
                reasons.append(failure.reason)
            case .success(let display):
                let backend = kind == .broadway ? "broadway" : "x11"
                let opened: Bool
                if gtkStarted {
                    opened = recipekit_gtk_open_display(backend, display.name) != 0
                } else {
                    // GTK belongs to the thread that starts it; every later call is checked against it.
                    WebEngineThread.adopt()
                    opened = recipekit_gtk_start(backend, display.name) != 0
                    gtkStarted = opened
                }
                if opened {
                    startCount += 1
                    display.chooseSandbox()
                    display.nameForEngineProcesses()
                    return display
                }
                reasons.append("GTK could not open the \(kind.rawValue) display \(display.name)")
                display.end()
            }
        }
        failure = "the web view needs a private display and none could start: " + reasons.joined(separator: "; ")
        RecipeLog.write("WebView: \(failure)")
        return nil
    }

    // MARK: Sandbox

    /// Puts the web processes in bubblewrap when the policy asks and the system can, and gives
    /// them an X display they can reach from inside it.
    private func chooseSandbox() {
        webProcessDisplayName = name
        Self.sandboxUnavailableReason = nil
        guard WebEngine.sandboxPolicy == .automatic else { return }
        var reason = WebSandbox.unavailableReason
        if reason == nil, !Self.spawnHookActive {
            reason = "the web processes' environment cannot be set apart from the app's"
        }
        if reason == nil, kind == .broadway {
            // Broadway's display socket is abstract, which the sandbox's own network namespace
            // cannot reach; an X server's socket file can be bound into it.
            switch Self.startXvfb(forWebProcessesOnly: true) {
            case .success(let server):
                webProcessServer = server
                webProcessDisplayName = server.name
            case .failure(let failure):
                reason = "sandboxed web processes need a private X display: \(failure.reason)"
            }
        }
        if let reason {
            Self.sandboxUnavailableReason = reason
            RecipeLog.write("WebView: the web processes run without a sandbox: \(reason)")
            return
        }
        isSandboxed = true
    }

    // MARK: Lifetime

    private static var stopSource: guint = 0

    /// The last engine context is gone: the display ends after ``gracePeriod`` unless a web
    /// view needs it again by then. Each call starts the wait anew.
    static func scheduleStop() {
        if stopSource != 0 { g_source_remove(stopSource) }
        stopSource = g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(max(0, gracePeriod) * 1000),
            { _ in
                WebEngineThread.callback {
                    WebDisplay.stopSource = 0
                    WebDisplay.stopIfUnused()
                }
                return 0
            }, nil, nil)
    }

    /// Ends the display when no engine context uses it.
    static func stopIfUnused() {
        guard let display = current, WebContext.liveContextCount == 0 else { return }
        display.stop()
    }

    /// GTK closes the display, then the server ends.
    private func stop() {
        WebEngineThread.check()
        recipekit_gtk_close_display()
        // GTK 3's Broadway connection keeps watching its socket after the display is closed, and
        // ends the process when the server hangs up; its descriptor is given an idle socket
        // instead, which never speaks, before the server goes.
        if kind == .broadway { Self.retireConnections(to: Self.broadwaySocket(display: Int(name.dropFirst()) ?? -1)) }
        end()
        Self.current = nil
        if Self.spawnHookActive { recipekit_web_spawn_set_environment(nil, 0) }
        RecipeLog.write("WebView: the private \(kind.rawValue) display \(name) ended with the last web view")
    }

    /// Gives every descriptor of this process connected to the abstract socket `path` one end
    /// of a new socket pair whose other end stays open: the connection's old socket closes, and
    /// whatever still polls the descriptor waits on a socket that never has anything to say.
    private static func retireConnections(to path: String) {
        let wanted = [UInt8(0)] + Array(path.utf8)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for entry in entries {
            guard let fd = Int32(entry) else { continue }
            var address = sockaddr_un()
            var length = socklen_t(MemoryLayout<sockaddr_un>.size)
            let ok = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(fd, $0, &length) == 0 }
            }
            guard ok, address.sun_family == sa_family_t(AF_UNIX) else { continue }
            let count = Int(length) - MemoryLayout<sa_family_t>.size
            guard count == wanted.count else { continue }
            let peer = withUnsafeBytes(of: &address.sun_path) { Array($0.prefix(count)) }
            guard peer == wanted else { continue }
            var pair: [Int32] = [0, 0]
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else { continue }
            dup2(pair[0], fd)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            close(pair[0])
            retiredSockets.append(pair[1])
        }
    }
    /// The silent ends of retired connections (a descriptor each time a display ends).
    private static var retiredSockets: [Int32] = []

    // MARK: Environment

    /// Whether web processes get the display's variables from the spawn hook rather than
    /// from the app's environment.
    static let spawnHookActive = recipekit_web_spawn_hook_active() != 0

    /// Web processes the engine has started with the display's variables so far.
    static var webProcessLaunches: Int { recipekit_web_spawn_count() }

    /// Names the display for the engine's web processes, which start GTK too and end at once
    /// without a display.
    private func nameForEngineProcesses() {
        let variables: [(String, String?)]
        if kind == .broadway, !isSandboxed {
            variables = [("GDK_BACKEND", "broadway"), ("BROADWAY_DISPLAY", name)]
        } else {
            variables = [("GDK_BACKEND", "x11"), ("DISPLAY", webProcessDisplayName), ("BROADWAY_DISPLAY", nil)]
        }
        guard Self.spawnHookActive else { return exportToEngineProcesses() }
        let strings = variables.flatMap { [$0.0, $0.1] }
        var cStrings: [UnsafePointer<CChar>?] = strings.map { $0.map { UnsafePointer(strdup($0)!) } }
        defer { for p in cStrings { free(UnsafeMutablePointer(mutating: p)) } }
        recipekit_web_spawn_set_environment(&cStrings, Int32(cStrings.count))
    }

    /// Names the display in the app's own environment, which the engine's processes inherit:
    /// only where the spawn hook is not in effect (programs the app starts then inherit it as
    /// well; RKDesktop's launcher takes it out again for the desktop's applications).
    private func exportToEngineProcesses() {
        RecipeLog.write("WebView: the web processes' launcher cannot be reached; the private display is named in the app's environment")
        if let original = getenv("GDK_BACKEND"), getenv("RECIPEKIT_WEB_DISPLAY") == nil {
            setenv("RECIPEKIT_DESKTOP_GDK_BACKEND", original, 1)
        }
        switch kind {
        case .broadway:
            setenv("GDK_BACKEND", "broadway", 1)
            setenv("BROADWAY_DISPLAY", name, 1)
        case .xvfb:
            setenv("GDK_BACKEND", "x11", 1)
            // A display the app already uses serves the web processes as well as Xvfb would.
            if getenv("DISPLAY") == nil { setenv("DISPLAY", name, 1) }
        }
        setenv("RECIPEKIT_WEB_DISPLAY", name, 1)
    }

    /// A second Broadway server, not used by GTK (the tests check that one ends with its lifeline).
    static func startServerForTesting() -> Result<WebDisplay, Failure> { startBroadway() }

    /// A second X server like the one sandboxed web processes draw on (for the tests).
    static func startWebProcessServerForTesting() -> Result<WebDisplay, Failure> { startXvfb(forWebProcessesOnly: true) }

    /// Ends the server (GTK must not use the display afterwards).
    func end() {
        close(lifeline)
        // GLib collects the watcher when it exits, so that no ended display leaves a zombie.
        g_child_watch_add(watcherPID, { _, _, _ in }, nil)
        webProcessServer?.end()
        webProcessServer = nil
    }

    // MARK: Broadway

    /// The folder Broadway's sockets are named after: GLib's user runtime folder, as the server
    /// and GTK both compute it.
    private static var runtimeDirectory: String { String(cString: g_get_user_runtime_dir()) }

    private static func startBroadway() -> Result<WebDisplay, Failure> {
        guard let broadwayd = executable("broadwayd") else {
            return .failure(Failure("broadwayd was not found (Debian package libgtk-3-bin)"))
        }
        let runtime = runtimeDirectory
        try? FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        // Numbers spread by process, so that apps started together rarely try the same one.
        let first = 100 + Int(getpid() % 800)
        for attempt in 0..<12 {
            let n = first + attempt * 37 % 900
            let socket = broadwaySocket(display: n)
            guard !isListening(abstractSocket: socket) else { continue }
            // Its web server listens on a socket file in the runtime folder, not on a TCP port
            // that another user could open in a browser.
            let http = "\(runtime)/recipekit-broadway-\(getpid())-\(n).http"
            unlink(http)
            let script = """
                XDG_RUNTIME_DIR="$1" "$2" --unixsocket "$3" ":$4" </dev/null >/dev/null 2>&1 &
                b=$!; echo $b; cat >/dev/null; kill $b 2>/dev/null; wait $b 2>/dev/null; rm -f "$3"
                """
            guard let (pid, lifeline, output) = spawnWatched(script, [runtime, broadwayd, http, String(n)]) else {
                return .failure(Failure("broadwayd could not be started"))
            }
            guard let serverPID = readLine(output, timeout: 2).flatMap({ pid_t($0) }) else {
                close(output)
                close(lifeline)
                waitpid(pid, nil, 0)
                continue
            }
            close(output)
            // Up once its display socket answers; a number taken since the check makes it exit.
            let deadline = Date().addingTimeInterval(3)
            var up = false
            while Date() < deadline {
                if kill(serverPID, 0) != 0 { break }
                if isListening(abstractSocket: socket) {
                    up = true
                    break
                }
                usleep(2_000)
            }
            if up {
                return .success(WebDisplay(kind: .broadway, name: ":\(n)", serverPID: serverPID, lifeline: lifeline, watcherPID: pid))
            }
            // The watcher ends the server (or finds it gone) once its lifeline closes.
            close(lifeline)
            waitpid(pid, nil, 0)
        }
        return .failure(Failure("broadwayd did not start on any display number"))
    }

    /// The abstract socket Broadway display `n` answers on (GTK's name for it: the runtime
    /// folder and the number after the display's).
    static func broadwaySocket(display n: Int) -> String { "\(runtimeDirectory)/broadway\(n + 1).socket" }

    /// Whether a server answers on the abstract Unix socket `path` (how GTK's Broadway backend
    /// names its sockets on Linux).
    static func isListening(abstractSocket path: String) -> Bool {
        guard let fd = connectUnixSocket(path, abstract: true) else { return false }
        close(fd)
        return true
    }

    /// A stream socket connected to the Unix socket `path` (in the abstract namespace when
    /// `abstract`, else a socket file), or nil; the caller closes it. Safe from any thread.
    nonisolated static func connectUnixSocket(_ path: String, abstract: Bool) -> Int32? {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        // An abstract name starts with a zero byte; a file's path ends with one.
        let bytes = (abstract ? [0] : []) + Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count + (abstract ? 0 : 1) <= capacity else {
            close(fd)
            return nil
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count + (abstract ? 0 : 1))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, length) == 0 }
        }
        guard connected else {
            close(fd)
            return nil
        }
        return fd
    }

    // MARK: Xvfb

    /// A private Xvfb: the app's display (`forWebProcessesOnly` false), or the one sandboxed web
    /// processes open while the app's GTK is on Broadway. They draw nothing on it (their pages
    /// reach the app as memory), so it has a tiny screen and no GLX, whose Mesa libraries
    /// would cost it some 16 MB more (20 MB against 4 MB, proportional set size).
    private static func startXvfb(forWebProcessesOnly: Bool = false) -> Result<WebDisplay, Failure> {
        guard let xvfb = executable("Xvfb") else { return .failure(Failure("Xvfb was not found (Debian package xvfb)")) }
        // -noreset: an X server resets when its last client leaves, and a client connecting
        // meanwhile is refused. Web processes come and go with their views, and a web process
        // that cannot open its display makes the engine end the app.
        let options = (forWebProcessesOnly ? "-extension GLX -screen 0 64x64x24" : "-screen 0 1280x1024x24") + " -noreset"
        // -displayfd 1: Xvfb picks a free number itself and writes it after the watcher's line.
        let script = """
            "$1" -displayfd 1 -nolisten tcp $2 </dev/null 2>/dev/null &
            b=$!; echo $b; cat >/dev/null; kill $b 2>/dev/null
            """
        guard let (watcher, lifeline, output) = spawnWatched(script, [xvfb, options]) else {
            return .failure(Failure("Xvfb could not be started"))
        }
        defer { close(output) }
        guard let pid = readLine(output, timeout: 2).flatMap({ pid_t($0) }),
            let number = readLine(output, timeout: 5).flatMap({ Int($0) })
        else {
            close(lifeline)
            waitpid(watcher, nil, 0)
            return .failure(Failure("Xvfb did not start"))
        }
        return .success(WebDisplay(kind: .xvfb, name: ":\(number)", serverPID: pid, lifeline: lifeline, watcherPID: watcher))
    }

    // MARK: Processes

    /// Why a server could not start.
    struct Failure: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    private static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") + ["/usr/bin", "/usr/sbin"] {
            let candidate = "\(dir)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Runs `script` with `/bin/sh`, its standard input the read end of a pipe whose write end
    /// (the lifeline, closed on exec so that no other child holds it) is returned, with the
    /// read end of its standard output.
    private static func spawnWatched(_ script: String, _ arguments: [String]) -> (pid_t, Int32, Int32)? {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        guard pipe(&input) == 0 else { return nil }
        guard pipe(&output) == 0 else {
            close(input[0])
            close(input[1])
            return nil
        }
        for fd in input + output { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the copies the shell gets.
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        // Nothing else the app has open reaches the watcher or the server: a pipe the app reads
        // to its end (a child's output) would otherwise never end while the server runs.
        recipekit_spawn_actions_close_from(&actions, 3)
        let argv = ["sh", "-c", script, "sh"] + arguments
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for a in cArgs { free(a) } }
        // The calling thread blocks signals (GLib's and libdispatch's threads do), and a
        // child inherits the mask: the server would ignore the watcher's SIGTERM.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &cArgs, environ)
        close(input[0])
        close(output[1])
        guard status == 0 else {
            close(input[1])
            close(output[0])
            return nil
        }
        return (pid, input[1], output[0])
    }

    /// A line from `fd`, waiting at most `timeout` seconds for it.
    private static func readLine(_ fd: Int32, timeout: Double) -> String? {
        var line: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, Int32(left * 1000) + 1) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(fd, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
    }
}
