import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// Random sequences of incremental operations must reach the same optimum as solving the final
/// constraint set from scratch.
@Suite struct SolverConsistencyTests {
    private struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    private struct Spec {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: LayoutRelation
        var strength: Strength

        func make(_ variables: [Variable]) -> LinearConstraint {
            let expression = LinearExpression(
                terms: terms.map { LinearExpression.Term(variables[$0.0], coefficient: $0.1) },
                constant: constant
            )
            return LinearConstraint(expression, relation, strength: strength)
        }

        /// The weighted violation at the variables' values (0 for satisfied constraints).
        func cost(_ variables: [Variable]) -> Double {
            let value = terms.reduce(constant) { $0 + variables[$1.0].value * $1.1 }
            let violation: Double
            switch relation {
            case .equal: violation = value.magnitude
            case .lessThanOrEqual: violation = Swift.max(0, value)
            case .greaterThanOrEqual: violation = Swift.max(0, -value)
            }
            return strength.isRequired ? (violation > 1.0e-6 ? .infinity : 0) : violation * strength.weight
        }
    }

    private static let strengths: [Strength] = [.required, .strong, .medium, .weak, Strength(priority: 250)]
    private static let relations: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]

    private func totalCost(_ specs: [Spec], _ variables: [Variable]) -> Double {
        specs.reduce(0) { $0 + $1.cost(variables) }
    }

    @Test(arguments: Array(1...40) as [UInt64])
    func incrementalMatchesFromScratch(seed: UInt64) throws {
        var random = Generator(state: seed)
        let variableCount = 6
        let variables = (0..<variableCount).map { Variable("x\($0)") }
        let solver = SimplexSolver()
        var active: [(spec: Spec, constraint: LinearConstraint)] = []
        var edit: Spec?

        for _ in 0..<150 {
            switch random.below(12) {
            case 0..<5:
                var terms = [(random.below(variableCount), Double(random.below(3) + 1) * (random.below(2) == 0 ? 1 : -1))]
                if random.below(3) > 0 { terms.append((random.below(variableCount), Double(random.below(2) + 1))) }
                let spec = Spec(terms: terms, constant: Double(random.below(41) - 20),
                                relation: Self.relations[random.below(3)],
                                strength: Self.strengths[random.below(Self.strengths.count)])
                let constraint = spec.make(variables)
                do {
                    try solver.addConstraint(constraint)
                    active.append((spec, constraint))
                } catch {
                    guard case .unsatisfiableConstraint = error else { throw error }
                    #expect(spec.strength.isRequired)
                }
            case 5..<7 where !active.isEmpty:
                let index = random.below(active.count)
                try solver.removeConstraint(active[index].constraint)
                active.remove(at: index)
            case 7..<10 where !active.isEmpty:
                let index = random.below(active.count)
                let newConstant = Double(random.below(41) - 20)
                do {
                    try solver.updateConstant(of: active[index].constraint, to: newConstant)
                    active[index].spec.constant = newConstant
                } catch {
                    guard case .unsatisfiableConstraint = error else { throw error }
                    #expect(active[index].spec.strength.isRequired)
                    #expect(active[index].constraint.expression.constant == active[index].spec.constant)
                }
            case 10:
                if edit == nil {
                    solver.updateVariables()
                    try solver.addEditVariable(variables[0], strength: .strong)
                    edit = Spec(terms: [(0, 1)], constant: -variables[0].value, relation: .equal, strength: .strong)
                } else {
                    try solver.removeEditVariable(variables[0])
                    edit = nil
                }
            case 11 where edit != nil:
                let value = Double(random.below(61) - 30)
                try solver.suggestValue(variables[0], value)
                edit?.constant = -value
            default:
                continue
            }

            solver.updateVariables()
            let specs = active.map(\.spec) + (edit.map { [$0] } ?? [])
            let incremental = totalCost(specs, variables)
            #expect(incremental.isFinite, "a required constraint is violated")

            let freshVariables = (0..<variableCount).map { Variable("y\($0)") }
            let fresh = SimplexSolver()
            for spec in specs { try fresh.addConstraint(spec.make(freshVariables)) }
            fresh.updateVariables()
            let scratch = totalCost(specs, freshVariables)
            #expect((incremental - scratch).magnitude <= 1.0e-6 * Swift.max(1, scratch),
                    "incremental \(incremental) vs from scratch \(scratch)")
        }
        for (_, constraint) in active { try solver.removeConstraint(constraint) }
        if edit != nil { try solver.removeEditVariable(variables[0]) }
        #expect(solver.rowCount == 0)
    }
}
