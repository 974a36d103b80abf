import RKGeometry
import RKGraphics
import RKMainLoop
import RKMotion
import Testing

@testable import RKLayers

@MainActor
@Suite(.serialized) struct TransactionTests {
    // Every test installs its own virtual main loop: suites run concurrently, so state set up
    // in an initializer could be replaced before the test body runs.
    var loop: EventLoop { EventLoop.current }
    var clock: VirtualClock { loop.clock as! VirtualClock }
    func reset() {
        EventLoop.installVirtual(at: 10)
        // Transactions belong to the main actor, not to a loop: start each test without any.
        Transaction.stack.removeAll()
    }

    /// A layer that has been rendered once, so its changes animate implicitly.
    func renderedLayer() -> Layer {
        let root = makeRoot(100, 100)
        let l = box(Rect(x: 0, y: 0, width: 50, height: 50), .red, in: root)
        _ = render(root, width: 100, height: 100)
        return l
    }

    @Test func implicitAnimationStartsFromTheOldPresentationValue() {
        reset()
        let l = renderedLayer()
        l.opacity = 0.2
        #expect(l.animationKeys == ["opacity"])
        let a = l.animation(forKey: "opacity") as? BasicAnimation
        #expect(a?.fromValue == 1.0 && a?.duration == 0.25)
        #expect(abs(l.presentationProperties.opacity - 1) < 1e-9)
        loop.advance(by: 0.125)
        let mid = l.presentationProperties.opacity
        #expect(mid < 1 && mid > 0.2)
        loop.advance(by: 0.2)
        #expect(l.presentationProperties.opacity == 0.2)
        #expect(l.animationKeys.isEmpty)
    }

    @Test func newLayersAndDisabledActionsDoNotAnimate() {
        reset()
        let fresh = Layer()
        fresh.opacity = 0.5
        #expect(fresh.animationKeys.isEmpty)
        let l = renderedLayer()
        Transaction.begin()
        Transaction.disableActions = true
        l.position = Point(x: 80, y: 80)
        Transaction.commit()
        #expect(l.animationKeys.isEmpty)
        l.isHidden = true  // not animatable
        #expect(l.animationKeys.isEmpty)
    }

    @Test func actionLookupOrderDelegateThenActionsThenDefault() {
        reset()
        final class Owner: LayerDelegate {
            func action(for layer: Layer, forKey key: String) -> LayerAction? { key == "opacity" ? LayerAction.none : nil }
        }
        let owner = Owner()
        let l = renderedLayer()
        l.delegate = owner
        l.opacity = 0.5
        #expect(l.animation(forKey: "opacity") == nil)  // the delegate said no action
        let slow = BasicAnimation(keyPath: "cornerRadius")
        slow.duration = 3
        l.actions["cornerRadius"] = .animation(slow)
        l.cornerRadius = 10
        #expect(l.animation(forKey: "cornerRadius")?.duration == 3)
        l.actions["position"] = LayerAction.none
        l.position = Point(x: 5, y: 5)
        #expect(l.animation(forKey: "position") == nil)
        l.borderWidth = 2  // default action
        #expect(l.animation(forKey: "borderWidth")?.duration == 0.25)
    }

    @Test func transactionDurationAndCompletion() {
        reset()
        let l = renderedLayer()
        var done = 0
        Transaction.begin()
        Transaction.animationDuration = 1
        Transaction.completionBlock = { done += 1 }
        l.position = Point(x: 90, y: 90)
        Transaction.begin()  // nested: inherits the duration
        l.opacity = 0.5
        Transaction.commit()
        Transaction.commit()
        #expect(l.animation(forKey: "opacity")?.duration == 1)
        #expect(done == 0)
        loop.advance(by: 0.9)
        #expect(done == 0)
        loop.advance(by: 0.2)
        #expect(done == 1)
    }

    @Test func completionRunsAtOnceWithoutAnimations() {
        reset()
        var done = false
        Transaction.perform(completion: { done = true }) {}
        #expect(done)
        var afterRemoval = false
        let l = renderedLayer()
        Transaction.perform(completion: { afterRemoval = true }) { l.opacity = 0.1 }
        #expect(!afterRemoval)
        l.removeAllAnimations()
        loop.runOnce()
        #expect(afterRemoval)
    }

    @Test func flushCommitsTheImplicitTransactionButNotExplicitOnes() {
        reset()
        var implicitDone = false
        Transaction.completionBlock = { implicitDone = true }
        Transaction.flush()
        #expect(implicitDone)
        var explicitDone = false
        Transaction.begin()
        Transaction.completionBlock = { explicitDone = true }
        Transaction.flush()
        #expect(!explicitDone)
        Transaction.commit()
        #expect(explicitDone)
        Transaction.commit()  // unbalanced commit: ignored
    }
}
