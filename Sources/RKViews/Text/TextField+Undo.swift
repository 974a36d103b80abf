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
        let removed = String(Array(editing.text)[range])
        guard let record = TextEditUndoRecord.record(replacing: range, removed: removed, with: string,
                                                     selection: editing.selection, actionName: actionName,
                                                     continuing: undoRun)
        else { return }
        undoRun = record.kind == .other ? nil : record
        undoManager.registerUndo(withTarget: self) { $0.revert(record) }
        undoManager.setActionName(actionName ?? record.actionName)
    }

    /// Puts back what `record` replaced and registers the opposite edit, for redo (or undo
    /// again after a redo).
    private func revert(_ record: TextEditUndoRecord) {
        undoRun = nil
        editing.unmarkText()
        let range = editing.clamped(record.location..<record.location + record.inserted.count)
        editing.replace(range, with: record.removed)
        editing.select(editing.clamped(record.selectionBefore))
        let inverse = record.inverse
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
