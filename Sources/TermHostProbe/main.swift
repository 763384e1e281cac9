import TermHost
#if canImport(Glibc)
import Glibc
#endif

// A hidden helper for the reliability end-to-end tests (not a product): each mode shows a screen
// that exercises one failure path on a real terminal.
//
//   TermHostProbe trap       a screen; `x` traps with a Swift runtime error (index out of range), `q` quits
//   TermHostProbe text       `n` shows hostile strings in every text-bearing widget and view, `q` quits
//   TermHostProbe soak N     N timer-driven frames of hosts created, re-parented and removed; prints RSS
//   TermHostProbe field      a TextFieldWidget and a TextField view (minimum size 30x8), for resize storms
//   TermHostProbe input DIR  a focused TextViewWidget; each change is recorded in DIR/changes and DIR/text
//   TermHostProbe diagnostics  a layout conflict and a size oscillation named with hostile text, `q` quits
//   TermHostProbe flood      20 labels changing every 5 ms (continuous output), `q` quits
//   TermHostProbe clusters   ten grapheme clusters ncurses cannot store whole, `q` quits
//   TermHostProbe foundation Foundation's timers, perform and notifications update labels, `q` quits
//   TermHostProbe output     keys that print, write to standard error and log (see OutputProbe), `q` quits

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "trap":
    ProbeRunner.run { app in TrapProbe.makeWindow(app) }
case "text":
    ProbeRunner.run { app in HostileTextProbe.makeWindow(app) }
case "soak":
    let frames = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000
    SoakProbe.run(frames: frames)
case "field":
    ProbeRunner.run { app in FieldProbe.makeWindow(app) }
case "clusters":
    ProbeRunner.run { app in ClusterProbe.makeWindow(app) }
case "foundation":
    ProbeRunner.run { app in FoundationProbe.makeWindow(app) }
case "flood":
    ProbeRunner.run { app in FloodProbe.makeWindow(app) }
case "output":
    ProbeRunner.run { app in OutputProbe.makeWindow(app) }
case "diagnostics":
    ProbeRunner.run { app in DiagnosticsProbe.makeWindow(app) }
case "input":
    let directory = arguments.dropFirst().first ?? "."
    ProbeRunner.run { app in InputProbe.makeWindow(app, reportDirectory: directory) }
default:
    StandardErrorLine.write("usage: TermHostProbe trap | text | soak N | field | input DIR | diagnostics | flood | clusters | foundation | output")
    exit(2)
}
