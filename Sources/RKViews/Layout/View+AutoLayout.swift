import RKGeometry

extension View {
    // MARK: Opting in

    /// Whether the view's frame, as set by code or its autoresizing mask, becomes constraints
    /// (true by default). Set it to false for a view placed by constraints: its frame then comes
    /// from the solver at each layout pass.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStateIfAny?.translatesAutoresizingMask ?? true }
        set {
            let state = layoutState
            guard state.translatesAutoresizingMask != newValue else { return }
            state.translatesAutoresizingMask = newValue
            state.engine?.itemSettingsDidChange(self)
            setNeedsLayout()
            superview?.setNeedsLayout()
        }
    }

    /// The active constraints this view holds: those whose closest common ancestor it is.
    public var constraints: [LayoutConstraint] { layoutStateIfAny?.constraints ?? [] }

    /// Activates a constraint, held by this view (UIKit's older spelling; the view should be a
    /// common ancestor of the constraint's items).
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard !constraint.isActive else { return }
        constraint.install(in: self)
    }

    /// Activates each constraint of `constraints`, held by this view.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Deactivates a constraint this view holds.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder === self else { return }
        constraint.isActive = false
    }

    /// Deactivates each constraint of `constraints` this view holds.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    // MARK: Anchors

    /// The leading edge (the left edge: RecipeKit lays out left to right).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
    /// The horizontal center.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The vertical center.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The baseline of the first line of text (a label's; a stack view's first arranged view's;
    /// the bottom edge of a view without text).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge of a view without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

    // MARK: Content size priorities

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (250 by
    /// default).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let s = layoutStateIfAny else { return .defaultLow }
        return axis == .horizontal ? s.hugging.horizontal : s.hugging.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        let s = layoutState
        if axis == .horizontal { s.hugging.horizontal = priority } else { s.hugging.vertical = priority }
        s.engine?.itemSettingsDidChange(self)
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by
    /// default).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let s = layoutStateIfAny else { return .defaultHigh }
        return axis == .horizontal ? s.compression.horizontal : s.compression.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        let s = layoutState
        if axis == .horizontal { s.compression.horizontal = priority } else { s.compression.vertical = priority }
        s.engine?.itemSettingsDidChange(self)
        superview?.setNeedsLayout()
    }

    /// Tells Auto Layout that ``intrinsicContentSize`` changed (a label's text, a button's
    /// title): the next layout pass reads it again.
    public func invalidateIntrinsicContentSize() {
        guard let engine = layoutStateIfAny?.engine else { return }
        engine.intrinsicSizeDidChange(self)
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    // MARK: Guides

    /// The guides added to the view.
    public var layoutGuides: [LayoutGuide] { layoutStateIfAny?.layoutGuides ?? [] }

    /// Adds a guide whose frame is in the view's coordinates.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutState.layoutGuides.append(guide)
    }

    /// Removes a guide, deactivating the constraints that mention it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        var v: View? = self
        while let h = v {
            for c in h.constraints where c.firstItem === guide || c.secondItem === guide { c.isActive = false }
            v = h.superview
        }
        layoutState.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The part of the view not covered by bars, the status bar or the keyboard
    /// (``safeAreaInsets``), as a guide.
    public var safeAreaLayoutGuide: LayoutGuide {
        systemGuide(\.safeAreaGuide, .safeArea, "safeAreaLayoutGuide")
    }

    /// The view's bounds inset by its ``layoutMargins`` (and the safe area when
    /// ``insetsLayoutMarginsFromSafeArea``), as a guide.
    public var layoutMarginsGuide: LayoutGuide {
        systemGuide(\.marginsGuide, .margins, "layoutMarginsGuide")
    }

    /// A region of the margins no wider than lines of text read comfortably (672 points),
    /// centered in them.
    public var readableContentGuide: LayoutGuide {
        systemGuide(\.readableGuide, .readableContent, "readableContentGuide")
    }

    func systemGuide(
        _ key: ReferenceWritableKeyPath<LayoutState, LayoutGuide?>, _ role: LayoutGuide.Role,
        _ name: String
    ) -> LayoutGuide {
        let state = layoutState
        if let g = state[keyPath: key] { return g }
        let g = LayoutGuide(role: role)
        g.identifier = name
        g.owningView = self
        g.layoutFrame = g.systemFrame(in: self)
        state[keyPath: key] = g
        return g
    }

    // MARK: Fitting

    /// The smallest size ``systemLayoutSizeFitting(_:)`` can give (a target of zero).
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// The largest size ``systemLayoutSizeFitting(_:)`` can give (a very large target).
    public static let layoutFittingExpandedSize = Size(width: 1e6, height: 1e6)

    /// The size the view's constraints and content give it when its size is pulled toward
    /// `targetSize` as weakly as possible (UIView.systemLayoutSizeFitting): with
    /// ``layoutFittingCompressedSize``, the smallest size its constraints allow.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The fitting size with priorities per axis: `.required` for the width fixes it (the
    /// height of a cell of a known width, say). Labels of several lines wrap at the widths the
    /// constraints give them, so a cell of wrapping text grows as tall as the text needs.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> Size {
        LayoutEngine.flushQueues()
        let engine = LayoutEngine(root: self, measuring: true)
        func walk(_ v: View) {
            for c in v.constraints { engine.install(c) }
            for s in v.subviews { walk(s) }
        }
        walk(self)
        engine.suggestSize(targetSize, of: self, horizontal: horizontal, vertical: vertical)
        engine.settleWrappingLabels()
        return engine.solvedSize(of: self)
    }

    // MARK: Updating constraints

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        let state = layoutState
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        LayoutEngine.needsUpdate(self)
        setNeedsLayout()
    }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { layoutStateIfAny?.needsUpdateConstraints ?? false }

    /// Runs ``updateConstraints()`` now if it is due.
    public func updateConstraintsIfNeeded() {
        guard let state = layoutStateIfAny, state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        updateConstraints()
    }

    // MARK: Baselines

    /// The view whose baseline stands for this one's (UIKit's forFirstBaselineLayout): a stack
    /// view's first or last visible arranged view, a button's title label.
    func baselineView(first: Bool) -> View? {
        if let stack = self as? StackView {
            let visible = stack.arrangedSubviews.filter { !$0.isHidden }
            return first ? visible.first : visible.last
        }
        if let button = self as? Button, button.currentTitle?.isEmpty == false { return button.titleLabel }
        return self
    }

    /// Where a label's first or last baseline sits from its vertical center (its text is
    /// centered); nil for a view without text.
    func baselineOffsetFromCenter(first: Bool) -> Double? {
        (self as? Label)?.labelBaselineOffsetFromCenter(first: first)
    }
}
