import RKViews

/// A relation between exported objects (`AtspiRelationType`), as `GetRelationSet` sends it.
enum AccessibleRelation: UInt32, CaseIterable {
    /// The object names the targets (a caption beside a control).
    case labelFor = 1
    /// The targets name the object.
    case labelledBy = 2
    /// The object (a context menu) pops up for the target (the view it was opened on).
    case popupFor = 15
}

/// Relations over the tree, from ``/RKViews/View/accessibilityLabelledBy``: a control and the
/// captions that name it point at each other; and from ``/RKViews/View/accessibilityPopupFor``:
/// a context menu points at the view it was opened on. Only objects that are exported are
/// targets.
extension AccessibleTree {
    /// The node's relations, each with its targets, in a fixed order; none empty.
    func relations(of node: AccessibleNode) -> [(AccessibleRelation, [AccessibleNode])] {
        guard case .view(let v) = node else { return [] }
        var found: [(AccessibleRelation, [AccessibleNode])] = []
        let labels = v.accessibilityLabelledBy.filter(isExported).map { AccessibleNode.view($0) }
        if !labels.isEmpty { found.append((.labelledBy, labels)) }
        let named = v.accessibilityLabelFor.filter(isExported).map { AccessibleNode.view($0) }
        if !named.isEmpty { found.append((.labelFor, named)) }
        if let owner = v.accessibilityPopupFor, let target = exportedNode(for: owner) { found.append((.popupFor, [target])) }
        return found
    }

    /// The name the node's labelling views give it: their labels in order, joined by spaces;
    /// nil when it has none or they say nothing.
    func nameFromLabels(of node: AccessibleNode) -> String? {
        guard case .view(let v) = node else { return nil }
        let parts = v.accessibilityLabelledBy.compactMap { $0.accessibilityLabel }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// The object standing for `view`: itself when exported, else its nearest exported ancestor
    /// (a view looked through is read as part of it).
    func exportedNode(for view: View) -> AccessibleNode? {
        var v: View? = view
        while let current = v {
            if isExported(current) { return .view(current) }
            v = current.superview
        }
        return nil
    }

    /// Whether `view` is an object of the tree now: an object of its own, shown, in a window
    /// that is exported.
    func isExported(_ view: View) -> Bool {
        guard isObject(view), let window = view.window, frames.contains(where: { $0.placement(of: window) != nil }) else {
            return false
        }
        var v: View? = view
        while let current = v {
            if !AccessibleTree.shows(current) { return false }
            v = current.superview
        }
        return true
    }
}
