/// One attribute of a view or layout guide that constraints are made from (NSLayoutAnchor).
///
/// The type parameter keeps constraints meaningful at compile time, as in UIKit: an
/// x-axis anchor (``LayoutXAxisAnchor``) relates only to x-axis anchors, a y-axis anchor only to
/// y-axis anchors, a dimension (``LayoutDimension``) only to dimensions.
@MainActor
public class LayoutAnchor<AnchorType: AnyObject> {
    let item: LayoutItem
    let attribute: LayoutConstraint.Attribute

    init(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The view or guide the anchor belongs to.
    public var itemObject: AnyObject { item }

    func make(
        _ relation: LayoutConstraint.Relation, _ other: LayoutAnchor<AnchorType>, multiplier: Double = 1,
        constant: Double
    ) -> LayoutConstraint {
        LayoutConstraint(item, attribute, relation, other.item, other.attribute, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }
}

/// An anchor along the x axis: leading, trailing, left, right, center X (NSLayoutXAxisAnchor).
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + multiplier * 8`: the standard spacing after `anchor` (UIKit's system
    /// spacing, 8 points), scaled.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double) -> LayoutConstraint {
        make(.equal, anchor, constant: LayoutAnchorSpacing.system * multiplier)
    }

    /// `self >= anchor + multiplier * 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: LayoutAnchorSpacing.system * multiplier)
    }

    /// `self <= anchor + multiplier * 8`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: LayoutAnchorSpacing.system * multiplier)
    }
}

/// An anchor along the y axis: top, bottom, center Y, baselines (NSLayoutYAxisAnchor).
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + multiplier * 8`: the standard spacing below `anchor`, scaled.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double) -> LayoutConstraint {
        make(.equal, anchor, constant: LayoutAnchorSpacing.system * multiplier)
    }

    /// `self >= anchor + multiplier * 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: LayoutAnchorSpacing.system * multiplier)
    }

    /// `self <= anchor + multiplier * 8`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: LayoutAnchorSpacing.system * multiplier)
    }
}

/// The spacing UIKit's "system spacing" anchors use between standard views.
enum LayoutAnchorSpacing {
    static let system = 8.0
}
