import RKGeometry
import RKMainLoop

/// The solver of one view hierarchy (one per window, as UIKit has one engine per window; a
/// hierarchy outside any window has its own, on its topmost view) and the bookkeeping between
/// the constraints of its views and the solver's variables.
///
/// Constraints reach it lazily: activation queues them, and the next layout pass of their
/// hierarchy takes them in. Each item (view or guide) that a constraint mentions gets a record
/// with its own variables, plus the constraints that come with it: a view that translates its
/// autoresizing mask is pinned to its frame, one that does not gets its intrinsic content size
/// with its hugging and compression resistance, and a system guide follows its view's insets.
/// Frames change the pins' constants, which re-solves incrementally.
@MainActor
final class LayoutEngine {
    // MARK: Process-wide queues

    /// Active constraints in every hierarchy; while zero, layout passes skip Auto Layout
    /// entirely.
    static var activeCount = 0
    /// Activated constraints not yet in an engine.
    private static var pending: [LayoutConstraint] = []
    private struct WeakView { weak var view: View? }
    /// Views marked with ``View/setNeedsUpdateConstraints()``.
    private static var needingUpdate: [WeakView] = []

    static func enqueue(_ c: LayoutConstraint) { pending.append(c) }

    static func needsUpdate(_ v: View) { needingUpdate.append(WeakView(view: v)) }

    /// Runs `updateConstraints()` where it was asked for and takes queued constraints into their
    /// engines, then brings the engine of `view`'s hierarchy up to date and places its
    /// constrained views. Called before a layout pass; costs one comparison when no constraint
    /// exists anywhere.
    static func prepareLayout(of view: View) {
        guard activeCount > 0 || !pending.isEmpty || !needingUpdate.isEmpty else { return }
        flushQueues()
        var root = view
        while let s = root.superview { root = s }
        if let engine = root.attachment(LayoutEngine.self) {
            engine.sync()
            engine.apply()
        }
    }

    static func flushQueues() {
        var rounds = 0
        while !needingUpdate.isEmpty && rounds < 10 {
            rounds += 1
            let views = needingUpdate.compactMap(\.view)
            needingUpdate.removeAll()
            for v in views { v.updateConstraintsIfNeeded() }
        }
        guard !pending.isEmpty else { return }
        let queue = pending
        pending.removeAll()
        for c in queue where c.isActive && c.engine == nil {
            guard let holder = c.holder else { continue }
            var root = holder
            while let s = root.superview { root = s }
            engine(of: root).install(c)
        }
    }

    /// The engine of the hierarchy whose topmost view is `root`.
    static func engine(of root: View) -> LayoutEngine {
        root.attachment(LayoutEngine.self, orMake: LayoutEngine(root: root))
    }

    /// Called after `view` (with its subviews) joined a hierarchy or left one (`oldSuperview`
    /// set): constraints held above it that mention it are deactivated, as UIKit does, and the
    /// constraints it carries along move to the engine of its new hierarchy.
    static func subtreeDidMove(_ view: View, from oldSuperview: View?) {
        guard activeCount > 0 else { return }
        if let old = oldSuperview {
            var holder: View? = old
            while let h = holder {
                if let state = h.layoutStateIfAny {
                    for c in state.constraints where c.mentions(viewsIn: view) { c.isActive = false }
                }
                holder = h.superview
            }
        }
        var root = view
        while let s = root.superview { root = s }
        let target = root.attachment(LayoutEngine.self)
        func walk(_ v: View) {
            if let state = v.layoutStateIfAny {
                for c in state.constraints where c.engine != nil && c.engine !== target {
                    c.engine?.uninstall(c)
                    enqueue(c)
                }
            }
            for s in v.subviews { walk(s) }
        }
        walk(view)
        if !pending.isEmpty { root.setNeedsLayout() }
    }

    // MARK: One engine

    /// One item the solver knows: its variables and the constraints that come with it.
    final class Record {
        weak var item: LayoutItem?
        let variables: LayoutVariables
        var uses = 0
        /// Constraints whose constant follows the hierarchy (a frame, an inset, an intrinsic
        /// size): each with the function that gives its current expression constant.
        var pins: [(constraint: SolverConstraint, constant: () -> Double)] = []
        var intrinsic: [SolverConstraint] = []
        var intrinsicSize = Size(width: -1, height: -1)
        /// Items this record keeps in the engine (a system guide's view).
        /// By identity, not reference: the engine lives on the root view, so a strong reference
        /// to any view of the hierarchy would keep the hierarchy alive.
        var extraUses: [ObjectIdentifier] = []
        var translates = false
        init(_ item: LayoutItem, _ name: String) {
            self.item = item
            variables = LayoutVariables(name)
        }
    }

    let solver = LayoutSolver()
    private(set) weak var root: View?
    /// When set, the root is sized by the solver (``View/systemLayoutSizeFitting(_:)``) rather
    /// than pinned to its frame, and constraints are not adopted (their engine stays theirs).
    private let measuring: Bool
    private var records: [ObjectIdentifier: Record] = [:]
    /// Records with pins, checked by ``sync()``.
    private var pinned: [ObjectIdentifier: Record] = [:]
    private var intrinsicDirty: [ObjectIdentifier: Record] = [:]
    /// Solver constraints of the installed layout constraints, with the items they keep.
    private var installed:
        [ObjectIdentifier: (constraint: LayoutConstraint, solver: SolverConstraint?, uses: [ObjectIdentifier], base: Double)] =
            [:]
    /// Whether the solution may have moved since frames were last applied.
    private(set) var changed = false

    init(root: View, measuring: Bool = false) {
        self.root = root
        self.measuring = measuring
    }

    var installedCount: Int { installed.count }

    func record(for item: LayoutItem) -> Record? { records[ObjectIdentifier(item)] }

    /// The record of `item`, made (with its pins or intrinsic constraints) on first use.
    private func ensureRecord(_ item: LayoutItem) -> Record {
        let id = ObjectIdentifier(item)
        if let r = records[id] {
            if r.item === item { return r }
            // A record left by an item that went (its address now reused): start afresh.
            for p in r.pins { solver.remove(p.constraint) }
            removeIntrinsic(r)
            pinned[ObjectIdentifier(r)] = nil
            intrinsicDirty[ObjectIdentifier(r)] = nil
        }
        let r = Record(item, item.layoutDescription)
        records[id] = r
        if let v = item as? View {
            if !measuring { v.layoutState.engine = self }
            addItemConstraints(r, v)
        } else if let g = item as? LayoutGuide, g.role != .user, let owner = g.owningView {
            addGuidePins(r, g, owner)
        }
        return r
    }

    private func addItemConstraints(_ r: Record, _ v: View) {
        let vars = r.variables
        let isMeasuredRoot = measuring && v === root
        r.translates = !isMeasuredRoot && v.translatesAutoresizingMaskIntoConstraints
        if r.translates {
            // UIKit's autoresizing-mask constraints: the frame, as required equalities.
            let parts: [(SolverVariable, (View) -> Double)] = [
                (vars.minX, { $0.frame.minX }), (vars.minY, { $0.frame.minY }),
                (vars.width, { $0.bounds.width }), (vars.height, { $0.bounds.height }),
            ]
            for (variable, read) in parts {
                let value = read(v)
                pin(r, LinearExpression(variable) + -value) { [weak v] in v.map { -read($0) } ?? -value }
            }
        } else {
            if isMeasuredRoot {
                pin(r, LinearExpression(vars.minX), constant: { 0 })
                pin(r, LinearExpression(vars.minY), constant: { 0 })
            }
            r.intrinsicSize = v.intrinsicContentSize
            addIntrinsic(r, v)
        }
    }

    private func pin(
        _ r: Record, _ e: LinearExpression, relation: SolverConstraint.Relation = .equal,
        priority: Double = 1000, constant: @escaping () -> Double
    ) {
        let c = SolverConstraint(e, relation, priority: priority, owner: r.item)
        try? solver.add(c)
        r.pins.append((c, constant))
        pinned[ObjectIdentifier(r)] = r
        changed = true
    }

    private func addGuidePins(_ r: Record, _ g: LayoutGuide, _ owner: View) {
        let o = ensureRecord(owner)
        o.uses += 1
        r.extraUses.append(ObjectIdentifier(owner))
        let gv = r.variables
        let ov = o.variables
        if g.role == .scrollContent || g.role == .scrollFrame {
            addScrollGuidePins(r, g, owner, ov)
            return
        }
        // Insets from the owner's edges, read when the pins are checked.
        let insets: () -> EdgeInsets = { [weak g, weak owner] in
            guard let g, let owner else { return EdgeInsets() }
            let f = g.systemFrame(in: owner)
            let b = owner.bounds.size
            return EdgeInsets(top: f.minY, left: f.minX, bottom: b.height - f.maxY, right: b.width - f.maxX)
        }
        let i = insets()
        pin(r, LinearExpression(gv.minY) + -i.top) { -insets().top }
        pin(r, LinearExpression([(gv.height, 1), (ov.height, -1)], constant: i.top + i.bottom)) {
            let i = insets()
            return i.top + i.bottom
        }
        if g.role == .readableContent {
            let m: () -> EdgeInsets = { [weak owner] in
                guard let owner else { return EdgeInsets() }
                let r = owner.layoutMarginsRect
                let b = owner.bounds
                return EdgeInsets(top: 0, left: r.minX - b.minX, bottom: 0, right: b.maxX - r.maxX)
            }
            let mi = m()
            // Centered in the margins, as wide as they are up to the readable measure.
            pin(r, LinearExpression([(gv.minX, 1), (gv.width, 0.5), (ov.width, -0.5)], constant: -(mi.left - mi.right) / 2)) {
                let mi = m()
                return -(mi.left - mi.right) / 2
            }
            pin(r, LinearExpression([(gv.width, 1), (ov.width, -1)], constant: mi.left + mi.right), relation: .lessOrEqual) {
                let mi = m()
                return mi.left + mi.right
            }
            pin(r, LinearExpression(gv.width) + -LayoutGuide.readableWidth, relation: .lessOrEqual) { -LayoutGuide.readableWidth }
            pin(r, LinearExpression([(gv.width, 1), (ov.width, -1)], constant: mi.left + mi.right), priority: 999) {
                let mi = m()
                return mi.left + mi.right
            }
        } else {
            pin(r, LinearExpression(gv.minX) + -i.left) { -insets().left }
            pin(r, LinearExpression([(gv.width, 1), (ov.width, -1)], constant: i.left + i.right)) {
                let i = insets()
                return i.left + i.right
            }
        }
    }

    /// A scroll view's guides. The frame guide is the visible rectangle in the content's
    /// coordinates, so what is pinned to it stays put while the content scrolls. The content
    /// guide starts at the content's origin; its size follows the content size only weakly, so
    /// constraints that size it set the content size instead (see ``apply()``).
    private func addScrollGuidePins(_ r: Record, _ g: LayoutGuide, _ owner: View, _ ov: LayoutVariables) {
        let gv = r.variables
        if g.role == .scrollFrame {
            let b = owner.bounds
            pin(r, LinearExpression(gv.minX) + -b.minX) { [weak owner] in -(owner?.bounds.minX ?? 0) }
            pin(r, LinearExpression(gv.minY) + -b.minY) { [weak owner] in -(owner?.bounds.minY ?? 0) }
            pin(r, LinearExpression([(gv.width, 1), (ov.width, -1)])) { 0 }
            pin(r, LinearExpression([(gv.height, 1), (ov.height, -1)])) { 0 }
            return
        }
        pin(r, LinearExpression(gv.minX)) { 0 }
        pin(r, LinearExpression(gv.minY)) { 0 }
        let size: () -> Size = { [weak owner] in (owner as? ScrollView)?.contentSize ?? .zero }
        let s = size()
        pin(r, LinearExpression(gv.width) + -s.width, priority: 1) { -size().width }
        pin(r, LinearExpression(gv.height) + -s.height, priority: 1) { -size().height }
    }

    /// The view's intrinsic size as four constraints: no larger than it at the hugging
    /// priority, no smaller at the compression resistance, per axis with a size.
    private func addIntrinsic(_ r: Record, _ v: View) {
        let s = r.intrinsicSize
        let state = v.layoutState
        let axes: [(SolverVariable, Double, LayoutPriority, LayoutPriority)] = [
            (r.variables.width, s.width, state.hugging.horizontal, state.compression.horizontal),
            (r.variables.height, s.height, state.hugging.vertical, state.compression.vertical),
        ]
        for (variable, size, hug, resist) in axes where size >= 0 && size.isFinite {
            let e = LinearExpression(variable) + -size
            let h = SolverConstraint(e, .lessOrEqual, priority: Double(hug.rawValue), owner: v)
            let c = SolverConstraint(e, .greaterOrEqual, priority: Double(resist.rawValue), owner: v)
            for x in [h, c] {
                do { try solver.add(x) } catch { continue }
                r.intrinsic.append(x)
            }
        }
        changed = true
    }

    private func removeIntrinsic(_ r: Record) {
        for c in r.intrinsic { solver.remove(c) }
        r.intrinsic.removeAll()
        changed = true
    }

    private func release(_ id: ObjectIdentifier) {
        guard let r = records[id] else { return }
        r.uses -= 1
        guard r.uses <= 0 else { return }
        for p in r.pins { solver.remove(p.constraint) }
        removeIntrinsic(r)
        records[id] = nil
        pinned[ObjectIdentifier(r)] = nil
        intrinsicDirty[ObjectIdentifier(r)] = nil
        if let v = r.item as? View, !measuring, v.layoutStateIfAny?.engine === self { v.layoutState.engine = nil }
        for e in r.extraUses { release(e) }
    }

    // MARK: Expressions

    /// `attribute` of `item` as an expression in `ancestor`'s coordinates, noting the items
    /// whose variables it uses.
    func expression(
        _ item: LayoutItem, _ attribute: LayoutConstraint.Attribute, in ancestor: View,
        uses: inout [LayoutItem]
    ) -> LinearExpression {
        // Margin attributes are the margins guide's edges.
        if let v = item as? View, let plain = attribute.withoutMargins {
            return expression(v.layoutMarginsGuide, plain, in: ancestor, uses: &uses)
        }
        let r = ensureRecord(item)
        uses.append(item)
        let isAncestor = item === ancestor
        var e = local(r, item, attribute, includingOrigin: !isAncestor, uses: &uses)
        if isAncestor { return e }
        // Up the chain to the ancestor: each parent's origin in its own parent.
        var parent = item.layoutParentView
        while let p = parent, p !== ancestor {
            let pr = ensureRecord(p)
            uses.append(p)
            let along = attribute.kind == .x ? pr.variables.minX : pr.variables.minY
            if attribute.kind != .size { e = e + LinearExpression(along) }
            parent = p.superview
        }
        return e
    }

    private func local(
        _ r: Record, _ item: LayoutItem, _ a: LayoutConstraint.Attribute, includingOrigin: Bool,
        uses: inout [LayoutItem]
    ) -> LinearExpression {
        let v = r.variables
        let x: [(SolverVariable, Double)] = includingOrigin ? [(v.minX, 1)] : []
        let y: [(SolverVariable, Double)] = includingOrigin ? [(v.minY, 1)] : []
        switch a {
        case .left, .leading: return LinearExpression(x)
        case .right, .trailing: return LinearExpression(x + [(v.width, 1)])
        case .centerX: return LinearExpression(x + [(v.width, 0.5)])
        case .width: return LinearExpression(v.width)
        case .top: return LinearExpression(y)
        case .bottom: return LinearExpression(y + [(v.height, 1)])
        case .centerY: return LinearExpression(y + [(v.height, 0.5)])
        case .height: return LinearExpression(v.height)
        case .firstBaseline, .lastBaseline:
            guard let view = item as? View else { return LinearExpression(y + [(v.height, 1)]) }
            let first = a == .firstBaseline
            if let inner = view.baselineView(first: first), inner !== view, inner.isDescendant(of: view) {
                return LinearExpression(y) + expression(inner, a, in: view, uses: &uses)
            }
            if let offset = view.baselineOffsetFromCenter(first: first) {
                return LinearExpression(y + [(v.height, 0.5)], constant: offset)
            }
            return LinearExpression(y + [(v.height, 1)])
        default: return LinearExpression()
        }
    }

    // MARK: Constraints in and out

    func install(_ c: LayoutConstraint) {
        guard let holder = c.holder, let first = c.first else { return }
        if c.hasSecondItem && c.second == nil { return }
        var uses: [LayoutItem] = []
        // Right to left, leading is the right edge and constants grow towards the left: both
        // sides are measured leftwards from the origin (UIKit resolves them when installed).
        let flip = c.firstAttribute.isDirectional && ((first as? View) ?? first.layoutParentView)?.isRightToLeft == true
        let sign = flip ? -1.0 : 1
        var e = expression(first, flip ? c.firstAttribute.mirrored : c.firstAttribute, in: holder, uses: &uses) * sign
        if let second = c.second {
            let mirrored = flip && c.secondAttribute.isDirectional
            e = e - expression(second, mirrored ? c.secondAttribute.mirrored : c.secondAttribute, in: holder, uses: &uses)
                * (mirrored ? -c.multiplier : c.multiplier)
        }
        let base = e.constant
        e.constant -= c.constant
        for u in uses { ensureRecord(u).uses += 1 }
        let relation: SolverConstraint.Relation =
            c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .lessOrEqual : .greaterOrEqual
        let sc = SolverConstraint(e, relation, priority: Double(c.priority.rawValue), owner: c)
        var added: SolverConstraint? = sc
        do {
            try solver.add(sc)
        } catch {
            added = nil
            report(broken: c, conflicting: error.conflicting)
        }
        installed[ObjectIdentifier(c)] = (c, added, uses.map(ObjectIdentifier.init), base)
        if !measuring {
            c.engine = self
            c.solverConstraint = added
        }
        changed = true
    }

    func uninstall(_ c: LayoutConstraint) {
        guard let entry = installed.removeValue(forKey: ObjectIdentifier(c)) else { return }
        if let sc = entry.solver { solver.remove(sc) }
        for u in entry.uses { release(u) }
        if c.engine === self {
            c.engine = nil
            c.solverConstraint = nil
        }
        changed = true
    }

    /// A constant changed: shift it in the solver (incremental); a required constraint that
    /// the new constant makes impossible is broken and reported as when it was added.
    func constantDidChange(_ c: LayoutConstraint) {
        guard let entry = installed[ObjectIdentifier(c)] else { return }
        changed = true
        guard let sc = entry.solver else {
            // Broken before: try again with the new constant.
            uninstall(c)
            install(c)
            return
        }
        do {
            try solver.setConstant(entry.base - c.constant, of: sc)
        } catch {
            uninstall(c)
            install(c)
        }
    }

    /// Logs a broken constraint the way UIKit's console message reads, in one line.
    private func report(broken c: LayoutConstraint, conflicting: [SolverConstraint]) {
        let others = conflicting.compactMap { s -> String? in
            if let lc = s.owner as? LayoutConstraint { return lc.description }
            if let v = s.owner as? View { return "<\(v.layoutDescription) autoresizing or intrinsic size>" }
            return nil
        }
        var views: [String] = []
        for item in [c.first, c.second].compactMap({ $0 }) where !views.contains(item.layoutDescription) {
            views.append(item.layoutDescription)
        }
        RecipeLog.write(
            "Auto Layout: unable to simultaneously satisfy constraints of \(views.joined(separator: ", ")); "
                + "breaking \(c) (conflicts with \(others.isEmpty ? "the required constraints" : others.joined(separator: ", ")))"
        )
    }

    // MARK: Keeping up with the hierarchy

    /// Marks a view's intrinsic size for re-reading at the next pass.
    func intrinsicSizeDidChange(_ v: View) {
        guard let r = records[ObjectIdentifier(v)] else { return }
        intrinsicDirty[ObjectIdentifier(r)] = r
    }

    /// The view started or stopped translating its autoresizing mask, or changed a hugging or
    /// compression priority: its item constraints are made again.
    func itemSettingsDidChange(_ v: View) {
        guard let r = records[ObjectIdentifier(v)] else { return }
        for p in r.pins { solver.remove(p.constraint) }
        r.pins.removeAll()
        pinned[ObjectIdentifier(r)] = nil
        removeIntrinsic(r)
        addItemConstraints(r, v)
        // A constraint broken against the old item constraints may hold now.
        for entry in installed.values where entry.solver == nil && entry.uses.contains(ObjectIdentifier(v)) {
            uninstall(entry.constraint)
            install(entry.constraint)
        }
    }

    private func setIntrinsicSize(_ s: Size, of r: Record, _ v: View) {
        guard s != r.intrinsicSize else { return }
        let old = r.intrinsicSize
        r.intrinsicSize = s
        if (old.width >= 0) == (s.width >= 0) && (old.height >= 0) == (s.height >= 0) && r.intrinsic.count == 4 {
            // Same shape: new constants, re-solved incrementally.
            for (i, c) in r.intrinsic.enumerated() {
                try? solver.setConstant(-(i < 2 ? s.width : s.height), of: c)
            }
            changed = true
        } else {
            removeIntrinsic(r)
            addIntrinsic(r, v)
        }
    }

    /// Measures wrapping labels again at the widths the solution gives them, until their
    /// heights stop changing (at most `rounds` times): when measuring, a label has no width of
    /// its own yet, so its first intrinsic size is one long line.
    func settleWrappingLabels(rounds: Int = 3) {
        for _ in 0..<rounds {
            var moved = false
            for r in records.values {
                guard let label = r.item as? Label, !r.translates, label.numberOfLines != 1,
                    label.preferredMaxLayoutWidth == 0
                else { continue }
                let w = solver.value(of: r.variables.width)
                guard w.isFinite, w > 0 else { continue }
                let s = label.sizeThatFits(Size(width: w, height: .greatestFiniteMagnitude))
                // Only the height follows the width; the width stays what the text wants, so
                // the label still hugs it.
                let measured = Size(width: r.intrinsicSize.width, height: s.height)
                if measured != r.intrinsicSize {
                    setIntrinsicSize(measured, of: r, label)
                    moved = true
                }
            }
            if !moved { return }
        }
    }

    /// Brings pins (frames of translating views, guides' insets) and intrinsic sizes up to date.
    func sync() {
        for r in pinned.values {
            for p in r.pins {
                let value = p.constant()
                if value != p.constraint.expression.constant {
                    try? solver.setConstant(value, of: p.constraint)
                    changed = true
                }
            }
        }
        guard !intrinsicDirty.isEmpty else { return }
        let dirty = intrinsicDirty.values
        intrinsicDirty.removeAll()
        var baselineViews: [View] = []
        for r in dirty {
            guard let v = r.item as? View, !r.translates else { continue }
            let s = v.intrinsicContentSize
            if v.baselineOffsetFromCenter(first: true) != nil { baselineViews.append(v) }
            setIntrinsicSize(s, of: r, v)
        }
        // Baselines are constants of the constraints that use them: those are made again.
        if !baselineViews.isEmpty {
            let affected = installed.values.filter { entry in
                let c = entry.constraint
                let usesBaseline = [c.firstAttribute, c.secondAttribute].contains { $0 == .firstBaseline || $0 == .lastBaseline }
                return usesBaseline && entry.uses.contains { u in baselineViews.contains { ObjectIdentifier($0) == u } }
            }
            for entry in affected {
                uninstall(entry.constraint)
                install(entry.constraint)
            }
        }
    }

    /// Sets the frames of the views that do not translate their autoresizing masks, and the
    /// frames of guides, from the solution, rounded to pixels as UIKit rounds them.
    func apply() {
        guard changed, !measuring else { return }
        changed = false
        let scale = root?.layer.contentsScale ?? 1
        func snap(_ x: Double) -> Double { (x * scale).rounded() / scale }
        for r in records.values {
            guard let item = r.item else { continue }
            let v = r.variables
            let x = solver.value(of: v.minX)
            let y = solver.value(of: v.minY)
            let w = solver.value(of: v.width)
            let h = solver.value(of: v.height)
            let f = Rect(x: snap(x), y: snap(y), width: snap(x + w) - snap(x), height: snap(y + h) - snap(y))
            if let view = item as? View {
                if !r.translates && view.frame != f { view.frame = f }
            } else if let g = item as? LayoutGuide {
                g.layoutFrame = f
                // Constraints that size the content guide set the content size.
                if g.role == .scrollContent, let scroll = g.owningView as? ScrollView, scroll.contentSize != f.size {
                    scroll.contentSize = f.size
                }
            }
        }
    }

    /// The size the solver gives the root (``View/systemLayoutSizeFitting(_:)``).
    func solvedSize(of item: LayoutItem) -> Size {
        guard let r = records[ObjectIdentifier(item)] else { return .zero }
        return Size(width: solver.value(of: r.variables.width), height: solver.value(of: r.variables.height))
    }

    /// Pulls the root's size toward `target` at `priority` (for measuring).
    func suggestSize(_ target: Size, of item: LayoutItem, horizontal: LayoutPriority, vertical: LayoutPriority) {
        let r = ensureRecord(item)
        r.uses += 1
        for (variable, value, p) in [
            (r.variables.width, target.width, horizontal), (r.variables.height, target.height, vertical),
        ] {
            let c = SolverConstraint(LinearExpression(variable) + -value, .equal, priority: Double(p.rawValue), owner: item)
            do { try solver.add(c) } catch { continue }
        }
    }
}

extension LayoutConstraint {
    /// Whether an item of the constraint is `view` or inside it.
    func mentions(viewsIn view: View) -> Bool {
        for item in [first, second].compactMap({ $0 }) {
            if let v = LayoutConstraint.containerView(of: item), v.isDescendant(of: view) { return true }
        }
        return false
    }
}

extension LayoutConstraint.Attribute {
    /// Whether the attribute is a leading or trailing edge, which depends on the layout direction.
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// The edge a directional attribute is in a right-to-left layout.
    var mirrored: LayoutConstraint.Attribute {
        switch self {
        case .leading: return .right
        case .trailing: return .left
        case .leadingMargin: return .rightMargin
        case .trailingMargin: return .leftMargin
        default: return self
        }
    }

    /// For a margin attribute, the same edge of the margins guide.
    var withoutMargins: LayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}
