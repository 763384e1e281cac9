import TermHost
import TermHostDemoKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

switch DemoCommand(arguments: Array(CommandLine.arguments.dropFirst())) {
case .print(let text):
    print(text)
    exit(0)
case .fail(let message, let status):
    let line = message + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    exit(status)
case .run(let scenario):
    Application.launch { app in DemoApp.makeWindow(for: app, opening: scenario) }
}
