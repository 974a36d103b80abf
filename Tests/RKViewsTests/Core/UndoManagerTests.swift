import Foundation
import RKMainLoop
import Testing

@testable import RKViews

/// A model whose changes register their inverse, as an app's would.
@MainActor
private final class Counter {
    var value = 0
    let undo: UndoManager
    init(_ undo: UndoManager) { self.undo = undo }

    func set(_ new: Int, name: String = "Set") {
        let old = value
        undo.registerUndo(withTarget: self) { $0.set(old, name: name) }
        undo.setActionName(name)
        value = new
    }
}

@MainActor
@Suite struct UndoManagerTests {
    @Test func undoRunsTheInverseAndRedoRunsItBack() {
        let u = UndoManager()
        u.groupsByEvent = false
        let c = Counter(u)
        #expect(!u.canUndo && !u.canRedo)
        u.beginUndoGrouping(); c.set(1); u.endUndoGrouping()
        u.beginUndoGrouping(); c.set(2); u.endUndoGrouping()
        #expect(u.canUndo && !u.canRedo)
        u.undo()
        #expect(c.value == 1)
        #expect(u.canRedo)
        u.undo()
        #expect(c.value == 0)
        #expect(!u.canUndo)
        u.redo()
        #expect(c.value == 1)
        u.redo()
        #expect(c.value == 2)
        #expect(!u.canRedo && u.canUndo)
    }

    @Test func aNewChangeDropsTheRedos() {
        let u = UndoManager()
        let c = Counter(u)
        c.set(1); UndoManager.endAutomaticGroups()
        c.set(2); UndoManager.endAutomaticGroups()
        u.undo()
        #expect(u.canRedo)
        c.set(5); UndoManager.endAutomaticGroups()
        #expect(!u.canRedo)
        u.undo()
        #expect(c.value == 1)
    }

    @Test func oneEventIsOneGroup() {
        let u = UndoManager()
        let c = Counter(u)
        c.set(1); c.set(2); c.set(3)
        #expect(u.groupingLevel == 1)
        UndoManager.endAutomaticGroups()
        #expect(u.groupingLevel == 0)
        c.set(4)
        // undo() closes the open group of the current event first, as Foundation's does.
        u.undo()
        #expect(c.value == 3)
        u.undo()
        #expect(c.value == 0)
    }

    @Test func theLoopClosesAGroupOpenedOutsideAnEvent() {
        let loop = EventLoop.installVirtual()
        let u = UndoManager()
        let c = Counter(u)
        loop.withCurrent { c.set(1) }
        #expect(u.groupingLevel == 1)
        loop.runOnce()
        #expect(u.groupingLevel == 0)
        #expect(u.canUndo)
    }

    @Test func nestedGroupsUndoWithTheirParentInReverseOrder() {
        let u = UndoManager()
        u.groupsByEvent = false
        var log: [String] = []
        let target = NSObject()
        u.beginUndoGrouping()
        u.registerUndo(withTarget: target) { _ in log.append("a") }
        u.beginUndoGrouping()
        u.registerUndo(withTarget: target) { _ in log.append("b") }
        u.registerUndo(withTarget: target) { _ in log.append("c") }
        u.endUndoGrouping()
        #expect(u.groupingLevel == 1)
        u.endUndoGrouping()
        u.undo()
        #expect(log == ["c", "b", "a"])
    }

    @Test func actionNamesFollowTheGroupToTheRedoSide() {
        let u = UndoManager()
        let c = Counter(u)
        c.set(1, name: "Rename"); UndoManager.endAutomaticGroups()
        #expect(u.undoActionName == "Rename")
        #expect(u.undoMenuItemTitle == "Undo Rename")
        #expect(u.redoMenuItemTitle == "Redo")
        u.undo()
        #expect(u.redoActionName == "Rename")
        #expect(u.redoMenuItemTitle == "Redo Rename")
        #expect(u.undoActionName == "")
    }

    @Test func levelsOfUndoKeepsTheNewestGroups() {
        let u = UndoManager()
        u.levelsOfUndo = 2
        let c = Counter(u)
        for v in 1...5 { c.set(v); UndoManager.endAutomaticGroups() }
        u.undo(); u.undo()
        #expect(c.value == 3)
        #expect(!u.canUndo)
    }

    @Test func disabledRegistrationRecordsNothingAndNests() {
        let u = UndoManager()
        let c = Counter(u)
        u.disableUndoRegistration()
        u.disableUndoRegistration()
        u.enableUndoRegistration()
        c.set(1)
        #expect(!u.isUndoRegistrationEnabled)
        u.enableUndoRegistration()
        UndoManager.endAutomaticGroups()
        #expect(!u.canUndo)
        c.set(2); UndoManager.endAutomaticGroups()
        #expect(u.canUndo)
    }

    @Test func handlersDoNotKeepTheirTargetAlive() {
        let u = UndoManager()
        weak var gone: Counter?
        do {
            let c = Counter(u)
            gone = c
            c.set(1); UndoManager.endAutomaticGroups()
        }
        #expect(gone == nil)
        u.undo()  // the target is gone: nothing runs, nothing crashes
        #expect(!u.canRedo)
    }

    @Test func removingATargetsActionsLeavesTheOthers() {
        let u = UndoManager()
        let a = Counter(u), b = Counter(u)
        a.set(1); UndoManager.endAutomaticGroups()
        b.set(1); UndoManager.endAutomaticGroups()
        u.removeAllActions(withTarget: b)
        #expect(u.canUndo)
        u.undo()
        #expect(a.value == 0 && b.value == 1)
        #expect(!u.canUndo)
    }

    @Test func misuseIsLoggedNotFatal() {
        let u = UndoManager()
        let lines = RecipeLog.capturingLines {
            u.endUndoGrouping()
            u.enableUndoRegistration()
            u.beginUndoGrouping()
            u.undo()
            u.endUndoGrouping()
        }
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.contains("UndoManager") })
        #expect(u.groupingLevel == 0)
    }

    @Test func notificationsArriveInFoundationsOrder() {
        let u = UndoManager()
        let c = Counter(u)
        c.set(1); UndoManager.endAutomaticGroups()
        var seen: [String] = []
        let names: [(Notification.Name, String)] = [
            (.NSUndoManagerWillUndoChange, "willUndo"), (.NSUndoManagerDidUndoChange, "didUndo"),
            (.NSUndoManagerWillRedoChange, "willRedo"), (.NSUndoManagerDidRedoChange, "didRedo"),
        ]
        let tokens = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: u, queue: nil) { _ in
                MainActor.assumeIsolated { seen.append(label) }
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        u.undo()
        u.redo()
        #expect(seen == ["willUndo", "didUndo", "willRedo", "didRedo"])
    }

    @Test func everyResponderInAWindowFindsTheWindowsManager() {
        let w = Window(frame: .zero)
        let outer = View(), inner = View()
        w.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.undoManager != nil)
        #expect(inner.undoManager === w.undoManager)
        #expect(View().undoManager == nil)
    }
}
