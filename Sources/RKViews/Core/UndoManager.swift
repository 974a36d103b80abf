import Foundation
import RKMainLoop

/// A record of changes that can be undone and redone, with the API of Foundation's
/// `UndoManager` (which Foundation on Linux does not provide).
///
/// Register the inverse of each change as you make it with
/// ``registerUndo(withTarget:handler:)``; ``undo()`` runs the most recent group of
/// registrations in reverse order, and whatever those handlers register while undoing becomes
/// the redo. Registrations made while handling one event form one group by default
/// (``groupsByEvent``); ``beginUndoGrouping()`` and ``endUndoGrouping()`` group explicitly.
///
/// Every ``Window`` has one, reachable from any responder as ``Responder/undoManager``, as in
/// UIKit; text fields register their typing (a word at a time), cuts, pastes and deletions there.
///
/// ```swift
/// func setTitle(_ new: String) {
///     let old = title
///     undoManager?.registerUndo(withTarget: self) { $0.setTitle(old) }
///     undoManager?.setActionName("Rename")
///     title = new
/// }
/// ```
///
/// Handlers hold their target weakly: a target that is gone when its group is undone is
/// skipped, so registering never keeps a view alive.
@MainActor
open class UndoManager {
    /// Posted before ``undo()`` runs a group; the object is the undo manager.
    public nonisolated static let willUndoChangeNotification = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted after ``undo()`` ran a group.
    public nonisolated static let didUndoChangeNotification = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted before ``redo()`` runs a group.
    public nonisolated static let willRedoChangeNotification = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted after ``redo()`` ran a group.
    public nonisolated static let didRedoChangeNotification = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted when a group opens (``beginUndoGrouping()`` or the automatic group of an event).
    public nonisolated static let didOpenUndoGroupNotification = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted before a group closes.
    public nonisolated static let willCloseUndoGroupNotification = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    /// Posted after a group closed.
    public nonisolated static let didCloseUndoGroupNotification = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
    /// Posted when a top-level group closes or the undo stack is about to be read, so that
    /// observers can tell whether ``canUndo`` and ``canRedo`` changed.
    public nonisolated static let checkpointNotification = Notification.Name("NSUndoManagerCheckpointNotification")

    /// One registered change: its handler, with the target it was registered for.
    private struct Action {
        weak var target: AnyObject?
        let run: @MainActor (AnyObject) -> Void
    }

    /// A group of actions and nested groups, undone together.
    private final class Group {
        var items: [Item] = []
        var actionName = ""
        var isDiscardable = false
        weak var parent: Group?
        init(parent: Group?) { self.parent = parent }
        var isEmpty: Bool { items.isEmpty }
    }

    private enum Item {
        case action(Action)
        case group(Group)
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The innermost open group: on the undo stack normally, on the redo stack while undoing.
    private var openGroup: Group?
    private var openLevel = 0
    /// Whether the outermost open group was opened by a registration outside any group.
    private var automaticGroupIsOpen = false
    private var disableCount = 0
    private var state = State.idle

    private enum State { case idle, undoing, redoing }

    /// Managers with an automatic group open; the application closes their groups when it has
    /// delivered an event.
    private static var withAutomaticGroups: [WeakBox] = []

    private struct WeakBox { weak var manager: UndoManager? }

    /// An empty undo manager.
    public init() {}

    // MARK: Settings

    /// Whether a registration outside any group opens a group that closes when the current event
    /// has been handled (or at the end of the loop's turn, for work not caused by an event).
    /// True by default, as Foundation's.
    open var groupsByEvent = true

    /// How many top-level groups are kept for undo; the oldest are dropped beyond it. Zero, the
    /// default, keeps all.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }

    // MARK: Grouping

    /// How deep groups are open: 0 when none is.
    open var groupingLevel: Int { openLevel }

    /// Opens a group: everything registered until the matching ``endUndoGrouping()`` is undone
    /// at once. Groups nest.
    open func beginUndoGrouping() {
        let group = Group(parent: openGroup)
        if let openGroup {
            openGroup.items.append(.group(group))
        } else {
            // A new top-level group: on the redo stack while undoing, else on the undo stack,
            // where a change made by hand (not a redo) makes the redos meaningless.
            switch state {
            case .undoing: redoStack.append(group)
            case .redoing: undoStack.append(group)
            case .idle:
                undoStack.append(group)
                redoStack.removeAll()
            }
        }
        openGroup = group
        openLevel += 1
        post(UndoManager.didOpenUndoGroupNotification)
    }

    /// Closes the innermost group. Closing a group that holds nothing removes it. Logs and does
    /// nothing when no group is open, where Foundation would raise.
    open func endUndoGrouping() {
        guard let group = openGroup else {
            RecipeLog.write("UndoManager: endUndoGrouping() with no open group; ignored")
            return
        }
        post(UndoManager.willCloseUndoGroupNotification)
        openGroup = group.parent
        openLevel -= 1
        if group.isEmpty { removeEmpty(group) }
        if openLevel == 0 {
            automaticGroupIsOpen = false
            trim()
        }
        post(UndoManager.didCloseUndoGroupNotification)
        if openLevel == 0 { post(UndoManager.checkpointNotification) }
    }

    private func removeEmpty(_ group: Group) {
        if let parent = group.parent {
            parent.items.removeAll { if case .group(let g) = $0 { return g === group } else { return false } }
        } else if undoStack.last === group {
            undoStack.removeLast()
        } else if redoStack.last === group {
            redoStack.removeLast()
        }
    }

    // MARK: Registering

    /// Whether registrations are recorded (they are unless ``disableUndoRegistration()`` was
    /// called more often than ``enableUndoRegistration()``).
    open var isUndoRegistrationEnabled: Bool { disableCount == 0 }

    /// Stops recording registrations until the matching ``enableUndoRegistration()``; calls nest.
    open func disableUndoRegistration() { disableCount += 1 }

    /// Undoes one ``disableUndoRegistration()``.
    open func enableUndoRegistration() {
        guard disableCount > 0 else {
            RecipeLog.write("UndoManager: enableUndoRegistration() without a matching disable; ignored")
            return
        }
        disableCount -= 1
    }

    /// Records `handler` as the way to undo the change being made to `target`: undoing calls it
    /// with the target. While undoing, what a handler registers becomes the redo. The target is
    /// held weakly.
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @MainActor (Target) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        if openGroup == nil {
            guard groupsByEvent else {
                RecipeLog.write("UndoManager: registerUndo outside a group with groupsByEvent off; ignored")
                return
            }
            beginUndoGrouping()
            automaticGroupIsOpen = true
            UndoManager.withAutomaticGroups.append(WeakBox(manager: self))
            // Work not caused by an event (a timer, a task) still gets its group closed.
            EventLoop.current.performOnNextTurn { [weak self] in
                MainActor.assumeIsolated { self?.endAutomaticGroup() }
            }
        }
        let action = Action(target: target) { object in
            if let object = object as? Target { handler(object) }
        }
        openGroup?.items.append(.action(action))
    }

    /// Closes the group a registration opened by itself during the event just handled.
    private func endAutomaticGroup() {
        guard automaticGroupIsOpen, openLevel == 1 else { return }
        endUndoGrouping()
    }

    /// Closes every automatic group (``groupsByEvent``): the application calls this when it has
    /// delivered an event.
    public static func endAutomaticGroups() {
        let managers = withAutomaticGroups.compactMap(\.manager)
        withAutomaticGroups.removeAll()
        for manager in managers { manager.endAutomaticGroup() }
    }

    // MARK: Undo and redo

    /// Whether there is a group to undo.
    open var canUndo: Bool {
        undoStack.contains { !$0.isEmpty }
    }

    /// Whether there is a group to redo.
    open var canRedo: Bool {
        redoStack.contains { !$0.isEmpty }
    }

    /// Whether ``undo()`` is running handlers.
    open var isUndoing: Bool { state == .undoing }

    /// Whether ``redo()`` is running handlers.
    open var isRedoing: Bool { state == .redoing }

    /// Undoes the most recent top-level group, first closing the group of the current event if
    /// one is open. What its handlers register becomes the redo. Does nothing (with a log line)
    /// while an explicit group is still open, where Foundation would raise.
    open func undo() {
        if automaticGroupIsOpen, openLevel == 1 { endUndoGrouping() }
        guard openLevel == 0 else {
            RecipeLog.write("UndoManager: undo() with \(openLevel) group(s) open; call endUndoGrouping() first")
            return
        }
        undoNestedGroup()
    }

    /// Undoes the most recent group (at the top level: groups nested in an open group cannot be
    /// reached on their own here).
    open func undoNestedGroup() {
        guard openLevel == 0 else {
            RecipeLog.write("UndoManager: undoNestedGroup() with a group open is not supported; ignored")
            return
        }
        if let group = Self.popGroup(&undoStack) { run(group, as: .undoing) }
    }

    /// Redoes the most recently undone group.
    open func redo() {
        if automaticGroupIsOpen, openLevel == 1 { endUndoGrouping() }
        guard openLevel == 0 else {
            RecipeLog.write("UndoManager: redo() with \(openLevel) group(s) open; call endUndoGrouping() first")
            return
        }
        if let group = Self.popGroup(&redoStack) { run(group, as: .redoing) }
    }

    /// The newest group of `stack` that holds something, taken off it with the empty ones above.
    private static func popGroup(_ stack: inout [Group]) -> Group? {
        while let last = stack.last, last.isEmpty { stack.removeLast() }
        return stack.popLast()
    }

    /// Runs a group's actions, latest first, inside a group on the other stack that takes the
    /// inverse registrations and the action name.
    private func run(_ group: Group, as newState: State) {
        let undoing = newState == .undoing
        post(UndoManager.checkpointNotification)
        post(undoing ? UndoManager.willUndoChangeNotification : UndoManager.willRedoChangeNotification)
        defer { post(undoing ? UndoManager.didUndoChangeNotification : UndoManager.didRedoChangeNotification) }
        let saved = state
        state = newState
        beginUndoGrouping()
        let inverse = openGroup
        perform(group)
        inverse?.actionName = group.actionName
        endUndoGrouping()
        state = saved
    }

    private func perform(_ group: Group) {
        for item in group.items.reversed() {
            switch item {
            case .action(let action):
                if let target = action.target { action.run(target) }
            case .group(let nested):
                perform(nested)
            }
        }
    }

    // MARK: Removing

    /// Forgets every group, undo and redo, and closes any open group.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroup = nil
        openLevel = 0
        automaticGroupIsOpen = false
    }

    /// Forgets every action registered for `target` (a view going away, or a text field whose
    /// editing ended); groups left empty disappear.
    open func removeAllActions(withTarget target: AnyObject) {
        func strip(_ group: Group) {
            group.items.removeAll { item in
                switch item {
                case .action(let action): return action.target == nil || action.target === target
                case .group(let nested):
                    strip(nested)
                    return nested.isEmpty && nested !== openGroup
                }
            }
        }
        for group in undoStack + redoStack { strip(group) }
        undoStack.removeAll { $0.isEmpty && $0 !== outermostOpenGroup }
        redoStack.removeAll { $0.isEmpty && $0 !== outermostOpenGroup }
    }

    private var outermostOpenGroup: Group? {
        var group = openGroup
        while let parent = group?.parent { group = parent }
        return group
    }

    // MARK: Action names

    /// Names the change of the open group ("Typing", "Paste"), for menus: the outermost open
    /// group takes it (the top of the stack when none is open).
    open func setActionName(_ actionName: String) {
        (outermostOpenGroup ?? (state == .undoing ? redoStack.last : undoStack.last))?.actionName = actionName
    }

    /// Marks the open group as one an app may drop without losing work (a selection change).
    open func setActionIsDiscardable(_ discardable: Bool) {
        (outermostOpenGroup ?? undoStack.last)?.isDiscardable = discardable
    }

    /// Whether the next group to undo was marked discardable.
    open var undoActionIsDiscardable: Bool { undoStack.last(where: { !$0.isEmpty })?.isDiscardable ?? false }

    /// Whether the next group to redo was marked discardable.
    open var redoActionIsDiscardable: Bool { redoStack.last(where: { !$0.isEmpty })?.isDiscardable ?? false }

    /// The name of the group ``undo()`` would undo, or "".
    open var undoActionName: String { undoStack.last(where: { !$0.isEmpty })?.actionName ?? "" }

    /// The name of the group ``redo()`` would redo, or "".
    open var redoActionName: String { redoStack.last(where: { !$0.isEmpty })?.actionName ?? "" }

    /// "Undo" followed by the action's name, for a menu item.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// "Redo" followed by the action's name, for a menu item.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// The undo menu title for an action name: "Undo" alone for an empty name.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? localized("Undo") : localized("Undo %@").replacingOccurrences(of: "%@", with: actionName)
    }

    /// The redo menu title for an action name: "Redo" alone for an empty name.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? localized("Redo") : localized("Redo %@").replacingOccurrences(of: "%@", with: actionName)
    }

    // MARK: Internals

    /// Drops the oldest groups beyond ``levelsOfUndo`` (only closed ones).
    private func trim() {
        guard levelsOfUndo > 0 else { return }
        let keep = levelsOfUndo + (openLevel > 0 && state == .idle ? 1 : 0)
        if undoStack.count > keep { undoStack.removeFirst(undoStack.count - keep) }
        if redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

extension Notification.Name {
    /// Foundation's spelling of ``UndoManager/willUndoChangeNotification``.
    public static var NSUndoManagerWillUndoChange: Notification.Name { UndoManager.willUndoChangeNotification }
    /// Foundation's spelling of ``UndoManager/didUndoChangeNotification``.
    public static var NSUndoManagerDidUndoChange: Notification.Name { UndoManager.didUndoChangeNotification }
    /// Foundation's spelling of ``UndoManager/willRedoChangeNotification``.
    public static var NSUndoManagerWillRedoChange: Notification.Name { UndoManager.willRedoChangeNotification }
    /// Foundation's spelling of ``UndoManager/didRedoChangeNotification``.
    public static var NSUndoManagerDidRedoChange: Notification.Name { UndoManager.didRedoChangeNotification }
    /// Foundation's spelling of ``UndoManager/didOpenUndoGroupNotification``.
    public static var NSUndoManagerDidOpenUndoGroup: Notification.Name { UndoManager.didOpenUndoGroupNotification }
    /// Foundation's spelling of ``UndoManager/willCloseUndoGroupNotification``.
    public static var NSUndoManagerWillCloseUndoGroup: Notification.Name { UndoManager.willCloseUndoGroupNotification }
    /// Foundation's spelling of ``UndoManager/didCloseUndoGroupNotification``.
    public static var NSUndoManagerDidCloseUndoGroup: Notification.Name { UndoManager.didCloseUndoGroupNotification }
    /// Foundation's spelling of ``UndoManager/checkpointNotification``.
    public static var NSUndoManagerCheckpoint: Notification.Name { UndoManager.checkpointNotification }
}
