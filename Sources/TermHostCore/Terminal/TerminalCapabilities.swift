/// What a terminal can show.
public struct TerminalCapabilities: Hashable, Sendable {
    /// Number of colours: 0 (monochrome), 8, 16, 256 ...
    public var colorCount: Int
    /// Whether Unicode line-drawing characters can be shown (a UTF-8 locale and a terminal that has them).
    public var lineDrawing: Bool
    /// Whether the terminal reports mouse events.
    public var mouse: Bool

    /// Creates a capability set.
    public init(colorCount: Int = 256, lineDrawing: Bool = true, mouse: Bool = true) {
        self.colorCount = colorCount
        self.lineDrawing = lineDrawing
        self.mouse = mouse
    }
}
