import RKMainLoop

/// A relation between two attributes of layout items (NSLayoutConstraint):
/// `firstItem.firstAttribute (=, <=, >=) multiplier * secondItem.secondAttribute + constant`,
/// held with a ``priority``.
///
/// Make constraints with anchors (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor)`) or
/// the classic initializer, and activate them; the solver of the hierarchy they belong to takes
/// them in at the next layout pass. Changing ``constant`` re-solves incrementally; done inside
/// ``View/animate(withDuration:delay:options:animations:completion:)`` followed by
/// ``View/layoutIfNeeded()``, the frames animate.
@MainActor
public final class LayoutConstraint {
    /// The parts of an item a constraint relates (NSLayoutConstraint.Attribute).
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (the left one: RecipeKit lays out left to right).
        case leading
        /// The trailing edge (the right one).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal center.
        case centerX
        /// The vertical center.
        case centerY
        /// The baseline of the last line of text (the bottom for a view without text).
        case lastBaseline
        /// The baseline of the first line of text (the bottom for a view without text).
        case firstBaseline
        /// The left edge inset by the layout margins.
        case leftMargin
        /// The right edge inset by the layout margins.
        case rightMargin
        /// The top edge inset by the layout margins.
        case topMargin
        /// The bottom edge inset by the layout margins.
        case bottomMargin
        /// The leading edge inset by the layout margins.
        case leadingMargin
        /// The trailing edge inset by the layout margins.
        case trailingMargin
        /// The horizontal center of the margins' rectangle.
        case centerXWithinMargins
        /// The vertical center of the margins' rectangle.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0

        /// Whether the attribute is a position along x, a position along y, or a size.
        var kind: AttributeKind {
            switch self {
            case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                return .x
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                return .y
            case .width, .height: return .size
            case .notAnAttribute: return .none
            }
        }
        enum AttributeKind { case x, y, size, none }
    }

    /// How the first attribute compares with the second (NSLayoutConstraint.Relation).
    public enum Relation: Int, Sendable {
        /// At most.
        case lessThanOrEqual = -1
        /// Equal.
        case equal = 0
        /// At least.
        case greaterThanOrEqual = 1
    }

    /// An axis of layout (NSLayoutConstraint.Axis), for hugging, compression resistance and
    /// stack views.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// The item on the left of the relation (a view or a ``LayoutGuide``).
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of ``firstItem``.
    public let firstAttribute: Attribute
    /// How the sides compare.
    public let relation: Relation
    /// The item on the right of the relation; nil for a constraint to a constant.
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of ``secondItem`` (``Attribute/notAnAttribute`` when there is none).
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by.
    public let multiplier: Double
    /// A name for the log lines that mention the constraint.
    public var identifier: String?
    /// Whether a layout pass should ask for this constraint when it archives a layout (kept for
    /// UIKit source compatibility; RecipeKit does not archive).
    public var shouldBeArchived = false

    /// What is added to the second side. Changing it re-solves incrementally at the next layout
    /// pass; inside an animation block, `layoutIfNeeded()` animates the frames to the new
    /// solution.
    public var constant: Double {
        didSet {
            guard constant != oldValue else { return }
            engine?.constantDidChange(self)
            holder?.setNeedsLayout()
        }
    }

    /// How much the constraint matters; below ``LayoutPriority/required`` it may give way. As in
    /// UIKit, an active constraint cannot change between required and optional (the change is
    /// refused with a log line); optional priorities can change at any time.
    public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive && (priority == .required) != (oldValue == .required) {
                RecipeLog.write("Auto Layout: refused to change \(self) between required and optional while it is active")
                priority = oldValue
                return
            }
            if let engine {
                engine.uninstall(self)
                LayoutEngine.enqueue(self)
            }
            holder?.setNeedsLayout()
        }
    }

    /// The view whose ``View/constraints`` hold the constraint while it is active.
    weak var holder: View?
    /// The solver that has the constraint, once a layout pass took it in.
    weak var engine: LayoutEngine?
    /// The constraint as the solver has it.
    var solverConstraint: SolverConstraint?
    private var active = false

    /// The items as the engine reads them; weak as in UIKit, so that a view holding a
    /// constraint on itself is not kept alive by it.
    var first: LayoutItem? { firstItem as? LayoutItem }
    var second: LayoutItem? { secondItem as? LayoutItem }
    /// The first side as an anchor (nil once its item is gone).
    public var firstAnchor: LayoutAnchor<AnyObject>? { first.map { LayoutAnchor<AnyObject>($0, firstAttribute) } }
    /// The second side as an anchor; nil for a constraint to a constant.
    public var secondAnchor: LayoutAnchor<AnyObject>? { second.map { LayoutAnchor<AnyObject>($0, secondAttribute) } }

    /// Whether the constraint relates two items (false for a size set to a constant).
    let hasSecondItem: Bool

    init(
        _ first: LayoutItem, _ firstAttribute: Attribute, _ relation: Relation, _ second: LayoutItem?,
        _ secondAttribute: Attribute, multiplier: Double = 1, constant: Double = 0
    ) {
        self.firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = second
        self.hasSecondItem = second != nil
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
    }

    /// A constraint `view1.attr1 (relation) multiplier * view2.attr2 + constant`
    /// (NSLayoutConstraint's classic initializer). `view1` and `view2` are views or
    /// ``LayoutGuide``s; pass nil and ``Attribute/notAnAttribute`` for a constant.
    public convenience init(
        item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: Double,
        constant c: Double
    ) {
        let first = (view1 as? LayoutItem) ?? View()
        self.init(first, attr1, relation, view2 as? LayoutItem, attr2, multiplier: multiplier, constant: c)
    }

    /// Whether the constraint takes part in layout. Activating it adds it to the
    /// ``View/constraints`` of the closest common ancestor of its items; items without one are
    /// refused with a log line (UIKit raises an exception).
    public var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Activates every constraint of `constraints` (faster than one by one in UIKit; the same
    /// here, since the solver takes them in at the next layout pass either way).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates every constraint of `constraints`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    private func activate() {
        guard let holder = commonAncestor() else {
            RecipeLog.write("Auto Layout: cannot activate \(self): its items have no common ancestor")
            return
        }
        install(in: holder)
    }

    /// Adds the constraint to `holder`'s list and queues it for the solver.
    func install(in holder: View) {
        active = true
        self.holder = holder
        holder.layoutState.constraints.append(self)
        LayoutEngine.activeCount += 1
        LayoutEngine.enqueue(self)
        holder.setNeedsLayout()
    }

    private func deactivate() {
        active = false
        LayoutEngine.activeCount -= 1
        engine?.uninstall(self)
        if let holder {
            holder.layoutState.constraints.removeAll { $0 === self }
            holder.setNeedsLayout()
        }
        holder = nil
    }

    /// The closest view both items are in (an item's own view counts).
    func commonAncestor() -> View? {
        guard let first, let a = LayoutConstraint.containerView(of: first) else { return nil }
        guard let second else { return hasSecondItem ? nil : a }
        guard let b = LayoutConstraint.containerView(of: second) else { return nil }
        var v: View? = a
        while let c = v {
            if b.isDescendant(of: c) { return c }
            v = c.superview
        }
        return nil
    }

    /// The view an item belongs to: a view itself, a guide's owning view.
    static func containerView(of item: LayoutItem) -> View? {
        if let v = item as? View { return v }
        return (item as? LayoutGuide)?.owningView
    }
}

extension LayoutConstraint: CustomStringConvertible {
    /// The constraint as UIKit logs it: `<Label.leading == View.leading + 8 (identifier)>`.
    public nonisolated var description: String {
        MainActor.assumeIsolated {
            @MainActor func side(_ item: LayoutItem?, _ a: Attribute) -> String {
                guard let item else { return "" }
                return "\(item.layoutDescription).\(a)"
            }
            let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
            var rhs = side(second, secondAttribute)
            if hasSecondItem && multiplier != 1 { rhs = "\(multiplier) * " + rhs }
            if constant != 0 || !hasSecondItem {
                rhs += rhs.isEmpty ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)")
            }
            let p = priority == .required ? "" : " @\(priority.rawValue)"
            let id = identifier.map { " '\($0)'" } ?? ""
            return "<\(side(first, firstAttribute)) \(op) \(rhs)\(p)\(id)>"
        }
    }
}
