import Foundation
import RKGeometry
import RKWebTesting
import Testing

@testable import RKWeb

/// The engine's web processes run in bubblewrap where the system can run it.
@MainActor
@Suite(.serialized) struct WebSandboxTests {
    /// Sandboxed, a page's web process runs under bubblewrap and does not see a file the app
    /// has in /tmp; the page still shows (and every other web test runs sandboxed too).
    @Test func aSandboxedWebProcessSeesNoneOfTheAppsFiles() throws {
        let fixture = try WebFixture()
        #expect(fixture.show("<body style='margin:0;background:rgb(0,0,255)'></body>"))
        #expect(fixture.waitForPixel(60, 60, 0xFF00_00FF))
        let display = try #require(WebDisplay.current)
        guard WebSandbox.unavailableReason == nil else {
            // This system cannot run the sandbox: the fallback was taken and said why.
            #expect(!display.isSandboxed)
            #expect(WebEngine.sandboxUnavailableReason != nil)
            return
        }
        #expect(display.isSandboxed && WebEngine.isSandboxed)
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("recipekit-sandbox-\(getpid())-\(UUID().uuidString)")
        try Data("secret".utf8).write(to: secret)
        defer { try? FileManager.default.removeItem(at: secret) }
        #expect(FileManager.default.fileExists(atPath: "/proc/self/root\(secret.path)"))
        let webProcesses = webEngineChildProcessIDs().filter { $0.name.hasPrefix("WebKitWebProces") }
        #expect(!webProcesses.isEmpty)
        for process in webProcesses {
            let parent = try String(contentsOfFile: "/proc/\(process.pid)/stat", encoding: .utf8)
                .split(separator: ")").last!.split(separator: " ")[1]
            let parentName = try String(contentsOfFile: "/proc/\(parent)/comm", encoding: .utf8)
            #expect(parentName == "bwrap\n")
            // Its view of the file system, as the kernel gives it to this process.
            #expect(FileManager.default.fileExists(atPath: "/proc/\(process.pid)/root/usr/lib"))
            #expect(!FileManager.default.fileExists(atPath: "/proc/\(process.pid)/root\(secret.path)"))
        }
    }

    /// A bubblewrap that is missing or cannot make the sandbox is reported, before any web
    /// process depends on it.
    @Test func aBubblewrapThatCannotMakeTheSandboxIsReported() {
        #expect(WebSandbox.probe(bubblewrap: "/nonexistent/bwrap")?.contains("was not found") == true)
        #expect(WebSandbox.probe(bubblewrap: "/bin/false")?.contains("cannot make a sandbox here") == true)
    }
}
