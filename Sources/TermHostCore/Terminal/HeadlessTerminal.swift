/// An in-memory terminal for tests: a grid of cells with a text snapshot, per-cell styles,
/// scripted input and resizing.
@MainActor
public final class HeadlessTerminal: Terminal {
    public private(set) var size: Size
    public var capabilities: TerminalCapabilities
    public var inputFileDescriptor: Int32? { nil }

    private var cells: [Cell]
    private var queuedEvents: [InputEvent] = []
    /// Where the cursor was shown at the last present, if it was shown.
    public private(set) var cursor: Point?
    /// Frames presented so far.
    public private(set) var presentCount = 0
    /// Cells received through ``put(_:at:)`` so far.
    public private(set) var cellsReceived = 0
    /// Whether ``start()`` was called and ``restore()`` not yet.
    public private(set) var isStarted = false
    /// How many times ``invalidate()`` was called (the screen's contents forgotten: a full repaint).
    public private(set) var invalidations = 0
    /// Whether ``hangUp()`` was called: the application stops at its next read.
    public private(set) var hasHungUp = false

    /// Creates a terminal of `size` (80x24 by default).
    public init(size: Size = Size(width: 80, height: 24), capabilities: TerminalCapabilities = TerminalCapabilities()) {
        self.size = size
        self.capabilities = capabilities
        self.cells = Array(repeating: .blank, count: max(0, size.width) * max(0, size.height))
    }

    public func start() throws { isStarted = true }
    public func restore() { isStarted = false }

    public func put(_ cell: Cell, at point: Point) {
        guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else { return }
        cellsReceived += 1
        let rowStart = point.y * size.width
        let width = min(max(1, Int(cell.width)), size.width - point.x)
        cells[rowStart + point.x] = cell
        for x in (point.x + 1)..<(point.x + width) { cells[rowStart + x] = Cell(" ", style: cell.style, width: 0) }
        // What is left of a wider character this one replaced shows blank.
        var x = point.x + width
        while x < size.width && cells[rowStart + x].isContinuation {
            cells[rowStart + x] = .blank
            x += 1
        }
    }

    public func present(cursor: Point?) {
        self.cursor = cursor
        presentCount += 1
    }

    public func readEvents() -> [InputEvent] {
        defer { queuedEvents.removeAll() }
        return queuedEvents
    }

    public func updateSize() -> Size { size }

    public func invalidate() { invalidations += 1 }

    // MARK: Scripting

    /// Queues events for the next ``readEvents()``.
    public func enqueue(_ events: InputEvent...) { queuedEvents.append(contentsOf: events) }

    /// Makes the terminal gone, as a closed terminal window or a dropped connection is.
    public func hangUp() { hasHungUp = true }

    /// Changes the size (the grid is cleared) and queues a resize event.
    public func resize(to newSize: Size) {
        size = newSize
        cells = Array(repeating: .blank, count: max(0, newSize.width) * max(0, newSize.height))
        queuedEvents.append(.resize(newSize))
    }

    // MARK: Reading the screen

    /// The cell at a point (blank outside the grid).
    public func cell(at point: Point) -> Cell {
        guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else { return .blank }
        return cells[point.y * size.width + point.x]
    }

    /// Row `y` as shown, continuation cells left out.
    public func line(_ y: Int) -> String {
        cells.line(y, in: size)
    }

    /// The screen as text: one line per row, trailing spaces trimmed, trailing empty lines kept.
    public func text() -> String {
        (0..<size.height).map { line($0).trimmingTrailingSpaces() }.joined(separator: "\n")
    }

    /// The position of the first occurrence of `needle` on screen (column in cells), if shown.
    public func find(_ needle: String) -> Point? {
        for y in 0..<size.height {
            var columns: [Int] = []
            var characters: [Character] = []
            for x in 0..<size.width {
                let cell = cells[y * size.width + x]
                if cell.isContinuation { continue }
                columns.append(x)
                characters.append(cell.character)
            }
            let target = Array(needle)
            guard !target.isEmpty, target.count <= characters.count else { continue }
            for start in 0...(characters.count - target.count)
            where characters[start..<(start + target.count)].elementsEqual(target) {
                return Point(x: columns[start], y: y)
            }
        }
        return nil
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
