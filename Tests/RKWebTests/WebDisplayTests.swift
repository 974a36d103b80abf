import Foundation
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
}
