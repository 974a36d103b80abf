import RKGeometry
import RKGraphics

/// A button for a navigation bar (UIBarButtonItem): a title, an image, a system item or a
/// custom view, with a closure or a target and action to run when it is tapped.
///
/// The item is a description, not a view: a ``NavigationBar`` makes a tappable button for it
/// when its ``NavigationItem`` is shown, and changing the item (its title, ``isEnabled``)
/// updates that button in place.
///
/// ```swift
/// navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done) { [weak self] in
///     self?.dismiss(animated: true)
/// }
/// navigationItem.leftBarButtonItem = BarButtonItem(title: "Edit", style: .plain, target: self,
///                                                  action: RecipeList.toggleEditing)
/// ```
///
/// A tap runs ``primaryAction`` when it is set, otherwise the target's action, once per tap.
/// The target is held weakly, as UIKit holds it, so an item never keeps its controller alive.
@MainActor
public final class BarButtonItem {
    /// How the title is drawn (UIBarButtonItem.Style).
    public enum Style: Sendable, Hashable {
        /// The regular weight.
        case plain
        /// Bold, for the action that completes a task (Done, Save).
        case done
    }

    /// The standard items (UIBarButtonItem.SystemItem): words in the user's language, or
    /// small glyphs drawn as paths.
    public enum SystemItem: Sendable, Hashable, CaseIterable {
        /// Items titled with a word: Done, Cancel, Edit, Save, Undo, Redo (Done and Save in the done style).
        case done, cancel, edit, save, undo, redo
        /// A plus sign.
        case add
        /// A circular arrow.
        case refresh
        /// A box with an arrow leaving it upwards (share).
        case action
        /// A cross.
        case stop
        /// An arrow curving back to the left.
        case reply
        /// Space that grows to fill a toolbar; a navigation bar gives it no width.
        case flexibleSpace
        /// Space of ``BarButtonItem/width`` points.
        case fixedSpace

        /// The title shown for a word item (in the user's language), nil for glyphs and spaces.
        public var title: String? {
            switch self {
            case .done: localized("Done")
            case .cancel: localized("Cancel")
            case .edit: localized("Edit")
            case .save: localized("Save")
            case .undo: localized("Undo")
            case .redo: localized("Redo")
            case .add, .refresh, .action, .stop, .reply, .flexibleSpace, .fixedSpace: nil
            }
        }

        /// What assistive technologies say for the item.
        public var accessibilityName: String? {
            switch self {
            case .add: localized("Add")
            case .refresh: localized("Refresh")
            case .action: localized("Share")
            case .stop: localized("Stop")
            case .reply: localized("Reply")
            case .flexibleSpace, .fixedSpace: nil
            default: title
            }
        }

        /// Done and Save are bold, as in UIKit.
        var defaultStyle: Style { self == .done || self == .save ? .done : .plain }

        /// Whether the item is drawn as a glyph.
        var isGlyph: Bool { title == nil && !isSpace }

        var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
    }

    /// The system item the item was made from, if any.
    public let systemItem: SystemItem?

    /// The title; changing it updates the button shown.
    public var title: String? {
        didSet { if title != oldValue { changed(relayout: true) } }
    }
    /// An image shown in place of the title (tinted as it is, not as a template).
    public var image: Image? {
        didSet { if image !== oldValue { changed(relayout: true) } }
    }
    /// Plain or bold.
    public var style: Style {
        didSet { if style != oldValue { changed(relayout: true) } }
    }
    /// A disabled item is drawn gray and ignores taps.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { changed(relayout: false) } }
    }
    /// The title's and glyph's color; nil takes the bar's ``NavigationBar/tintColor``.
    public var tintColor: Color? {
        didSet { if tintColor != oldValue { changed(relayout: false) } }
    }
    /// A view shown in place of a button, at its own size; it handles its own touches.
    public var customView: View? {
        didSet { if customView !== oldValue { changed(relayout: true) } }
    }
    /// The width of a ``SystemItem/fixedSpace`` item, or the least width of a button (0: its
    /// content's width).
    public var width = 0.0 {
        didSet { if width != oldValue { changed(relayout: true) } }
    }
    /// What assistive technologies say; by default the title or the system item's name.
    public var accessibilityLabel: String? {
        didSet { changed(relayout: false) }
    }
    /// An integer to tell items apart.
    public var tag = 0

    /// Runs on each tap; wins over the target's action when both are set.
    public var primaryAction: (() -> Void)?

    /// The object whose action runs on a tap, held weakly.
    public private(set) weak var target: AnyObject?
    /// Calls the target's action; holds the target weakly.
    var targetAction: (() -> Void)?

    /// The button a bar shows for the item now, if any.
    weak var button: BarButton?

    /// An item with a title, run by a closure.
    public init(title: String?, style: Style = .plain, primaryAction: (() -> Void)? = nil) {
        self.title = title
        self.style = style
        systemItem = nil
        self.primaryAction = primaryAction
    }

    /// An item showing an image, run by a closure.
    public init(image: Image?, style: Style = .plain, primaryAction: (() -> Void)? = nil) {
        self.image = image
        self.style = style
        systemItem = nil
        self.primaryAction = primaryAction
    }

    /// A standard item, run by a closure:
    /// `BarButtonItem(systemItem: .done) { [weak self] in self?.dismiss(animated: true) }`.
    public init(systemItem: SystemItem, primaryAction: (() -> Void)? = nil) {
        self.systemItem = systemItem
        title = systemItem.title
        style = systemItem.defaultStyle
        self.primaryAction = primaryAction
    }

    /// An item that shows `customView` in place of a button.
    public init(customView: View) {
        self.customView = customView
        style = .plain
        systemItem = nil
    }

    /// Does what a tap does: the primary action, else the target's action.
    func trigger() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction()
        } else {
            targetAction?()
        }
    }

    /// Records the target-action form's target and call.
    func setTarget<Target: AnyObject>(_ target: Target, call: @escaping @MainActor (Target) -> Void) {
        self.target = target
        // Weak here as well: the item must never keep its target (usually its controller) alive.
        targetAction = { [weak target] in
            guard let target else { return }
            call(target)
        }
    }

    /// The text assistive technologies read for the item.
    var spokenLabel: String? {
        accessibilityLabel ?? title ?? systemItem?.accessibilityName
    }

    private func changed(relayout: Bool) {
        guard let button else { return }
        button.update()
        if relayout { button.superview?.setNeedsLayout() }
    }
}
