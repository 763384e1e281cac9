#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The messages the engine sends to its diagnostic handler.
extension LayoutEngine {
    /// Writes a message and a line break to standard error (the default diagnostic handler).
    public nonisolated static func writeToStandardError(_ message: String) {
        var text = message.hasSuffix("\n") ? message : message + "\n"
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(2, base + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
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
