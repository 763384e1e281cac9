import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

@Suite struct SimplexSolverTests {
    private func value(_ variable: Variable) -> Double { variable.value }

    private func near(_ actual: Double, _ expected: Double) -> Bool { (actual - expected).magnitude < 1.0e-6 }

    @Test func equalitiesAreSolved() throws {
        let solver = SimplexSolver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(LinearConstraint(LinearExpression(x) + LinearExpression(y), .equal, 10))
        try solver.addConstraint(LinearConstraint(LinearExpression(x) - LinearExpression(y), .equal, 4))
        solver.updateVariables()
        #expect(near(x.value, 7))
        #expect(near(y.value, 3))
    }

    @Test func inequalitiesBoundAVariable() throws {
        let solver = SimplexSolver()
        let x = Variable("x")
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .greaterThanOrEqual, 5))
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .lessThanOrEqual, 8))
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .equal, 100, strength: .weak))
        solver.updateVariables()
        #expect(near(x.value, 8))
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .equal, -3, strength: .medium))
        solver.updateVariables()
        #expect(near(x.value, 5))
    }

    @Test func aStrongPreferenceBeatsAWeakOne() throws {
        let solver = SimplexSolver()
        let x = Variable("x")
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .equal, 10, strength: .weak))
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .equal, 20, strength: .strong))
        solver.updateVariables()
        #expect(near(x.value, 20))
    }

    @Test func weakerConstraintsYieldInOrder() throws {
        let solver = SimplexSolver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(LinearConstraint(LinearExpression(left) + LinearExpression(width), .equal,
                                                  LinearExpression(right)))
        try solver.addConstraint(LinearConstraint(LinearExpression(left), .equal, 0))
        try solver.addConstraint(LinearConstraint(LinearExpression(right), .lessThanOrEqual, 50))
        try solver.addConstraint(LinearConstraint(LinearExpression(width), .equal, 80, strength: .medium))
        try solver.addConstraint(LinearConstraint(LinearExpression(width), .equal, 20, strength: .weak))
        solver.updateVariables()
        #expect(near(width.value, 50))
        #expect(near(right.value, 50))
    }

    @Test func unsatisfiableRequiredConstraintThrowsAndLeavesTheSolverIntact() throws {
        let solver = SimplexSolver()
        let x = Variable("x")
        let low = LinearConstraint(LinearExpression(x), .greaterThanOrEqual, 10)
        try solver.addConstraint(low)
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .equal, 12, strength: .weak))
        let bad = LinearConstraint(LinearExpression(x), .lessThanOrEqual, 5)
        #expect(throws: SolverError.unsatisfiableConstraint(ObjectIdentifier(bad), conflicting: [ObjectIdentifier(low)])) {
            try solver.addConstraint(bad)
        }
        #expect(!solver.hasConstraint(bad))
        solver.updateVariables()
        #expect(near(x.value, 12))
        let equal = LinearConstraint(LinearExpression(x), .equal, 3)
        #expect(throws: SolverError.self) { try solver.addConstraint(equal) }
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .equal, 11))
        solver.updateVariables()
        #expect(near(x.value, 11))
    }

    @Test func conflictingRequiredEqualitiesThrow() throws {
        let solver = SimplexSolver()
        let x = Variable("x"), y = Variable("y")
        let first = LinearConstraint(LinearExpression(x), .equal, LinearExpression(y) + 2)
        let second = LinearConstraint(LinearExpression(y), .equal, 1)
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        let third = LinearConstraint(LinearExpression(x), .equal, 7)
        #expect(throws: SolverError.unsatisfiableConstraint(
            ObjectIdentifier(third), conflicting: [ObjectIdentifier(first), ObjectIdentifier(second)]
        )) {
            try solver.addConstraint(third)
        }
        let redundant = LinearConstraint(LinearExpression(x), .equal, 3)
        try solver.addConstraint(redundant)
        try solver.removeConstraint(redundant)
        solver.updateVariables()
        #expect(near(x.value, 3))
    }

    @Test func removingAConstraintUndoesItsEffect() throws {
        let solver = SimplexSolver()
        let x = Variable("x")
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .equal, 10, strength: .weak))
        let strong = LinearConstraint(LinearExpression(x), .equal, 30, strength: .strong)
        let bound = LinearConstraint(LinearExpression(x), .lessThanOrEqual, 20)
        try solver.addConstraint(strong)
        try solver.addConstraint(bound)
        solver.updateVariables()
        #expect(near(x.value, 20))
        try solver.removeConstraint(bound)
        solver.updateVariables()
        #expect(near(x.value, 30))
        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(near(x.value, 10))
        try solver.addConstraint(strong)
        solver.updateVariables()
        #expect(near(x.value, 30))
        #expect(throws: SolverError.self) { try solver.addConstraint(strong) }
    }

    @Test func editVariablesAreSolvedIncrementally() throws {
        let solver = SimplexSolver()
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        try solver.addConstraint(LinearConstraint(2 * mid, .equal, LinearExpression(left) + LinearExpression(right)))
        try solver.addConstraint(LinearConstraint(LinearExpression(left) + 10, .lessThanOrEqual, LinearExpression(right)))
        try solver.addConstraint(LinearConstraint(LinearExpression(right), .lessThanOrEqual, 100))
        try solver.addConstraint(LinearConstraint(LinearExpression(left), .greaterThanOrEqual, 0))
        try solver.addEditVariable(mid, strength: .strong)
        let added = solver.statistics.constraintsAdded
        try solver.suggestValue(mid, 2)
        solver.updateVariables()
        #expect(near(mid.value, 5))
        #expect(near(left.value, 0))
        #expect(near(right.value, 10))
        for target in [30.0, 60, 95, 50] {
            try solver.suggestValue(mid, target)
            solver.updateVariables()
            #expect(near((left.value + right.value) / 2, mid.value))
            #expect(right.value <= 100 + 1.0e-6 && left.value >= -1.0e-6 && right.value - left.value >= 10 - 1.0e-6)
        }
        #expect(near(mid.value, 50))
        #expect(solver.statistics.constraintsAdded == added)
        #expect(solver.statistics.constantUpdates == 5)
        try solver.removeEditVariable(mid)
        #expect(!solver.hasEditVariable(mid))
        #expect(throws: SolverError.unknownEditVariable(ObjectIdentifier(mid))) { try solver.suggestValue(mid, 1) }
        #expect(throws: SolverError.requiredEditStrength) { try solver.addEditVariable(mid, strength: .required) }
    }

    @Test func changingARequiredConstantIsIncrementalAndRejectedOnConflict() throws {
        let solver = SimplexSolver()
        let x = Variable("x"), y = Variable("y")
        let pin = LinearConstraint(LinearExpression(x), .equal, 4)
        let bound = LinearConstraint(LinearExpression(x), .lessThanOrEqual, 10)
        try solver.addConstraint(LinearConstraint(LinearExpression(y), .equal, LinearExpression(x) * 2))
        try solver.addConstraint(pin)
        try solver.addConstraint(bound)
        try solver.updateConstant(of: pin, to: -9)
        solver.updateVariables()
        #expect(near(x.value, 9))
        #expect(near(y.value, 18))
        #expect(throws: SolverError.unsatisfiableConstraint(ObjectIdentifier(pin), conflicting: [ObjectIdentifier(bound)])) {
            try solver.updateConstant(of: pin, to: -12)
        }
        #expect(pin.expression.constant == -9)
        solver.updateVariables()
        #expect(near(x.value, 9))
        try solver.removeConstraint(bound)
        try solver.updateConstant(of: pin, to: -12)
        solver.updateVariables()
        #expect(near(y.value, 24))
    }

    @Test func updateVariablesReportsOnlyChangedVariables() throws {
        let solver = SimplexSolver()
        let x = Variable("x"), y = Variable("y")
        let pin = LinearConstraint(LinearExpression(x), .equal, 1)
        try solver.addConstraint(pin)
        try solver.addConstraint(LinearConstraint(LinearExpression(y), .equal, 2))
        #expect(solver.updateVariables().count == 2)
        try solver.updateConstant(of: pin, to: -5)
        let changed = solver.updateVariables()
        #expect(changed.count == 1 && changed.first === x)
        #expect(solver.updateVariables().isEmpty)
    }

    @Test func manyConstraintsAddAndRemoveCleanly() throws {
        let solver = SimplexSolver()
        let count = 60
        let xs = (0..<count).map { Variable("x\($0)") }
        var constraints: [LinearConstraint] = []
        constraints.append(LinearConstraint(LinearExpression(xs[0]), .equal, 0))
        for index in 1..<count {
            constraints.append(LinearConstraint(LinearExpression(xs[index]), .greaterThanOrEqual, LinearExpression(xs[index - 1]) + 1))
            constraints.append(LinearConstraint(LinearExpression(xs[index]), .equal, Double(index * 3), strength: .weak))
        }
        for constraint in constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        #expect(near(xs[count - 1].value, Double((count - 1) * 3)))
        for constraint in constraints.reversed() { try solver.removeConstraint(constraint) }
        #expect(solver.rowCount == 0)
        #expect(solver.constraintCount == 0)
    }
}
