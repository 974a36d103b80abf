// MARK: Actions as objects

/// UIKit's `UIControl.addAction(_:for:)`: an ``Action`` (the UIAction of menus) runs for
/// control events, so `button.addAction(Action { _ in save() }, for: .touchUpInside)`, as
/// current UIKit code writes it, works unchanged. The control keeps the action (as UIKit does)
/// and knows it by its ``Action/identifier``: adding an action whose identifier it already has
/// replaces that one, and ``Control/removeAction(identifiedBy:for:)`` takes it away. The
/// handler gets the action; the control is at hand where the action was made. Actions added
/// this way share one list with ``ControlActions/addAction(for:_:)`` and target actions, and run
/// in the order they were added.
extension Control {
    /// Runs `action`'s handler whenever one of `events` is sent (UIControl.addAction(_:for:));
    /// an action with the same identifier, added before, is replaced.
    public func addAction(_ action: Action, for events: Events) {
        removeAction(identifiedBy: action.identifier, for: events)
        guard !events.isEmpty else { return }
        let token = addUntypedAction(for: events) { _, _ in action.handler(action) }
        identifiedActions.append((action.identifier, token))
    }

    /// Stops running `action` (known by its identifier) for `events`; it still runs for any
    /// other events it was added for (UIControl.removeAction(_:for:)).
    public func removeAction(_ action: Action, for events: Events) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Stops running the action with `identifier` for `events`
    /// (UIControl.removeAction(identifiedBy:for:)).
    public func removeAction(identifiedBy identifier: String, for events: Events) {
        for (id, token) in identifiedActions where id == identifier {
            guard let current = self.events(ofAction: token) else { continue }
            setEvents(current.subtracting(events), ofAction: token)
        }
        identifiedActions.removeAll { self.events(ofAction: $0.token) == nil }
    }
}
