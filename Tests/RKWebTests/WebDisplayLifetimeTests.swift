import Foundation
import Testing

/// The private display lives as long as web views need it, not as long as the process.
@Suite struct WebDisplayLifetimeTests {
    /// In a process of its own (here other suites' views keep the display), a page shows, the
    /// app's environment and its child's stay clean, the display's server ends after the last
    /// view is gone, the next view starts a new one and draws, views made one after another
    /// each draw (their web processes reach the display as the last one leaves), and a page
    /// released with no view
    /// ends its web process (in the test process other suites' pages start web processes too,
    /// so which one is the page's cannot be told there).
    @Test func theDisplayEndsWithTheLastViewAndStartsAgainForTheNext() throws {
        let text = try Self.runChecker()
        for line in [
            "drawn rgb(255,0,0): yes",
            "servers while the first view lives: yes",
            "environment GDK_BACKEND: as before",
            "environment BROADWAY_DISPLAY: as before",
            "environment RECIPEKIT_WEB_DISPLAY: as before",
            "child environment: clean",
            "first server ended: yes",
            "ended children left uncollected: none",
            "drawn rgb(0,0,255): yes",
            "second server: new",
            "second server ended: yes",
            "views one after another: 12 of 12 drawn",
            "page with no view loaded: yes, its web processes: 1",
            "released page's web process ended: yes",
        ] {
            #expect(text.contains(line + "\n"), "missing «\(line)» in:\n\(text)")
        }
    }

    /// Where the sandbox cannot be used (here the engine is told not to use bubblewrap), the web
    /// processes run without it, the reason is given, and pages still show.
    @Test func withoutTheSandboxPagesStillShow() throws {
        let text = try Self.runChecker(environment: ["WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS": "1"])
        for line in [
            "drawn rgb(255,0,0): yes",
            "sandboxed: no, WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS is set, so the engine would not use it",
            "child environment: clean",
            "first server ended: yes",
            "drawn rgb(0,0,255): yes",
        ] {
            #expect(text.contains(line + "\n"), "missing «\(line)» in:\n\(text)")
        }
    }

    /// Runs recipekit-web-display-check and returns what it printed.
    static func runChecker(environment: [String: String] = [:]) throws -> String {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let checker = exe.deletingLastPathComponent().appendingPathComponent("recipekit-web-display-check")
        try #require(FileManager.default.isExecutableFile(atPath: checker.path), "build recipekit-web-display-check first (swift build)")
        let p = Process()
        p.executableURL = checker
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(text)")
        return text
    }
}
