import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop

/// A single line of editable text (UITextField).
///
/// A tap inside the field makes it the first responder (the caret goes to the end); a tap
/// while editing moves the caret to the nearest character boundary. While the field is the
/// first responder it is *editing*: it shows a blinking caret, or the selected range on a
/// light blue background, and takes keyboard input from its host through ``insertText(_:)``,
/// ``deleteBackward()``, ``moveCursor(by:)``, ``selectAll()`` and ``handleKey(_:)``.
///
/// Positions and ranges count grapheme clusters (Swift `Character`s), so "é" and "👍🏽" are
/// one position each, however many bytes or scalars they take.
///
/// The field sends UIKit's editing events: `editingDidBegin` when it becomes first
/// responder, `editingChanged` after every change the user makes to the text (setting
/// ``text`` in code sends nothing), `editingDidEndOnExit` when the return key is accepted,
/// then `editingDidEnd` when it resigns first responder. Leaving the window also ends
/// editing. The closures ``shouldChange`` and ``shouldReturn`` play the delegate's part.
///
/// An input method's composition (Chinese or Japanese through ibus or fcitx, dead keys) is
/// shown in the text, underlined, as *marked text* (``MarkedTextInput``) until it is committed.
///
/// The caret blinks with an ``/RKMainLoop/EventLoop`` timer that exists only while editing: it is
/// invalidated as soon as editing ends, so an idle field schedules nothing.
@MainActor
open class TextField: Control, MarkedTextInput {
    /// How the field's edge is drawn (UITextField.BorderStyle).
    public enum BorderStyle: Sendable, Hashable {
        /// No border; the text starts at the left edge.
        case none
        /// A thin dark rectangle.
        case line
        /// A white rounded rectangle with a light gray border, as iOS draws by default.
        case roundedRect
    }

    /// The keys a host can send with ``handleKey(_:)``.
    public enum Key: Sendable, Hashable {
        /// Return: ends editing (see ``shouldReturn``).
        case `return`
        /// Deletes the selection or the character before the caret.
        case backspace
        /// Moves the caret one character left (or to the start of the selection).
        case left
        /// Moves the caret one character right (or to the end of the selection).
        case right
        /// Moves the caret to the start.
        case home
        /// Moves the caret to the end.
        case end
        /// Selects all the text.
        case selectAll
        /// Deletes the selection or the character after the caret (the Delete key).
        case deleteForward
        /// Moves the caret to the start of the word before it (Control-Left).
        case wordLeft
        /// Moves the caret to the end of the word after it (Control-Right).
        case wordRight
        /// Extends the selection one character left (Shift-Left).
        case extendLeft
        /// Extends the selection one character right (Shift-Right).
        case extendRight
        /// Extends the selection to the start of the word before the caret (Shift-Control-Left).
        case extendWordLeft
        /// Extends the selection to the end of the word after the caret (Shift-Control-Right).
        case extendWordRight
        /// Extends the selection to the start (Shift-Home).
        case extendToStart
        /// Extends the selection to the end (Shift-End).
        case extendToEnd
        /// Copies the selection to the pasteboard (Control-C).
        case copy
        /// Copies the selection to the pasteboard and deletes it (Control-X).
        case cut
        /// Replaces the selection with the pasteboard's text (Control-V).
        case paste
        /// Undoes the last edit (Control-Z).
        case undo
        /// Redoes the last undone edit (Control-Shift-Z or Control-Y).
        case redo
    }

    /// Seconds the caret stays on, then off.
    public static let caretBlinkInterval = 0.5
    /// The caret's width in points.
    public static let caretWidth = 2.0

    // MARK: Content and appearance

    /// The text. Setting it puts the caret at the end and sends no event.
    public var text: String {
        get { editing.text }
        set {
            editing.setText(newValue.replacingNewlines())
            // As UITextField: text set by the app is not an edit the user can undo, and the
            // field's earlier edits no longer apply to it.
            forgetUndoHistory()
            textDidChange()
        }
    }

    /// Gray text shown while the field is empty.
    public var placeholder: String? {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The font of the text and placeholder (the 17-point system font by default).
    public var font: Font = TextInputTheme.fieldFont {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The color of the text (the theme's text color by default: black, white in dark).
    public var textColor: Color = Theme.text {
        didSet { setNeedsDisplay() }
    }

    /// The color of the caret and, lightened, of the selection (system blue by default).
    public var tintColor: Color = TextInputTheme.tint {
        didSet { setNeedsDisplay() }
    }

    /// The edge drawn around the field (`.none` by default, as in UIKit).
    public var borderStyle: BorderStyle = .none {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// When true the text is drawn as one bullet per character and never shown.
    public var isSecureTextEntry = false {
        didSet {
            cachedLayout = nil
            setNeedsDisplay()
        }
    }

    /// When true, beginning to edit empties the field first.
    public var clearsOnBeginEditing = false

    /// Asked before each change made through the editing API with the range (in characters)
    /// about to be replaced and its replacement; returning false refuses the change
    /// (textField(_:shouldChangeCharactersIn:replacementString:)).
    public var shouldChange: ((TextField, Range<Int>, String) -> Bool)?

    /// Asked when the return key is pressed; returning false ignores it (textFieldShouldReturn).
    public var shouldReturn: ((TextField) -> Bool)?
    /// Whether Escape ends the editing (true by default). An alert's field sets it to false, so
    /// that Escape goes up the responder chain and cancels the alert, as a hardware keyboard's
    /// Escape does on iOS.
    public var escapeEndsEditing = true

    // MARK: State

    /// True while the field is the first responder and takes keyboard input.
    public private(set) var isEditing = false

    /// The number of characters (grapheme clusters) in ``text``.
    public var count: Int { editing.count }

    /// The selected characters; an empty range is the caret. Setting clamps to the text.
    public var selectedRange: Range<Int> {
        get { editing.selection }
        set {
            editing.select(newValue)
            restartBlinking()
            setNeedsDisplay()
        }
    }

    /// The caret position: the selection's moving end (its end, unless it was extended
    /// leftwards past where it started).
    public var caretPosition: Int { editing.caretPosition }

    /// The text, selection and composition being edited, as a value (see ``TextEditingModel``):
    /// the field's editing operations are the model's, plus the field's delegate hooks, events
    /// and drawing.
    public var editingState: TextEditingModel { editing }

    /// The edit typing or deleting is extending, while it can still grow (see TextField+Undo).
    var undoRun: TextEditUndoRecord?

    var editing = TextEditingModel() {
        didSet {
            if editing.text != oldValue.text {
                cachedLayout = nil
                invalidateIntrinsicContentSize()
            }
            if editing.selection != oldValue.selection || editing.text != oldValue.text { selectionDidChange() }
        }
    }

    /// Where a drag that selects text started (nil while not dragging): the character index,
    /// or the word or the whole text a double or triple click selected.
    var dragAnchor: Range<Int>?
    /// While a selecting drag is held past the left or right edge: where it is (x, the field's
    /// coordinates), whether it goes by words, and the timer that keeps scrolling the text.
    var dragX: Double?
    var dragByWords = false
    var dragAutoscrollTimer: EventLoop.Timer?
    private var storage: String { editing.text }
    private var selection: Range<Int> { editing.selection }

    /// The composing text of an input method, if any (``MarkedTextInput``).
    public var markedTextRange: Range<Int>? { editing.markedRange }
    /// How far the text is scrolled left to keep the caret visible, in points.
    private var scrollOffset = 0.0
    /// Whether the caret is in the "on" phase of its blink.
    private(set) var isCaretVisible = true
    /// The blink timer; nil whenever the field is not editing.
    private(set) var blinkTimer: EventLoop.Timer?
    /// How many times the blink timer fired (for tests).
    private(set) var blinkCount = 0

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        installEditMenu()
    }

    // MARK: Accessibility

    /// The label set, else the placeholder.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }

    /// The value set, else the text (as bullets for secure entry, as the field shows it).
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text) }
        set { super.accessibilityValue = newValue }
    }

    /// Starts editing, as a tap does.
    open override func accessibilityActivate() -> Bool {
        isEnabled && becomeFirstResponder()
    }

    /// Focused but not editing (Return or Escape ended it), Space starts editing again; Return
    /// goes on up the chain, where an alert's window takes it for its preferred action, as
    /// Return in a GTK entry activates the dialog's default.
    open override func keyPressedWhileFocused(_ key: KeyboardKey) -> Bool {
        guard !isEditing, isEnabled, key.modifiers.isEmpty, key.code == .space else { return false }
        return becomeFirstResponder()
    }

    /// A field with a rounded border rings its corners.
    open override var focusRingCornerRadius: Double { borderStyle == .roundedRect ? 5 : layer.cornerRadius }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEnabled && window != nil }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing && !storage.isEmpty {
            editing.setText("")
        } else {
            editing.select(count..<count)
        }
        restartBlinking()
        setNeedsDisplay()
        sendActions(for: .editingDidBegin)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard super.resignFirstResponder() else { return false }
        endEditing()
        return true
    }

    private func endEditing() {
        stopBlinking()
        editing.unmarkText()
        guard isEditing else { return }
        isEditing = false
        // As UITextField: the field's edits leave the window's history when its editing ends.
        forgetUndoHistory()
        editing.select(count..<count)
        scrollOffset = 0
        setNeedsDisplay()
        sendActions(for: .editingDidEnd)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window == nil, isEditing else { return }
        // A field that leaves the window stops editing; if it refuses to resign, at least
        // nothing keeps firing for it.
        if !resignFirstResponder() { stopBlinking() }
    }

    // MARK: Touches

    /// While editing, a press starts a selection that a drag extends (by words after a double
    /// click, by the whole text after a triple click), and Shift-click extends the selection.
    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        beginDragSelection(touch)
        return true
    }

    /// Extends a drag selection to the character under the pointer, scrolling the text when
    /// the pointer is past an edge.
    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        continueDragSelection(touch)
        return true
    }

    /// A cancelled touch ends a drag selection where it got to.
    open override func cancelTracking(with event: Event?) {
        _ = endDragSelection()
        super.cancelTracking(with: event)
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        let dragged = endDragSelection()
        guard let touch else { return }
        let p = touch.location(in: self)
        guard bounds.contains(p) else { return }
        if dragged { return }
        if isEditing {
            let i = characterIndex(nearestTo: p.x)
            switch touch.tapCount {
            case 2: selectWord(at: i)
            case 3...: selectAll()
            default: selectedRange = i..<i
            }
        } else {
            becomeFirstResponder()
        }
    }

    /// A middle click pastes the primary selection where it clicks (X11's and Wayland's
    /// select-to-copy); a secondary click starts editing and opens the Cut, Copy, Paste menu.
    open override func pointerButtonPressed(_ buttons: Event.ButtonMask, at location: Point, with event: Event) -> Bool {
        if buttons.contains(.middle) { return pastePrimarySelection(at: location) }
        if buttons.contains(.secondary), isEnabled, !isEditing { becomeFirstResponder() }
        return super.pointerButtonPressed(buttons, at: location, with: event)
    }

    /// The I-beam over an enabled field, unless ``View/cursor`` says otherwise.
    open override func cursor(at location: Point) -> Cursor? {
        super.cursor(at: location) ?? (isEnabled ? .iBeam : nil)
    }

    open override func stateDidChange() {
        if !isEnabled && isEditing { resignFirstResponder() }
        setNeedsDisplay()
    }

    // MARK: Keyboard input

    /// Replaces the selection (or inserts at the caret) with `string` and puts the caret after
    /// it, sending `editingChanged`. Line breaks become spaces: the field has one line.
    public func insertText(_ string: String) {
        if markedTextRange != nil {
            // A composition is committed: the committed text replaces it.
            replace(editing.rangeForCommit, with: string.replacingNewlines())
            return
        }
        guard !string.isEmpty else { return }
        replace(selection, with: string.replacingNewlines())
    }

    // MARK: Marked text

    /// Shows an input method's composition in place of the current marked text (or of the
    /// selection when there is none), underlined, with the caret at `selectedRange` within it.
    /// An empty `text` removes the composition. Sends `editingChanged`; ``shouldChange`` is asked
    /// when the composition is committed, not for each step.
    public func setMarkedText(_ text: String, selectedRange: Range<Int>) {
        editing.setMarkedText(text.replacingNewlines(), selectedRange: selectedRange)
        textDidChange()
        sendActions(for: .editingChanged)
    }

    /// Commits the marked text as it stands.
    public func unmarkText() {
        guard markedTextRange != nil else { return }
        editing.unmarkText()
        setNeedsDisplay()
    }

    /// The caret's rectangle, where an input method shows its candidates.
    public var inputCaretRect: Rect { caretRect(for: caretPosition) }

    /// Whether the field holds text (``TextInput``).
    public var hasText: Bool { !text.isEmpty }

    /// Deletes the selection, or the character before the caret, sending `editingChanged`.
    public func deleteBackward() {
        if let range = editing.rangeForDeleteBackward { replace(range, with: "") }
    }

    /// Moves the caret by `offset` characters (negative is left), clamped to the text. With a
    /// selection, the caret goes to the selection's start (moving left) or end (moving right),
    /// as arrow keys do.
    public func moveCursor(by offset: Int) {
        guard offset != 0 else { return }
        let target = editing.caretTarget(movingBy: offset)
        selectedRange = target..<target
    }

    /// Selects all the text.
    public func selectAll() {
        selectedRange = 0..<count
    }

    /// Deletes the selection, or the character after the caret, sending `editingChanged`.
    public func deleteForward() {
        if let range = editing.rangeForDeleteForward { replace(range, with: "") }
    }

    /// Moves the selection's moving end to `position` (clamped), keeping the other end: what
    /// Shift with an arrow key does.
    public func extendSelection(to position: Int) {
        editing.extendSelection(to: position)
        restartBlinking()
        setNeedsDisplay()
    }

    /// The start of the word before `position`: back over spaces and punctuation, then over
    /// letters and digits.
    public func wordStart(before position: Int) -> Int { editing.wordStart(before: position) }

    /// The end of the word after `position`: over spaces and punctuation, then over letters
    /// and digits.
    public func wordEnd(after position: Int) -> Int { editing.wordEnd(after: position) }

    /// Selects the word at `position` (what a double tap does); between words, the spaces or
    /// punctuation there.
    public func selectWord(at position: Int) {
        if let word = editing.wordRange(at: position) { selectedRange = word }
    }

    /// Copies the selected text to ``Pasteboard/general`` (nothing for secure entry or an
    /// empty selection).
    public func copy() {
        guard !isSecureTextEntry, !selection.isEmpty else { return }
        Pasteboard.general.string = editing.selectedText
    }

    /// Copies the selection to ``Pasteboard/general`` and deletes it, sending `editingChanged`
    /// (only deletes for secure entry, whose text is never copied).
    public func cut() {
        guard !selection.isEmpty else { return }
        copy()
        replace(selection, with: "", actionName: localized("Cut"))
    }

    /// Replaces the selection with ``Pasteboard/general``'s text, as typing it would.
    public func paste() {
        guard let s = Pasteboard.general.string, !s.isEmpty else { return }
        replace(editing.rangeForCommit, with: s.replacingNewlines(), actionName: localized("Paste"))
    }

    /// The editing key a keyboard key means, if any: Return and the keypad's Enter, Backspace,
    /// Delete, the arrows, Home and End (with Shift, they extend the selection; with Control or
    /// Command, Left and Right move by words), and Control- or Command-A, C, X, V and Z (undo;
    /// with Shift, or Y, redo). Keys compare by ``KeyboardKey/code``, so X11's "BackSpace" works
    /// as well as SDL's "Backspace".
    public static func editingKey(for keyboardKey: KeyboardKey) -> Key? {
        let key = keyboardKey.code, modifiers = keyboardKey.modifiers
        let command = !modifiers.intersection([.control, .command]).isEmpty
        let shift = modifiers.contains(.shift)
        switch (key, command, shift) {
        case (.character("a"), true, _): return .selectAll
        case (.character("c"), true, _): return .copy
        case (.character("x"), true, _): return .cut
        case (.character("v"), true, _): return .paste
        case (.character("z"), true, false): return .undo
        case (.character("z"), true, true), (.character("y"), true, false): return .redo
        case (.left, true, false): return .wordLeft
        case (.right, true, false): return .wordRight
        case (.left, true, true): return .extendWordLeft
        case (.right, true, true): return .extendWordRight
        case (_, true, _): return nil
        case (.return, _, _), (.keypadEnter, _, _): return .return
        case (.backspace, _, _): return .backspace
        case (.delete, _, _): return .deleteForward
        case (.left, _, false): return .left
        case (.right, _, false): return .right
        case (.home, _, false): return .home
        case (.end, _, false): return .end
        case (.left, _, true): return .extendLeft
        case (.right, _, true): return .extendRight
        case (.home, _, true): return .extendToStart
        case (.end, _, true): return .extendToEnd
        default: return nil
        }
    }

    /// Keys while editing: editing keys act (see ``editingKey(for:)``), Escape ends editing
    /// (unless ``escapeEndsEditing`` is false),
    /// and keys that type are taken (their text arrives as text input), so an app's one-letter
    /// shortcuts stay quiet; other keys go up the responder chain.
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {
        guard isEditing, let press = presses.first else { return super.pressesBegan(presses, with: event) }
        if let key = TextField.editingKey(for: press.key) {
            handleKey(key)
        } else if press.key.code == .escape, escapeEndsEditing {
            resignFirstResponder()
        } else if !press.key.typesText {
            super.pressesBegan(presses, with: event)
        }
    }

    /// The ends of the presses this field took in ``pressesBegan(_:with:)`` stop here too.
    open override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {
        guard let press = presses.first else { return super.pressesEnded(presses, with: event) }
        let taken = TextField.editingKey(for: press.key) != nil
            || (press.key.code == .escape && escapeEndsEditing) || press.key.typesText
        if !taken { super.pressesEnded(presses, with: event) }
    }

    /// Handles an editing key.
    public func handleKey(_ key: Key) {
        switch key {
        case .return:
            if let shouldReturn, !shouldReturn(self) { return }
            // As UITextField: Return is its primary action.
            sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
            resignFirstResponder()
        case .backspace: deleteBackward()
        case .left: moveCursor(by: -1)
        case .right: moveCursor(by: 1)
        case .home: selectedRange = 0..<0
        case .end: selectedRange = count..<count
        case .selectAll: selectAll()
        case .deleteForward: deleteForward()
        case .wordLeft:
            let p = wordStart(before: selection.isEmpty ? caretPosition : selection.lowerBound)
            selectedRange = p..<p
        case .wordRight:
            let p = wordEnd(after: selection.isEmpty ? caretPosition : selection.upperBound)
            selectedRange = p..<p
        case .extendLeft: extendSelection(to: caretPosition - 1)
        case .extendRight: extendSelection(to: caretPosition + 1)
        case .extendWordLeft: extendSelection(to: wordStart(before: caretPosition))
        case .extendWordRight: extendSelection(to: wordEnd(after: caretPosition))
        case .extendToStart: extendSelection(to: 0)
        case .extendToEnd: extendSelection(to: count)
        case .copy: copy()
        case .cut: cut()
        case .paste: paste()
        case .undo: undoManager?.undo()
        case .redo: undoManager?.redo()
        }
    }

    func replace(_ range: Range<Int>, with string: String, actionName: String? = nil) {
        editing.unmarkText()
        if let shouldChange, !shouldChange(self, range, string) { return }
        // A shouldChange that edited the text itself and allowed the change: the edit applies
        // to the text as it now is, its range clamped to it (the model clamps).
        registerUndo(replacing: editing.clamped(range), with: string, actionName: actionName)
        editing.replace(range, with: string)
        textDidChange()
        sendActions(for: .editingChanged)
    }

    func textDidChange() {
        restartBlinking()
        setNeedsDisplay()
    }

    // MARK: Caret blinking

    func restartBlinking() {
        guard isEditing else { return }
        blinkTimer?.invalidate()
        isCaretVisible = true
        blinkTimer = eventLoop.scheduleTimer(interval: Self.caretBlinkInterval, repeats: true) { [weak self] timer in
            guard let self, self.isEditing, self.window != nil else {
                timer.invalidate()
                return
            }
            self.blinkCount += 1
            self.isCaretVisible.toggle()
            self.setNeedsDisplay()
        }
    }

    private func stopBlinking() {
        blinkTimer?.invalidate()
        blinkTimer = nil
        isCaretVisible = true
    }

    // MARK: Geometry

    /// The rectangle the text is drawn in, in the field's coordinates.
    public var textRect: Rect {
        let inset = borderStyle == .none ? 0.0 : 7.0
        return Rect(x: bounds.minX + inset, y: bounds.minY, width: Swift.max(0, bounds.width - 2 * inset),
                    height: bounds.height)
    }

    /// The natural size for Auto Layout: the text (or the placeholder, whichever is wider) on
    /// one line plus the border's insets, and a line's height with the border's padding.
    open override var intrinsicContentSize: Size {
        let inset = borderStyle == .none ? 0.0 : 7.0
        var w = displayedLayout.size.width
        if let p = placeholder, !p.isEmpty { w = Swift.max(w, TextLayout(AttributedString(p), font: font).size.width) }
        let scale = layer.contentsScale
        return Size(width: (w + 2 * inset + Self.caretWidth).ceiledToPixels(scale: scale),
                    height: (lineHeight + 2 * inset).ceiledToPixels(scale: scale))
    }

    /// The text as drawn: bullets when the entry is secure.
    private var displayedCharacters: [Character] {
        isSecureTextEntry ? Array(repeating: "\u{2022}", count: count) : Array(storage)
    }

    /// The displayed text laid out on one line, kept until the text or font changes.
    private var cachedLayout: TextLayout?
    private var displayedLayout: TextLayout {
        if let cachedLayout, cachedLayout.font == font { return cachedLayout }
        let l = TextLayout(AttributedString(String(displayedCharacters)), font: font)
        cachedLayout = l
        return l
    }

    /// The x of boundary `index` in the displayed text, from the text's start.
    private func offset(ofCharacter index: Int) -> Double {
        index <= 0 ? 0 : displayedLayout.caretRect(at: index).minX
    }

    private var lineHeight: Double { displayedLayout.caretRect(at: 0).height }

    /// Right to left, text that fits ends at the right edge (natural alignment, as in UIKit);
    /// longer text scrolls as it does left to right.
    private var alignmentShift: Double {
        guard isRightToLeft else { return 0 }
        let visible = Swift.max(0, textRect.width - Self.caretWidth)
        return Swift.max(0, visible - offset(ofCharacter: count))
    }

    /// The caret's rectangle for a position, in the field's coordinates (with the current
    /// scrolling).
    public func caretRect(for position: Int) -> Rect {
        let r = textRect, h = lineHeight
        let x = r.minX + alignmentShift + offset(ofCharacter: position) - scrollOffset
        return Rect(x: x - Self.caretWidth / 2, y: r.midY - h / 2, width: Self.caretWidth, height: h)
    }

    /// The character boundary nearest to `x` (in the field's coordinates), found by Pango in
    /// one query.
    public func characterIndex(nearestTo x: Double) -> Int {
        let target = x - textRect.minX - alignmentShift + scrollOffset
        return displayedLayout.characterIndex(at: Point(x: target, y: lineHeight / 2))
    }

    /// Scrolls so that the caret is inside the text rectangle, and no further than needed.
    private func updateScrollOffset(chars: [Character]) {
        guard isEditing else {
            scrollOffset = 0
            return
        }
        let visible = Swift.max(0, textRect.width - Self.caretWidth)
        let caretX = offset(ofCharacter: caretPosition)
        let total = offset(ofCharacter: chars.count)
        if caretX - scrollOffset > visible { scrollOffset = caretX - visible }
        if caretX - scrollOffset < 0 { scrollOffset = caretX }
        scrollOffset = Swift.max(0, Swift.min(scrollOffset, total - visible))
    }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        switch borderStyle {
        case .none: break
        case .line:
            canvas.stroke(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 0, with: Theme.text, lineWidth: 1)
        case .roundedRect:
            let edge = bounds.insetBy(dx: 0.5, dy: 0.5)
            canvas.fill(roundedRect: edge, cornerRadius: 5, with: Theme.controlBackground)
            canvas.stroke(roundedRect: edge, cornerRadius: 5, with: TextInputTheme.fieldBorder, lineWidth: 1)
        }
        let chars = displayedCharacters
        updateScrollOffset(chars: chars)
        let r = textRect, h = lineHeight
        let top = r.midY - h / 2
        let alpha = isEnabled ? 1.0 : 0.5
        canvas.withSavedState {
            canvas.clip(to: Rect(x: r.minX - Self.caretWidth, y: bounds.minY, width: r.width + 2 * Self.caretWidth,
                                 height: bounds.height))
            if chars.isEmpty {
                if let placeholder, !placeholder.isEmpty {
                    let layout = TextLayout(AttributedString(placeholder), width: r.width, alignment: isRightToLeft ? .right : .natural,
                                            lineBreakMode: .truncatingTail,
                                            numberOfLines: 1, font: font, color: TextInputTheme.placeholder)
                    layout.draw(in: canvas, at: Point(x: r.minX, y: top))
                }
            } else {
                // Pieces cut at the selection's and the composition's ends, each styled.
                var cuts = Set([0, chars.count, selection.lowerBound, selection.upperBound])
                if let m = markedTextRange { cuts.formUnion([m.lowerBound, m.upperBound]) }
                let points = cuts.filter { $0 >= 0 && $0 <= chars.count }.sorted()
                var string = AttributedString()
                for (a, b) in zip(points, points.dropFirst()) where b > a {
                    var piece = AttributedString(String(chars[a..<b]))
                    if isEditing && !selection.isEmpty && selection.contains(a) { piece.backgroundColor = tintColor.withAlpha(0.25) }
                    if let m = markedTextRange, m.contains(a) { piece.underlineStyle = .single }
                    string += piece
                }
                let layout = TextLayout(string, font: font, color: textColor.withAlpha(textColor.alpha * alpha))
                layout.draw(in: canvas, at: Point(x: r.minX + alignmentShift - scrollOffset, y: top))
            }
            if isEditing && selection.isEmpty && isCaretVisible {
                canvas.fill(caretRect(for: caretPosition).insetBy(dx: 0, dy: 1), with: tintColor)
            }
        }
    }
}

extension String {
    /// The string on one line: each line break becomes a space.
    fileprivate func replacingNewlines() -> String {
        String(map { $0.isNewline ? " " : $0 })
    }
}
