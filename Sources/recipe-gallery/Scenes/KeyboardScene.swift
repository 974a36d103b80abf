import Foundation
import RecipeKit

extension GalleryScene {
    static let keyboardSeconds = 2.4
    /// What the scene types on its own, one key tap after another.
    static let keyboardDemoText = "Hello"

    static let keyboard = GalleryScene(
        name: "keyboard", title: "On-screen keyboard",
        summary: "RecipeKit's keyboard window slides up for a focused field (onScreenKeyboard = .always). Taps "
            + "type; the send bar follows keyboardWillShow's end frame.",
        size: Size(width: 480, height: 720), duration: keyboardSeconds,
        keyFrames: [0, 0.15, 0.8, 1.6, keyboardSeconds], still: keyboardSeconds,
        recordState: { router, dump in dump.keyboard = KeyboardAvoidingBar.state(of: router) },
        animateViews: { window in
            // Tap the demo's letters on the keyboard, each key pressed down for a moment.
            let loop = EventLoop.current
            for (i, c) in keyboardDemoText.enumerated() {
                let at = 0.6 + Double(i) * 0.3
                _ = SceneTimers.perform(afterDelay: at) {
                    guard let kb = Application.shared.keyboardWindow else { return }
                    let lower = String(c).lowercased()
                    if c.isUppercase, !kb.isShifted { kb.press(.shift) }
                    guard let key = kb.keyView(for: .character(lower)) else { return }
                    key.isHighlighted = true
                    _ = SceneTimers.perform(afterDelay: 0.12) {
                        key.isHighlighted = false
                        kb.press(.character(lower))
                    }
                }
            }
        },
        buildViews: { window in
            Application.shared.onScreenKeyboard = .always
            let m = GalleryScene.margin, top = GalleryScene.contentTop + 24
            let w = window.bounds.width
            window.addSubview(ViewKit.label("Message", frame: Rect(x: m, y: top + 8, width: 200, height: 18),
                                            weight: .semibold, color: Palette.ink))
            let field = TextField(frame: Rect(x: m, y: top + 30, width: w - 2 * m, height: 38))
            field.borderStyle = .roundedRect
            field.placeholder = "Tap the keys below"
            window.addSubview(field)
            let note = ViewKit.label("", frame: Rect(x: m, y: top + 80, width: w - 2 * m, height: 60))
            note.numberOfLines = 3
            window.addSubview(note)
            let bar = KeyboardAvoidingBar(frame: Rect(x: 0, y: window.bounds.height - 56, width: w, height: 56))
            bar.onTransition = { t in
                note.text = "\(t.kind == .willShow ? "keyboardWillShow" : "keyboardWillHide"): end frame "
                    + "(\(Int(t.frameEnd.minX)), \(Int(t.frameEnd.minY)), \(Int(t.frameEnd.width)) × \(Int(t.frameEnd.height))), "
                    + "\(ViewKit.number(t.duration * 100) ) hundredths of a second"
            }
            window.addSubview(bar)
            field.becomeFirstResponder()
        }
    ) { _ in }
}

/// A bar at the bottom of its window that moves up above the on-screen keyboard, with the
/// keyboard's own duration, as an iOS app does from keyboardWillShow.
final class KeyboardAvoidingBar: View {
    /// Told of each keyboard transition the bar follows.
    var onTransition: ((KeyboardTransition) -> Void)?
    private var observer: Int?

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.97)
        let send = ViewKit.label("Send", frame: Rect(x: frame.width - 92, y: 16, width: 60, height: 24), size: 16,
                                 weight: .semibold, color: Palette.accent, alignment: .right)
        addSubview(send)
        addSubview(ViewKit.label("The send bar stays above the keyboard", frame: Rect(x: 32, y: 19, width: 280, height: 18)))
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, let observer {
            Application.shared.removeKeyboardObserver(observer)
            self.observer = nil
        } else if window != nil, observer == nil {
            observer = Application.shared.addKeyboardObserver { [weak self] t in self?.follow(t) }
        }
    }

    private func follow(_ t: KeyboardTransition) {
        guard let window, t.kind == .willShow || t.kind == .willHide else { return }
        onTransition?(t)
        // The keyboard's frame is in scene coordinates; the bar sits on its top edge.
        let keyboardTop = t.kind == .willShow ? t.frameEnd.minY - window.frame.minY : window.bounds.height
        let target = Rect(x: 0, y: keyboardTop - bounds.height, width: bounds.width, height: bounds.height)
        View.animate(withDuration: t.duration, options: .curveEaseInOut, animations: { self.frame = target })
    }
}

extension KeyboardAvoidingBar {
    /// The keyboard scene's state for the state dump, with the keys' centres in host points.
    @MainActor
    static func state(of router: WindowInputRouter) -> StateDump.KeyboardState? {
        guard let field = router.window.subviews.compactMap({ $0 as? TextField }).first else { return nil }
        let kb = Application.shared.keyboardWindow
        let shown = kb.map { $0.isShown && $0.windowScene === router.scene } ?? false
        let top = kb.map { router.hostPoint(fromWindow: Point(x: 0, y: $0.frame.minY)).y } ?? 0
        return StateDump.KeyboardState(keyboardFieldText: field.text, keyboardShown: shown, keyboardTop: top,
                                       keyboardKeys: keyPositions(router))
    }

    /// Where the on-screen keyboard's keys are while it is up, as `name:x,y` items in host
    /// points joined by spaces, even once it went down (a test quits with Escape, which ends the
    /// editing first); empty when there is no keyboard.
    @MainActor
    static func keyPositions(_ router: WindowInputRouter) -> String {
        guard let kb = Application.shared.keyboardWindow, let scene = router.scene else { return "" }
        let upTop = scene.layer.bounds.maxY - OnScreenKeyboard.height
        var keys: [String] = []
        for k in kb.keyViews {
            let name: String
            switch k.key {
            case .character(let c): name = c
            case .space: name = "space"
            case .return: name = "return"
            case .backspace: name = "backspace"
            case .shift: name = "shift"
            case .page: name = "page"
            }
            let c = k.convert(Point(x: k.bounds.midX, y: k.bounds.midY), to: kb)
            let host = router.hostPoint(fromWindow: Point(x: c.x + kb.frame.minX, y: c.y + upTop))
            keys.append("\(name):\(Int(host.x.rounded())),\(Int(host.y.rounded()))")
        }
        return keys.joined(separator: " ")
    }
}
