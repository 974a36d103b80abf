/// The state of a text being edited, as a value: the text, the selection (an empty one is the
/// caret) with the end that moves, and an input method's composition. Its operations are the
/// edits and selection moves a text field makes, with no view, drawing, timer or pasteboard, so
/// they can be tested alone and built on (undo records models; a multi-line text view shares
/// the same rules).
///
/// Positions count `Character`s (grapheme clusters). Every operation clamps what it is given to
/// the text, so no input can leave the model in an impossible state.
public struct TextEditingModel: Hashable, Sendable {
    /// The text.
    public private(set) var text: String
    /// The selected characters; an empty range is the caret.
    public private(set) var selection: Range<Int>
    /// The composing text of an input method, if any.
    public private(set) var markedRange: Range<Int>?
    /// True when the selection was extended leftwards past its anchor: the caret is its start.
    public private(set) var caretIsAtStart = false

    /// A model holding `text` with the caret at its end.
    public init(text: String = "") {
        self.text = text
        let n = text.count
        selection = n..<n
    }

    /// The number of characters.
    public var count: Int { text.count }

    /// The caret position: the selection's moving end (its end, unless it was extended
    /// leftwards past where it started).
    public var caretPosition: Int { caretIsAtStart ? selection.lowerBound : selection.upperBound }

    /// The selection's fixed end, which Shift-arrows extend from.
    public var anchor: Int { caretIsAtStart ? selection.upperBound : selection.lowerBound }

    /// The selected text.
    public var selectedText: String {
        let chars = Array(text)
        return String(chars[Swift.min(selection.lowerBound, chars.count)..<Swift.min(selection.upperBound, chars.count)])
    }

    /// `range` clamped to the text.
    public func clamped(_ range: Range<Int>) -> Range<Int> {
        let lower = Swift.min(Swift.max(0, range.lowerBound), count)
        return lower..<Swift.min(Swift.max(lower, range.upperBound), count)
    }

    // MARK: Editing

    /// Replaces the whole text, putting the caret at its end and ending any composition.
    public mutating func setText(_ newText: String) {
        text = newText
        markedRange = nil
        select(count..<count)
    }

    /// Replaces `range` (clamped to the text) with `string` and puts the caret after it; any
    /// composition ends.
    public mutating func replace(_ range: Range<Int>, with string: String) {
        markedRange = nil
        let chars = Array(text)
        let range = clamped(range)
        let before = String(chars[..<range.lowerBound]) + string
        text = before + String(chars[range.upperBound...])
        // Counted on the joined text: an inserted combining mark merges with its neighbour.
        let caret = Swift.min(before.count, count)
        select(caret..<caret)
    }

    /// Shows an input method's composition in place of the current marked text (or of the
    /// selection when there is none), with the caret at `selectedRange` within it. An empty
    /// `composition` removes it.
    public mutating func setMarkedText(_ composition: String, selectedRange: Range<Int>) {
        let range = clamped(markedRange ?? selection)
        let chars = Array(text)
        let before = String(chars[..<range.lowerBound])
        text = before + composition + String(chars[range.upperBound...])
        let start = before.count
        // Counted on the joined text, as combining marks can merge with a neighbour.
        let end = Swift.max(start, count - (chars.count - range.upperBound))
        markedRange = composition.isEmpty ? nil : start..<end
        let lo = Swift.min(end, start + Swift.max(0, selectedRange.lowerBound))
        let hi = Swift.min(end, Swift.max(lo, start + selectedRange.upperBound))
        select(lo..<hi)
    }

    /// Keeps the marked text as committed text.
    public mutating func unmarkText() {
        markedRange = nil
    }

    /// What replacing the marked text, or the selection, with committed text replaces.
    public var rangeForCommit: Range<Int> { clamped(markedRange ?? selection) }

    /// What Backspace deletes: the selection, or the character before the caret; nil when there
    /// is nothing to delete.
    public var rangeForDeleteBackward: Range<Int>? {
        if !selection.isEmpty { return selection }
        return selection.lowerBound > 0 ? (selection.lowerBound - 1)..<selection.lowerBound : nil
    }

    /// What Delete deletes: the selection, or the character after the caret; nil when there is
    /// nothing to delete.
    public var rangeForDeleteForward: Range<Int>? {
        if !selection.isEmpty { return selection }
        return selection.upperBound < count ? selection.upperBound..<(selection.upperBound + 1) : nil
    }

    // MARK: Selection

    /// Selects `range`, clamped to the text; its end is the caret.
    public mutating func select(_ range: Range<Int>) {
        selection = clamped(range)
        caretIsAtStart = false
    }

    /// Where an arrow key moving by `offset` characters puts the caret: with a selection, its
    /// start (moving left) or end (moving right); otherwise `offset` from the caret, clamped.
    public func caretTarget(movingBy offset: Int) -> Int {
        if !selection.isEmpty { return offset < 0 ? selection.lowerBound : selection.upperBound }
        return Swift.min(Swift.max(0, selection.lowerBound + offset), count)
    }

    /// Moves the selection's moving end to `position` (clamped), keeping the anchor: what
    /// Shift with an arrow key does.
    public mutating func extendSelection(to position: Int) {
        let a = anchor
        let p = Swift.min(Swift.max(0, position), count)
        selection = Swift.min(a, p)..<Swift.max(a, p)
        caretIsAtStart = p < a
    }

    /// The start of the word before `position`: back over spaces and punctuation, then over
    /// letters and digits.
    public func wordStart(before position: Int) -> Int {
        let chars = Array(text)
        var i = Swift.min(Swift.max(0, position), chars.count)
        while i > 0 && !Self.isWordCharacter(chars[i - 1]) { i -= 1 }
        while i > 0 && Self.isWordCharacter(chars[i - 1]) { i -= 1 }
        return i
    }

    /// The end of the word after `position`: over spaces and punctuation, then over letters
    /// and digits.
    public func wordEnd(after position: Int) -> Int {
        let chars = Array(text)
        var i = Swift.min(Swift.max(0, position), chars.count)
        while i < chars.count && !Self.isWordCharacter(chars[i]) { i += 1 }
        while i < chars.count && Self.isWordCharacter(chars[i]) { i += 1 }
        return i
    }

    /// The word at `position` (what a double tap selects); between words, the spaces or
    /// punctuation there. Nil for an empty text.
    public func wordRange(at position: Int) -> Range<Int>? {
        let chars = Array(text)
        guard !chars.isEmpty else { return nil }
        let p = Swift.min(Swift.max(0, position), chars.count)
        // The character the position touches: the one after it, or before it at the end.
        let probe = p < chars.count ? p : p - 1
        let inWord = Self.isWordCharacter(chars[probe])
        var lo = probe, hi = probe + 1
        while lo > 0 && Self.isWordCharacter(chars[lo - 1]) == inWord { lo -= 1 }
        while hi < chars.count && Self.isWordCharacter(chars[hi]) == inWord { hi += 1 }
        return lo..<hi
    }

    /// Letters, digits and the underscore make words.
    public static func isWordCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_"
    }
}
