/// An incremental Cassowary solver (Badros, Borning and Stuckey, 2001): a simplex tableau kept
/// optimal as constraints come and go.
///
/// Each constraint is a row of the tableau with a *marker* symbol (its slack, its dummy, or its
/// positive error), so that it can be taken out again without rebuilding anything, and so that
/// a change of its constant is a shift of the marker: only the rows that mention the marker move,
/// and the dual simplex repairs the few that became infeasible. Weak constraints put weighted
/// error symbols in the objective; required ones must hold, and one that cannot is refused
/// (the caller breaks it) with the tableau left as it was.
///
/// Rows are sparse dictionaries; a column index (which rows mention each symbol) keeps
/// substitution and the ratio tests proportional to the rows involved, not to the tableau.
final class LayoutSolver {
    /// Why ``add(_:)`` refused a constraint.
    struct Conflict: Error {
        /// The required constraints already in the solver that the refused one contradicts.
        let conflicting: [SolverConstraint]
    }

    private enum Kind: UInt8 { case external, slack, error, dummy }

    private final class Row {
        var cells: [Int: Double]
        var constant: Double
        init(constant: Double, cells: [Int: Double] = [:]) {
            self.constant = constant
            self.cells = cells
        }
        func copy() -> Row { Row(constant: constant, cells: cells) }
        /// Adds `coefficient * symbol`, dropping the cell when it cancels out.
        func add(_ symbol: Int, _ coefficient: Double) {
            let v = (cells[symbol] ?? 0) + coefficient
            if nearZero(v) { cells[symbol] = nil } else { cells[symbol] = v }
        }
        /// Adds `coefficient * other`.
        func add(_ other: Row, _ coefficient: Double) {
            constant += other.constant * coefficient
            // On a local, uniquely held copy: one exclusivity check for the loop, not one per cell.
            var mine = cells
            cells = [:]
            for (s, c) in other.cells {
                let v = (mine[s] ?? 0) + c * coefficient
                if nearZero(v) { mine[s] = nil } else { mine[s] = v }
            }
            cells = mine
        }
        // Scaling every cell keeps the keys where they are: mapValues copies the table without
        // hashing a key, where assigning cell by cell hashed each twice (a quarter of a long
        // form's solve went there).
        func negate() {
            constant = -constant
            cells = cells.mapValues { -$0 }
        }
        /// From `0 = constant + cells` to `symbol = constant' + cells'`.
        func solve(for symbol: Int) {
            let k = -1 / cells.removeValue(forKey: symbol)!
            constant *= k
            cells = cells.mapValues { $0 * k }
        }
        /// From `lhs = constant + cells` (with `rhs` in cells) to `rhs = ...`.
        func solve(_ lhs: Int, for rhs: Int) {
            add(lhs, -1)
            solve(for: rhs)
        }
    }

    private struct Tag {
        var marker: Int
        var other: Int = -1
        /// The marker's coefficient in the constraint's own row: a change `d` of the constant is
        /// the substitution `marker := marker + d / markerCoefficient`.
        var markerCoefficient: Double
    }

    private var kinds: [Kind] = []
    private var rows: [Row?] = []
    /// For each symbol, the basic symbols whose rows mention it, kept loosely: entries are only
    /// ever appended, and stale or repeated ones are dropped when the column is read
    /// (``liveColumn(_:)``). Hashing every cell into sets cost more than the simplex itself.
    private var columns: [[Int]] = []
    private var objective = Row(constant: 0)
    /// The objective's symbols that may have turned negative since it was last optimal: only
    /// substitutions and removals change it, so only their cells need looking at, not the
    /// thousands of error terms a form has.
    private var touched: Set<Int> = []
    private var artificial: Row?
    private var infeasible: [Int] = []
    private var tags: [ObjectIdentifier: (constraint: SolverConstraint, tag: Tag)] = [:]
    /// The constraint each marker belongs to, for naming conflicts.
    private var markerOwners: [Int: SolverConstraint] = [:]
    private var edits: [ObjectIdentifier: (variable: SolverVariable, constraint: SolverConstraint)] = [:]

    /// How many pivots the solver made; tests and benchmarks read it to tell incremental work
    /// from a rebuild.
    private(set) var pivotCount = 0

    init() {}

    /// The number of constraints in the solver (edit constraints included).
    var constraintCount: Int { tags.count }

    func contains(_ c: SolverConstraint) -> Bool { tags[ObjectIdentifier(c)] != nil }

    // MARK: Symbols

    private func makeSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        return kinds.count - 1
    }

    private func symbol(for v: SolverVariable) -> Int {
        if v.symbol >= 0, v.solver === self { return v.symbol }
        v.symbol = makeSymbol(.external)
        v.solver = self
        return v.symbol
    }

    /// The variable's value in the current solution (0 for one the solver never saw).
    func value(of v: SolverVariable) -> Double {
        guard v.symbol >= 0, v.solver === self, let r = rows[v.symbol] else { return 0 }
        return r.constant
    }

    // MARK: Tableau upkeep

    private func insertRow(_ basic: Int, _ row: Row) {
        rows[basic] = row
        for s in row.cells.keys { columns[s].append(basic) }
    }

    @discardableResult private func removeRow(_ basic: Int) -> Row {
        let row = rows[basic]!
        rows[basic] = nil
        return row
    }

    /// Replaces `symbol` by `row` in every row that mentions it, in the objective and in the
    /// artificial objective, noting restricted rows that turn negative.
    private func substitute(_ symbol: Int, _ row: Row) {
        let users = columns[symbol]
        columns[symbol] = []
        for basic in users {
            guard let r = rows[basic], let k = r.cells.removeValue(forKey: symbol) else { continue }
            r.constant += row.constant * k
            for (s, c) in row.cells {
                let old = r.cells[s]
                let v = (old ?? 0) + c * k
                if nearZero(v) {
                    r.cells[s] = nil
                } else {
                    r.cells[s] = v
                    if old == nil { columns[s].append(basic) }
                }
            }
            if kinds[basic] != .external && r.constant < 0 { infeasible.append(basic) }
        }
        if let k = objective.cells.removeValue(forKey: symbol) {
            objective.add(row, k)
            touched.formUnion(row.cells.keys)
        }
        if let a = artificial, let k = a.cells.removeValue(forKey: symbol) { a.add(row, k) }
    }

    /// The rows that mention `symbol`, each once; the column is compacted to them.
    private func liveColumn(_ symbol: Int) -> [Int] {
        let raw = columns[symbol]
        var live: [Int] = []
        live.reserveCapacity(raw.count)
        var seen = Set<Int>(minimumCapacity: raw.count)
        for b in raw where rows[b]?.cells[symbol] != nil && seen.insert(b).inserted { live.append(b) }
        columns[symbol] = live
        return live
    }

    /// Makes `entering` basic in place of `leaving`.
    private func pivot(entering: Int, leaving: Int) {
        pivotCount += 1
        let row = removeRow(leaving)
        row.solve(leaving, for: entering)
        substitute(entering, row)
        insertRow(entering, row)
    }

    // MARK: Adding and removing

    /// Adds a constraint. A required one that contradicts the required constraints already in
    /// the solver is refused with the ones it contradicts, and the solution stays what it was.
    func add(_ c: SolverConstraint) throws(Conflict) {
        let id = ObjectIdentifier(c)
        guard tags[id] == nil else { return }
        let (row, tag) = makeRow(c)
        var subject = chooseSubject(row, tag)
        if subject < 0 && row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard nearZero(row.constant) else {
                throw Conflict(conflicting: owners(of: row))
            }
            subject = tag.marker
        }
        if subject < 0 {
            try addWithArtificialVariable(row)
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(subject, row)
        }
        tags[id] = (c, tag)
        markerOwners[tag.marker] = c
        infeasible.removeAll()
        optimize(objective)
    }

    private func makeRow(_ c: SolverConstraint) -> (Row, Tag) {
        let e = c.expression
        let row = Row(constant: e.constant)
        // The longest basic row among the terms starts the new row as a scaled copy (no key
        // hashed); the others are added to it. On a chain of rows (each below the last) that
        // row holds every row above, and adding it cell by cell was most of the solve.
        var longest: (index: Int, count: Int) = (-1, 0)
        for (i, term) in e.terms.enumerated() where !nearZero(term.coefficient) {
            let s = symbol(for: term.variable)
            if let basic = rows[s], basic.cells.count > longest.count { longest = (i, basic.cells.count) }
        }
        if longest.index >= 0 {
            let term = e.terms[longest.index]
            let basic = rows[symbol(for: term.variable)]!
            let k = term.coefficient
            row.constant += basic.constant * k
            row.cells = basic.cells.mapValues { $0 * k }
        }
        for (i, (v, k)) in e.terms.enumerated() where i != longest.index && !nearZero(k) {
            let s = symbol(for: v)
            if let basic = rows[s] { row.add(basic, k) } else { row.add(s, k) }
        }
        var tag: Tag
        switch c.relation {
        case .lessOrEqual, .greaterOrEqual:
            let k = c.relation == .lessOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            tag = Tag(marker: slack, markerCoefficient: k)
            row.add(slack, k)
            if !c.isRequired {
                let err = makeSymbol(.error)
                tag.other = err
                row.add(err, -k)
                objective.add(err, c.weight)
            }
        case .equal:
            if c.isRequired {
                let dummy = makeSymbol(.dummy)
                tag = Tag(marker: dummy, markerCoefficient: 1)
                row.add(dummy, 1)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1)
                row.add(plus, -1)
                row.add(minus, 1)
                objective.add(plus, c.weight)
                objective.add(minus, c.weight)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int {
        // An external symbol no other row mentions (usually a variable new with this
        // constraint) costs nothing to substitute; otherwise the lowest, for determinism.
        var best = -1
        var bestFree = -1
        for s in row.cells.keys where kinds[s] == .external {
            if best < 0 || s < best { best = s }
            if columns[s].isEmpty && (bestFree < 0 || s < bestFree) { bestFree = s }
        }
        if bestFree >= 0 { return bestFree }
        if best >= 0 { return best }
        for s in [tag.marker, tag.other] where s >= 0 && (kinds[s] == .slack || kinds[s] == .error) {
            if (row.cells[s] ?? 0) < 0 { return s }
        }
        return -1
    }

    /// Phase one: an artificial variable for the row, minimized; the row holds only if it
    /// reaches zero. When it does not, the artificial row goes and the tableau is the old one
    /// in another basis, so it is optimized again.
    private func addWithArtificialVariable(_ row: Row) throws(Conflict) {
        let art = makeSymbol(.slack)
        insertRow(art, row.copy())
        artificial = row.copy()
        optimize(artificial!)
        let success = nearZero(artificial!.constant)
        artificial = nil
        if let r = rows[art] {
            removeRow(art)
            if !success {
                infeasible.removeAll()
                optimize(objective)
                throw Conflict(conflicting: owners(of: r))
            }
            if !r.cells.isEmpty {
                guard let entering = r.cells.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min() else {
                    infeasible.removeAll()
                    optimize(objective)
                    throw Conflict(conflicting: owners(of: r))
                }
                r.solve(art, for: entering)
                substitute(entering, r)
                insertRow(entering, r)
            }
        }
        for basic in liveColumn(art) { rows[basic]?.cells[art] = nil }
        columns[art] = []
        objective.cells[art] = nil
    }

    /// The required constraints whose markers a row mentions: what a refused row contradicts.
    private func owners(of row: Row) -> [SolverConstraint] {
        row.cells.keys.sorted().compactMap { markerOwners[$0] }.filter(\.isRequired)
    }

    /// Takes a constraint out; the others keep their solution as far as they can.
    func remove(_ c: SolverConstraint) {
        guard let (_, tag) = tags.removeValue(forKey: ObjectIdentifier(c)) else { return }
        markerOwners[tag.marker] = nil
        if !c.isRequired {
            for s in [tag.marker, tag.other] where s >= 0 && kinds[s] == .error {
                if let r = rows[s] {
                    objective.add(r, -c.weight)
                    touched.formUnion(r.cells.keys)
                } else {
                    objective.add(s, -c.weight)
                    touched.insert(s)
                }
            }
        }
        if rows[tag.marker] != nil {
            removeRow(tag.marker)
        } else {
            let leaving = markerLeavingRow(tag.marker)
            if leaving >= 0 {
                let row = removeRow(leaving)
                row.solve(leaving, for: tag.marker)
                substitute(tag.marker, row)
            }
        }
        infeasible.removeAll()
        optimize(objective)
    }

    private func markerLeavingRow(_ marker: Int) -> Int {
        var r1 = Double.infinity
        var r2 = Double.infinity
        var first = -1
        var second = -1
        var third = -1
        for basic in liveColumn(marker).sorted() {
            guard let row = rows[basic], let c = row.cells[marker] else { continue }
            if kinds[basic] == .external {
                third = basic
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 {
                    r1 = r
                    first = basic
                }
            } else {
                let r = row.constant / c
                if r < r2 {
                    r2 = r
                    second = basic
                }
            }
        }
        return first >= 0 ? first : second >= 0 ? second : third
    }

    // MARK: Constants and edits

    /// Changes the constant of a constraint in the solver and re-solves incrementally: the
    /// marker's rows shift and the dual simplex repairs them. Throws, leaving the old constant
    /// in force, when a required constraint can no longer hold.
    func setConstant(_ newConstant: Double, of c: SolverConstraint) throws(Conflict) {
        guard let (_, tag) = tags[ObjectIdentifier(c)] else {
            c.setExpressionConstant(newConstant)
            return
        }
        let d = newConstant - c.expression.constant
        if d == 0 { return }
        shift(tag, by: d / tag.markerCoefficient)
        if dualOptimize() && !dummyViolated(tag) {
            c.setExpressionConstant(newConstant)
            return
        }
        // The new constant contradicts a required constraint: put the old one back. The failed
        // pivots left the basis elsewhere, so every restricted row is checked again.
        infeasible.removeAll()
        shift(tag, by: -d / tag.markerCoefficient)
        for (basic, row) in rows.enumerated() where row != nil && kinds[basic] != .external && row!.constant < 0 {
            infeasible.append(basic)
        }
        _ = dualOptimize()
        throw Conflict(conflicting: [])
    }

    /// A dummy marker (a required equality) that is basic must stay at zero.
    private func dummyViolated(_ tag: Tag) -> Bool {
        guard kinds[tag.marker] == .dummy, let r = rows[tag.marker] else { return false }
        return !nearZero(r.constant)
    }

    /// Substitutes `marker := marker + s`.
    private func shift(_ tag: Tag, by s: Double) {
        let m = tag.marker
        if let r = rows[m] {
            r.constant -= s
            if kinds[m] != .external && r.constant < 0 { infeasible.append(m) }
            return
        }
        for basic in liveColumn(m) {
            guard let r = rows[basic], let k = r.cells[m] else { continue }
            r.constant += k * s
            if kinds[basic] != .external && r.constant < 0 { infeasible.append(basic) }
        }
        if let k = objective.cells[m] { objective.constant += k * s }
    }

    /// Makes `v` an edit variable of strength `priority` (below required) at its current value.
    func addEditVariable(_ v: SolverVariable, priority: Double) {
        guard edits[ObjectIdentifier(v)] == nil else { return }
        let value = self.value(of: v)
        let c = SolverConstraint(LinearExpression(v) + -value, .equal, priority: Swift.min(999, priority))
        try? add(c)
        edits[ObjectIdentifier(v)] = (v, c)
    }

    func removeEditVariable(_ v: SolverVariable) {
        guard let e = edits.removeValue(forKey: ObjectIdentifier(v)) else { return }
        remove(e.constraint)
    }

    func hasEditVariable(_ v: SolverVariable) -> Bool { edits[ObjectIdentifier(v)] != nil }

    /// Suggests a value for an edit variable; the solution follows as far as stronger
    /// constraints let it.
    func suggestValue(_ value: Double, for v: SolverVariable) {
        guard let e = edits[ObjectIdentifier(v)] else { return }
        try? setConstant(-value, of: e.constraint)
    }

    // MARK: Simplex

    /// Primal simplex on `target` (Bland's rule: the lowest symbol enters and leaves on ties,
    /// so it cannot cycle).
    private func optimize(_ target: Row) {
        let isObjective = target === objective
        while true {
            var entering = -1
            if isObjective {
                for s in touched {
                    guard let c = target.cells[s], c < 0, !nearZero(c), kinds[s] != .dummy else { continue }
                    if entering < 0 || s < entering { entering = s }
                }
            } else {
                for (s, c) in target.cells where c < 0 && !nearZero(c) && kinds[s] != .dummy {
                    if entering < 0 || s < entering { entering = s }
                }
            }
            if entering < 0 {
                if isObjective { touched.removeAll(keepingCapacity: true) }
                return
            }
            var best = Double.infinity
            var leaving = -1
            for basic in liveColumn(entering) where kinds[basic] != .external {
                guard let row = rows[basic], let c = row.cells[entering], c < 0 else { continue }
                let r = -row.constant / c
                if r < best || (r == best && basic < leaving) {
                    best = r
                    leaving = basic
                }
            }
            if leaving < 0 { return }  // unbounded: cannot happen with error terms bounded below
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Dual simplex over the rows made infeasible; false when one cannot be repaired (the
    /// constraints contradict each other).
    private func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0, !nearZero(row.constant) else { continue }
            var best = Double.infinity
            var entering = -1
            for (s, c) in row.cells where c > 0 && kinds[s] != .dummy {
                let r = (objective.cells[s] ?? 0) / c
                if r < best || (r == best && s < entering) {
                    best = r
                    entering = s
                }
            }
            if entering < 0 {
                infeasible.removeAll()
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }
}

private func nearZero(_ x: Double) -> Bool { x < 1e-8 && x > -1e-8 }
