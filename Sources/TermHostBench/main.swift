import Glibc
import TermHost

/// TermHostBench: measures TermHost against a raw-ncurses C baseline. See docs/Performance.md.
///
///     swift run -c release TermHostBench [--json] [--headless] [--scenario NAME] [--pairs K] [--compare PATH] [--list]
///     swift run -c release TermHostBench --live [--pairs K] [--changes N] [--json]   (LiveRunLoop.swift)
///
/// Every scenario size runs in a child process of its own (this executable again, with the hidden
/// `--child SCENARIO N` arguments), so its peak RSS and CPU belong to it alone.

struct Options {
    var json = false
    var headless = false
    var scenarios: [String] = []
    var pairs = 5
    var compare: String?
    var list = false
    var help = false
    var child: (scenario: String, n: Int)?

    init(_ arguments: [String]) throws(BenchError) {
        var index = 0
        func value(after flag: String) throws(BenchError) -> String {
            index += 1
            guard index < arguments.count else { throw .usage("\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--json": json = true
            case "--headless": headless = true
            case "--list": list = true
            case "--help", "-h": help = true
            case "--scenario":
                let name = try value(after: argument)
                guard Scenarios.named(name) != nil else {
                    throw .usage("unknown scenario '\(name)'; known: \(Scenarios.all.map(\.name).joined(separator: ", "))")
                }
                scenarios.append(name)
            case "--pairs", "--repeat":
                let text = try value(after: argument)
                guard let count = Int(text), count > 0 else { throw .usage("\(argument) needs a positive number") }
                pairs = count
            case "--compare":
                let path = try value(after: argument)
                guard ChildProcess.isExecutable(path) else { throw .usage("--compare needs an executable TermHostBench; '\(path)' is not one") }
                compare = path
            case "--child":
                let name = try value(after: argument)
                let text = try value(after: argument)
                guard let n = Int(text) else { throw .usage("--child needs a scenario and a size") }
                child = (name, n)
            default:
                throw .usage("unknown argument '\(argument)'; try --help")
            }
            index += 1
        }
    }

    static let usage = """
        usage: TermHostBench [--json] [--headless] [--scenario NAME]... [--pairs K] [--compare PATH] [--list]
          --json           print the results as JSON instead of a table
          --headless       run the scenarios on HeadlessTerminal instead of ncurses on a pseudo-terminal
          --scenario NAME  run only this scenario (may be repeated); --list shows the names
          --pairs K        run the C baseline and each scenario alternately, K pairs (default 5); ratios are
                           the median of the per-pair ratios (--repeat is the old spelling)
          --compare PATH   compare this build with another TermHostBench executable the same way: K pairs
                           (the other build, then this one) per scenario size
        Exits 0 whether or not the targets are met; non-zero only when something could not run.

        usage: TermHostBench --live [--pairs K] [--changes N] [--json]
          list-1000 through the real run loops (the Dispatch one and the main thread's), K runs of each
          (default 5), a 20 ms timer changing row 5 N times (default 200); see docs/Performance.md
        """
}

/// Runs one scenario size in this process and prints its result as one line of JSON.
@MainActor
func runChild(scenario name: String, n: Int, headless: Bool) throws(BenchError) {
    guard let scenario = Scenarios.named(name) else { throw .usage("unknown scenario '\(name)'") }
    let harness = try Harness(headless: headless)
    let sample = scenario.run(harness, n)
    print(sample.json)
}

/// Runs `path` with `arguments` once in a child process and reads its result.
func runOnce(path: String, arguments: [String]) throws(BenchError) -> Sample {
    let output = try ChildProcess.run(path, arguments: arguments)
    return try Sample(json: ChildProcess.lastLine(of: output))
}

/// Measures every size of a scenario in `pairs` rounds: each round runs, size after size, the reference (if
/// any) and then the scenario at that size, one right after the other. A size's runs are then as close in time
/// to the other sizes' runs of its round as to its reference, so a growth ratio (the scenario at a large size
/// over a small one) can be taken round by round, like the ratio to the reference. A size that fails is left
/// out of the later rounds, and its error is handed to `failed`.
func measureRounds(
    _ pairs: Int, sizes: [Int], reference: (Int) -> (path: String, arguments: [String])?, path: String,
    arguments: (Int) -> [String], failed: (Int, BenchError) -> Void
) -> [Paired] {
    var runs = [[Sample]](repeating: [], count: sizes.count)
    var references = [[Sample]](repeating: [], count: sizes.count)
    var broken = Set<Int>()
    for _ in 0..<pairs {
        for (index, n) in sizes.enumerated() where !broken.contains(index) {
            do {
                if let reference = reference(n) { references[index].append(try runOnce(path: reference.path, arguments: reference.arguments)) }
                runs[index].append(try runOnce(path: path, arguments: arguments(n)))
            } catch {
                broken.insert(index)
                failed(n, error)
            }
        }
    }
    return sizes.indices.filter { !broken.contains($0) }.map { Paired(runs: runs[$0], references: references[$0]) }
}

func writeError(_ message: String) {
    let bytes = Array("TermHostBench: \(message)\n".utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

@MainActor
func runParent(_ options: Options) throws(BenchError) -> Bool {
    let selfPath = try ChildProcess.ownExecutablePath()
    let directory = selfPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    let baselinePath = directory + "/NcursesBaseline"
    var ok = true

    var hasBaseline = options.compare == nil
    if hasBaseline, !ChildProcess.isExecutable(baselinePath) {
        writeError("the C baseline is missing at \(baselinePath); build it with `swift build -c release --product NcursesBaseline`")
        hasBaseline = false
        ok = false
    }

    let selected = options.scenarios.isEmpty ? Scenarios.all : Scenarios.all.filter { options.scenarios.contains($0.name) }
    var paired: [Paired] = []
    for scenario in selected {
        let arguments = { (n: Int) -> [String] in
            ["--child", scenario.name, String(n)] + (options.headless ? ["--headless"] : [])
        }
        let reference = { (n: Int) -> (path: String, arguments: [String])? in
            if let other = options.compare { return (other, arguments(n)) }
            return hasBaseline ? (baselinePath, []) : nil
        }
        paired += measureRounds(options.pairs, sizes: scenario.sizes, reference: reference, path: selfPath,
                                arguments: arguments) { n, error in
            writeError("scenario \(scenario.name) n=\(n) failed: \(error)")
            ok = false
        }
    }

    if let other = options.compare {
        let report = CompareReport(other: other, paired: paired, pairs: options.pairs)
        print(options.json ? report.json : report.table)
        return ok
    }
    let baselines = paired.flatMap(\.references)
    let baseline = baselines.isEmpty ? nil : Paired.median(of: baselines)
    let report = Report(baseline: baseline, paired: paired, headless: options.headless, pairs: options.pairs)
    print(options.json ? report.json : report.table)
    return ok
}

@MainActor
func main() -> Int32 {
    if let status = LiveRunLoop.main(Array(CommandLine.arguments.dropFirst())) { return status }
    do {
        let options = try Options(Array(CommandLine.arguments.dropFirst()))
        if options.help {
            print(Options.usage)
            return 0
        }
        if options.list {
            for scenario in Scenarios.all {
                print("\(Format.left(scenario.name, 18)) N = \(scenario.sizes.map(String.init).joined(separator: ", ")): \(scenario.summary)")
            }
            return 0
        }
        if let child = options.child {
            try runChild(scenario: child.scenario, n: child.n, headless: options.headless)
            return 0
        }
        return try runParent(options) ? 0 : 1
    } catch {
        writeError(error.description)
        return 2
    }
}

exit(main())
