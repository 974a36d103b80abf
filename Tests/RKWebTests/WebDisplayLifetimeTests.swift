import Foundation
import Testing

/// The private display lives as long as web views need it, not as long as the process.
@Suite struct WebDisplayLifetimeTests {
    /// In a process of its own (here other suites' views keep the display), a page shows, the
    /// app's environment and its child's stay clean, the display's server ends after the last
    /// view is gone, and the next view starts a new one and draws.
    @Test func theDisplayEndsWithTheLastViewAndStartsAgainForTheNext() throws {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let checker = exe.deletingLastPathComponent().appendingPathComponent("recipekit-web-display-check")
        try #require(FileManager.default.isExecutableFile(atPath: checker.path), "build recipekit-web-display-check first (swift build)")
        let p = Process()
        p.executableURL = checker
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(text)")
        for line in [
            "drawn rgb(255,0,0): yes",
            "servers while the first view lives: 1",
            "environment GDK_BACKEND: as before",
            "environment BROADWAY_DISPLAY: as before",
            "environment RECIPEKIT_WEB_DISPLAY: as before",
            "child environment: clean",
            "first server ended: yes",
            "drawn rgb(0,0,255): yes",
            "second server: new",
            "second server ended: yes",
        ] {
            #expect(text.contains(line + "\n"), "missing «\(line)» in:\n\(text)")
        }
    }
}
