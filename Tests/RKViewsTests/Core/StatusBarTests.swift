import RKGeometry
import RKHosts
import RKLayers
import Testing

@testable import RKViews

/// The status bar comes and goes at once, or fading (the seed's splash screen brings it back
/// with `setStatusBarHidden(NO, withAnimation: UIStatusBarAnimationFade)`).
@MainActor
@Suite(.serialized) struct StatusBarTests {
    @Test func theStatusBarFadesInAndOut() throws {
        let host = try HeadlessHost(size: Size(width: 200, height: 300))
        host.window.makeKeyAndVisible()
        defer { Application.shared.isStatusBarHidden = false }
        Application.shared.isStatusBarHidden = true
        #expect(host.window.statusBar == nil)
        Application.shared.setStatusBarHidden(false, with: .fade)
        let bar = try #require(host.window.statusBar)
        host.eventLoop.advance(by: Window.statusBarFadeDuration / 2)
        #expect(abs(bar.presentationProperties.opacity - 0.5) < 0.05)
        host.run(for: Window.statusBarFadeDuration)
        #expect(bar.presentationProperties.opacity == 1)
        Application.shared.setStatusBarHidden(true, with: .fade)
        #expect(host.window.statusBar == nil)
        #expect(bar.superlayer === host.window.layer)  // still fading out
        host.run(for: Window.statusBarFadeDuration + 0.1)
        #expect(bar.superlayer == nil)
        Application.shared.setStatusBarHidden(false, with: .none)
        #expect(host.window.statusBar?.animation(forKey: "fade") == nil)
    }
}
