import TermHostCore

/// A linear expression `Σ coefficient · variable + constant`.
struct LinearExpression: CustomStringConvertible {
    /// One `coefficient · variable` term.
    struct Term {
        /// The variable of the term.
        let variable: Variable
        /// Its coefficient.
        var coefficient: Double

        /// Creates the term `coefficient · variable`.
        init(_ variable: Variable, coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The terms; a variable may appear more than once (the solver adds the coefficients).
    var terms: [Term]
    /// The constant part.
    var constant: Double

    /// Creates an expression from its terms and constant.
    init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `coefficient · variable`.
    init(_ variable: Variable, coefficient: Double = 1) {
        self.init(terms: [Term(variable, coefficient: coefficient)])
    }

    /// The constant expression `constant`.
    init(constant: Double) {
        self.init(terms: [], constant: constant)
    }

    var description: String {
        var parts = terms.map { "\($0.coefficient)*\($0.variable.name)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    /// The sum of two expressions.
    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    /// The expression plus a constant.
    static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// The expression minus a constant.
    static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    /// The expression scaled by a factor.
    static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(
            terms: lhs.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) },
            constant: lhs.constant * rhs
        )
    }

    /// The expression scaled by a factor.
    static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
}

extension Variable {
    /// The term `coefficient · variable` as an expression.
    static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs, coefficient: lhs) }

    /// The term `coefficient · variable` as an expression.
    static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs, coefficient: rhs) }
}
