import RKGeometry
import RKMainLoop
import Testing

@testable import RKViews

/// The arena alone: recognizers with touches but no views and no window.
@MainActor
struct GestureArenaTests {
    final class Allow: GestureRecognizerDelegate {
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
            true
        }
    }

    func touch(_ id: Int) -> Touch {
        Touch(identifier: id, location: Point(x: Double(id) * 10, y: 0), timestamp: 0, tapCount: 1, window: nil)
    }

    func member(_ arena: GestureArena, touches: [Touch]) -> GestureRecognizer {
        let r = GestureRecognizer()
        r.trackedTouches = touches
        arena.add(r)
        return r
    }

    @Test func theFirstToRecognizeWinsItsTouchesAndOthersFailOrAreCancelled() {
        let arena = GestureArena()
        var lines: [String] = []
        arena.log = { lines.append($0) }
        var claimed: [ObjectIdentifier] = []
        arena.onRecognize = { claimed.append(ObjectIdentifier($0)) }
        let t1 = touch(1), t2 = touch(2)
        let winner = member(arena, touches: [t1])
        let loser = member(arena, touches: [t1, t2])
        let bystander = member(arena, touches: [t2])
        winner.state = .began
        #expect(winner.state == .began)
        #expect(loser.state == .failed)
        #expect(bystander.state == .possible)  // shares no touch with the winner
        #expect(claimed == [ObjectIdentifier(winner)])
        #expect(lines == ["GestureRecognizer wins over GestureRecognizer", "GestureRecognizer failed"])
        // One already recognizing is cancelled, not failed, when another wins its touch.
        let late = member(arena, touches: [t2])
        late.state = .began
        #expect(bystander.state == .failed)
        let latest = member(arena, touches: [t2])
        latest.state = .began
        #expect(late.state == .cancelled)
    }

    @Test func simultaneousRecognitionKeepsBothRecognizing() {
        let arena = GestureArena()
        let t = touch(1)
        let a = member(arena, touches: [t])
        let b = member(arena, touches: [t])
        let allow = Allow()
        b.delegate = allow
        var lines: [String] = []
        arena.log = { lines.append($0) }
        a.state = .began
        b.state = .began
        #expect(a.state == .began && b.state == .began)
        #expect(lines.filter { $0.contains("simultaneously") }.count == 2)
    }

    @Test func aRecognizerRequiredToFailHoldsTheOtherUntilItFails() {
        let arena = GestureArena()
        let t = touch(1)
        let single = member(arena, touches: [t])
        let double = member(arena, touches: [t])
        single.require(toFail: double)
        var actions = 0
        single.addAction { _ in actions += 1 }
        single.state = .ended
        #expect(single.state == .possible && single.pendingState == .ended)
        #expect(actions == 0)
        var failed: [ObjectIdentifier] = []
        arena.onFail = { failed.append(ObjectIdentifier($0)) }
        double.state = .failed
        #expect(failed == [ObjectIdentifier(double)])
        #expect(actions == 1)
        #expect(single.pendingState == nil)
    }

    @Test func aRecognizerRequiredToFailThatRecognizesFailsTheWaitingOne() {
        let arena = GestureArena()
        let t = touch(1)
        let single = member(arena, touches: [t])
        let double = member(arena, touches: [t])
        single.require(toFail: double)
        single.state = .ended
        #expect(single.pendingState == .ended)
        double.state = .ended
        #expect(single.pendingState == nil)
        #expect(single.state == .failed || single.state == .possible)
    }

    @Test func sweepLetsGoOfFinishedRecognizersAndRemoveForgets() {
        let arena = GestureArena()
        let t = touch(1)
        let busy = member(arena, touches: [t])
        let idle = member(arena, touches: [])
        arena.sweep()
        #expect(arena.members.count == 1 && arena.members[0] === busy)
        #expect(idle.arena == nil && busy.arena === arena)
        arena.remove(busy)
        #expect(arena.members.isEmpty && busy.arena == nil)
    }

    @Test func anIllegalTransitionIsRefusedWithALogLineInEveryBuild() {
        let r = GestureRecognizer()
        let lines = RecipeLog.capturingLines { r.state = .changed }
        #expect(r.state == .possible)
        #expect(lines.contains { $0.contains("illegal transition") })
    }
}
