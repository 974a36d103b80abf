/// What Auto Layout keeps about a view, attached to it (see ``View/attachment(_:)``) so that a
/// view that never uses constraints pays nothing for them.
@MainActor
final class LayoutState {
    lazy var variables = LayoutVariables("view")
    var translatesAutoresizingMask = true
    var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
    /// The active constraints whose closest common ancestor is this view.
    var constraints: [LayoutConstraint] = []
    var layoutGuides: [LayoutGuide] = []
    var needsUpdateConstraints = false
    /// The engine that has the view as an item, if any.
    weak var engine: LayoutEngine?
    var safeAreaGuide: LayoutGuide?
    var marginsGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
    var scrollContentGuide: LayoutGuide?
    var scrollFrameGuide: LayoutGuide?

    /// A view that goes with active constraints takes them out of the process-wide count, so
    /// that layout passes skip Auto Layout again once no constraint is left.
    isolated deinit {
        LayoutEngine.activeCount -= constraints.filter(\.isActive).count
    }
}

extension View {
    /// The view's Auto Layout state, made on first use.
    var layoutState: LayoutState {
        if let s = attachment(LayoutState.self) { return s }
        let s = LayoutState()
        if self is Switch {
            // A switch has one size: it hugs it as firmly as it resists compression, as UIKit's does.
            s.hugging = (.defaultHigh, .defaultHigh)
        }
        setAttachment(s, for: LayoutState.self)
        return s
    }
    /// The view's Auto Layout state if it has one.
    var layoutStateIfAny: LayoutState? { attachments.isEmpty ? nil : attachment(LayoutState.self) }
}
