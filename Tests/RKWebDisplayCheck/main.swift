// Runs web views one after the other in a process of its own, as an app does, and reports what
// the private display did (and whether the web processes were sandboxed): the app's environment and its children's after a page has shown, the
// display server's process while a view lives, whether it ends once the last view is gone, and
// whether the next view starts a new one and draws, whether views made one after another each
// draw; then whether a page with no view ends its
// web process when released. WebTests starts this program and reads its
// output (in the test process, other suites' views keep the display alive).
import Foundation
import RKGeometry
import RKHosts
import RKMainLoop
import RKWeb

// The engine's caches stay out of the home folder (GLib reads these once).
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("recipekit-web-display-check-\(getuid())")
for sub in ["cache", "data", "config"] {
    try? FileManager.default.createDirectory(at: scratch.appendingPathComponent(sub), withIntermediateDirectories: true)
}
setenv("XDG_CACHE_HOME", scratch.appendingPathComponent("cache").path, 1)
setenv("XDG_DATA_HOME", scratch.appendingPathComponent("data").path, 1)
setenv("XDG_CONFIG_HOME", scratch.appendingPathComponent("config").path, 1)

let before = ProcessInfo.processInfo.environment

/// The parent of process `pid`, from /proc.
func parent(of pid: Int32) -> Int32? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
    else { return nil }
    let rest = stat[stat.index(after: close)...].split(separator: " ")
    guard rest.count > 1, rest[0] != "Z" else { return nil }
    return Int32(rest[1])
}

/// The display servers this process started (children of its watcher shells).
func displayServers() -> [Int32] {
    let me = getpid()
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter { pid in
        guard let comm = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8),
            ["broadwayd", "Xvfb"].contains(comm.trimmingCharacters(in: .whitespacesAndNewlines)),
            let watcher = parent(of: pid)
        else { return false }
        return parent(of: watcher) == me
    }.sorted()
}

/// The engine's web processes this process started: children of it, or of a bubblewrap
/// sandbox it started. (Here, unlike in the test process, no other suite's pages start any.)
func webProcesses() -> [Int32] {
    let me = getpid()
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter { pid in
        guard let comm = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8),
            comm.hasPrefix("WebKitWebProces"), var up = parent(of: pid)
        else { return false }
        for _ in 0..<3 {
            if up == me { return true }
            guard let next = parent(of: up) else { return false }
            up = next
        }
        return false
    }.sorted()
}

/// This process's children that have ended and were never collected.
func zombies() -> [Int32] {
    let me = getpid()
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter { pid in
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        let rest = stat[stat.index(after: close)...].split(separator: " ")
        return rest.count > 1 && rest[0] == "Z" && Int32(rest[1]) == me
    }
}

/// The environment a child started with Foundation's Process sees.
func childEnvironment() -> String {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let out = Pipe()
    p.standardOutput = out
    guard (try? p.run()) != nil else { return "" }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

MainActor.assumeIsolated {
    WebEngine.displayGracePeriod = 0.5
    let host = try! HeadlessHost(size: Size(width: 80, height: 60))

    /// Shows a page of `color` in a new web view and waits until the host shows it.
    @MainActor func show(_ css: String, _ pixel: UInt32) -> WebView? {
        let web = WebView(frame: Rect(x: 0, y: 0, width: 80, height: 60))
        host.window.addSubview(web)
        host.window.makeKeyAndVisible()
        web.loadHTMLString("<body style='margin:0;background:\(css)'></body>", baseURL: nil)
        let drawn = host.run(until: { host.bitmap.pixel(x: 40, y: 30) == pixel }, timeout: 30)
        say("drawn \(css): \(drawn ? "yes" : "no")")
        return drawn ? web : nil
    }

    var web = show("rgb(255,0,0)", 0xFFFF_0000)
    let first = displayServers()
    say("servers while the first view lives: \(first.isEmpty ? "none" : "yes")")
    say("sandboxed: \(WebEngine.isSandboxed ? "yes" : "no, \(WebEngine.sandboxUnavailableReason ?? "by policy")")")

    // Nothing of the private display in the app's environment, nor in its children's.
    let now = ProcessInfo.processInfo.environment
    for name in ["GDK_BACKEND", "BROADWAY_DISPLAY", "RECIPEKIT_WEB_DISPLAY"] {
        say("environment \(name): \(now[name] == before[name] ? "as before" : "changed to \(now[name] ?? "nothing")")")
    }
    let child = childEnvironment()
    let leaked = ["GDK_BACKEND=broadway", "BROADWAY_DISPLAY=", "RECIPEKIT_WEB_DISPLAY="].filter { child.contains($0) }
    say("child environment: \(child.isEmpty ? "unread" : leaked.isEmpty ? "clean" : "names \(leaked.joined(separator: " "))")")

    // The last view goes; the server ends after the grace period.
    web?.removeFromSuperview()
    web = nil
    let ended = host.run(until: { displayServers().isEmpty }, timeout: 15)
    say("first server ended: \(ended ? "yes" : "no, still \(displayServers())")")
    let collected = host.run(until: { zombies().isEmpty }, timeout: 5)
    say("ended children left uncollected: \(collected ? "none" : "\(zombies())")")

    // The next view starts a new server, and draws.
    web = show("rgb(0,0,255)", 0xFF00_00FF)
    let second = displayServers()
    say("second server: \(!second.isEmpty && Set(second).isDisjoint(with: first) ? "new" : "\(second) after \(first)")")
    web?.removeFromSuperview()
    web = nil
    say("second server ended: \(host.run(until: { displayServers().isEmpty }, timeout: 15) ? "yes" : "no")")

    // Views one after another, each gone before the next comes, as an app replacing its page:
    // each view's web process connects to the display just as the last one's leaves it. An X
    // server that reset when its last client left refused such a connection, and the engine
    // ends the app when a web process cannot start.
    var shown = 0
    for k in 1...12 {
        let red = UInt32(20 * k)
        // Each with a data store of its own, so that its engine context and all its processes
        // end with it.
        var configuration = WebViewConfiguration()
        configuration.websiteDataStore = .nonPersistent
        let next = WebView(frame: Rect(x: 0, y: 0, width: 80, height: 60), configuration: configuration)
        host.window.addSubview(next)
        next.loadHTMLString("<body style='margin:0;background:rgb(\(red),0,0)'></body>", baseURL: nil)
        if host.run(until: { host.bitmap.pixel(x: 40, y: 30) == 0xFF00_0000 | red << 16 }, timeout: 30) { shown += 1 }
        next.removeFromSuperview()
    }
    say("views one after another: \(shown) of 12 drawn")

    // A page with no view has a web process of its own, which ends when the app releases it.
    let earlier = Set(webProcesses())
    var page: WebPage? = WebPage()
    page?.loadHTMLString("<title>alone</title>", baseURL: nil)
    let loaded = host.run(until: { page?.title == "alone" && !Set(webProcesses()).subtracting(earlier).isEmpty }, timeout: 30)
    let pages = Set(webProcesses()).subtracting(earlier)
    say("page with no view loaded: \(loaded ? "yes" : "no"), its web processes: \(pages.count)")
    page = nil
    let gone = host.run(until: { Set(webProcesses()).isDisjoint(with: pages) }, timeout: 15)
    say("released page's web process ended: \(gone ? "yes" : "no, still \(pages)")")
}
