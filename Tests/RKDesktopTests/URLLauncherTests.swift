import Foundation
import RKMainLoop
import Testing

@testable import RKDesktop

@Suite struct URLLauncherTests {
    /// A scheme no application handles: GIO says so, the launcher logs it and returns false.
    @Test func aSchemeNoApplicationTakesIsLoggedNotFatal() {
        var opened = true
        let lines = RecipeLog.capturingLines {
            opened = URLLauncher.open(URL(string: "recipekit-no-such-scheme://nowhere")!)
        }
        #expect(!opened)
        #expect(lines.contains { $0.contains("URLLauncher: cannot open recipekit-no-such-scheme://nowhere") })
    }
}
