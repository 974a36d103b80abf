import RKViews

/// AT-SPI2's `Selection` over the tree: lists (table and collection views) select their rows,
/// tab lists (segmented controls) their tabs. Selecting and deselecting do what a user's tap
/// does (the item's ``/RKViews/AccessibilityItem/accessibilityActivate()``), so the container's
/// rules hold (``/RKViews/TableView/allowsSelection``, multiple selection) and its delegate is
/// asked and told as for a tap. A tap cannot take the selection away in a single-selection list
/// or a tab list, so neither can deselecting there.
extension AccessibleTree {
    /// Whether the node offers `Selection`.
    func hasSelection(_ node: AccessibleNode) -> Bool {
        guard case .view = node else { return false }
        let r = role(of: node)
        return r == .list || r == .pageTabList
    }

    /// Whether the user can have several of the node's children selected at once.
    func allowsMultipleSelection(_ node: AccessibleNode) -> Bool {
        guard case .view(let v) = node else { return false }
        if let table = v as? TableView { return table.allowsSelection && table.allowsMultipleSelection }
        if let collection = v as? CollectionView { return collection.allowsSelection && collection.allowsMultipleSelection }
        return false
    }

    /// Whether `child` is an item the user selects (a list item, a tab) and is selected now.
    func isSelectedItem(_ child: AccessibleNode) -> Bool {
        isSelectable(child) && states(of: child).contains(.selected)
    }

    private func isSelectable(_ child: AccessibleNode) -> Bool {
        let r = role(of: child)
        return r == .listItem || r == .pageTab
    }

    /// The node's selected children, in order.
    func selectedChildren(of node: AccessibleNode) -> [AccessibleNode] {
        guard hasSelection(node) else { return [] }
        return children(of: node).filter { isSelectedItem($0) }
    }

    /// Selects child `index` as a tap on it would; true when it is selected afterwards.
    func selectChild(at index: Int, of node: AccessibleNode) -> Bool {
        let all = children(of: node)
        guard hasSelection(node), all.indices.contains(index), isSelectable(all[index]) else { return false }
        let child = all[index]
        if isSelectedItem(child) { return true }
        guard item(of: child)?.accessibilityActivate() == true else { return false }
        return isSelectedItem(child)
    }

    /// Deselects child `index` as a tap on it would in a list with multiple selection; false
    /// where a tap cannot deselect (single selection, tab lists). True when it was not selected.
    func deselectChild(at index: Int, of node: AccessibleNode) -> Bool {
        let all = children(of: node)
        guard hasSelection(node), all.indices.contains(index), isSelectable(all[index]) else { return false }
        let child = all[index]
        if !isSelectedItem(child) { return true }
        guard allowsMultipleSelection(node), item(of: child)?.accessibilityActivate() == true else { return false }
        return !isSelectedItem(child)
    }

    /// Selects every selectable child (lists with multiple selection only).
    func selectAll(of node: AccessibleNode) -> Bool {
        guard allowsMultipleSelection(node) else { return false }
        var done = true
        for (i, child) in children(of: node).enumerated() where isSelectable(child) && !isSelectedItem(child) {
            done = selectChild(at: i, of: node) && done
        }
        return done
    }

    /// Deselects every child; false where a tap cannot deselect and something is selected.
    func clearSelection(of node: AccessibleNode) -> Bool {
        guard hasSelection(node) else { return false }
        var done = true
        for (i, child) in children(of: node).enumerated() where isSelectedItem(child) {
            done = deselectChild(at: i, of: node) && done
        }
        return done
    }
}
