import TermHostCore

/// The messages the engine sends to its diagnostic handler.
extension LayoutEngine {
    /// Writes a message and a line break to standard error (the default diagnostic handler), sanitized
    /// like everything TermHost writes: a constraint identifier cannot send an escape sequence.
    public nonisolated static func writeToStandardError(_ message: String) {
        StandardError.write(message)
    }

    func reportConflict(breaking constraint: Constraint, conflicting: [Constraint]) {
        var message = "TermHost layout: unable to satisfy all required constraints; breaking \(constraint)"
            + " (kept just below required)."
        let required = conflicting.filter { $0 !== constraint && $0.priority.isRequired && !$0.isBroken }
        if !required.isEmpty {
            message += "\nConflicting required constraints:"
            for other in required {
                message += "\n    \(other)"
            }
        }
        diagnosticHandler(message)
    }

    func reportForeignEngines(_ constraint: Constraint) {
        diagnosticHandler("TermHost layout: cannot activate \(constraint): its items belong to different layout engines.")
    }

    func reportInternalError(_ error: SolverError, constraint: Constraint) {
        diagnosticHandler("TermHost layout: internal solver error \(error) while changing \(constraint); the constraint was dropped.")
    }
}
