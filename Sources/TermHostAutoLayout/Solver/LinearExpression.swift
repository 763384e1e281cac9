import TermHostCore

/// A linear expression `Σ coefficient · variable + constant`.
package struct LinearExpression: CustomStringConvertible {
    /// One `coefficient · variable` term.
    package struct Term {
        /// The variable of the term.
        package let variable: Variable
        /// Its coefficient.
        package var coefficient: Double

        /// Creates the term `coefficient · variable`.
        package init(_ variable: Variable, coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The terms; a variable may appear more than once (the solver adds the coefficients).
    package var terms: [Term]
    /// The constant part.
    package var constant: Double

    /// Creates an expression from its terms and constant.
    package init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `coefficient · variable`.
    package init(_ variable: Variable, coefficient: Double = 1) {
        self.init(terms: [Term(variable, coefficient: coefficient)])
    }

    /// The constant expression `constant`.
    package init(constant: Double) {
        self.init(terms: [], constant: constant)
    }

    package var description: String {
        var parts = terms.map { "\($0.coefficient)*\($0.variable.name)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    /// The sum of two expressions.
    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    /// The expression plus a constant.
    package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// The expression minus a constant.
    package static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    /// The expression scaled by a factor.
    package static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(
            terms: lhs.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) },
            constant: lhs.constant * rhs
        )
    }

    /// The expression scaled by a factor.
    package static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
}

extension Variable {
    /// The term `coefficient · variable` as an expression.
    package static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs, coefficient: lhs) }

    /// The term `coefficient · variable` as an expression.
    package static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs, coefficient: rhs) }
}
