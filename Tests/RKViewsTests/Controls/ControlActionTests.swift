import RKGeometry
import RKHosts
import Testing

@testable import RKViews

/// `addAction(_:for:)` with an ``Action``, as UIKit code adds a `UIAction` to a control.
@MainActor
@Suite(.serialized) struct ControlActionTests {
    @Test func anActionRunsForItsEventsInTurnWithTheOthers() throws {
        let h = try HeadlessHost(size: Size(width: 200, height: 100))
        let button = Button(type: .system)
        button.setTitle("Add", for: .normal)
        button.frame = Rect(x: 20, y: 20, width: 100, height: 44)
        h.window.addSubview(button)
        var heard: [String] = []
        button.addAction(for: .touchUpInside) { (_: Button) in heard.append("closure") }
        button.addAction(Action(title: "Add") { action in heard.append("action \(action.title)") }, for: .touchUpInside)
        h.tap(at: Point(x: 70, y: 42))
        #expect(heard == ["closure", "action Add"])
        button.sendActions(for: .valueChanged)
        #expect(heard.count == 2)
    }

    @Test func theSameIdentifierReplacesAndRemovingStopsIt() throws {
        let control = Control(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        var heard: [String] = []
        control.addAction(Action(identifier: "go") { _ in heard.append("first") }, for: [.touchUpInside, .valueChanged])
        control.addAction(Action(identifier: "go") { _ in heard.append("second") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(heard == ["second"])
        // The first still runs for the event the second did not take over.
        control.sendActions(for: .valueChanged)
        #expect(heard == ["second", "first"])
        control.removeAction(identifiedBy: "go", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(heard == ["second", "first"])
        let other = Action(identifier: "other") { _ in heard.append("other") }
        control.addAction(other, for: .valueChanged)
        control.removeAction(other, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(heard == ["second", "first", "first"])
        #expect(control.allControlEvents == .valueChanged)
    }
}
