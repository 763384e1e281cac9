/// An unknown of the constraint solver (a Cassowary "external" variable).
///
/// A variable belongs to no solver until a constraint mentions it. Its `value` is written by
/// ``SimplexSolver/updateVariables()``.
public final class Variable: CustomStringConvertible {
    /// A name for diagnostics.
    public let name: String
    /// The value found by the last ``SimplexSolver/updateVariables()`` of the solver using it.
    public internal(set) var value: Double = 0

    /// Creates a variable named `name`.
    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "Variable(\(value))" : "\(name)(\(value))" }
}
