import RKGeometry

/// A navigation controller's root view: it lays out the bar and the top controller's view,
/// tells the controller when it enters or leaves a window, and takes the keys that go back.
@MainActor
final class NavigationContainerView: View {
    weak var controller: NavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainer()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        controller?.containerDidMoveToWindow()
    }

    /// It takes focus when nothing else in its window has it, so that Escape reaches it.
    override var canBecomeFirstResponder: Bool { true }

    /// It takes the keys back when a first responder inside it resigns with nobody taking over.
    override var takesKeysWhenFree: Bool { true }

    /// Whether a press is one of the keys that go back: Escape, or Alt+Left.
    static func isBackKey(_ key: KeyboardKey) -> Bool {
        return (key.code == .escape && key.modifiers.isEmpty) || (key.code == .left && key.modifiers == .alt)
    }

    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {
        if let press = presses.first, NavigationContainerView.isBackKey(press.key), let controller,
            controller.popFromKeyboard()
        {
            takenPresses.insert(press)
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// The end of a press this view took in ``pressesBegan(_:with:)`` stops here too.
    override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {
        if let press = presses.first, NavigationContainerView.isBackKey(press.key),
            takenPresses.remove(press) != nil
        {
            return
        }
        super.pressesEnded(presses, with: event)
    }

    /// Presses whose beginning popped, whose end is not passed on.
    var takenPresses: Set<Press> = []
}
