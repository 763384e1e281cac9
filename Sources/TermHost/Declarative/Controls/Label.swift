/// A title with an icon before it: `★ Favourites`.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label built from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack(spacing: 1) {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Text {
    /// A label whose icon is the terminal symbol for an SF Symbol name (`star` is `★`, `checkmark`
    /// is `✓` ...; an unknown name shows `•`).
    public init(_ title: String, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Text(String(SymbolNames.symbol(for: name))) })
    }
}

/// Terminal stand-ins for common SF Symbol names.
enum SymbolNames {
    private static let symbols: [String: Character] = [
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "checkmark": "✓",
        "checkmark.circle": "✓", "xmark": "✗", "xmark.circle": "✗", "plus": "+", "minus": "-",
        "gear": "⚙", "gearshape": "⚙", "folder": "▤", "doc": "▯", "trash": "⌫", "magnifyingglass": "⌕",
        "info.circle": "ⓘ", "exclamationmark.triangle": "⚠", "bell": "♪", "person": "☺", "house": "⌂",
        "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓", "circle": "○",
        "circle.fill": "●", "square": "□", "square.fill": "■", "clock": "◷", "envelope": "✉",
    ]

    static func symbol(for name: String) -> Character {
        symbols[name] ?? "•"
    }
}
