/// One cell of the screen grid.
///
/// A character wider than one column (2 for CJK and emoji, more for a cluster of several spacing
/// scalars, see ``TextWidth``) is stored whole in its first cell with its `width`; the cells to its right
/// that it covers are continuation cells (`width == 0`) that draw nothing of their own.
public struct Cell: Hashable, Sendable {
    /// The grapheme shown (a space for an empty cell).
    public var character: Character
    /// Its style; `nil` colours mean the terminal's default.
    public var style: Style
    /// Display width: 1, the character's width for the first cell of a wide character, 0 for the cells
    /// it covers.
    public var width: UInt8

    /// Creates a cell.
    public init(_ character: Character = " ", style: Style = .plain, width: UInt8 = 1) {
        self.character = character
        self.style = style
        self.width = width
    }

    /// An empty cell with the default colours.
    public static let blank = Cell()

    /// True for a cell covered by the wide character on its left.
    public var isContinuation: Bool { width == 0 }
}

extension Array where Element == Cell {
    /// Row `y` of a grid of `size` kept row by row, as text: continuation cells left out, so the row
    /// reads as shown (empty outside the grid).
    func line(_ y: Int, in size: Size) -> String {
        guard y >= 0, y < size.height else { return "" }
        var text = ""
        for x in 0..<size.width {
            let cell = self[y * size.width + x]
            if !cell.isContinuation { text.append(cell.character) }
        }
        return text
    }
}
