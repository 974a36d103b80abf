/// Undo and redo of a text field's edits through its window's ``UndoManager``.
extension TextField {
    /// Records the edit about to replace `range` with `string`, extending the run of typing or
    /// deleting it continues, or registering a new step with the undo manager.
    func registerUndo(replacing range: Range<Int>, with string: String, actionName: String?) {
        // Secure entry keeps no history, as GTK's password entries: undo would show what was
        // typed.
        guard !isSecureTextEntry, let undoManager, undoManager.isUndoRegistrationEnabled,
              !undoManager.isUndoing, !undoManager.isRedoing
        else { return }
        let chars = Array(editing.text)
        let removed = String(chars[range])
        let selection = editing.selection
        let kind: TextEditUndoRecord.Kind
        if actionName != nil {
            kind = .other
        } else if range.isEmpty, string.count == 1, selection.isEmpty {
            kind = .typing
        } else if string.isEmpty, range.count == 1, selection.isEmpty, range.upperBound == selection.lowerBound {
            kind = .deletingBackward
        } else if string.isEmpty, range.count == 1, selection.isEmpty, range.lowerBound == selection.lowerBound {
            kind = .deletingForward
        } else {
            kind = .other
        }
        if let run = undoRun, run.extend(kind: kind, range: range, removed: removed, string: string, selection: selection) {
            return
        }
        let end = range.lowerBound + string.count
        let record = TextEditUndoRecord(kind: kind, location: range.lowerBound, removed: removed, inserted: string,
                                        selectionBefore: selection, selectionAfter: end..<end)
        undoRun = kind == .other ? nil : record
        undoManager.registerUndo(withTarget: self) { $0.revert(record) }
        undoManager.setActionName(actionName ?? (kind == .typing ? "Typing" : "Delete"))
    }

    /// Puts back what `record` replaced and registers the opposite edit, for redo (or undo
    /// again after a redo).
    private func revert(_ record: TextEditUndoRecord) {
        undoRun = nil
        editing.unmarkText()
        let range = editing.clamped(record.location..<record.location + record.inserted.count)
        editing.replace(range, with: record.removed)
        editing.select(editing.clamped(record.selectionBefore))
        let end = record.location + record.removed.count
        let inverse = TextEditUndoRecord(kind: .other, location: record.location, removed: record.inserted,
                                         inserted: record.removed, selectionBefore: record.selectionAfter,
                                         selectionAfter: end..<end)
        // Registered while the manager undoes (or redoes), this becomes the redo (or the undo).
        undoManager?.registerUndo(withTarget: self) { $0.revert(inverse) }
        textDidChange()
        sendActions(for: .editingChanged)
    }

    /// Drops this field's steps from the undo history (its text was set, or editing ended).
    func forgetUndoHistory() {
        undoRun = nil
        undoManager?.removeAllActions(withTarget: self)
    }
}
