import Foundation
import Synchronization
import RKGeometry
import RKHosts
import RKWebTesting
import Testing

@testable import RKWeb

/// The engine's GTK runs on a private Broadway display that RecipeKit started.
@MainActor
@Suite(.serialized) struct WebDisplayTests {
    /// GTK and WebKit are used from one thread only: under `swift test`, as in apps, main-actor
    /// work runs on the process's main thread (the test binary links CRKTestMainThread).
    @Test func mainActorWorkRunsOnTheMainThread() async {
        #expect(WebTestEnvironment.mainActorRunsOnTheMainThread)
        await Task.yield()
        #expect(Thread.isMainThread)
    }

    @Test func theDisplayIsAPrivateBroadwayServer() throws {
        _ = WebTestEnvironment.configuration()
        let display = try #require(WebDisplay.shared, "\(WebDisplay.failure)")
        #expect(display.kind == .broadway)
        // Its server runs, under the watcher this process started.
        let stat = try String(contentsOfFile: "/proc/\(display.serverPID)/stat", encoding: .utf8)
        #expect(stat.contains("(broadwayd)"))
        let watcher = Int32(stat.split(separator: ")").last!.split(separator: " ")[1])!
        let watcherStat = try String(contentsOfFile: "/proc/\(watcher)/stat", encoding: .utf8)
        #expect(Int32(watcherStat.split(separator: ")").last!.split(separator: " ")[1]) == getpid())
        // It answers on its display socket, and its web server listens on no TCP port.
        #expect(WebDisplay.isListening(abstractSocket: WebDisplay.broadwaySocket(display: Int(display.name.dropFirst())!)))
        let cmdline = try String(contentsOfFile: "/proc/\(display.serverPID)/cmdline", encoding: .utf8)
        #expect(cmdline.contains("--unixsocket"))
    }

    /// The X server sandboxed web processes draw on takes every client, even one arriving as
    /// the last one leaves: a server that resets then refused it, and the engine ends the app
    /// when a web process cannot open its display (views replacing each other did that).
    @Test func theWebProcessesXServerTakesClientsAsOthersLeave() throws {
        _ = WebTestEnvironment.configuration()
        guard case .success(let display) = WebDisplay.startWebProcessServerForTesting() else {
            Issue.record("no X server: \(WebDisplay.failure)")
            return
        }
        defer { display.end() }
        let socket = WebSandbox.x11Socket(display.name)
        #expect(Self.xServerAccepts(socket))
        // Two clients at a time, each connecting and leaving at once, so that one often arrives
        // as the other leaves the server with none.
        let refused = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for _ in 0..<300 where !Self.xServerAccepts(socket) {
                refused.withLock { $0 += 1 }
            }
        }
        #expect(refused.withLock { $0 } == 0, "clients refused out of 600")
    }

    /// Opens a connection to the X server at socket file `path` and sends the connection setup
    /// (no authorisation): whether the server accepted the client. Plain sockets, not Xlib, so
    /// that threads may do it at once.
    nonisolated static func xServerAccepts(_ path: String) -> Bool {
        guard let fd = WebDisplay.connectUnixSocket(path, abstract: false) else { return false }
        defer { close(fd) }
        // Little-endian, protocol 11.0, no authorisation name or data.
        let setup: [UInt8] = [0x6C, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        guard write(fd, setup, setup.count) == setup.count else { return false }
        var status: UInt8 = 0
        return read(fd, &status, 1) == 1 && status == 1
    }

    /// Closing the lifeline (as the process ending does) ends a server the same way.
    @Test func aServerEndsWithItsLifeline() throws {
        _ = WebTestEnvironment.configuration()
        guard case .success(let display) = WebDisplay.startServerForTesting() else {
            Issue.record("no second server: \(WebDisplay.failure)")
            return
        }
        let pid = display.serverPID
        #expect(kill(pid, 0) == 0)
        display.end()
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)).map({ !$0.contains(") Z") }) ?? false {
            usleep(10_000)
        }
        let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        #expect(stat == nil || stat!.contains(") Z"), "still running: \(stat ?? "")")
    }

    /// The server and its watcher hold none of the app's descriptors: a pipe whose write end the
    /// app closes ends for its reader while a server runs (one started during a child's run
    /// inherited the pipe to the child's output, and reading it to its end never ended).
    @Test func aServerHoldsNoneOfTheAppsDescriptors() throws {
        _ = WebTestEnvironment.configuration()
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        guard case .success(let display) = WebDisplay.startServerForTesting() else {
            Issue.record("no second server: \(WebDisplay.failure)")
            return
        }
        defer { display.end() }
        close(ends[1])
        var p = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, 5000) == 1 else {
            Issue.record("the pipe is still open elsewhere")
            close(ends[0])
            return
        }
        var byte: UInt8 = 0
        #expect(read(ends[0], &byte, 1) == 0, "the pipe is still open elsewhere")
        close(ends[0])
    }

    /// The private display is named to the engine's web processes only: the app's environment
    /// stays as it was, and a program it starts does not see the display (it used to inherit
    /// GDK_BACKEND and BROADWAY_DISPLAY, and open its windows where nobody sees them).
    @Test func onlyTheWebProcessesAreToldThePrivateDisplay() throws {
        let fixture = try WebFixture()
        #expect(fixture.show("<body style='margin:0;background:rgb(0,128,0)'></body>"))
        #expect(fixture.waitForPixel(60, 60, 0xFF00_8000), "shows \(String(fixture.pixel(60, 60), radix: 16))")
        let display = try #require(WebDisplay.current)
        #expect(WebDisplay.spawnHookActive)
        let environment = ProcessInfo.processInfo.environment
        #expect(environment["BROADWAY_DISPLAY"] != display.name)
        #expect(environment["GDK_BACKEND"] != "broadway")
        #expect(environment["RECIPEKIT_WEB_DISPLAY"] == nil)
        // A child started with Foundation's Process.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let childEnvironment = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(!childEnvironment.isEmpty)
        #expect(!childEnvironment.contains("BROADWAY_DISPLAY=\(display.name)\n"))
        #expect(!childEnvironment.contains("GDK_BACKEND=broadway\n"))
        // The page's web process was told (sandboxed, it is given the Xvfb it can reach).
        let expected = display.isSandboxed
            ? ["GDK_BACKEND=x11", "DISPLAY=\(display.webProcessDisplayName)"]
            : ["GDK_BACKEND=broadway", "BROADWAY_DISPLAY=\(display.name)"]
        let told = webEngineChildProcessIDs().filter { $0.name.hasPrefix("WebKitWebProces") }.contains { process in
            let variables = ((try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(process.pid)/environ"))) ?? Data())
                .split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return expected.allSatisfy(variables.contains)
        }
        #expect(told)
        #expect(WebDisplay.webProcessLaunches > 0)
    }
}
