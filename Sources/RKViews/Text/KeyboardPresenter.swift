import Foundation
import RKGeometry
import RKLayers
import RKMainLoop
import RKMotion

/// Shows and hides the on-screen keyboard as text responders come and go, following
/// ``Application/onScreenKeyboard``.
@MainActor
final class KeyboardPresenter {
    /// The keyboard window, made on first use.
    private(set) var keyboard: OnScreenKeyboard?
    private var observers: [(id: Int, body: (KeyboardTransition) -> Void)] = []
    private var observerCounter = 0

    func addObserver(_ body: @escaping (KeyboardTransition) -> Void) -> Int {
        observerCounter += 1
        observers.append((observerCounter, body))
        return observerCounter
    }

    func removeObserver(_ id: Int) { observers.removeAll { $0.id == id } }

    /// Focus changed in `window`: decides on the next turn, so that one field resigning and
    /// another becoming first responder in the same turn leaves the keyboard up.
    func focusChanged(in window: Window) {
        guard !(window is OnScreenKeyboard) else { return }
        let loop = window.eventLoop
        // One decision per loop and turn; a loop that went away without running its turn
        // leaves no flag behind (the list holds loops weakly).
        scheduledLoops.removeAll { $0.loop == nil }
        guard !scheduledLoops.contains(where: { $0.loop === loop }) else { return }
        scheduledLoops.append(WeakLoop(loop: loop))
        loop.performOnNextTurn { [weak self, weak window, weak loop] in
            guard let self else { return }
            self.scheduledLoops.removeAll { $0.loop == nil || $0.loop === loop }
            self.update(preferring: window)
        }
    }

    private struct WeakLoop { weak var loop: EventLoop? }
    private var scheduledLoops: [WeakLoop] = []

    /// Shows the keyboard for the window whose first responder takes text, or hides it.
    func update(preferring window: Window?) {
        let app = Application.shared
        let wants: Bool
        switch app.onScreenKeyboard {
        case .always: wants = true
        case .never: wants = false
        case .automatic: wants = app.lastInputWasTouch
        }
        let candidates = [window, keyboard?.targetWindow, app.keyWindow].compactMap { $0 }
        let target = candidates.first { $0.firstResponder is TextInput && $0.windowScene != nil && !$0.isHidden }
        // A keyboard whose scene went away (its host closed, its window was taken off) is down.
        if let keyboard, keyboard.isShown, keyboard.windowScene == nil { keyboard.isShown = false }
        if let keyboard, keyboard.isShown {
            // Up already: it stays while any text responder it can serve has focus (a policy of
            // "automatic" keeps it when a hardware key is typed into the field).
            if let target, app.onScreenKeyboard != .never {
                keyboard.targetWindow = target
                if keyboard.windowScene !== target.windowScene { hide(); show(for: target) }
            } else {
                hide()
            }
            return
        }
        if wants, let target { show(for: target) }
    }

    private func frames(in scene: WindowScene) -> (hidden: Rect, shown: Rect) {
        let b = scene.layer.bounds
        let h = OnScreenKeyboard.height
        return (Rect(x: b.minX, y: b.maxY, width: b.width, height: h), Rect(x: b.minX, y: b.maxY - h, width: b.width, height: h))
    }

    private func show(for target: Window) {
        guard let scene = target.windowScene else { return }
        let kb = keyboard ?? OnScreenKeyboard()
        keyboard = kb
        let (hidden, shown) = frames(in: scene)
        kb.targetWindow = target
        kb.isShown = true
        kb.resetToLetters()
        kb.layer.removeAllAnimations()
        let begin = kb.windowScene === scene && !kb.isHidden ? kb.layer.presentationFrame : hidden
        View.performWithoutAnimation { kb.frame = begin }
        kb.isHidden = false
        kb.windowScene = scene
        kb.layoutIfNeeded()
        post(.willShow, keyboard: kb, begin: begin, end: shown)
        View.animate(withDuration: OnScreenKeyboard.animationDuration, options: .curveEaseInOut, animations: {
            kb.frame = shown
        }, completion: { [weak self, weak kb] _ in
            guard let self, let kb, kb.isShown else { return }
            self.post(.didShow, keyboard: kb, begin: begin, end: shown)
        })
        relayout(scene)
    }

    private func hide() {
        guard let kb = keyboard, kb.isShown, let scene = kb.windowScene else { return }
        kb.isShown = false
        let begin = kb.layer.presentationFrame
        let end = frames(in: scene).hidden
        post(.willHide, keyboard: kb, begin: begin, end: end)
        View.animate(withDuration: OnScreenKeyboard.animationDuration, options: .curveEaseInOut, animations: {
            kb.frame = end
        }, completion: { [weak self, weak kb] _ in
            guard let self, let kb, !kb.isShown else { return }
            kb.windowScene = nil
            self.post(.didHide, keyboard: kb, begin: begin, end: end)
        })
        relayout(scene)
    }

    /// The scene changed size: the keyboard (up or not) moves to its bottom, at the new width,
    /// and the windows under it lay out again.
    func sceneDidResize(_ scene: WindowScene) {
        guard let kb = keyboard, kb.windowScene === scene else { return }
        let (hidden, shown) = frames(in: scene)
        kb.layer.removeAllAnimations()
        View.performWithoutAnimation { kb.frame = kb.isShown ? shown : hidden }
        kb.setNeedsLayout()
        relayout(scene)
    }

    /// The keyboard's frame covering `window`'s scene, while it is up.
    func coveredFrame(for window: Window) -> Rect? {
        guard let kb = keyboard, kb.isShown, kb !== window, let scene = window.windowScene, kb.windowScene === scene else {
            return nil
        }
        return kb.frame
    }

    /// The windows under the keyboard lay out again: their safe area changed.
    private func relayout(_ scene: WindowScene) {
        for w in scene.windows where !(w is OnScreenKeyboard) { w.setNeedsLayoutInSubtree() }
    }

    private func post(_ kind: KeyboardTransition.Kind, keyboard: OnScreenKeyboard, begin: Rect, end: Rect) {
        let t = KeyboardTransition(kind: kind, frameBegin: begin, frameEnd: end, duration: OnScreenKeyboard.animationDuration,
                                   timingFunction: OnScreenKeyboard.timingFunction)
        let name: Notification.Name
        switch kind {
        case .willShow: name = Application.keyboardWillShowNotification
        case .didShow: name = Application.keyboardDidShowNotification
        case .willHide: name = Application.keyboardWillHideNotification
        case .didHide: name = Application.keyboardDidHideNotification
        }
        for o in observers { o.body(t) }
        NotificationCenter.default.post(name: name, object: keyboard, userInfo: [
            Application.keyboardFrameBeginUserInfoKey: begin, Application.keyboardFrameEndUserInfoKey: end,
            Application.keyboardAnimationDurationUserInfoKey: t.duration,
            Application.keyboardAnimationCurveUserInfoKey: t.timingFunction,
        ])
    }
}

extension View {
    /// Marks this view and every view under it for layout.
    func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for s in subviews { s.setNeedsLayoutInSubtree() }
    }
}

extension Layer {
    /// The frame of the presentation values: where the layer is on screen mid-animation.
    var presentationFrame: Rect {
        let p = presentationProperties
        return p.transformToSuperlayer.apply(to: p.bounds) ?? frame
    }
}
