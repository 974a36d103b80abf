import RKGeometry

/// Undo and redo of a text view's edits, and its right-click menu.
extension TextView {
    /// Records the edit about to replace `range` with `string` (see ``TextEditUndoRecord``).
    func registerUndo(replacing range: Range<Int>, with string: String, actionName: String?) {
        guard let undoManager, undoManager.isUndoRegistrationEnabled, !undoManager.isUndoing, !undoManager.isRedoing
        else { return }
        guard let record = TextEditUndoRecord.record(replacing: range, removed: substring(range), with: string,
                                                     selection: selection, actionName: actionName, continuing: undoRun)
        else { return }
        undoRun = record.kind == .other ? nil : record
        undoManager.registerUndo(withTarget: self) { $0.revert(record) }
        undoManager.setActionName(actionName ?? record.actionName)
    }

    private func revert(_ record: TextEditUndoRecord) {
        undoRun = nil
        apply(clamped(record.location..<(record.location + record.inserted.count)), with: record.removed)
        select(clamped(record.selectionBefore), caretAtStart: false)
        let inverse = record.inverse
        undoManager?.registerUndo(withTarget: self) { $0.revert(inverse) }
        scrollRangeToVisible(selectedRange)
        (delegate as? TextViewDelegate)?.textViewDidChange(self)
    }

    /// The commands of the right-click menu, enabled as they apply now: Undo, Redo; Cut, Copy,
    /// Paste, Delete; Select All.
    public func editMenu() -> Menu {
        let hasSelection = !selectedRange.isEmpty
        func enabled(_ on: Bool) -> MenuElement.Attributes { on ? [] : .disabled }
        let undo = undoManager
        return Menu(children: [
            Menu(options: .displayInline, children: [
                Action(title: localized("Undo"), identifier: "undo", attributes: enabled(isEditable && undo?.canUndo == true)) { _ in undo?.undo() },
                Action(title: localized("Redo"), identifier: "redo", attributes: enabled(isEditable && undo?.canRedo == true)) { _ in undo?.redo() },
            ]),
            Menu(options: .displayInline, children: [
                Action(title: localized("Cut"), identifier: "cut", attributes: enabled(isEditable && hasSelection)) { [weak self] _ in self?.cut() },
                Action(title: localized("Copy"), identifier: "copy", attributes: enabled(hasSelection)) { [weak self] _ in self?.copy() },
                Action(title: localized("Paste"), identifier: "paste", attributes: enabled(isEditable && Pasteboard.general.hasStrings)) {
                    [weak self] _ in self?.paste()
                },
                Action(title: localized("Delete"), identifier: "delete", attributes: enabled(isEditable && hasSelection)) { [weak self] _ in
                    guard let self else { return }
                    self.replace(self.selectedRange, with: "", actionName: localized("Delete"))
                },
            ]),
            Menu(options: .displayInline, children: [
                Action(title: localized("Select All"), identifier: "selectAll", attributes: enabled(hasText)) { [weak self] _ in
                    self?.selectAll()
                },
            ]),
        ])
    }
}

/// Makes a text view's right-click menu; kept on the view.
@MainActor
final class TextViewEditMenu: ContextMenuInteractionDelegate {
    weak var textView: TextView?
    init(textView: TextView) { self.textView = textView }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
        guard let textView, textView.isSelectable, textView.isFirstResponder else { return nil }
        return ContextMenuConfiguration { [weak textView] _ in textView?.editMenu() }
    }
}
