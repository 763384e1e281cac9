import Foundation
import Testing

/// Helpers shared by the reliability end-to-end tests.
enum Reliability {
    /// Starts `TermHostProbe <mode>` in a pane, recording `stty -g` before and after and the exit status.
    static func startProbe(_ mode: String, width: Int = 80, height: Int = 24,
                           environment: [String: String] = [:]) throws -> TmuxPane {
        var environment = environment
        // The Swift runtime's backtracer would otherwise wait for a key after a crash on a terminal.
        environment["SWIFT_BACKTRACE"] = environment["SWIFT_BACKTRACE"] ?? "enable=no"
        return try TmuxPane(width: width, height: height, environment: environment) { directory in
            recordingTerminalState("\(Products.path("TermHostProbe")) \(mode)", in: directory)
        }
    }

    /// The probe's process id (the child of the pane's shell).
    static func probePID(_ pane: TmuxPane) -> Int32? {
        for _ in 0..<100 {
            if let pid = Products.children(of: pane.panePID).first(where: { isProbe($0) }) { return pid }
            usleep(20_000)
        }
        return nil
    }

    static func isProbe(_ pid: Int32) -> Bool {
        ((try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? "").hasPrefix("TermHostProbe")
    }

    /// Process `pid`'s state letter from `/proc` ("R", "S", "T" for stopped, "Z"...), `nil` once it is gone.
    static func state(_ pid: Int32) -> Substring? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ").first
    }

    /// Whether process `pid` still exists (and is not a zombie).
    static func isAlive(_ pid: Int32) -> Bool {
        guard let state = state(pid) else { return false }
        return state != "Z" && state != "X"
    }

    /// Waits up to `timeout` seconds for `condition` to hold; returns whether it did.
    static func wait(timeout: Double = 10, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    /// Waits up to `timeout` seconds for process `pid` to be gone.
    static func waitUntilGone(_ pid: Int32, timeout: Double = 5) -> Bool {
        wait(timeout: timeout) { !isAlive(pid) }
    }

    /// Checks everything a person relies on after the program ended: the shell went on with the same
    /// `stty -g`, main screen, cursor shown, keypad and mouse modes off, bracketed paste off.
    static func expectTerminalRestored(_ pane: TmuxPane, sourceLocation: SourceLocation = #_sourceLocation) {
        let after = pane.waitForFile("after")
        #expect(after != nil, "the program ended and the shell went on", sourceLocation: sourceLocation)
        let before = pane.waitForFile("before")
        #expect(before == after, "stty -g is the same before and after", sourceLocation: sourceLocation)
        #expect(pane.format("#{alternate_on}") == "0", "alternate screen left", sourceLocation: sourceLocation)
        #expect(pane.format("#{cursor_flag}") == "1", "cursor visible", sourceLocation: sourceLocation)
        #expect(pane.format("#{keypad_cursor_flag}#{keypad_flag}") == "00", "keypad modes off",
                sourceLocation: sourceLocation)
        #expect(pane.format("#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}#{mouse_all_flag}") == "0000",
                "mouse reporting off", sourceLocation: sourceLocation)
        #expect(pane.format("#{mouse_sgr_flag}") == "0", "SGR mouse off", sourceLocation: sourceLocation)
        #expect(!pane.capture().contains("probe ready"), "the probe's screen is gone", sourceLocation: sourceLocation)
    }
}
