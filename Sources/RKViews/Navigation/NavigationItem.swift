/// What a navigation bar shows for one controller (UINavigationItem): a title or title view,
/// an optional prompt, buttons on either side and the back button the next controller shows.
///
/// Every controller has one (``ViewController/navigationItem``); its ``title`` is the
/// controller's ``ViewController/title`` unless one is set on the item. Changing anything
/// here updates the bar showing the item.
@MainActor
public final class NavigationItem {
    /// The title set on the item itself; nil follows the owning controller's title.
    private var ownTitle: String?
    /// The controller the item belongs to, whose title it falls back on.
    weak var owner: ViewController?
    /// The bar showing the item, told about changes.
    weak var navigationBar: NavigationBar?

    /// An item with a title (nil: none, or the owning controller's).
    public init(title: String? = nil) {
        ownTitle = title
    }

    /// The title shown in the middle of the bar: the one set here, else the owning
    /// controller's ``ViewController/title``. Setting nil goes back to following the controller.
    public var title: String? {
        get { ownTitle ?? owner?.title }
        set {
            ownTitle = newValue
            changed()
        }
    }

    /// A view shown in place of the title, at its own size, centered.
    public var titleView: View? {
        didSet { if titleView !== oldValue { changed() } }
    }

    /// A line of text above the bar's buttons; the bar grows by ``NavigationBar/promptHeight``
    /// while an item with a prompt is on top.
    public var prompt: String? {
        didSet { if prompt != oldValue { changed() } }
    }

    /// The item the next controller's back button shows while this one is under it (its
    /// title, and its action when it has one); nil shows this item's title, or "Back".
    public var backBarButtonItem: BarButtonItem? {
        didSet { if backBarButtonItem !== oldValue { changed() } }
    }

    /// Hides the back button while this item is on top (keyboard shortcuts do not pop then).
    public var hidesBackButton = false {
        didSet { if hidesBackButton != oldValue { changed() } }
    }

    /// Shows the left items after the back button rather than in its place.
    public var leftItemsSupplementBackButton = false {
        didSet { if leftItemsSupplementBackButton != oldValue { changed() } }
    }

    /// The buttons on the left, from the edge inwards.
    public var leftBarButtonItems: [BarButtonItem] = [] {
        didSet { changed() }
    }

    /// The buttons on the right, from the edge inwards (the first is rightmost).
    public var rightBarButtonItems: [BarButtonItem] = [] {
        didSet { changed() }
    }

    /// The first of ``leftBarButtonItems``; setting it replaces them all.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The first of ``rightBarButtonItems``; setting it replaces them all.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// Replaces the left buttons, fading between them when `animated`.
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] } ?? [], animated: animated)
    }

    /// Replaces the right buttons, fading between them when `animated`.
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] } ?? [], animated: animated)
    }

    /// Replaces the left buttons, fading between them when `animated`.
    public func setLeftBarButtonItems(_ items: [BarButtonItem], animated: Bool) {
        withAnimation(animated) { leftBarButtonItems = items }
    }

    /// Replaces the right buttons, fading between them when `animated`.
    public func setRightBarButtonItems(_ items: [BarButtonItem], animated: Bool) {
        withAnimation(animated) { rightBarButtonItems = items }
    }

    /// Shows or hides the back button, fading when `animated`.
    public func setHidesBackButton(_ hides: Bool, animated: Bool) {
        withAnimation(animated) { hidesBackButton = hides }
    }

    // MARK: Telling the bar

    /// Whether the change being made should fade.
    private var changeIsAnimated = false

    private func withAnimation(_ animated: Bool, _ change: () -> Void) {
        let saved = changeIsAnimated
        changeIsAnimated = animated
        change()
        changeIsAnimated = saved
    }

    /// The owner's title changed: the bar shows it unless the item has its own.
    func ownerTitleDidChange() {
        if ownTitle == nil { changed() }
    }

    private func changed() {
        navigationBar?.itemDidChange(self, animated: changeIsAnimated)
    }
}
