/// One action added by `addTarget(_:action:for:)`: the target, held weakly as UIKit holds it,
/// and the name the action is known by. The handler itself sits with the closure actions.
@MainActor
final class TargetActionRecord {
    weak var target: AnyObject?
    let name: String
    let token: Control.ActionToken

    init(target: AnyObject, name: String, token: Control.ActionToken) {
        self.target = target
        self.name = name
        self.token = token
    }
}

// MARK: Adding targets

/// UIKit's target-action (seed 004, 2.1), with an unapplied method reference in place of a
/// selector: `button.addTarget(self, action: ViewController.playSound, for: .touchUpInside)`.
///
/// The action may take nothing, the sender, or the sender and the event, the three forms of
/// an action method. The sender is typed as the control at the call site, and a method that
/// takes a superclass (`Control`, `View`, `Any`) fits too, so no cast can fail at run time.
///
/// As in UIKit the target is held weakly: the control never keeps it alive, and once it is
/// deallocated its actions are skipped and dropped. Target actions and closure actions
/// (``ControlActions/addAction(for:_:)``) share one list, so for an event they run in the order
/// they were added, whichever kind they are.
///
/// Swift cannot name a method from its reference, so each action is recorded under a name:
/// the one given as `named:`, else its call site (`"Player@App/Player.swift:42"`). The name is
/// what ``Control/actions(forTarget:forControlEvent:)`` returns and what
/// ``Control/removeTarget(_:action:for:)`` takes, where UIKit uses the selector's name. Adding
/// the same target and name again adds the events to the existing action rather than a second
/// copy, as UIKit does for a repeated target and selector.
extension ControlActions where Self: Control {
    /// Sends `events` to `action` on `target`, an action method that takes no argument
    /// (`func playSound()`).
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for events: Control.Events,
        named name: String? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        addTargetAction(target, name: name ?? Self.callSiteName(Target.self, fileID, line), for: events) { target, _, _ in
            action(target)()
        }
    }

    /// Sends `events` to `action` on `target`, an action method that takes the sender
    /// (`func volumeChanged(_ sender: Slider)`); the sender may be typed as any superclass of
    /// the control.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Self) -> Void, for events: Control.Events,
        named name: String? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        addTargetAction(target, name: name ?? Self.callSiteName(Target.self, fileID, line), for: events) { target, sender, _ in
            action(target)(sender)
        }
    }

    /// Sends `events` to `action` on `target`, an action method that takes the sender and the
    /// event (`func dragged(_ sender: Button, event: Event?)`); the event is nil when the
    /// actions were sent by ``Control/sendActions(for:with:)`` without one.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Self, Event?) -> Void, for events: Control.Events,
        named name: String? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        addTargetAction(target, name: name ?? Self.callSiteName(Target.self, fileID, line), for: events) { target, sender, event in
            action(target)(sender, event)
        }
    }

    private static func callSiteName<Target>(_ type: Target.Type, _ fileID: String, _ line: Int) -> String {
        "\(type)@\(fileID):\(line)"
    }

    private func addTargetAction<Target: AnyObject>(
        _ target: Target, name: String, for events: Control.Events,
        _ call: @escaping @MainActor (Target, Self, Event?) -> Void
    ) {
        guard !events.isEmpty else { return }
        dropDeallocatedTargets()
        if let existing = targetActionRecords.first(where: { $0.target === target && $0.name == name }),
           let current = self.events(ofAction: existing.token) {
            setEvents(current.union(events), ofAction: existing.token)
            return
        }
        // The handler holds the target weakly and is handed the control, so neither the
        // control nor the target is kept alive by it.
        let token = addUntypedAction(for: events) { [weak target] control, event in
            guard let target else {
                control.dropDeallocatedTargets()
                return
            }
            call(target, unsafeDowncast(control, to: Self.self), event)
        }
        targetActionRecords.append(TargetActionRecord(target: target, name: name, token: token))
    }
}

// MARK: Querying and removing targets

extension Control {
    /// The live targets of the actions added with `addTarget(_:action:for:)`, each once, in the
    /// order they were first added (UIKit returns a set). A deallocated target is not listed.
    public var allTargets: [AnyObject] {
        var seen: [AnyObject] = []
        for record in liveTargetRecords {
            guard let target = record.target, !seen.contains(where: { $0 === target }) else { continue }
            seen.append(target)
        }
        return seen
    }

    /// The names of `target`'s actions that run for any of `events`, in the order they run, or
    /// nil when there are none (as UIKit). The names are those given as `named:` to
    /// `addTarget(_:action:for:)`, or the call sites recorded in their place, where UIKit
    /// returns selector names. A nil target has no actions here: no action goes to the
    /// responder chain.
    public func actions(forTarget target: AnyObject?, forControlEvent events: Events) -> [String]? {
        guard let target else { return nil }
        let names = liveTargetRecords.filter { record in
            record.target === target && !(self.events(ofAction: record.token) ?? []).isDisjoint(with: events)
        }.map(\.name)
        return names.isEmpty ? nil : names
    }

    /// Stops sending `events` to target actions, as UIKit: `target` nil means every target,
    /// `action` nil every action of the target, else only the action of that name (see
    /// ``actions(forTarget:forControlEvent:)``). An action keeps running for its other events.
    /// Closure actions are left alone; ``removeAction(_:)`` removes those.
    public func removeTarget(_ target: AnyObject?, action: String?, for events: Events) {
        for record in liveTargetRecords {
            if let target, record.target !== target { continue }
            if let action, record.name != action { continue }
            guard let current = self.events(ofAction: record.token) else { continue }
            setEvents(current.subtracting(events), ofAction: record.token)
        }
        dropDeallocatedTargets()
    }

    /// The records whose target is alive and whose action has not been removed.
    private var liveTargetRecords: [TargetActionRecord] {
        targetActionRecords.filter { $0.target != nil && events(ofAction: $0.token) != nil }
    }

    /// Forgets the actions of deallocated targets and the records of removed actions.
    func dropDeallocatedTargets() {
        targetActionRecords.removeAll { record in
            guard record.target == nil else { return events(ofAction: record.token) == nil }
            setEvents([], ofAction: record.token)
            return true
        }
    }
}
