import TermHostCore

/// A linear constraint for ``SimplexSolver``: `expression relation 0` at a strength.
///
/// The solver identifies constraints by object identity. Its ``expression`` is the left side minus the
/// right side; only its constant can change while the constraint is in a solver, through
/// ``SimplexSolver/updateConstant(of:to:)``.
package final class LinearConstraint: CustomStringConvertible {
    /// The left side minus the right side.
    var expression: LinearExpression
    /// How the expression relates to zero.
    let relation: LayoutRelation
    /// How strongly the solver tries to satisfy the constraint.
    let strength: Strength

    /// Creates the constraint `lhs relation rhs`.
    init(
        _ lhs: LinearExpression,
        _ relation: LayoutRelation,
        _ rhs: LinearExpression = LinearExpression(),
        strength: Strength = .required
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.strength = strength
    }

    /// Creates the constraint `lhs relation rhs` with a constant right side.
    convenience init(_ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: Double,
                            strength: Strength = .required) {
        self.init(lhs, relation, LinearExpression(constant: rhs), strength: strength)
    }

    package var description: String { "\(expression) \(relation) 0 (\(strength))" }
}
