import RKGeometry
import RKGraphics

/// A view a collection view reuses for headers, footers and cells (UICollectionReusableView).
@MainActor
open class CollectionReusableView: View {
    /// The identifier it was dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// A view for a reuse identifier, as the collection view makes registered views.
    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Called before the view is reused for another element; the default does nothing.
    open func prepareForReuse() {}
}

/// An item of a ``CollectionView`` (UICollectionViewCell): custom content goes in
/// ``contentView``; the collection view sets ``isHighlighted`` and ``isSelected``.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view custom content goes in.
    public let contentView = View()
    /// A view behind the content, nil for none.
    public var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }
    /// A view shown behind the content while highlighted or selected, nil for none.
    public var selectedBackgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = selectedBackgroundView { insertSubview(v, at: backgroundView == nil ? 0 : 1) }
            updateSelectionLook()
        }
    }
    /// True while a finger is down on the item.
    open var isHighlighted = false {
        didSet { updateSelectionLook() }
    }
    /// True while the item is selected.
    open var isSelected = false {
        didSet {
            if isSelected { accessibilityTraits.insert(.selected) } else { accessibilityTraits.remove(.selected) }
            updateSelectionLook()
        }
    }

    /// A cell with a frame.
    public required init(frame: Rect = .zero) {
        super.init(frame: frame)
        // The collection view's safe area is not the items' concern: constraints to the
        // content view's margins keep the same 8 points wherever the item is.
        contentView.insetsLayoutMarginsFromSafeArea = false
        addSubview(contentView)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    /// Does what a tap on the item does (see ``CollectionView``'s selection).
    open override func accessibilityActivate() -> Bool {
        (superview as? CollectionView)?.activateForAccessibility(self) ?? false
    }

    /// Clears highlight and selection; subclasses reset what their items set, and call super.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
        alpha = 1
    }

    /// The size of a self-sizing item no larger than `size` across the line: from the
    /// constraints inside ``contentView`` when it holds any (UIKit's self-sizing cells), as
    /// small as they allow and wrapping at the line's width when it is finite; otherwise
    /// ``sizeThatFits(_:)``.
    func selfSizingSize(fitting size: Size) -> Size {
        guard contentView.holdsConstraintsInSubtree else { return sizeThatFits(size) }
        prepareToMeasure(width: size.width)
        let s = contentView.constrainedFittingSize(maxWidth: size.width)
        return Size(width: s.width.rounded(.up), height: s.height.rounded(.up))
    }

    /// The size of a self-sizing item exactly `width` wide (a list's row): the height from
    /// the constraints inside ``contentView`` when it holds any, else from ``sizeThatFits(_:)``.
    func selfSizingSize(width: Double) -> Size {
        let w = width.isFinite ? Swift.max(0, width) : 0
        guard contentView.holdsConstraintsInSubtree else {
            return Size(width: w, height: sizeThatFits(Size(width: w, height: .infinity)).height)
        }
        prepareToMeasure(width: w)
        let h = contentView.constrainedFittingSize(width: w).height
        return Size(width: w, height: h.isFinite ? h.rounded(.up) : 0)
    }

    /// Gives a new cell a provisional size (as UIKit gives it the estimated one) so that its
    /// content view's margins exist: a view of no size has none.
    private func prepareToMeasure(width: Double) {
        let b = contentView.bounds.size
        guard b.width <= contentView.layoutMargins.horizontal || b.height <= contentView.layoutMargins.vertical else { return }
        let provisional = Size(width: width.isFinite && width > 0 ? width : 1000, height: 1000)
        View.performWithoutAnimation {
            frame.size = provisional
            contentView.frame = Rect(size: provisional)
        }
    }

    private func updateSelectionLook() {
        selectedBackgroundView?.isHidden = !(isHighlighted || isSelected)
    }

    /// Fills the cell with the content and background views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        configuredContentView?.frame = contentView.bounds
    }

    // MARK: Content configurations

    /// The view showing ``contentConfiguration``, once one is set.
    private var configuredContentView: (View & ContentView)?

    /// A plain list cell's content (UICollectionViewListCell.defaultContentConfiguration()): fill
    /// it in and set ``contentConfiguration``.
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// What the cell shows, as a value (UICollectionViewCell.contentConfiguration): setting it
    /// puts its content view in ``contentView``, or updates the one there when it is of the same
    /// kind (a reused cell keeps its view). Nil takes it away. A list layout sizes the cell to it.
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet {
            guard let c = contentConfiguration else {
                configuredContentView?.removeFromSuperview()
                configuredContentView = nil
                return
            }
            if let view = configuredContentView, type(of: view.configuration) == type(of: c) {
                view.configuration = c
            } else {
                configuredContentView?.removeFromSuperview()
                let view = c.makeContentView()
                contentView.addSubview(view)
                configuredContentView = view
            }
            setNeedsLayout()
        }
    }

    /// The label the app set, else the texts of ``contentConfiguration`` (never written over
    /// the app's own).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? configuredContentView?.accessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }

    /// With a content configuration, the width offered and the height its content needs;
    /// otherwise the view's own answer.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let configured = configuredContentView else { return super.sizeThatFits(size) }
        let w = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        return Size(width: w, height: configured.sizeThatFits(Size(width: w, height: .infinity)).height)
    }
}

/// A collection view list cell (UICollectionViewListCell): a ``CollectionViewCell`` whose
/// content comes from ``CollectionViewCell/defaultContentConfiguration()`` and
/// ``CollectionViewCell/contentConfiguration``, as list layouts show them.
@MainActor
open class CollectionViewListCell: CollectionViewCell {}
