import TermHostCore

/// An unknown of the constraint solver (a Cassowary "external" variable).
///
/// A variable belongs to no solver until a constraint mentions it. Its `value` is written by
/// ``SimplexSolver/updateVariables()``.
final package class Variable: CustomStringConvertible {
    /// A name for diagnostics.
    package let name: String
    /// The value found by the last ``SimplexSolver/updateVariables()`` of the solver using it.
    package var value: Double = 0

    /// Creates a variable named `name`.
    package init(_ name: String = "") {
        self.name = name
    }

    package var description: String { name.isEmpty ? "Variable(\(value))" : "\(name)(\(value))" }
}
