/// One undoable edit of a text field: at `location`, `removed` became `inserted`. Typing and
/// deleting grow the record of the run they continue, so a word typed (or erased) key by key
/// is undone at once, as desktop editors do.
@MainActor
final class TextEditUndoRecord {
    /// What the edit was, which decides what may extend it.
    enum Kind {
        /// One character typed at the caret.
        case typing
        /// Backspace at the caret.
        case deletingBackward
        /// Delete at the caret.
        case deletingForward
        /// Anything else (a paste, a cut, a selection replaced): never extended.
        case other
    }

    let kind: Kind
    /// Where the edit starts in the text as it is after the edit.
    var location: Int
    var removed: String
    var inserted: String
    /// The selection before the edit, which undoing restores.
    let selectionBefore: Range<Int>
    /// The selection right after the last key of the run: an edit continues the run only from
    /// there (a caret moved by the user starts a new one).
    var selectionAfter: Range<Int>

    init(kind: Kind, location: Int, removed: String, inserted: String, selectionBefore: Range<Int>,
         selectionAfter: Range<Int>) {
        self.kind = kind
        self.location = location
        self.removed = removed
        self.inserted = inserted
        self.selectionBefore = selectionBefore
        self.selectionAfter = selectionAfter
    }

    /// The record for an edit replacing `range` (whose text is `removed`) with `string` while
    /// `selection` is selected: `run` grown when the edit continues it (nil returned: nothing to
    /// register), else a new record to register. `actionName` marks edits that never coalesce
    /// (a paste, a cut).
    static func record(replacing range: Range<Int>, removed: String, with string: String, selection: Range<Int>,
                       actionName: String?, continuing run: TextEditUndoRecord?) -> TextEditUndoRecord? {
        let kind: Kind
        if actionName != nil {
            kind = .other
        } else if range.isEmpty, string.count == 1, selection.isEmpty, string != "\n" {
            kind = .typing
        } else if string.isEmpty, range.count == 1, selection.isEmpty, range.upperBound == selection.lowerBound {
            kind = .deletingBackward
        } else if string.isEmpty, range.count == 1, selection.isEmpty, range.lowerBound == selection.lowerBound {
            kind = .deletingForward
        } else {
            kind = .other
        }
        if let run, run.extend(kind: kind, range: range, removed: removed, string: string, selection: selection) { return nil }
        let end = range.lowerBound + string.count
        return TextEditUndoRecord(kind: kind, location: range.lowerBound, removed: removed, inserted: string,
                                  selectionBefore: selection, selectionAfter: end..<end)
    }

    /// The name of the step a record stands for, for the undo menu.
    var actionName: String { localized(kind == .typing ? "Typing" : "Delete") }

    /// The record that undoes this one once it was reverted: redo, or undo after a redo.
    var inverse: TextEditUndoRecord {
        let end = location + removed.count
        return TextEditUndoRecord(kind: .other, location: location, removed: inserted, inserted: removed,
                                  selectionBefore: selectionAfter, selectionAfter: end..<end)
    }

    /// Grows this record by an edit of `kind` replacing `range` (in the current text) with
    /// `string`, when the edit continues the run; returns whether it did.
    func extend(kind: Kind, range: Range<Int>, removed removedNow: String, string: String, selection: Range<Int>) -> Bool {
        guard kind == self.kind, kind != .other, selection == selectionAfter else { return false }
        switch kind {
        case .typing:
            // A word ends a run: the first space after letters starts the next step.
            guard range.isEmpty, range.lowerBound == location + inserted.count else { return false }
            if let last = inserted.last, !last.isWhitespace, string.allSatisfy(\.isWhitespace) { return false }
            inserted += string
            selectionAfter = range.lowerBound + string.count..<range.lowerBound + string.count
        case .deletingBackward:
            guard inserted.isEmpty, range.upperBound == location else { return false }
            removed = removedNow + removed
            location = range.lowerBound
            selectionAfter = location..<location
        case .deletingForward:
            guard inserted.isEmpty, range.lowerBound == location else { return false }
            removed += removedNow
            selectionAfter = location..<location
        case .other:
            return false
        }
        return true
    }
}
