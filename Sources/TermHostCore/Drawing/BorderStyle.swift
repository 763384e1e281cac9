/// The line style of a box border.
public enum BorderStyle: Hashable, Sendable {
    /// `┌─┐` thin lines.
    case single
    /// `╔═╗` double lines.
    case double
    /// `╭─╮` thin lines with rounded corners.
    case rounded
    /// `┏━┓` thick lines.
    case heavy
    /// `+`, `-` and `|`: also what every other style falls back to when the terminal cannot draw lines.
    case ascii

    /// The six characters of the border: top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
    public var characters: (topLeft: Character, topRight: Character, bottomLeft: Character,
                            bottomRight: Character, horizontal: Character, vertical: Character) {
        switch self {
        case .single: return ("┌", "┐", "└", "┘", "─", "│")
        case .double: return ("╔", "╗", "╚", "╝", "═", "║")
        case .rounded: return ("╭", "╮", "╰", "╯", "─", "│")
        case .heavy: return ("┏", "┓", "┗", "┛", "━", "┃")
        case .ascii: return ("+", "+", "+", "+", "-", "|")
        }
    }
}
