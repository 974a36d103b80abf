import Foundation
import RKGeometry
import RKGraphics
import RKMainLoop

/// Multi-line, scrolling, editable text (UITextView): notes, messages, documents.
///
/// The text is kept as paragraphs (split at line breaks), each laid out by Pango when it first
/// shows and wrapped to the view's width; only the paragraphs on screen are laid out and drawn,
/// and an edit lays out again only the paragraph it changed, so a text of a hundred thousand
/// lines scrolls and takes keys as fast as a short one.
///
/// Editing works as in a desktop editor: the arrows (with Shift to select, Control to move by
/// words), Up and Down by line, Home and End within the line (with Control, the whole text),
/// Page Up and Page Down; Control-A, C, X, V, Z (Shift-Z or Y to redo); a drag, Shift-click,
/// double and triple clicks select; the right-click menu; middle-click paste of the primary
/// selection; input-method compositions, underlined. A read-only view (``isEditable`` false)
/// still selects and copies.
///
/// ```swift
/// let notes = TextView(frame: Rect(x: 20, y: 80, width: 335, height: 240))
/// notes.text = "Soup\nTomatoes, basil, salt"
/// notes.delegate = self   // a TextViewDelegate: textViewDidChange(_:) and the rest
/// ```
@MainActor
open class TextView: ScrollView, MarkedTextInput {
    /// The padding between the view's edges and the text (UITextView's `textContainerInset`,
    /// with its line fragment padding of 5 points on either side included).
    public var textContainerInset = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5) {
        didSet { invalidateLayouts() }
    }

    /// The font of the text.
    public var font: Font = .system(size: 17) {
        didSet { invalidateLayouts() }
    }

    /// The colour of the text.
    public var textColor: Color = Theme.text {
        didSet { invalidateLayouts() }
    }

    /// Whether the user can change the text (true by default); read-only text can still be
    /// selected and copied.
    public var isEditable = true

    /// Whether the user can select the text (true by default).
    public var isSelectable = true

    /// Whether Escape ends editing (true by default, as in ``TextField``).
    public var escapeEndsEditing = true

    /// Whether the view is the first responder, taking keys and text.
    public private(set) var isEditing = false

    var paragraphs: [String] = [""]
    /// Each paragraph with its attributes, when the text was set as ``attributedText``; nil for
    /// plain text in ``font`` and ``textColor``.
    var attributedParagraphs: [AttributedString]?
    var index = ParagraphIndex(lengths: [0])
    var heights = RowHeightIndex(heights: [0], measured: [false])
    private var layouts: [Int: TextLayout] = [:]
    private var layoutWidth = -1.0
    private(set) var selection: Range<Int> = 0..<0
    /// Whether the caret is at the selection's start (it was extended leftwards).
    private var caretAtStart = false
    /// The composing text's range, while an input method composes.
    public private(set) var markedTextRange: Range<Int>?
    /// Where the caret wants to be horizontally when moving up and down through short lines.
    private var goalX: Double?
    var undoRun: TextEditUndoRecord?
    /// Where a pointer selection started: a boundary, or the word or paragraph a double or
    /// triple click selected.
    private var dragAnchor: Range<Int>?
    /// Where a selecting drag is, relative to the visible area (so it stays put as the text
    /// scrolls under it), whether it goes by words, and the timer that scrolls while it is held
    /// past an edge.
    private var dragPoint: Point?
    private var dragByWords = false
    private var autoscrollTimer: EventLoop.Timer?
    /// The link a press in read-only text landed on.
    private var pressedLink: (url: URL, range: Range<Int>)?
    private let canvas = TextViewCanvas(frame: .zero)
    /// While first responder: the keyboard observer, and how far the on-screen keyboard covers
    /// the view (added to the bottom content inset the app set, ``keyboardBaseInset``).
    private var keyboardToken: Int?
    private var keyboardOverlap = 0.0
    private var keyboardBaseInset = 0.0

    /// An empty text view.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Theme.contentBackground
        // Mouse presses select at once; a finger still scrolls (see scrollsWithPointerDrag).
        delaysContentTouches = false
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
        canvas.textView = self
        insertSubview(canvas, at: 0)
        let menu = TextViewEditMenu(textView: self)
        setAttachment(menu, for: TextViewEditMenu.self)
        addInteraction(ContextMenuInteraction(delegate: menu))
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    /// A mouse drag selects text rather than scrolling; the wheel and fingers scroll.
    override var scrollsWithPointerDrag: Bool { false }

    // MARK: Text

    /// The text, paragraphs joined by line breaks. Setting it puts the caret at the start,
    /// forgets the view's undo steps, and tells the delegate nothing.
    public var text: String {
        get { paragraphs.joined(separator: "\n") }
        set {
            let parts = newValue.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            paragraphs = parts.isEmpty ? [""] : parts
            index = ParagraphIndex(lengths: paragraphs.map(\.count))
            heights = RowHeightIndex(heights: Array(repeating: estimatedLineHeight, count: paragraphs.count),
                                     measured: Array(repeating: false, count: paragraphs.count))
            attributedParagraphs = nil
            resetAfterNewText()
        }
    }

    /// The text with its attributes (fonts, colours, links...); runs without a font or colour
    /// take ``font`` and ``textColor``. Setting it puts the caret at the start and forgets the
    /// view's undo steps. Text typed later takes the attributes of the text before it (links
    /// excepted). In a read-only view (``isEditable`` false), a click on a link asks the
    /// delegate's ``TextViewDelegate/textView(_:shouldInteractWith:in:)`` and then opens it
    /// with ``Application/open(_:)``.
    public var attributedText: AttributedString {
        get {
            guard let attributedParagraphs else { return AttributedString(text) }
            var out = AttributedString()
            for (i, p) in attributedParagraphs.enumerated() {
                if i > 0 { out += AttributedString("\n") }
                out += p
            }
            return out
        }
        set {
            var parts: [AttributedString] = []
            var start = newValue.startIndex
            var i = newValue.characters.startIndex
            while i < newValue.characters.endIndex {
                if newValue.characters[i] == "\n" {
                    parts.append(AttributedString(newValue[start..<i]))
                    start = newValue.characters.index(after: i)
                }
                i = newValue.characters.index(after: i)
            }
            parts.append(AttributedString(newValue[start..<newValue.endIndex]))
            attributedParagraphs = parts
            paragraphs = parts.map { String($0.characters) }
            resetAfterNewText()
        }
    }

    private func resetAfterNewText() {
        index = ParagraphIndex(lengths: paragraphs.map(\.count))
        heights = RowHeightIndex(heights: Array(repeating: estimatedLineHeight, count: paragraphs.count),
                                 measured: Array(repeating: false, count: paragraphs.count))
        layouts.removeAll()
        selection = 0..<0
        caretAtStart = false
        markedTextRange = nil
        undoRun = nil
        undoManager?.removeAllActions(withTarget: self)
        contentGeometryChanged()
    }

    /// The link at `point` (content coordinates), if any.
    public func link(at point: Point) -> (url: URL, range: Range<Int>)? {
        guard attributedParagraphs != nil else { return nil }
        let y = point.y - textContainerInset.top
        guard y >= 0, y < heights.total else { return nil }
        let p = heights.index(containing: y)
        guard let link = layout(p).link(at: Point(x: point.x - textContainerInset.left, y: point.y - top(of: p))) else {
            return nil
        }
        let start = index.start(of: p)
        return (link.url, (start + link.range.lowerBound)..<(start + link.range.upperBound))
    }

    /// The number of characters, line breaks included.
    public var count: Int { index.characterCount }

    /// The number of paragraphs (lines of the text, before wrapping).
    public var paragraphCount: Int { paragraphs.count }

    /// The paragraph (counting from 0) that holds character boundary `position`: the line an
    /// editor's status bar shows, found in O(log n).
    public func paragraph(containing position: Int) -> Int { index.paragraph(containing: position) }

    /// Whether there is text (``TextInput``).
    public var hasText: Bool { count > 0 }

    /// The selected characters; empty for a caret. Setting it scrolls nothing (see
    /// ``scrollRangeToVisible(_:)``).
    public var selectedRange: Range<Int> {
        get { selection }
        set { select(clamped(newValue), caretAtStart: false) }
    }

    /// The caret: the selection's moving end.
    public var caretPosition: Int { caretAtStart ? selection.lowerBound : selection.upperBound }

    /// The selected text.
    public var selectedText: String { substring(selection) }

    /// The text of `range` (clamped).
    public func substring(_ range: Range<Int>) -> String {
        let r = clamped(range)
        guard !r.isEmpty else { return "" }
        let (p0, i0) = location(of: r.lowerBound), (p1, i1) = location(of: r.upperBound)
        if p0 == p1 { return String(Array(paragraphs[p0])[i0..<i1]) }
        var parts = [String(Array(paragraphs[p0])[i0...])]
        if p1 > p0 + 1 { parts += paragraphs[(p0 + 1)..<p1] }
        parts.append(String(Array(paragraphs[p1])[..<i1]))
        return parts.joined(separator: "\n")
    }

    func clamped(_ range: Range<Int>) -> Range<Int> {
        let n = count
        let lo = Swift.min(Swift.max(0, range.lowerBound), n), hi = Swift.min(Swift.max(lo, range.upperBound), n)
        return lo..<hi
    }

    /// The paragraph and the index within it of character boundary `offset`.
    func location(of offset: Int) -> (paragraph: Int, index: Int) {
        let p = index.paragraph(containing: offset)
        return (p, Swift.min(Swift.max(0, offset - index.start(of: p)), index.lengths[p]))
    }

    // MARK: Editing

    /// Replaces `range` (clamped) with `string` as the user would: asks the delegate, records
    /// the step for undo, and tells the delegate the text changed.
    public func replace(_ range: Range<Int>, with string: String) {
        replace(range, with: string, actionName: nil)
    }

    func replace(_ range: Range<Int>, with string: String, actionName: String?) {
        guard isEditable else { return }
        let r = clamped(range)
        markedTextRange = nil
        if let d = delegate as? TextViewDelegate, !d.textView(self, shouldChangeTextIn: r, replacementText: string) { return }
        registerUndo(replacing: r, with: string, actionName: actionName)
        apply(r, with: string)
        let end = r.lowerBound + string.count
        select(end..<end, caretAtStart: false)
        scrollCaretToVisible()
        (delegate as? TextViewDelegate)?.textViewDidChange(self)
    }

    /// Changes the storage: only the paragraphs the range touches are laid out again.
    func apply(_ range: Range<Int>, with string: String) {
        let (p0, i0) = location(of: range.lowerBound), (p1, i1) = location(of: range.upperBound)
        let head = String(Array(paragraphs[p0])[..<i0]), tail = String(Array(paragraphs[p1])[i1...])
        let inserted = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var replacement = inserted
        replacement[0] = head + replacement[0]
        replacement[replacement.count - 1] += tail
        if var attributed = attributedParagraphs {
            let first = attributed[p0], last = attributed[p1]
            let headPart = AttributedString(first[first.startIndex..<first.characters.index(first.startIndex, offsetBy: i0)])
            let tailPart = AttributedString(last[last.characters.index(last.startIndex, offsetBy: i1)..<last.endIndex])
            // Typed text takes the attributes of what comes before it (after it at a paragraph's
            // start), but never a link.
            var typing = (headPart.runs.last ?? tailPart.runs.first)?.attributes ?? AttributeContainer()
            typing.link = nil
            var parts = inserted.map { AttributedString($0, attributes: typing) }
            parts[0] = headPart + parts[0]
            parts[parts.count - 1] += tailPart
            attributed.replaceSubrange(p0...p1, with: parts)
            attributedParagraphs = attributed
        }
        if p0 == p1, replacement.count == 1 {
            // Typing within one paragraph: O(log n).
            paragraphs[p0] = replacement[0]
            index.setLength(replacement[0].count, at: p0)
            layouts[p0] = nil
            heights.setHeight(heights.heights[p0], at: p0, measured: false)
            // Only that paragraph is drawn again (the rest too if its height changes, when it is
            // laid out).
            invalidateParagraphs(p0...p0)
            updateContentSize()
            return
        } else {
            paragraphs.replaceSubrange(p0...p1, with: replacement)
            index.replace(p0..<(p1 + 1), with: replacement.map(\.count))
            var h = heights.heights, m = heights.measured
            h.replaceSubrange(p0...p1, with: Array(repeating: estimatedLineHeight, count: replacement.count))
            m.replaceSubrange(p0...p1, with: Array(repeating: false, count: replacement.count))
            heights = RowHeightIndex(heights: h, measured: m)
            layouts.removeAll()
        }
        contentGeometryChanged()
    }

    /// Replaces the selection (or the composition) with typed text.
    public func insertText(_ string: String) {
        guard isEditable, !string.isEmpty else { return }
        let range = markedTextRange ?? selection
        replace(range, with: string)
    }

    /// Deletes the selection, or the character before the caret.
    public func deleteBackward() {
        guard isEditable else { return }
        if !selection.isEmpty { return replace(selection, with: "") }
        let c = selection.lowerBound
        if c > 0 { replace((c - 1)..<c, with: "") }
    }

    /// Deletes the selection, or the character after the caret.
    public func deleteForward() {
        guard isEditable else { return }
        if !selection.isEmpty { return replace(selection, with: "") }
        let c = selection.lowerBound
        if c < count { replace(c..<(c + 1), with: "") }
    }

    /// Shows an input method's composition in place of the marked text or the selection.
    public func setMarkedText(_ text: String, selectedRange: Range<Int>) {
        guard isEditable else { return }
        let range = markedTextRange ?? selection
        apply(range, with: text)
        if text.isEmpty {
            markedTextRange = nil
            select(range.lowerBound..<range.lowerBound, caretAtStart: false)
        } else {
            markedTextRange = range.lowerBound..<(range.lowerBound + text.count)
            let caret = range.lowerBound + Swift.min(Swift.max(0, selectedRange.lowerBound), text.count)
            select(caret..<caret, caretAtStart: false)
        }
    }

    /// Keeps the composition as committed text.
    public func unmarkText() {
        guard markedTextRange != nil else { return }
        markedTextRange = nil
        canvas.setNeedsDisplay()
        (delegate as? TextViewDelegate)?.textViewDidChange(self)
    }

    /// The caret's rectangle in the view's coordinates, where the candidate window opens.
    public var inputCaretRect: Rect { caretRect(for: caretPosition) }

    /// Copies the selection to ``Pasteboard/general``.
    public func copy() {
        guard !selection.isEmpty else { return }
        Pasteboard.general.string = selectedText
    }

    /// Copies the selection and deletes it.
    public func cut() {
        guard isEditable, !selection.isEmpty else { return }
        copy()
        replace(selection, with: "", actionName: localized("Cut"))
    }

    /// Replaces the selection with the pasteboard's text.
    public func paste() {
        guard isEditable, let s = Pasteboard.general.string, !s.isEmpty else { return }
        replace(markedTextRange ?? selection, with: s, actionName: localized("Paste"))
    }

    /// Selects all the text.
    public func selectAll() { select(0..<count, caretAtStart: false) }

    func select(_ range: Range<Int>, caretAtStart atStart: Bool) {
        let r = clamped(range)
        let changed = r != selection || atStart != caretAtStart
        let old = selection
        selection = r
        caretAtStart = atStart && !r.isEmpty
        // The paragraphs the old and the new selection (or caret) touch are drawn again.
        invalidateParagraphs(index.paragraph(containing: Swift.min(old.lowerBound, r.lowerBound))...index.paragraph(
            containing: Swift.max(old.upperBound, r.upperBound)))
        guard changed else { return }
        if !r.isEmpty, isEditing || isFirstResponder, markedTextRange == nil {
            let s = selectedText
            if Pasteboard.primary.string != s { Pasteboard.primary.string = s }
        }
        (delegate as? TextViewDelegate)?.textViewDidChangeSelection(self)
    }

    /// Moves the selection's moving end to `position`, keeping the other end.
    public func extendSelection(to position: Int) {
        let anchor = caretAtStart ? selection.upperBound : selection.lowerBound
        let p = Swift.min(Swift.max(0, position), count)
        select(Swift.min(anchor, p)..<Swift.max(anchor, p), caretAtStart: p < anchor)
    }

    // MARK: Responder

    open override var canBecomeFirstResponder: Bool { (isEditable || isSelectable) && window != nil }

    /// Tab stops at a text view that can be edited or selected, however short its text; focus
    /// then makes it first responder.
    open override var canBecomeFocused: Bool {
        (isEditable || isSelectable) && isUserInteractionEnabled && !isHidden && alpha >= 0.01
    }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        if let d = delegate as? TextViewDelegate, isEditable, !d.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = isEditable
        canvas.setNeedsDisplay()
        if keyboardToken == nil {
            keyboardToken = Application.shared.addKeyboardObserver { [weak self] t in self?.keyboardMoved(t) }
        }
        if isEditing { (delegate as? TextViewDelegate)?.textViewDidBeginEditing(self) }
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if isEditing, let d = delegate as? TextViewDelegate, !d.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        let wasEditing = isEditing
        isEditing = false
        if let keyboardToken { Application.shared.removeKeyboardObserver(keyboardToken) }
        keyboardToken = nil
        if keyboardOverlap > 0 { setKeyboardOverlap(0) }
        markedTextRange = nil
        undoRun = nil
        undoManager?.removeAllActions(withTarget: self)
        canvas.setNeedsDisplay()
        if wasEditing { (delegate as? TextViewDelegate)?.textViewDidEndEditing(self) }
        return true
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isFirstResponder { resignFirstResponder() }
    }

    /// The I-beam over selectable text.
    open override func cursor(at location: Point) -> Cursor? {
        if !isEditable, link(at: location) != nil { return .pointingHand }
        return super.cursor(at: location) ?? (isSelectable ? .iBeam : nil)
    }

    /// A middle click pastes the primary selection where it clicks; a secondary click opens the
    /// edit menu.
    open override func pointerButtonPressed(_ buttons: Event.ButtonMask, at location: Point, with event: Event) -> Bool {
        if buttons.contains(.middle) {
            guard isEditable else { return false }
            if !isFirstResponder { becomeFirstResponder() }
            if let s = Pasteboard.primary.string, !s.isEmpty {
                let i = characterIndex(at: location)
                select(i..<i, caretAtStart: false)
                replace(i..<i, with: s, actionName: localized("Paste"))
            }
            return true
        }
        if buttons.contains(.secondary), !isFirstResponder { becomeFirstResponder() }
        return super.pointerButtonPressed(buttons, at: location, with: event)
    }

    // MARK: The on-screen keyboard

    /// Keeps the caret above the on-screen keyboard: the part of the view it covers becomes
    /// bottom content inset, as a UIKit app does by hand.
    private func keyboardMoved(_ t: KeyboardTransition) {
        guard let window, isFirstResponder else { return }
        switch t.kind {
        case .willShow, .didShow:
            // Keyboard frames are in the scene's coordinates.
            let top = t.frameEnd.minY - window.frame.minY
            let bottom = convert(bounds, to: window).maxY
            setKeyboardOverlap(Swift.max(0, bottom - top))
        case .willHide, .didHide:
            setKeyboardOverlap(0)
        }
    }

    private func setKeyboardOverlap(_ overlap: Double) {
        guard overlap != keyboardOverlap else { return }
        if keyboardOverlap == 0 { keyboardBaseInset = contentInset.bottom }
        keyboardOverlap = overlap
        var inset = contentInset
        inset.bottom = keyboardBaseInset + overlap
        contentInset = inset
        if overlap > 0 { scrollCaretToVisible() }
    }

    // MARK: Keys

    /// Editing and caret keys while the view is first responder; keys that type are taken (their
    /// text arrives as text input); others go up the responder chain.
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {
        guard isFirstResponder, let press = presses.first, handleKey(press.key) else {
            return super.pressesBegan(presses, with: event)
        }
    }

    open override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {
        guard isFirstResponder, let press = presses.first, takesKey(press.key) else {
            return super.pressesEnded(presses, with: event)
        }
    }

    private func takesKey(_ key: KeyboardKey) -> Bool {
        switch key.code {
        case .left, .right, .up, .down, .home, .end, .pageUp, .pageDown: return true
        case .return, .keypadEnter, .backspace, .delete: return isEditable
        case .escape: return escapeEndsEditing
        case .character(let c): return key.modifiers.isDisjoint(with: [.control, .command]) ? key.typesText
            : "acxvzy".contains(c)
        default: return key.typesText
        }
    }

    /// Handles one key; returns whether it was taken.
    @discardableResult
    public func handleKey(_ key: KeyboardKey) -> Bool {
        let m = key.modifiers
        let command = !m.isDisjoint(with: [.control, .command]), shift = m.contains(.shift)
        func move(to p: Int, keepGoal: Bool = false) {
            if !keepGoal { goalX = nil }
            if shift { extendSelection(to: p) } else { select(p..<p, caretAtStart: false) }
            scrollCaretToVisible()
        }
        let caret = caretPosition
        switch key.code {
        case .left:
            if !shift, !selection.isEmpty, !command { move(to: selection.lowerBound) } else {
                move(to: command ? wordStart(before: caret) : Swift.max(0, caret - 1))
            }
        case .right:
            if !shift, !selection.isEmpty, !command { move(to: selection.upperBound) } else {
                move(to: command ? wordEnd(after: caret) : Swift.min(count, caret + 1))
            }
        case .up: move(to: verticalTarget(from: caret, lines: -1), keepGoal: true)
        case .down: move(to: verticalTarget(from: caret, lines: 1), keepGoal: true)
        case .pageUp, .pageDown:
            let lines = Swift.max(1, Int((bounds.height - textContainerInset.top - textContainerInset.bottom) / estimatedLineHeight) - 1)
            move(to: verticalTarget(from: caret, lines: key.code == .pageUp ? -lines : lines), keepGoal: true)
        case .home: move(to: command ? 0 : lineBoundary(of: caret, end: false))
        case .end: move(to: command ? count : lineBoundary(of: caret, end: true))
        case .return, .keypadEnter:
            guard isEditable, !command else { return false }
            insertText("\n")
        case .backspace:
            guard isEditable else { return false }
            if command, selection.isEmpty { replace(wordStart(before: caret)..<caret, with: "") } else { deleteBackward() }
        case .delete:
            guard isEditable else { return false }
            deleteForward()
        case .escape:
            guard escapeEndsEditing else { return false }
            resignFirstResponder()
        case .character(let c) where command:
            switch c {
            case "a": selectAll()
            case "c": copy()
            case "x": cut()
            case "v": paste()
            case "z": if shift { undoManager?.redo() } else { undoManager?.undo() }
            case "y": undoManager?.redo()
            default: return false
            }
        default:
            return key.typesText
        }
        return true
    }

    /// The start of the word before `position`, across paragraphs.
    public func wordStart(before position: Int) -> Int {
        let (p, i) = location(of: position)
        if i == 0 { return Swift.max(0, position - 1) }
        var model = TextEditingModel()
        model.setText(paragraphs[p])
        return index.start(of: p) + model.wordStart(before: i)
    }

    /// The end of the word after `position`, across paragraphs.
    public func wordEnd(after position: Int) -> Int {
        let (p, i) = location(of: position)
        if i == index.lengths[p] { return Swift.min(count, position + 1) }
        var model = TextEditingModel()
        model.setText(paragraphs[p])
        return index.start(of: p) + model.wordEnd(after: i)
    }

    // MARK: Geometry

    /// The line height paragraphs are estimated at until they are laid out.
    var estimatedLineHeight: Double {
        TextLayout(AttributedString("X"), font: font).size.height
    }

    private var wrapWidth: Double {
        Swift.max(1, bounds.width - textContainerInset.left - textContainerInset.right)
    }

    /// The layout of paragraph `p`, made and measured on first use.
    func layout(_ p: Int) -> TextLayout {
        if layoutWidth != wrapWidth {
            layoutWidth = wrapWidth
            layouts.removeAll()
        }
        // Natural alignment follows the interface, as in UIKit: right in a right-to-left one.
        // Caret, hit testing and selection all come from these layouts, so they follow.
        let rightToLeft = isRightToLeft
        if let l = layouts[p], (l.alignment == .right) == rightToLeft { return l }
        let l = TextLayout(attributedParagraphs?[p] ?? AttributedString(paragraphs[p]), width: wrapWidth,
                           alignment: rightToLeft ? .right : .natural, lineBreakMode: .wordWrap, font: font,
                           color: textColor)
        if layouts.count > 512 { layouts.removeAll() }
        layouts[p] = l
        let h = Swift.max(l.size.height, estimatedLineHeight)
        if heights.heights[p] != h {
            // What follows moved: all of it is drawn again.
            heights.setHeight(h, at: p)
            updateContentSize()
            canvas.setNeedsDisplay()
        } else if !heights.measured[p] {
            heights.setHeight(h, at: p)
        }
        return l
    }

    /// Marks paragraphs `range` for drawing again, where they show.
    func invalidateParagraphs(_ range: ClosedRange<Int>) {
        guard canvas.bounds.height > 0 else { return }
        let lo = Swift.max(0, range.lowerBound), hi = Swift.min(paragraphs.count - 1, range.upperBound)
        guard lo <= hi else { return }
        // A little above and below for the caret and the selection's edges.
        let y0 = top(of: lo) - canvas.frame.minY - 2, y1 = top(of: hi + 1) - canvas.frame.minY + 2
        let visible = Rect(x: 0, y: Swift.max(0, y0), width: canvas.bounds.width,
                           height: Swift.min(canvas.bounds.height, y1) - Swift.max(0, y0))
        guard visible.height > 0 else { return }
        canvas.layer.setNeedsDisplay(in: visible)
    }

    /// The top of paragraph `p` in content coordinates.
    func top(of p: Int) -> Double { textContainerInset.top + heights.prefix(p) }

    /// The character boundary nearest to `point` (the view's content coordinates).
    public func characterIndex(at point: Point) -> Int {
        let y = point.y - textContainerInset.top
        guard y >= 0 else { return 0 }
        if y >= heights.total { return count }
        let p = heights.index(containing: y)
        let l = layout(p)
        let i = l.characterIndex(at: Point(x: point.x - textContainerInset.left, y: point.y - top(of: p)))
        return index.start(of: p) + i
    }

    /// The caret at boundary `position`, in the view's content coordinates.
    public func caretRect(for position: Int) -> Rect {
        let (p, i) = location(of: position)
        let r = layout(p).caretRect(at: i)
        return Rect(x: r.minX + textContainerInset.left, y: r.minY + top(of: p), width: 2, height: r.height)
    }

    /// The position `lines` lines above (negative) or below the caret, keeping the caret's
    /// horizontal place through shorter lines.
    private func verticalTarget(from position: Int, lines: Int) -> Int {
        let r = caretRect(for: position)
        let x = goalX ?? r.midX
        goalX = x
        var y = r.midY
        for _ in 0..<Swift.abs(lines) {
            let line = caretRect(for: characterIndex(at: Point(x: x, y: y)))
            y = lines < 0 ? line.minY - 1 : line.maxY + 1
            if y < textContainerInset.top { return 0 }
            if y > textContainerInset.top + heights.total { return count }
        }
        return characterIndex(at: Point(x: x, y: y))
    }

    /// The start or end of the display line holding `position`.
    private func lineBoundary(of position: Int, end: Bool) -> Int {
        let r = caretRect(for: position)
        return characterIndex(at: Point(x: end ? bounds.width + 1e4 : -1e4, y: r.midY))
    }

    /// Scrolls so that `range`'s end is visible.
    public func scrollRangeToVisible(_ range: Range<Int>) {
        let r = caretRect(for: clamped(range).upperBound)
        scrollRectToVisible(r.insetBy(dx: 0, dy: -textContainerInset.bottom), animated: false)
    }

    /// Scrolls the caret into the part of the view the on-screen keyboard leaves visible.
    private func scrollCaretToVisible() {
        guard window != nil, bounds.height > 0 else { return }
        let r = caretRect(for: caretPosition)
        let visible = Swift.max(1, bounds.height - keyboardOverlap)
        var y = contentOffset.y
        if r.maxY + textContainerInset.bottom > y + visible { y = r.maxY + textContainerInset.bottom - visible }
        if r.minY - textContainerInset.top < y { y = r.minY - textContainerInset.top }
        y = Swift.min(Swift.max(y, minimumContentOffset.y), maximumContentOffset.y)
        if y != contentOffset.y { contentOffset = Point(x: contentOffset.x, y: y) }
    }

    private func invalidateLayouts() {
        layouts.removeAll()
        heights = RowHeightIndex(heights: Array(repeating: estimatedLineHeight, count: paragraphs.count),
                                 measured: Array(repeating: false, count: paragraphs.count))
        contentGeometryChanged()
    }

    private func contentGeometryChanged() {
        updateContentSize()
        canvas.setNeedsDisplay()
        setNeedsLayout()
    }

    private func updateContentSize() {
        let size = Size(width: bounds.width, height: heights.total + textContainerInset.top + textContainerInset.bottom)
        if contentSize != size { contentSize = size }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if layoutWidth != wrapWidth {
            // A new width wraps every paragraph anew; only the visible ones are laid out again.
            layoutWidth = wrapWidth
            layouts.removeAll()
            heights = RowHeightIndex(heights: Array(repeating: estimatedLineHeight, count: paragraphs.count),
                                     measured: Array(repeating: false, count: paragraphs.count))
            canvas.setNeedsDisplay()
        }
        // The drawing surface covers only what shows, following the scrolling.
        let visible = Rect(origin: contentOffset, size: bounds.size)
        if canvas.frame != visible {
            canvas.frame = visible
            canvas.setNeedsDisplay()
        }
        updateContentSize()
    }

    // MARK: Pointer selection

    func pointerBegan(_ touch: Touch) {
        pressedLink = nil
        if !isEditable, touch.tapCount == 1, let link = link(at: touch.location(in: self)) {
            // A press on a link in read-only text follows it when it lifts there, as a browser.
            pressedLink = link
            return
        }
        guard isSelectable else { return }
        if !isFirstResponder { becomeFirstResponder() }
        let p = touch.location(in: self)
        let i = characterIndex(at: p)
        goalX = nil
        switch touch.tapCount {
        case 2:
            var model = TextEditingModel()
            let (para, local) = location(of: i)
            model.setText(paragraphs[para])
            let start = index.start(of: para)
            let word = model.wordRange(at: local).map { (start + $0.lowerBound)..<(start + $0.upperBound) } ?? i..<i
            select(word, caretAtStart: false)
        case 3...:
            let para = location(of: i).paragraph
            let start = index.start(of: para)
            select(start..<(start + index.lengths[para]), caretAtStart: false)
        default:
            if Application.shared.modifierFlags.contains(.shift) {
                extendSelection(to: i)
                dragAnchor = (caretAtStart ? selection.upperBound : selection.lowerBound)..<(caretAtStart ? selection.upperBound : selection.lowerBound)
                return
            }
            select(i..<i, caretAtStart: false)
        }
        dragAnchor = selection
    }

    func pointerMoved(_ touch: Touch) {
        guard dragAnchor != nil else { return }
        let p = touch.location(in: self)
        dragPoint = Point(x: p.x - contentOffset.x, y: p.y - contentOffset.y)
        dragByWords = touch.tapCount == 2
        extendDrag()
        // Held past the top or bottom edge, the text keeps scrolling a line every
        // ``autoscrollInterval``, as editors autoscroll; it stops when the pointer comes back.
        let outside = (dragPoint?.y ?? 0) < 0 || (dragPoint?.y ?? 0) > bounds.height
        if outside, autoscrollTimer == nil {
            autoscrollTimer = eventLoop.scheduleTimer(interval: TextView.autoscrollInterval, repeats: true) { [weak self] timer in
                MainActor.assumeIsolated {
                    guard let self, self.dragAnchor != nil, self.autoscrollTimer != nil else { return timer.invalidate() }
                    self.extendDrag()
                }
            }
        } else if !outside {
            stopAutoscroll()
        }
    }

    /// How often a drag held past an edge scrolls a line, in seconds.
    public static let autoscrollInterval = 0.05

    private func stopAutoscroll() {
        autoscrollTimer?.invalidate()
        autoscrollTimer = nil
    }

    /// Extends the drag's selection to ``dragPoint``, scrolling a line toward it when it is past
    /// the top or bottom edge.
    private func extendDrag() {
        guard let anchor = dragAnchor, let dragPoint else { return }
        var p = Point(x: dragPoint.x + contentOffset.x, y: dragPoint.y + contentOffset.y)
        if dragPoint.y < 0 {
            contentOffset = Point(x: contentOffset.x, y: Swift.max(minimumContentOffset.y, contentOffset.y - estimatedLineHeight))
            p.y = contentOffset.y
        } else if dragPoint.y > bounds.height {
            contentOffset = Point(x: contentOffset.x, y: Swift.min(maximumContentOffset.y, contentOffset.y + estimatedLineHeight))
            p.y = contentOffset.y + bounds.height
        }
        var i = characterIndex(at: p)
        if dragByWords, !anchor.isEmpty {
            // After a double click the selection grows by whole words.
            if i < anchor.lowerBound { i = wordStart(before: Swift.min(count, i + 1)) }
            if i > anchor.upperBound { i = wordEnd(after: Swift.max(0, i - 1)) }
        }
        if i < anchor.lowerBound {
            select(i..<anchor.upperBound, caretAtStart: true)
        } else {
            select(anchor.lowerBound..<Swift.max(i, anchor.upperBound), caretAtStart: false)
        }
    }

    func pointerEnded(_ touch: Touch?) {
        dragAnchor = nil
        dragPoint = nil
        stopAutoscroll()
        guard let pressed = pressedLink else { return }
        pressedLink = nil
        guard let touch, let link = link(at: touch.location(in: self)), link.url == pressed.url else { return }
        let delegate = delegate as? TextViewDelegate
        if delegate?.textView(self, shouldInteractWith: link.url, in: link.range) ?? true {
            Application.shared.open(link.url)
        }
    }

    // MARK: Accessibility

    /// In read-only text, its links (see ``readOnlyLinks()``); editable text has none, as a
    /// click there places the caret.
    open override var accessibilityLinks: [AccessibilityLink] { isEditable ? [] : readOnlyLinks() }

    /// The text, for assistive technologies.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? text }
        set { super.accessibilityValue = newValue }
    }
}

/// What draws a text view's visible paragraphs: a view the size of the text view's bounds that
/// follows its scrolling, so a long text never needs a layer as tall as itself.
@MainActor
final class TextViewCanvas: View {
    weak var textView: TextView?

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if let t = touches.first { textView?.pointerBegan(t) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if let t = touches.first { textView?.pointerMoved(t) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { textView?.pointerEnded(touches.first) }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { textView?.pointerEnded(nil) }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        guard let tv = textView else { return }
        let origin = frame.origin
        let inset = tv.textContainerInset
        let visibleTop = origin.y - inset.top
        guard tv.heights.count > 0 else { return }
        // Only the paragraphs where the canvas is clipped to (a partial redraw) are drawn.
        let clip = canvas.clipBounds
        var p = Swift.max(0, tv.heights.index(containing: Swift.max(0, visibleTop + Swift.max(0, clip.minY))))
        let selection = tv.selectedRange
        let tint = TextInputTheme.tint
        while p < tv.paragraphs.count {
            let layout = tv.layout(p)
            let y = tv.top(of: p) - origin.y
            if y > Swift.min(bounds.height, clip.maxY) { break }
            let start = tv.index.start(of: p), length = tv.index.lengths[p]
            let at = Point(x: inset.left - origin.x, y: y)
            let lo = Swift.max(selection.lowerBound, start), hi = Swift.min(selection.upperBound, start + length + 1)
            if !selection.isEmpty, lo < hi {
                let chars = Swift.min(length, lo - start)..<Swift.max(Swift.min(length, lo - start), Swift.min(length, hi - start))
                for r in layout.rects(for: chars) {
                    canvas.fill(r.offsetBy(dx: at.x, dy: at.y), with: tint.withAlpha(tv.isFirstResponder ? 0.25 : 0.12))
                }
                // A selected line break shows as a sliver at the end of its line.
                if selection.upperBound > start + length, selection.lowerBound <= start + length, p < tv.paragraphs.count - 1 {
                    let end = layout.caretRect(at: length)
                    canvas.fill(Rect(x: end.minX + at.x, y: end.minY + at.y, width: 6, height: end.height),
                                with: tint.withAlpha(tv.isFirstResponder ? 0.25 : 0.12))
                }
            }
            layout.draw(in: canvas, at: at)
            if let marked = tv.markedTextRange, marked.lowerBound <= start + length, marked.upperBound >= start {
                let from = Swift.min(length, Swift.max(0, marked.lowerBound - start))
                let chars = from..<Swift.max(from, Swift.min(length, marked.upperBound - start))
                for r in layout.rects(for: chars) {
                    canvas.fill(Rect(x: r.minX + at.x, y: r.maxY + at.y - 1.5, width: r.width, height: 1.5), with: tv.textColor)
                }
            }
            p += 1
        }
        if tv.isEditing, selection.isEmpty {
            let c = tv.caretRect(for: tv.caretPosition)
            canvas.fill(Rect(x: c.minX - origin.x - 1, y: c.minY - origin.y, width: 2, height: c.height), with: tint)
        }
    }
}
