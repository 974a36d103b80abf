import RKGeometry
import RKHosts
import Testing

@testable import RKViews

/// Alerts wait their turn in their own scene only: hosts in one process never see each
/// other's alert.
@MainActor
struct AlertControllerSceneTests {
    func alert(_ title: String) -> AlertController {
        let a = AlertController(title: title, message: nil)
        a.addAction(AlertAction(title: "OK"))
        return a
    }

    @Test func anotherHostsAlertDoesNotQueueThisOne() throws {
        let first = try HeadlessHost(size: Size(width: 200, height: 200))
        let second = try HeadlessHost(size: Size(width: 200, height: 200))
        let a = alert("First"), b = alert("Second")
        #expect(a.show(in: first.window))
        #expect(b.show(in: second.window))
        // Each shows at once, in its own scene.
        #expect(a.window?.windowScene === first.scene && b.window?.windowScene === second.scene)
        #expect(first.scene.presentedAlert === a && second.scene.presentedAlert === b)
        #expect(first.scene.queuedAlerts.isEmpty && second.scene.queuedAlerts.isEmpty)
        // A second alert in the first host waits behind the first one only.
        let c = alert("Third")
        c.show(in: first.window)
        #expect(c.window == nil && first.scene.queuedAlerts.map(\.title) == ["Third"])
        #expect(second.scene.queuedAlerts.isEmpty)
        a.dismiss()
        first.run(for: 0.3)
        #expect(first.scene.presentedAlert === c && c.window != nil)
        #expect(second.scene.presentedAlert === b)
    }

    /// A host that goes away with its alert still up leaves nothing behind: a later host
    /// (whose scene may sit at the same address) shows its alert at once.
    @Test func aHostThatWentAwayLeavesNoAlertBehind() throws {
        for i in 0..<20 {
            let host = try HeadlessHost(size: Size(width: 200, height: 200))
            let a = alert("Alert \(i)")
            a.show(in: host.window)
            #expect(a.window != nil, "alert \(i) was queued behind an alert of a host that is gone")
            #expect(host.scene.presentedAlert === a)
        }
    }
}
