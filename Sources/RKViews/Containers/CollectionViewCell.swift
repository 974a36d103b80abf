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

    private func updateSelectionLook() {
        selectedBackgroundView?.isHidden = !(isHighlighted || isSelected)
    }

    /// Fills the cell with the content and background views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }
}
