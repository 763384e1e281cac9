import TermHostCore

/// An unknown of the constraint solver (a Cassowary "external" variable).
///
/// A variable belongs to no solver until a constraint mentions it. Its `value` is written by
/// ``SimplexSolver/updateVariables()``.
final class Variable: CustomStringConvertible {
    /// A name for diagnostics.
    let name: String
    /// The value found by the last ``SimplexSolver/updateVariables()`` of the solver using it.
    var value: Double = 0

    /// Creates a variable named `name`.
    init(_ name: String = "") {
        self.name = name
    }

    var description: String { name.isEmpty ? "Variable(\(value))" : "\(name)(\(value))" }
}
