/// What the demo's command line asks for: `TermHostDemo [--list | --help | <scenario>]`.
public enum DemoCommand: Equatable, Sendable {
    /// Run the demo, opening `scenario` (over the launcher) when given.
    case run(DemoScenario?)
    /// Print `text` to standard output and exit with status 0.
    case print(String)
    /// Print `message` (one line) to standard error and exit with `status`.
    case fail(message: String, status: Int32)

    /// Reads the arguments that follow the program name.
    public init(arguments: [String]) {
        guard let first = arguments.first else {
            self = .run(nil)
            return
        }
        guard arguments.count == 1 else {
            self = .fail(message: "TermHostDemo: expected one argument, got \(arguments.count) (see --help)", status: 2)
            return
        }
        switch first {
        case "--list":
            self = .print(DemoScenario.allCases.map(\.name).joined(separator: "\n"))
        case "--help", "-h":
            self = .print(DemoCommand.usage)
        default:
            if let scenario = DemoScenario(name: first) {
                self = .run(scenario)
            } else {
                let shown = String(first.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(40))
                self = .fail(message: "TermHostDemo: unknown scenario '\(shown)' (try --list)", status: 2)
            }
        }
    }

    /// The text `--help` prints.
    public static var usage: String {
        let width = DemoScenario.allCases.map(\.name.count).max() ?? 0
        let rows = DemoScenario.allCases.map { scenario in
            "  " + scenario.name + String(repeating: " ", count: width - scenario.name.count + 2) + scenario.summary
        }
        return ([
            "Usage: TermHostDemo [--list | --help | <scenario>]",
            "",
            "Without arguments the launcher opens: Up/Down choose, Enter or a click opens,",
            "Esc or q goes back, q on the launcher quits. Needs a terminal of at least 80x24.",
            "",
            "Scenarios:",
        ] + rows + [
            "",
            "Options:",
            "  --list  print the scenario names, one per line",
            "  --help  print this help",
        ]).joined(separator: "\n")
    }
}
