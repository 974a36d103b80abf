/// An unknown of the layout solver: one edge or length of a view or guide.
///
/// A class, so that the solver can find its own bookkeeping through the variable (its symbol)
/// without a dictionary lookup on every term.
final class SolverVariable {
    /// A name for logs and tests ("label.minX").
    let name: String
    /// The solver's symbol for the variable, or -1 before any constraint used it.
    var symbol = -1
    /// The solver this variable's symbol belongs to (a variable is used in one solver only).
    weak var solver: LayoutSolver?

    init(_ name: String) { self.name = name }
}

/// A sum of variables times coefficients plus a constant: one side of a solver constraint.
struct LinearExpression {
    /// The terms; one variable may appear more than once (the solver adds them up).
    var terms: [(variable: SolverVariable, coefficient: Double)] = []
    /// The constant part.
    var constant = 0.0

    init(_ terms: [(SolverVariable, Double)] = [], constant: Double = 0) {
        self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
        self.constant = constant
    }

    /// The expression `variable`.
    init(_ variable: SolverVariable) { self.init([(variable, 1)]) }

    static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var r = a
        r.terms += b.terms
        r.constant += b.constant
        return r
    }

    static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b * -1 }

    static func * (a: LinearExpression, k: Double) -> LinearExpression {
        var r = a
        r.terms = a.terms.map { (variable: $0.variable, coefficient: $0.coefficient * k) }
        r.constant *= k
        return r
    }

    static func + (a: LinearExpression, k: Double) -> LinearExpression {
        var r = a
        r.constant += k
        return r
    }
}

/// A linear constraint `expression (==, <=, >=) 0` with a strength, as the solver takes it.
final class SolverConstraint {
    /// How the expression compares with zero.
    enum Relation { case equal, lessOrEqual, greaterOrEqual }

    /// The expression; its constant is what ``LayoutSolver/setConstant(_:of:)`` changes.
    private(set) var expression: LinearExpression
    let relation: Relation
    /// The strength, a layout priority from 1 to 1000; 1000 is required.
    let priority: Double
    /// What the constraint stands for, for the log line when it cannot be satisfied; weak, as
    /// the solver lives on the root view that owns what these stand for.
    private(set) weak var owner: AnyObject?

    init(_ expression: LinearExpression, _ relation: Relation, priority: Double = 1000, owner: AnyObject? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = Swift.min(1000, Swift.max(1, priority.isFinite ? priority : 1000))
        self.owner = owner
    }

    var isRequired: Bool { priority >= 1000 }

    /// The weight of the constraint's error in the objective. Exponential in the priority, so
    /// that a higher priority wins against the errors of many lower ones (a hugging priority of
    /// 251 beats any number of points at 250 because the optimum sits at a vertex), while the
    /// range stays within what doubles compare reliably (1 to 1e8).
    var weight: Double { pow10(priority / 125) }

    func setExpressionConstant(_ c: Double) { expression.constant = c }
}

private func pow10(_ x: Double) -> Double {
    var r = 1.0
    var e = x
    while e >= 1 {
        r *= 10
        e -= 1
    }
    // 10^e for the fraction, by exp(e ln 10) spelled out to stay free of Foundation.
    let t = e * 2.302585092994046
    var term = 1.0
    var sum = 1.0
    for n in 1...20 {
        term *= t / Double(n)
        sum += term
    }
    return r * sum
}
