import RKViews

/// A relation between exported objects (`AtspiRelationType`), as `GetRelationSet` sends it.
enum AccessibleRelation: UInt32, CaseIterable {
    /// The object names the targets (a caption beside a control).
    case labelFor = 1
    /// The targets name the object.
    case labelledBy = 2
}

/// Relations over the tree, from ``/RKViews/View/accessibilityLabelledBy``: a control and the
/// captions that name it point at each other. Only objects that are exported are targets.
extension AccessibleTree {
    /// The node's relations, each with its targets, in a fixed order; none empty.
    func relations(of node: AccessibleNode) -> [(AccessibleRelation, [AccessibleNode])] {
        guard case .view(let v) = node else { return [] }
        var found: [(AccessibleRelation, [AccessibleNode])] = []
        let labels = v.accessibilityLabelledBy.filter(isExported).map { AccessibleNode.view($0) }
        if !labels.isEmpty { found.append((.labelledBy, labels)) }
        let named = v.accessibilityLabelFor.filter(isExported).map { AccessibleNode.view($0) }
        if !named.isEmpty { found.append((.labelFor, named)) }
        return found
    }

    /// The name the node's labelling views give it: their labels in order, joined by spaces;
    /// nil when it has none or they say nothing.
    func nameFromLabels(of node: AccessibleNode) -> String? {
        guard case .view(let v) = node else { return nil }
        let parts = v.accessibilityLabelledBy.compactMap { $0.accessibilityLabel }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
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
