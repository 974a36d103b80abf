import RKGeometry
import RKHosts
import Testing

@testable import RKViews

/// Target-action as seed 004 (2.1) describes it: the three forms of an action method, weak
/// targets, removal and the list of actions, driven by real taps on a headless host.
@MainActor
@Suite(.serialized) struct ControlTargetActionTests {
    /// A view controller with the seed's three action methods, logging what they get.
    final class Player: ViewController {
        var log: [String] = []
        var senders: [AnyObject] = []
        var events: [Event?] = []

        func playSound() { log.append("playSound") }

        func buttonPressed(_ sender: Button) {
            log.append("buttonPressed")
            senders.append(sender)
        }

        func controlTouched(_ sender: Control) {
            log.append("controlTouched")
            senders.append(sender)
        }

        func buttonTouched(_ sender: Button, event: Event?) {
            log.append("buttonTouched")
            senders.append(sender)
            events.append(event)
        }
    }

    /// A plain (not main-actor) target, writing to a log that outlives it.
    final class Listener {
        final class Log { var entries: [String] = [] }
        let log: Log
        let name: String
        init(_ name: String, log: Log) { self.name = name; self.log = log }
        func fire() { log.entries.append(name) }
        func other() { log.entries.append(name + ".other") }
    }

    let center = Point(x: 100, y: 100)

    /// A button in a 200 x 200 window, covering its middle.
    func setUp() throws -> (HeadlessHost, Button) {
        let h = try HeadlessHost(size: Size(width: 200, height: 200))
        let b = Button(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        h.window.addSubview(b)
        return (h, b)
    }

    // MARK: The three forms

    @Test func anActionWithoutArgumentsRunsOnATap() throws {
        let (h, button) = try setUp()
        let player = Player()
        button.addTarget(player, action: Player.playSound, for: .touchUpInside)
        h.touchDown(at: center)
        #expect(player.log.isEmpty)  // touchDown is not one of its events
        h.touchUp(at: center)
        #expect(player.log == ["playSound"])
        h.tap(at: center)
        #expect(player.log == ["playSound", "playSound"])
    }

    @Test func anActionTakingTheSenderGetsTheControlTypedOrAsASuperclass() throws {
        let (h, button) = try setUp()
        let player = Player()
        button.addTarget(player, action: Player.buttonPressed, for: .touchUpInside)
        button.addTarget(player, action: Player.controlTouched, for: .touchDown)  // takes a Control
        h.tap(at: center)
        #expect(player.log == ["controlTouched", "buttonPressed"])
        #expect(player.senders.count == 2 && player.senders.allSatisfy { $0 === button })
    }

    @Test func anActionTakingTheSenderAndTheEventGetsTheTouchEvent() throws {
        let (h, button) = try setUp()
        let player = Player()
        button.addTarget(player, action: Player.buttonTouched, for: .touchUpInside)
        h.tap(at: center)
        #expect(player.log == ["buttonTouched"])
        #expect(player.senders.first === button)
        let event = try #require(player.events.first ?? nil)
        #expect(event.allTouches.count == 1)
        #expect(event.allTouches.first?.view === button)
        // Actions sent from code without an event get nil.
        button.sendActions(for: .touchUpInside)
        #expect(player.events.count == 2)
        #expect(player.events.last! == nil)
    }

    @Test func aPlainClassCanBeATarget() throws {
        let (h, button) = try setUp()
        let log = Listener.Log()
        let listener = Listener("a", log: log)
        button.addTarget(listener, action: Listener.fire, for: .touchUpInside)
        h.tap(at: center)
        #expect(log.entries == ["a"])
        #expect(button.allTargets.count == 1 && button.allTargets.first === listener)
    }

    // MARK: Order

    @Test func targetAndClosureActionsRunInTheOrderAdded() throws {
        let (h, button) = try setUp()
        let log = Listener.Log()
        let first = Listener("target 1", log: log)
        let second = Listener("target 2", log: log)
        button.addAction(for: .touchUpInside) { _, _ in log.entries.append("closure 1") }
        button.addTarget(first, action: Listener.fire, for: .touchUpInside)
        button.addAction(for: .touchUpInside) { _, _ in log.entries.append("closure 2") }
        button.addTarget(second, action: Listener.fire, for: .touchUpInside)
        h.tap(at: center)
        #expect(log.entries == ["closure 1", "target 1", "closure 2", "target 2"])
    }

    @Test func addingTheSameTargetAndNameAgainAddsEventsNotACopy() throws {
        let (h, button) = try setUp()
        let log = Listener.Log()
        let listener = Listener("fire", log: log)
        button.addTarget(listener, action: Listener.fire, for: .touchDown, named: "fire")
        button.addAction(for: [.touchDown, .touchUpInside]) { _, _ in log.entries.append("closure") }
        button.addTarget(listener, action: Listener.fire, for: .touchUpInside, named: "fire")
        button.addTarget(listener, action: Listener.fire, for: .touchUpInside, named: "fire")
        h.tap(at: center)
        // Once per event, and still before the closure added after it.
        #expect(log.entries == ["fire", "closure", "fire", "closure"])
        #expect(button.actions(forTarget: listener, forControlEvent: .allEvents) == ["fire"])
    }

    // MARK: Weak targets

    @Test func aDeallocatedTargetIsNotCalledAndLeavesAllTargets() throws {
        let (h, button) = try setUp()
        let log = Listener.Log()
        let kept = Listener("kept", log: log)
        weak var gone: Listener?
        do {
            let shortLived = Listener("gone", log: log)
            button.addTarget(shortLived, action: Listener.fire, for: .touchUpInside)
            button.addTarget(shortLived, action: Listener.other, for: .valueChanged)
            gone = shortLived
            #expect(button.allTargets.count == 1)
        }
        button.addTarget(kept, action: Listener.fire, for: .touchUpInside)
        #expect(gone == nil)  // the control did not keep it alive
        #expect(button.allTargets.count == 1 && button.allTargets.first === kept)
        h.tap(at: center)
        button.sendActions(for: .valueChanged)
        #expect(log.entries == ["kept"])
        // Its actions are gone too, not only skipped.
        #expect(!button.allControlEvents.contains(.valueChanged))
        #expect(button.targetActionRecords.count == 1)
    }

    // MARK: Listing and removing

    @Test func actionsForATargetAreItsNamesForTheEvent() throws {
        let (_, button) = try setUp()
        let log = Listener.Log()
        let a = Listener("a", log: log), b = Listener("b", log: log)
        button.addTarget(a, action: Listener.fire, for: [.touchDown, .touchUpInside], named: "fire")
        button.addTarget(a, action: Listener.other, for: .touchUpInside)
        let line = #line - 1
        button.addTarget(b, action: Listener.fire, for: .valueChanged, named: "fire")
        #expect(button.actions(forTarget: a, forControlEvent: .touchDown) == ["fire"])
        #expect(button.actions(forTarget: a, forControlEvent: .touchUpInside)
            == ["fire", "Listener@RKViewsTests/ControlTargetActionTests.swift:\(line)"])
        #expect(button.actions(forTarget: a, forControlEvent: .valueChanged) == nil)
        #expect(button.actions(forTarget: b, forControlEvent: .valueChanged) == ["fire"])
        #expect(button.actions(forTarget: nil, forControlEvent: .allEvents) == nil)
        #expect(button.actions(forTarget: Listener("c", log: log), forControlEvent: .allEvents) == nil)
    }

    @Test func removingOneActionForSomeEventsKeepsTheRest() throws {
        let (h, button) = try setUp()
        let log = Listener.Log()
        let a = Listener("a", log: log)
        button.addTarget(a, action: Listener.fire, for: [.touchDown, .touchUpInside], named: "fire")
        button.addTarget(a, action: Listener.other, for: .touchUpInside, named: "other")
        button.removeTarget(a, action: "fire", for: .touchDown)
        h.tap(at: center)
        #expect(log.entries == ["a", "a.other"])  // fire still runs on touchUpInside
        #expect(button.actions(forTarget: a, forControlEvent: .touchDown) == nil)
        button.removeTarget(a, action: "fire", for: .allEvents)
        #expect(button.actions(forTarget: a, forControlEvent: .allEvents) == ["other"])
        button.removeTarget(a, action: "no such action", for: .allEvents)
        #expect(button.actions(forTarget: a, forControlEvent: .allEvents) == ["other"])
    }

    @Test func aNilActionRemovesEveryActionOfTheTarget() throws {
        let (h, button) = try setUp()
        let log = Listener.Log()
        let a = Listener("a", log: log), b = Listener("b", log: log)
        button.addTarget(a, action: Listener.fire, for: .touchUpInside)
        button.addTarget(a, action: Listener.other, for: .touchUpInside)
        button.addTarget(b, action: Listener.fire, for: .touchUpInside)
        button.removeTarget(a, action: nil, for: .allEvents)
        h.tap(at: center)
        #expect(log.entries == ["b"])
        #expect(button.allTargets.count == 1 && button.allTargets.first === b)
    }

    @Test func aNilTargetRemovesEveryTargetButNotTheClosures() throws {
        let (h, button) = try setUp()
        let log = Listener.Log()
        let a = Listener("a", log: log), b = Listener("b", log: log)
        button.addTarget(a, action: Listener.fire, for: [.touchDown, .touchUpInside])
        button.addTarget(b, action: Listener.fire, for: .touchUpInside)
        button.addAction(for: .touchUpInside) { _, _ in log.entries.append("closure") }
        button.removeTarget(nil, action: nil, for: .touchUpInside)
        h.tap(at: center)
        #expect(log.entries == ["a", "closure"])  // a still has touchDown
        #expect(button.allTargets.count == 1 && button.allTargets.first === a)
        button.removeTarget(nil, action: nil, for: .allEvents)
        #expect(button.allTargets.isEmpty)
        h.tap(at: center)
        #expect(log.entries == ["a", "closure", "closure"])
    }

    @Test func removingAllActionsForAnEventAlsoForgetsItsTargets() throws {
        let (_, button) = try setUp()
        let log = Listener.Log()
        let a = Listener("a", log: log)
        button.addTarget(a, action: Listener.fire, for: .valueChanged)
        button.removeAllActions(for: .valueChanged)
        #expect(button.allTargets.isEmpty)
        #expect(button.actions(forTarget: a, forControlEvent: .allEvents) == nil)
        button.sendActions(for: .valueChanged)
        #expect(log.entries.isEmpty)
    }
}
