import RKGeometry

/// A text field as desktop users expect it: selecting with a drag, Shift-click, the primary
/// selection with middle-click paste, and a right-click menu of edit commands.
extension TextField {
    // MARK: Selecting with the pointer

    func beginDragSelection(_ touch: Touch) {
        dragAnchor = nil
        guard isEditing else { return }
        let i = characterIndex(nearestTo: touch.location(in: self).x)
        switch touch.tapCount {
        case 2:
            selectWord(at: i)
            dragAnchor = selectedRange
        case 3...:
            selectAll()
            dragAnchor = selectedRange
        default:
            if Application.shared.modifierFlags.contains(.shift) {
                extendSelection(to: i)
                dragAnchor = editing.anchor..<editing.anchor
            } else {
                selectedRange = i..<i
                dragAnchor = i..<i
            }
        }
    }

    func continueDragSelection(_ touch: Touch) {
        guard dragAnchor != nil, isEditing else { return }
        guard touch.tapCount < 3 else { return }
        let x = touch.location(in: self).x
        dragX = x
        dragByWords = touch.tapCount == 2
        extendDragSelection()
        // Held past an edge, the selection keeps going a character every
        // ``TextView/autoscrollInterval``, scrolling the text, until the pointer comes back.
        let outside = x < textRect.minX || x > textRect.maxX
        if outside, dragAutoscrollTimer == nil {
            dragAutoscrollTimer = eventLoop.scheduleTimer(interval: TextView.autoscrollInterval, repeats: true) {
                [weak self] timer in
                MainActor.assumeIsolated {
                    guard let self, self.dragAnchor != nil, self.dragAutoscrollTimer != nil else { return timer.invalidate() }
                    self.extendDragSelection()
                }
            }
        } else if !outside {
            stopDragAutoscroll()
        }
    }

    func stopDragAutoscroll() {
        dragAutoscrollTimer?.invalidate()
        dragAutoscrollTimer = nil
    }

    /// Extends a drag selection to ``dragX``; past an edge, one character further than the
    /// selection reaches now, which scrolls a long text into view.
    private func extendDragSelection() {
        guard let anchor = dragAnchor, let x = dragX, isEditing else { return }
        var i = characterIndex(nearestTo: x)
        if x < textRect.minX { i = Swift.max(0, Swift.min(i, caretPosition) - 1) }
        if x > textRect.maxX { i = Swift.min(count, Swift.max(i, caretPosition) + 1) }
        var start = Swift.min(anchor.lowerBound, i), end = Swift.max(anchor.upperBound, i)
        if dragByWords, anchor.count > 0 {
            // By words after a double click.
            if i < anchor.lowerBound { start = wordStart(before: Swift.min(count, i + 1)) }
            if i > anchor.upperBound { end = wordEnd(after: Swift.max(0, i - 1)) }
        }
        // The moving end follows the pointer: the caret sits at the start when it is left of
        // the anchor.
        let movingEnd = i < anchor.lowerBound ? start : end
        let fixedEnd = i < anchor.lowerBound ? anchor.upperBound : anchor.lowerBound
        editing.select(fixedEnd..<fixedEnd)
        editing.extendSelection(to: movingEnd)
        restartBlinking()
        setNeedsDisplay()
    }

    /// Ends a drag selection; returns whether the drag selected something (the click then does
    /// not move the caret).
    func endDragSelection() -> Bool {
        stopDragAutoscroll()
        dragX = nil
        defer { dragAnchor = nil }
        guard let anchor = dragAnchor else { return false }
        return selectedRange != anchor || Application.shared.modifierFlags.contains(.shift) && anchor.isEmpty
            && !selectedRange.isEmpty
    }

    // MARK: The primary selection

    /// Puts selected text on the primary selection, as X11 and Wayland apps do.
    func selectionDidChange() {
        guard isEditing, !isSecureTextEntry, !editing.selection.isEmpty, editing.markedRange == nil else { return }
        let text = editing.selectedText
        if Pasteboard.primary.string != text { Pasteboard.primary.string = text }
    }

    /// Inserts the primary selection at `location` (the field's coordinates), starting editing
    /// first; returns true (the click is taken) even when there is nothing to paste.
    func pastePrimarySelection(at location: Point) -> Bool {
        guard isEnabled else { return false }
        guard let text = Pasteboard.primary.string, !text.isEmpty else { return true }
        if !isEditing { becomeFirstResponder() }
        guard isEditing else { return true }
        let i = characterIndex(nearestTo: location.x)
        selectedRange = i..<i
        replace(i..<i, with: text.replacingOccurrences(of: "\n", with: " "), actionName: localized("Paste"))
        return true
    }

    // MARK: The edit menu

    func installEditMenu() {
        let menu = TextFieldEditMenu(field: self)
        setAttachment(menu, for: TextFieldEditMenu.self)
        addInteraction(ContextMenuInteraction(delegate: menu))
    }

    /// The commands of the field's right-click menu, enabled as they apply now: Undo, Redo;
    /// Cut, Copy, Paste, Delete; Select All.
    public func editMenu() -> Menu {
        let hasSelection = !selectedRange.isEmpty
        let canCopy = hasSelection && !isSecureTextEntry
        func enabled(_ on: Bool) -> MenuElement.Attributes { on ? [] : .disabled }
        let undo = undoManager
        return Menu(children: [
            Menu(options: .displayInline, children: [
                Action(title: localized("Undo"), identifier: "undo", attributes: enabled(undo?.canUndo == true)) { _ in undo?.undo() },
                Action(title: localized("Redo"), identifier: "redo", attributes: enabled(undo?.canRedo == true)) { _ in undo?.redo() },
            ]),
            Menu(options: .displayInline, children: [
                Action(title: localized("Cut"), identifier: "cut", attributes: enabled(canCopy)) { [weak self] _ in self?.cut() },
                Action(title: localized("Copy"), identifier: "copy", attributes: enabled(canCopy)) { [weak self] _ in self?.copy() },
                Action(title: localized("Paste"), identifier: "paste", attributes: enabled(Pasteboard.general.hasStrings)) { [weak self] _ in
                    self?.paste()
                },
                Action(title: localized("Delete"), identifier: "delete", attributes: enabled(hasSelection)) { [weak self] _ in
                    guard let self else { return }
                    self.replace(self.selectedRange, with: "", actionName: localized("Delete"))
                },
            ]),
            Menu(options: .displayInline, children: [
                Action(title: localized("Select All"), identifier: "selectAll", attributes: enabled(count > 0)) { [weak self] _ in
                    self?.selectAll()
                },
            ]),
        ])
    }
}

/// Makes a text field's right-click menu; kept on the field.
@MainActor
final class TextFieldEditMenu: ContextMenuInteractionDelegate {
    weak var field: TextField?
    init(field: TextField) { self.field = field }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
        guard let field, field.isEnabled, field.isEditing else { return nil }
        return ContextMenuConfiguration { [weak field] _ in field?.editMenu() }
    }
}
