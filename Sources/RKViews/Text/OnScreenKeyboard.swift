import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKMotion

/// RecipeKit's own on-screen keyboard: a window at ``Window/Level/keyboard`` that slides up at
/// the bottom of a scene while a text responder is first responder and the application asks
/// for it (``Application/onScreenKeyboard``), for touch screens and for testing keyboard
/// avoidance headless.
///
/// Typing is by taps: letters (Shift gives one capital), digits and punctuation on the "123"
/// page, space, backspace and return. The keys go to the first responder of the window the
/// keyboard serves (``targetWindow``): text through ``TextInput/insertText(_:)``, backspace
/// through ``TextInput/deleteBackward()``, return as the Return key
/// (``Window/handleKey(_:isRepeat:)``), so a field's return handling applies. The keys are laid
/// out to fit the scene's width.
///
/// Showing and hiding post UIKit's keyboard notifications (``Application/keyboardWillShowNotification``
/// and the rest) with the keyboard's begin and end frames in scene coordinates, its duration
/// and its curve, and the keyboard's frame counts in the safe area of the windows it covers.
@MainActor
public final class OnScreenKeyboard: Window {
    /// When the keyboard appears.
    public enum Policy: Sendable, Hashable {
        /// When a text responder becomes first responder and the last input came from a touch
        /// screen (``Application/lastInputWasTouch``).
        case automatic
        /// Whenever a text responder is first responder.
        case always
        /// Never.
        case never
    }

    /// The keyboard's height, in points (an iPhone's portrait keyboard).
    public static let height = 216.0
    /// How long it takes to slide in or out, in seconds (UIKit's 0.25).
    public static let animationDuration = 0.25
    /// The curve of its slide.
    public static let timingFunction = TimingFunction.easeInEaseOut

    /// A key's meaning.
    public enum Key: Hashable, Sendable {
        /// Types the text shown on the key (uppercased while shifted).
        case character(String)
        /// Toggles capitals for the next keys.
        case shift
        /// Deletes backward in the first responder.
        case backspace
        /// Types a space.
        case space
        /// Sends the Return key to the window.
        case `return`
        /// Switches between letters and digits with punctuation.
        case page
    }

    /// The window whose first responder the keys type into.
    public internal(set) weak var targetWindow: Window?
    /// True while the next letter is a capital.
    public private(set) var isShifted = false
    /// True while the digits and punctuation page shows.
    public private(set) var showsNumbers = false
    /// The keys, as laid out now.
    public private(set) var keyViews: [KeyView] = []
    /// Whether the keyboard is up or going up (false while it slides away).
    public internal(set) var isShown = false

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        windowLevel = .keyboard
        backgroundColor = Theme.keyboardBackground
        accessibilityLabel = localized("Keyboard")
    }

    static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    static let numberRows = ["1234567890", "-/:;()$&@\"", ".,?!'"]

    /// The key for a character or control, if it shows now.
    public func keyView(for key: Key) -> KeyView? { keyViews.first { $0.key == key } }

    /// Types `key` as a tap on it does.
    public func press(_ key: Key) {
        guard let target = targetWindow else { return }
        switch key {
        case .character(let c):
            target.handleText(isShifted ? c.uppercased() : c)
            if isShifted {
                isShifted = false
                relabel()
            }
        case .space:
            target.handleText(" ")
        case .backspace:
            (target.firstResponder as? TextInput)?.deleteBackward()
            target.layoutIfNeeded()
        case .return:
            target.handleKey(.return)
        case .shift:
            isShifted.toggle()
            relabel()
        case .page:
            showsNumbers.toggle()
            isShifted = false
            buildKeys()
        }
    }

    /// Back to the letters, unshifted: how the keyboard comes up for a new text field.
    func resetToLetters() {
        isShifted = false
        guard showsNumbers else {
            relabel()
            return
        }
        showsNumbers = false
        buildKeys()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        if keyViews.isEmpty || keyViews.first?.superview !== self { buildKeys() } else { placeKeys() }
    }

    private func buildKeys() {
        for k in keyViews { k.removeFromSuperview() }
        let rows = showsNumbers ? Self.numberRows : Self.letterRows
        var keys: [KeyView] = []
        for row in rows {
            for c in row { keys.append(KeyView(key: .character(String(c)), keyboard: self)) }
        }
        keys.append(KeyView(key: .shift, keyboard: self))
        keys.append(KeyView(key: .backspace, keyboard: self))
        keys.append(KeyView(key: .page, keyboard: self))
        keys.append(KeyView(key: .space, keyboard: self))
        keys.append(KeyView(key: .return, keyboard: self))
        for k in keys { addSubview(k) }
        keyViews = keys
        placeKeys()
        relabel()
    }

    /// Rows of 10, 9 and 7 keys (letters) with Shift and Backspace beside the third, then the
    /// page key, space and return; key widths follow the width.
    private func placeKeys() {
        let gap = 6.0, rowGap = 11.0
        let w = bounds.width
        let keyWidth = Swift.max(8, (w - 11 * gap) / 10)
        let keyHeight = (Self.height - 5 * rowGap) / 4
        let rows = showsNumbers ? Self.numberRows : Self.letterRows
        var i = 0
        for (r, row) in rows.enumerated() {
            let n = Double(row.count)
            let y = rowGap + Double(r) * (keyHeight + rowGap)
            // The third row leaves room for Shift and Backspace at its ends.
            let rowWidth = n * keyWidth + (n - 1) * gap
            var x = (w - rowWidth) / 2
            for _ in row {
                keyViews[i].frame = Rect(x: x, y: y, width: keyWidth, height: keyHeight)
                x += keyWidth + gap
                i += 1
            }
        }
        let y3 = rowGap + 2 * (keyHeight + rowGap), y4 = rowGap + 3 * (keyHeight + rowGap)
        let third = Double(rows[2].count)
        let thirdStart = (w - (third * keyWidth + (third - 1) * gap)) / 2
        let side = Swift.max(keyWidth, thirdStart - 2 * gap)
        keyViews[i].frame = Rect(x: gap, y: y3, width: side, height: keyHeight)  // shift
        keyViews[i + 1].frame = Rect(x: w - gap - side, y: y3, width: side, height: keyHeight)  // backspace
        let small = 2 * keyWidth + gap
        keyViews[i + 2].frame = Rect(x: gap, y: y4, width: small, height: keyHeight)  // page
        keyViews[i + 4].frame = Rect(x: w - gap - small, y: y4, width: small, height: keyHeight)  // return
        keyViews[i + 3].frame = Rect(x: 2 * gap + small, y: y4, width: Swift.max(0, w - 4 * gap - 2 * small), height: keyHeight)
    }

    private func relabel() {
        for k in keyViews { k.setNeedsDisplay() }
    }

    /// One key: a rounded cap with its label, darker while pressed; a tap types it.
    public final class KeyView: Control {
        /// What the key does when tapped.
        public let key: Key
        private unowned let keyboard: OnScreenKeyboard

        init(key: Key, keyboard: OnScreenKeyboard) {
            self.key = key
            self.keyboard = keyboard
            super.init(frame: .zero)
            accessibilityTraits = .keyboardKey
            addAction(for: .touchUpInside) { [unowned keyboard] (k: KeyView, _) in keyboard.press(k.key) }
        }

        /// The on-screen keyboard's keys never take focus: typing on them leaves focus where the
        /// text goes.
        public override var canBecomeFocused: Bool { false }

        /// What the key shows (and is announced as).
        public var title: String {
            switch key {
            case .character(let c): return keyboard.isShifted ? c.uppercased() : c
            case .shift: return keyboard.isShifted ? localized("⇧ on") : "⇧"
            case .backspace: return "⌫"
            case .space: return localized("space")
            case .return: return localized("return")
            case .page: return keyboard.showsNumbers ? "ABC" : "123"
            }
        }

        public override var accessibilityLabel: String? {
            get { super.accessibilityLabel ?? title }
            set { super.accessibilityLabel = newValue }
        }

        var isFunctionKey: Bool {
            if case .character = key { return false }
            return key != .space
        }

        public override func stateDidChange() {
            setNeedsDisplay()
        }

        public override func draw(_ rect: Rect, in canvas: Canvas) {
            let cap = bounds.insetBy(dx: 0, dy: 0.5)
            let shadow = cap.offsetBy(dx: 0, dy: 1)
            canvas.fill(roundedRect: shadow, cornerRadius: 5, with: Theme.keyShadow)
            let base = isFunctionKey ? Theme.functionKeyBackground : Theme.keyBackground
            let fill = isHighlighted ? Theme.keyHighlighted : base
            canvas.fill(roundedRect: cap, cornerRadius: 5, with: fill)
            let size = isFunctionKey || key == .space ? 15.0 : 22
            let layout = TextLayout(AttributedString(title), width: bounds.width, alignment: .center,
                                    lineBreakMode: .truncatingTail, numberOfLines: 1, font: .system(size: size), color: Theme.text)
            layout.draw(in: canvas, at: Point(x: 0, y: (bounds.height - layout.size.height) / 2))
        }
    }
}

extension Window.Level {
    /// The on-screen keyboard's level: above alerts, whose text fields it types into.
    public static let keyboard = Window.Level(3000)
}
