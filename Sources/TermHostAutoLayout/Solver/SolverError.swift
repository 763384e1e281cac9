import TermHostCore

/// Why a ``SimplexSolver`` operation failed. The solver is unchanged after any of these errors.
///
/// Constraints and variables are named by `ObjectIdentifier` so that the error stays `Sendable`;
/// compare with `ObjectIdentifier(constraint)`.
enum SolverError: Error, Hashable, Sendable {
    /// A required constraint (or a constant edit of one) contradicts the required constraints listed in
    /// `conflicting`; the operation was not applied.
    case unsatisfiableConstraint(ObjectIdentifier, conflicting: [ObjectIdentifier])
    /// The constraint is already in the solver.
    case duplicateConstraint(ObjectIdentifier)
    /// The constraint is not in the solver.
    case unknownConstraint(ObjectIdentifier)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(ObjectIdentifier)
    /// The variable has no edit constraint.
    case unknownEditVariable(ObjectIdentifier)
    /// Edit variables cannot be required.
    case requiredEditStrength
    /// An invariant of the algorithm broke (a bug); the message says which.
    case internalError(String)
}
