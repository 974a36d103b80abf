/// A width or height anchor (NSLayoutDimension): it relates to other dimensions with a
/// multiplier, and to constants.
@MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    private func make(_ relation: LayoutConstraint.Relation, _ c: Double) -> LayoutConstraint {
        LayoutConstraint(item, attribute, relation, nil, .notAnAttribute, constant: c)
    }

    /// `self == c`.
    public func constraint(equalToConstant c: Double) -> LayoutConstraint { make(.equal, c) }
    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: Double) -> LayoutConstraint { make(.greaterThanOrEqual, c) }
    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: Double) -> LayoutConstraint { make(.lessThanOrEqual, c) }

    /// `self == multiplier * anchor + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: Double, constant c: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= multiplier * anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: Double, constant c: Double = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= multiplier * anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: Double, constant c: Double = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
