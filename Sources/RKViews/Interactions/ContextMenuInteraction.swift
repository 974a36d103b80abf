import RKGeometry

/// What a ``ContextMenuInteraction`` asks its app (UIContextMenuInteractionDelegate).
@MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The menu to show for a secondary click (or the Menu key) at `location`, in the
    /// interaction's view's coordinates; nil shows none, and the click goes on to the views
    /// behind.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration?
    /// The menu is about to show.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration)
    /// The menu closed, with or without a choice.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration)
}

extension ContextMenuInteractionDelegate {
    /// Does nothing by default.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                       willDisplayMenuFor configuration: ContextMenuConfiguration) {}
    /// Does nothing by default.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration) {}
}

/// A context menu on a view (UIContextMenuInteraction): a secondary (right) click on the view,
/// or the Menu key or Shift-F10 while it or a subview has the focus, opens the menu its
/// delegate makes, at the pointer (or the view's centre, from the keyboard).
///
/// The menu is a desktop popup menu: Up and Down move the highlight, Return or Space choose,
/// Right opens a submenu and Left closes it, Escape or a click outside closes the menu.
///
/// ```swift
/// final class NoteView: View, ContextMenuInteractionDelegate {
///     override init(frame: Rect) {
///         super.init(frame: frame)
///         addInteraction(ContextMenuInteraction(delegate: self))
///     }
///     func contextMenuInteraction(_ interaction: ContextMenuInteraction,
///                                 configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
///         ContextMenuConfiguration { _ in
///             Menu(children: [Action(title: "Delete", attributes: .destructive) { _ in self.removeFromSuperview() }])
///         }
///     }
/// }
/// ```
@MainActor
public final class ContextMenuInteraction: Interaction {
    /// Makes the menus; held weakly.
    public private(set) weak var delegate: ContextMenuInteractionDelegate?
    /// The view the interaction is on.
    public private(set) weak var view: View?

    /// An interaction whose menus `delegate` makes.
    public init(delegate: ContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// Part of ``Interaction``.
    public func willMove(to view: View?) {
        if view == nil { dismissMenu() }
    }

    /// Part of ``Interaction``.
    public func didMove(to view: View?) { self.view = view }

    /// Where the menu was opened, in the view's coordinates (UIKit's `location(in:)` answers in
    /// any view's).
    public func location(in other: View?) -> Point {
        guard let view else { return lastLocation }
        return view.convert(lastLocation, to: other)
    }

    private var lastLocation = Point.zero

    /// Closes the menu if this interaction opened it.
    public func dismissMenu() {
        guard let window = view?.window, let presenter = window.attachment(ContextMenuPresenter.self),
              presenter.owner === self else { return }
        presenter.dismiss()
    }

    /// Asks the delegate for a menu at `location` (view coordinates) and shows it in the view's
    /// window; returns whether a menu opened.
    @discardableResult
    func present(at location: Point) -> Bool {
        guard let view, let window = view.window, let delegate,
              let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location),
              let menu = configuration.actionProvider?([]), !ContextMenuPresenter.visibleEntries(of: menu).isEmpty
        else { return false }
        lastLocation = location
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration)
        let presenter = window.attachment(ContextMenuPresenter.self, orMake: ContextMenuPresenter(window: window))
        presenter.show(menu, at: view.convert(location, to: window), owner: self) { [weak self] in
            guard let self else { return }
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration)
        }
        return true
    }
}
