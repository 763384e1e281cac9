/// One cell of the screen grid.
///
/// A character two columns wide is stored in its first cell with `width == 2`; the cell to its right
/// is a continuation cell (`width == 0`) that draws nothing of its own.
public struct Cell: Hashable, Sendable {
    /// The grapheme shown (a space for an empty cell).
    public var character: Character
    /// Its style; `nil` colours mean the terminal's default.
    public var style: Style
    /// Display width: 1, 2 for the first cell of a wide character, 0 for its continuation cell.
    public var width: UInt8

    /// Creates a cell.
    public init(_ character: Character = " ", style: Style = .plain, width: UInt8 = 1) {
        self.character = character
        self.style = style
        self.width = width
    }

    /// An empty cell with the default colours.
    public static let blank = Cell()

    /// True for the right half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
