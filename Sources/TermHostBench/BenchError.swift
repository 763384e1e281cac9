import Glibc

/// Why the benchmark could not run (as opposed to a target it missed, which is only reported).
enum BenchError: Error, CustomStringConvertible {
    case usage(String)
    case system(String, Int32)
    case child(String)
    case terminal(String)

    var description: String {
        switch self {
        case .usage(let message): return message
        case .system(let call, let code): return "\(call) failed: \(String(cString: strerror(code)))"
        case .child(let message): return message
        case .terminal(let message): return message
        }
    }
}
