import RKGeometry

/// A view that lines up its arranged subviews in a row or a column (UIStackView), with
/// constraints it makes itself, so that a stack inside a form laid out with constraints sizes
/// itself from its content.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [nameLabel, nameField])
/// row.axis = .horizontal
/// row.spacing = 8
/// row.alignment = .firstBaseline
/// ```
///
/// Hiding an arranged view collapses it (its neighbours close the gap, with the spacing after
/// it); inside ``View/animate(withDuration:delay:options:animations:completion:)`` they move
/// there with the animation.
@MainActor
open class StackView: View {
    /// How arranged views share the length along the axis (UIStackView.Distribution).
    public enum Distribution: Int, Sendable {
        /// Views at their intrinsic sizes; the one with the lowest content hugging priority
        /// takes up the rest (or gives, by compression resistance, when space is short).
        case fill
        /// Every view the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic sizes.
        case fillProportionally
        /// Views at their intrinsic sizes, with equal gaps (at least ``spacing``) between.
        case equalSpacing
        /// Equal distances between the views' centers, gaps at least ``spacing``.
        case equalCentering
    }

    /// Where arranged views sit across the axis (UIStackView.Alignment).
    public enum Alignment: Int, Sendable {
        /// Stretched to the stack's thickness.
        case fill
        /// Against the leading edge (vertical stacks).
        case leading
        /// Against the top edge (horizontal stacks).
        case top
        /// Baselines of their first lines aligned (horizontal stacks).
        case firstBaseline
        /// Centered.
        case center
        /// Against the trailing edge (vertical stacks).
        case trailing
        /// Against the bottom edge (horizontal stacks).
        case bottom
        /// Baselines of their last lines aligned (horizontal stacks).
        case lastBaseline
    }

    /// The views the stack lines up, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []

    /// The direction views are lined up in (horizontal by default, as in UIKit).
    public var axis: LayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { setNeedsUpdateConstraints() } } }
    /// How views share the length along the axis.
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { setNeedsUpdateConstraints() } } }
    /// Where views sit across the axis.
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsUpdateConstraints() } } }
    /// The gap between adjacent views (the least gap for the equal distributions).
    public var spacing = 0.0 { didSet { if spacing != oldValue { setNeedsUpdateConstraints() } } }
    /// Whether views are lined up inside the layout margins rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }
    /// Whether a baseline-aligned horizontal stack (or a vertical stack's spacing) follows
    /// baselines; kept for source compatibility with UIKit.
    public var isBaselineRelativeArrangement = false

    private var customSpacings: [ObjectIdentifier: Double] = [:]
    private var made: [LayoutConstraint] = []
    private var gapGuides: [LayoutGuide] = []

    /// The spacing to use after a view when ``setCustomSpacing(_:after:)`` is given it.
    public static let spacingUseDefault = Double.greatestFiniteMagnitude

    /// A stack of `views`, horizontal, filling, with no spacing.
    public init(arrangedSubviews views: [View] = []) {
        super.init(frame: .zero)
        layoutMargins = EdgeInsets()
        for v in views { addArrangedSubview(v) }
        setNeedsUpdateConstraints()
    }

    /// An empty stack with a frame.
    public override convenience init(frame: Rect) {
        self.init(arrangedSubviews: [])
        self.frame = frame
    }

    /// Appends a view to the arranged views (adding it as a subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view among the arranged views at `index` (adding it as a subview if needed).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: Swift.min(Swift.max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsUpdateConstraints()
    }

    /// Takes a view out of the arranged views; it stays a subview (call `removeFromSuperview()`
    /// to take it away as well, as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsUpdateConstraints()
    }

    /// Sets the gap after `view` (``spacingUseDefault`` goes back to ``spacing``).
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing == StackView.spacingUseDefault ? nil : spacing
        setNeedsUpdateConstraints()
    }

    /// The gap after `view`: its custom spacing, else ``spacing``.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
    }

    /// A subview leaving the stack leaves the arranged views too.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    override func subviewVisibilityDidChange(_ subview: View) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        setNeedsUpdateConstraints()
        if ViewAnimation.current != nil {
            // Inside an animation block the neighbours move with it, as UIStackView's do.
            var root: View = self
            while let s = root.superview { root = s }
            root.layoutIfNeeded()
        }
    }

    /// Makes the stack's constraints again for its arranged views and settings.
    open override func updateConstraints() {
        LayoutConstraint.deactivate(made)
        made.removeAll()
        for g in gapGuides { removeLayoutGuide(g) }
        gapGuides.removeAll()
        made = makeConstraints()
        LayoutConstraint.activate(made)
        super.updateConstraints()
    }

    // MARK: The constraints

    private func makeConstraints() -> [LayoutConstraint] {
        let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        guard !views.isEmpty else { return [] }
        let box: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let lead: LayoutConstraint.Attribute = horizontal ? .leading : .top
        let trail: LayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: LayoutConstraint.Attribute = horizontal ? .width : .height
        let center: LayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let crossLead: LayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossTrail: LayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: LayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let thickness: LayoutConstraint.Attribute = horizontal ? .height : .width
        var out: [LayoutConstraint] = []
        func c(
            _ a: LayoutItem, _ aa: LayoutConstraint.Attribute, _ r: LayoutConstraint.Relation, _ b: LayoutItem?,
            _ ba: LayoutConstraint.Attribute, m: Double = 1, _ k: Double = 0, _ p: LayoutPriority = .required
        ) {
            let x = LayoutConstraint(a, aa, r, b, ba, multiplier: m, constant: k)
            x.priority = p
            x.identifier = "StackView"
            out.append(x)
        }
        func gap(after v: View) -> Double { customSpacings[ObjectIdentifier(v)] ?? spacing }

        // Along the axis: the ends touch the box.
        c(views[0], lead, .equal, box, lead)
        c(views[views.count - 1], trail, .equal, box, trail)
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            for i in 1..<views.count { c(views[i], lead, .equal, views[i - 1], trail, gap(after: views[i - 1])) }
            if distribution == .fillEqually {
                for v in views.dropFirst() { c(v, length, .equal, views[0], length) }
            } else if distribution == .fillProportionally {
                let sizes = views.map { v -> Double in
                    let s = v.intrinsicContentSize
                    return Swift.max(0, horizontal ? s.width : s.height)
                }
                let total = sizes.reduce(0, +)
                let gaps = views.dropLast().map { gap(after: $0) }.reduce(0, +)
                for (v, s) in zip(views, sizes) {
                    let share = total > 0 ? s / total : 1 / Double(views.count)
                    c(v, length, .equal, box, length, m: share, -gaps * share, LayoutPriority(999))
                }
            }
        case .equalSpacing, .equalCentering:
            var first: LayoutGuide?
            for i in 1..<views.count {
                let g = LayoutGuide()
                g.identifier = "StackView gap"
                addLayoutGuide(g)
                gapGuides.append(g)
                let prev = views[i - 1]
                let next = views[i]
                if distribution == .equalSpacing {
                    c(g, lead, .equal, prev, trail)
                    c(g, trail, .equal, next, lead)
                } else {
                    c(g, lead, .equal, prev, center)
                    c(g, trail, .equal, next, center)
                    c(next, lead, .greaterThanOrEqual, prev, trail, gap(after: prev))
                }
                if distribution == .equalSpacing { c(g, length, .greaterThanOrEqual, nil, .notAnAttribute, gap(after: prev)) }
                if let first { c(g, length, .equal, first, length) } else { first = g }
            }
            // The stack is as short as the gaps allow when nothing else sizes it.
            c(self, length, .equal, nil, .notAnAttribute, 0, LayoutPriority(49))
        }

        // Across the axis.
        for v in views {
            switch alignment {
            case .fill:
                c(v, crossLead, .equal, box, crossLead)
                c(v, crossTrail, .equal, box, crossTrail)
            case .leading, .top:
                c(v, crossLead, .equal, box, crossLead)
                c(v, crossTrail, .lessThanOrEqual, box, crossTrail)
            case .trailing, .bottom:
                c(v, crossTrail, .equal, box, crossTrail)
                c(v, crossLead, .greaterThanOrEqual, box, crossLead)
            case .center:
                c(v, crossCenter, .equal, box, crossCenter)
                c(v, crossLead, .greaterThanOrEqual, box, crossLead)
            case .firstBaseline, .lastBaseline:
                c(v, crossLead, .greaterThanOrEqual, box, crossLead)
                c(v, crossTrail, .lessThanOrEqual, box, crossTrail)
                // Each view's top is pulled to the box's, weakly, so that the tallest sits there.
                c(v, crossLead, .equal, box, crossLead, 0, LayoutPriority(48))
                if horizontal, v !== views[0] {
                    let b: LayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                    c(v, b, .equal, views[0], b)
                }
            }
        }
        if alignment != .fill {
            // As thin as the views allow, when nothing else sizes the stack.
            c(self, thickness, .equal, nil, .notAnAttribute, 0, LayoutPriority(49))
        }
        return out
    }
}
