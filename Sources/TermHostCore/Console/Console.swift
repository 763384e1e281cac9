/// The in-app console: what the process wrote to standard output and standard error while the
/// application ran, and the application's diagnostics, shown over the lower half of any screen.
///
/// ``toggleKey`` (F12 by default) opens and closes it; while it is open it takes the keys: Up, Down,
/// Page Up, Page Down, Home and End scroll, `1` to `5` show only lines at or above a level (debug, info,
/// notice, error, fault), `0` shows every level, Esc closes. Ctrl-C, Ctrl-Z and Ctrl-L keep their
/// meaning. The mouse wheel scrolls it. Escape sequences in the output are shown sanitized: colour
/// codes are dropped and every other control character shows as U+FFFD, so output can never drive the
/// terminal. The lines are the newest ones kept by the application's capture (see ``Application/capturesOutput``);
/// the title says how many older lines were dropped.
@MainActor
public final class Console {
    /// The key that opens and closes the console (`nil`: no key does).
    public var toggleKey: KeyEvent? = KeyEvent(.function(12))
    /// Whether the console is shown.
    public private(set) var isOpen = false
    /// The lowest level shown.
    public var minimumLevel: OSLogType = .debug {
        didSet { changed() }
    }
    /// Lines scrolled back from the newest (0 shows the newest at the bottom).
    public private(set) var scrollOffset = 0
    /// The lines, filled by the capture and by ``Application/report(_:)``.
    package let buffer: ConsoleBuffer
    /// Called when the console opens, closes or changes what it shows.
    var onChange: (@MainActor (_ closed: Bool) -> Void)?

    init(buffer: ConsoleBuffer = ConsoleBuffer()) {
        self.buffer = buffer
    }

    /// The lines the console would show now (at or above ``minimumLevel``), oldest first.
    public var visibleLines: [ConsoleLine] {
        buffer.lines.filter { $0.level >= minimumLevel }
    }

    /// How many older lines were dropped to keep memory bounded.
    public var droppedLineCount: Int { buffer.dropped }

    /// Shows the console.
    public func open() {
        guard !isOpen else { return }
        isOpen = true
        scrollOffset = 0
        changed()
    }

    /// Hides the console.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        onChange?(true)
    }

    /// Handles `event` when it is the toggle key or the console is open; returns whether it did.
    func handleKey(_ event: KeyEvent) -> Bool {
        if event == toggleKey {
            if isOpen { close() } else { open() }
            return true
        }
        guard isOpen else { return false }
        switch (event.key, event.modifiers) {
        case (.character("c"), .control), (.character("z"), .control), (.character("l"), .control):
            return false
        case (.escape, _): close()
        case (.up, _): scroll(by: 1)
        case (.down, _): scroll(by: -1)
        case (.pageUp, _): scroll(by: max(1, lastPageHeight))
        case (.pageDown, _): scroll(by: -max(1, lastPageHeight))
        case (.home, _): scroll(by: Int.max / 2)
        case (.end, _): scroll(by: -Int.max / 2)
        case (.character("0"), []): minimumLevel = .debug
        case (.character(let digit), []) where ("1"..."5").contains(digit):
            minimumLevel = OSLogType(rawValue: UInt8(digit.wholeNumberValue ?? 1) - 1)
        default: break
        }
        return true
    }

    /// Handles a mouse event over the console (the wheel scrolls); returns whether the console took it.
    func handleMouse(_ event: MouseEvent, screen: Size) -> Bool {
        guard isOpen, frame(in: screen).contains(event.position) else { return false }
        switch event.kind {
        case .scrollUp: scroll(by: 3)
        case .scrollDown: scroll(by: -3)
        default: break
        }
        return true
    }

    /// Where the console is drawn on a screen of `size`: the lower half, at least three rows.
    public func frame(in size: Size) -> Rect {
        let height = min(size.height, max(3, size.height / 2))
        return Rect(x: 0, y: size.height - height, width: size.width, height: height)
    }

    private var lastPageHeight = 1

    private func scroll(by lines: Int) {
        let limit = max(0, visibleLines.count - lastPageHeight)
        scrollOffset = min(limit, max(0, scrollOffset.addingReportingOverflow(lines).partialValue))
        changed()
    }

    private func changed() {
        if isOpen { onChange?(false) }
    }

    /// Draws the console over whatever `canvas` holds.
    func draw(into canvas: Canvas) {
        let area = frame(in: canvas.size)
        guard area.height > 0, area.width > 0 else { return }
        let lines = visibleLines
        let pageHeight = area.height - 1
        lastPageHeight = pageHeight
        scrollOffset = min(scrollOffset, max(0, lines.count - pageHeight))
        canvas.fill(area)
        _ = canvas.drawText(title(lineCount: lines.count), at: area.origin, width: area.width, style: .reverse)
        let end = lines.count - scrollOffset
        let first = max(0, end - pageHeight)
        for (row, line) in lines[first..<end].enumerated() {
            let point = Point(x: 0, y: area.minY + 1 + row)
            _ = canvas.drawText(Self.displayText(line.text), at: point, width: area.width, style: Self.style(line))
        }
    }

    private func title(lineCount: Int) -> String {
        var parts = ["Console", lineCount == 1 ? "1 line" : "\(lineCount) lines"]
        if droppedLineCount > 0 { parts.append("\(droppedLineCount) dropped") }
        if scrollOffset > 0 { parts.append("\(scrollOffset) below") }
        parts.append("level ≥ \(minimumLevel) (0-5)")
        parts.append("↑↓ PgUp PgDn scroll")
        parts.append("Esc close")
        return " " + parts.joined(separator: " · ")
    }

    private static func style(_ line: ConsoleLine) -> Style {
        if line.source == .diagnostic { return Style(foreground: .yellow) }
        switch line.level {
        case .fault: return Style(foreground: .magenta, attributes: .bold)
        case .error: return Style(foreground: .red)
        case .debug: return .dim
        default: return .plain
        }
    }

    /// `text` for the console: colour and style codes (`ESC [ … m`) removed, tabs as spaces; the canvas
    /// shows every other control character as U+FFFD.
    static func displayText(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x1B || $0 == 0x09 }) else { return text }
        var result = ""
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\t" {
                result += "    "
            } else if scalar == "\u{1B}", scalars.first == "[",
                      let end = scalars.dropFirst().firstIndex(where: { !("0"..."9").contains($0) && $0 != ";" }),
                      scalars[end] == "m" {
                scalars = scalars[scalars.index(after: end)...]
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
