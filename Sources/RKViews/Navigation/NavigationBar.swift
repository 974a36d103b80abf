import RKGeometry
import RKGraphics
import RKLayers

/// The bar at the top of a navigation interface (UINavigationBar): a stack of
/// ``NavigationItem``s, of which it shows the top one's title and buttons, and a back button
/// naming the item under it.
///
/// A ``NavigationController`` keeps its bar's items in step with its controllers; a bar on
/// its own is driven with ``pushItem(_:animated:)`` and ``popItem(animated:)``, and its back
/// button pops an item.
///
/// The back button shows the previous item's title (its ``NavigationItem/backBarButtonItem``'s
/// when it has one) when that fits beside the centered title, else "Back", else the chevron
/// alone. The title is centered in the bar, or in the space the buttons leave when they crowd
/// it, and truncated to that space.
@MainActor
open class NavigationBar: View {
    /// The bar's height without a prompt, in points.
    public static let height = 44.0
    /// How much a prompt adds to the height.
    public static let promptHeight = 30.0

    /// The items, bottom to top; setting them shows the last one without animation.
    public var items: [NavigationItem] {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown.
    public var topItem: NavigationItem? { itemStack.last }
    /// The item under the top one, which the back button names.
    public var backItem: NavigationItem? {
        itemStack.count > 1 ? itemStack[itemStack.count - 2] : nil
    }

    /// The background color (UINavigationBar.barTintColor); a light gray by default.
    public var barTintColor: Color? {
        didSet { background.backgroundColor = barTintColor ?? NavigationBar.defaultBarColor }
    }

    /// The color of the buttons' titles and glyphs, unless an item has its own.
    public var tintColor: Color = Theme.accent {
        didSet { if tintColor != oldValue { content?.applyTint(tintColor) } }
    }

    /// The title's font: the system font at 17 points, semibold.
    public var titleFont: Font = .system(size: 17, weight: .semibold) {
        didSet { if titleFont != oldValue { rebuild(animated: false) } }
    }

    /// The title's color.
    public var titleColor: Color = Theme.text {
        didSet { if titleColor != oldValue { rebuild(animated: false) } }
    }

    /// How long item changes fade, in seconds (a navigation controller's transitions use their
    /// own duration).
    public static var fadeDuration = 0.25

    static let defaultBarColor = Theme.barBackground

    private var itemStack: [NavigationItem] = []
    /// The view showing the top item.
    private(set) var content: NavigationBarContentView?
    /// The background, which reaches up under the status bar when the bar sits below it.
    let background = View()
    private let hairline = View()
    /// The navigation controller whose stack the bar shows: its back button pops a controller.
    weak var navigationController: NavigationController?

    /// A bar with no items.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        background.backgroundColor = NavigationBar.defaultBarColor
        background.isUserInteractionEnabled = false
        hairline.backgroundColor = Theme.barHairline
        hairline.isUserInteractionEnabled = false
        addSubview(background)
        addSubview(hairline)
    }

    /// How far the background reaches above the bar's top (the status bar's height when the
    /// bar sits under it), so that the two read as one band.
    var backgroundExtension = 0.0 {
        didSet { if backgroundExtension != oldValue { setNeedsLayout() } }
    }

    /// The bar's width, and its height: ``height``, plus ``promptHeight`` when the top item has
    /// a prompt.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(
            width: size.width,
            height: NavigationBar.height + (topItem?.prompt != nil ? NavigationBar.promptHeight : 0))
    }

    // MARK: Items

    /// Pushes an item, which becomes the one shown; fades to it when `animated`.
    public func pushItem(_ item: NavigationItem, animated: Bool) {
        setItems(itemStack + [item], animated: animated)
    }

    /// Pops the top item and returns it; the bar keeps its last item (returns nil then).
    @discardableResult
    public func popItem(animated: Bool) -> NavigationItem? {
        guard itemStack.count > 1, let top = itemStack.last else { return nil }
        setItems(Array(itemStack.dropLast()), animated: animated)
        return top
    }

    /// Replaces the items; fades to the new top item when `animated`.
    public func setItems(_ items: [NavigationItem], animated: Bool) {
        setItems(items, duration: animated ? NavigationBar.fadeDuration : 0)
    }

    /// Replaces the items, fading over `duration` seconds (none when 0).
    func setItems(_ items: [NavigationItem], duration: Double) {
        for old in itemStack where !items.contains(where: { $0 === old }) && old.navigationBar === self {
            old.navigationBar = nil
        }
        let oldStack = itemStack
        itemStack = items
        for item in items { item.navigationBar = self }
        // The titles slide with the views: a new top item comes from the right, an earlier
        // one from the left (the other way round right to left).
        var slide = 0.0
        if let top = items.last, let oldTop = oldStack.last, top !== oldTop {
            slide = (oldStack.contains(where: { $0 === top }) ? -1 : 1) * (isRightToLeft ? -1 : 1)
        }
        rebuild(duration: duration, slide: slide)
    }

    /// An item changed: the bar shows it again when it is the top or the back item.
    func itemDidChange(_ item: NavigationItem, animated: Bool) {
        guard item === topItem || item === backItem else { return }
        rebuild(animated: animated)
    }

    private func rebuild(animated: Bool) {
        rebuild(duration: animated ? NavigationBar.fadeDuration : 0)
    }

    /// Shows the top item in a new content view, fading from the old one over `duration`.
    private func rebuild(duration: Double, slide: Double = 0) {
        let old = content
        // Whatever still fades from an earlier change goes now, so that at most two show.
        for case let v as NavigationBarContentView in subviews where v !== old {
            v.removeFromSuperview()
        }
        if let top = topItem {
            let new = NavigationBarContentView(item: top, backItem: backItem, bar: self)
            new.frame = bounds
            addSubview(new)
            content = new
            new.layoutIfNeeded()
            if duration > 0, old != nil {
                new.layer.add(
                    BasicAnimation(keyPath: "opacity", from: .double(0), to: .double(1), duration: duration),
                    forKey: "navigationBar.fade")
                if slide != 0 { slideTitle(of: new, from: slide * bounds.width / 2, to: 0, duration: duration) }
            }
        } else {
            content = nil
        }
        guard let old else { return }
        if duration > 0 {
            Transaction.perform(disableActions: true) { old.alpha = 0 }
            old.isUserInteractionEnabled = false
            let fade = BasicAnimation(
                keyPath: "opacity", from: .double(1), to: .double(0), duration: duration)
            fade.completion = { [weak old] _ in old?.removeFromSuperview() }
            old.layer.add(fade, forKey: "navigationBar.fade")
            if slide != 0 { slideTitle(of: old, from: 0, to: -slide * bounds.width / 2, duration: duration) }
        } else {
            old.removeFromSuperview()
        }
        if old.frame.height != bounds.height || sizeThatFits(bounds.size).height != bounds.height {
            // The prompt came or went: the owner lays the bar out again.
            superview?.setNeedsLayout()
        }
    }

    /// Moves a content view's title (or title view) sideways by `from` to `to` points over
    /// `duration`; the model stays put.
    private func slideTitle(of content: NavigationBarContentView, from a: Double, to b: Double, duration: Double) {
        let title: View = content.item.titleView ?? content.titleLabel
        let p = title.layer.position
        let move = BasicAnimation(
            keyPath: "position", from: .point(Point(x: p.x + a, y: p.y)), to: .point(Point(x: p.x + b, y: p.y)),
            duration: duration)
        move.timingFunction = .easeInEaseOut
        title.layer.add(move, forKey: "navigationBar.slide")
    }

    // MARK: Back button

    /// Whether the back button is shown now.
    public var showsBackButton: Bool { content?.backButton != nil }

    /// The back button was tapped (or a key asked for it): the navigation controller pops, or
    /// a bar on its own pops its top item.
    func backButtonTapped() {
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = Rect(
            x: 0, y: -backgroundExtension, width: bounds.width,
            height: bounds.height + backgroundExtension)
        hairline.frame = Rect(x: 0, y: bounds.height, width: bounds.width, height: 0.5)
        for case let v as NavigationBarContentView in subviews { v.frame = bounds }
    }
}
