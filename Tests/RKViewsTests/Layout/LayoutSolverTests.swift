import Testing

@testable import RKViews

/// The solver on small systems whose solutions are worked out by hand.
@Suite struct LayoutSolverTests {
    func v(_ n: String) -> SolverVariable { SolverVariable(n) }
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    @Test func requiredEqualitiesChainValues() throws {
        let s = LayoutSolver()
        let x = v("x")
        let y = v("y")
        // x = 10, y = x + 20
        try s.add(SolverConstraint(LinearExpression(x) + -10, .equal))
        try s.add(SolverConstraint(LinearExpression([(y, 1), (x, -1)], constant: -20), .equal))
        #expect(near(s.value(of: x), 10) && near(s.value(of: y), 30))
    }

    @Test func strongerPriorityWins() throws {
        let s = LayoutSolver()
        let w = v("w")
        try s.add(SolverConstraint(LinearExpression(w) + -100, .equal, priority: 250))
        try s.add(SolverConstraint(LinearExpression(w) + -40, .equal, priority: 750))
        #expect(near(s.value(of: w), 40))
        // 251 beats 250 whatever the distances, since the optimum is at a vertex.
        let t = LayoutSolver()
        let a = v("a")
        let b = v("b")
        try t.add(SolverConstraint(LinearExpression([(a, 1), (b, 1)], constant: -300), .equal))
        try t.add(SolverConstraint(LinearExpression(a) + -10, .lessOrEqual, priority: 250))
        try t.add(SolverConstraint(LinearExpression(b) + -10, .lessOrEqual, priority: 251))
        #expect(near(t.value(of: b), 10) && near(t.value(of: a), 290))
    }

    @Test func inequalitiesBoundAWeakPreference() throws {
        let s = LayoutSolver()
        let x = v("x")
        try s.add(SolverConstraint(LinearExpression(x) + -50, .greaterOrEqual))  // x >= 50
        try s.add(SolverConstraint(LinearExpression(x) + -80, .lessOrEqual))  // x <= 80
        try s.add(SolverConstraint(LinearExpression(x), .equal, priority: 500))  // x = 0 weakly
        #expect(near(s.value(of: x), 50))
        let pull = SolverConstraint(LinearExpression(x) + -1000, .equal, priority: 600)
        try s.add(pull)
        #expect(near(s.value(of: x), 80))
        s.remove(pull)
        #expect(near(s.value(of: x), 50))
    }

    @Test func unsatisfiableRequiredConstraintIsRefusedNamingTheConflict() throws {
        let s = LayoutSolver()
        let x = v("x")
        let a = SolverConstraint(LinearExpression(x) + -10, .equal)
        try s.add(a)
        let b = SolverConstraint(LinearExpression(x) + -20, .equal)
        #expect(throws: LayoutSolver.Conflict.self) { try s.add(b) }
        do { try s.add(b) } catch { #expect(error.conflicting.contains { $0 === a }) }
        #expect(!s.contains(b) && near(s.value(of: x), 10))
        // An inequality conflict through a chain leaves the solution as it was.
        let y = v("y")
        try s.add(SolverConstraint(LinearExpression([(y, 1), (x, -1)]), .greaterOrEqual))  // y >= x
        let c = SolverConstraint(LinearExpression(y) + -5, .lessOrEqual)  // y <= 5
        #expect(throws: LayoutSolver.Conflict.self) { try s.add(c) }
        #expect(near(s.value(of: x), 10) && s.value(of: y) >= 10 - 1e-9)
    }

    @Test func changingAConstantResolvesIncrementally() throws {
        let s = LayoutSolver()
        var xs: [SolverVariable] = []
        // A chain x0 = 0, x(i) = x(i-1) + 10.
        let first = SolverConstraint(LinearExpression(v("x0")), .equal)
        xs.append(first.expression.terms[0].variable)
        try s.add(first)
        for i in 1..<50 {
            let x = v("x\(i)")
            try s.add(SolverConstraint(LinearExpression([(x, 1), (xs[i - 1], -1)], constant: -10), .equal))
            xs.append(x)
        }
        #expect(near(s.value(of: xs[49]), 490))
        let pivots = s.pivotCount
        try s.setConstant(-7, of: first)  // x0 = 7
        #expect(near(s.value(of: xs[0]), 7) && near(s.value(of: xs[49]), 497))
        #expect(s.pivotCount - pivots <= 2)
    }

    @Test func changingAConstantIntoAConflictKeepsTheOldOne() throws {
        let s = LayoutSolver()
        let x = v("x")
        try s.add(SolverConstraint(LinearExpression(x) + -100, .lessOrEqual))  // x <= 100
        let c = SolverConstraint(LinearExpression(x) + -20, .greaterOrEqual)  // x >= 20
        try s.add(c)
        try s.add(SolverConstraint(LinearExpression(x), .equal, priority: 100))
        #expect(near(s.value(of: x), 20))
        try s.setConstant(-60, of: c)  // x >= 60
        #expect(near(s.value(of: x), 60))
        #expect(throws: LayoutSolver.Conflict.self) { try s.setConstant(-150, of: c) }  // x >= 150 cannot hold
        #expect(near(s.value(of: x), 60) && near(c.expression.constant, -60))
    }

    @Test func editVariablesFollowSuggestionsWithinBounds() throws {
        let s = LayoutSolver()
        let x = v("x")
        let y = v("y")
        try s.add(SolverConstraint(LinearExpression([(y, 1), (x, -2)]), .equal))  // y = 2x
        try s.add(SolverConstraint(LinearExpression(x) + -30, .lessOrEqual))  // x <= 30
        s.addEditVariable(x, priority: 750)
        s.suggestValue(12, for: x)
        #expect(near(s.value(of: x), 12) && near(s.value(of: y), 24))
        s.suggestValue(45, for: x)
        #expect(near(s.value(of: x), 30) && near(s.value(of: y), 60))
        s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x))
    }

    @Test func removingAConstraintFreesItsVariables() throws {
        let s = LayoutSolver()
        let x = v("x")
        let hard = SolverConstraint(LinearExpression(x) + -70, .equal)
        try s.add(hard)
        try s.add(SolverConstraint(LinearExpression(x) + -10, .equal, priority: 250))
        #expect(near(s.value(of: x), 70))
        s.remove(hard)
        #expect(near(s.value(of: x), 10) && s.constraintCount == 1)
    }
}
