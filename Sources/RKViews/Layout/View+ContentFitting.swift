import RKGeometry

extension View {
    /// Whether this view or a view inside it holds an active constraint: a cell whose content
    /// view does is sized by Auto Layout rather than by `sizeThatFits(_:)`.
    var holdsConstraintsInSubtree: Bool {
        if let state = layoutStateIfAny, !state.constraints.isEmpty { return true }
        return subviews.contains { $0.holdsConstraintsInSubtree }
    }

    /// The size the constraints inside this view give it at exactly `width`, as short as they
    /// allow: the height of a self-sizing cell's content.
    func constrainedFittingSize(width: Double) -> Size {
        systemLayoutSizeFitting(
            Size(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the constraints inside this view give it, as small as they allow and no wider
    /// than `maxWidth` (an item of a flow layout that sizes itself: as wide as its content,
    /// wrapping at the line's width).
    func constrainedFittingSize(maxWidth: Double) -> Size {
        let natural = systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        guard maxWidth.isFinite, natural.width > maxWidth else { return natural }
        return constrainedFittingSize(width: maxWidth)
    }
}
