/// Terminal stand-ins for common SF Symbol names: one or two characters each, chosen to read as the
/// symbol does. A `.fill` variant that has no filled character shares the outline's.
package enum SymbolNames {
    private static let symbols: [String: String] = [
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
        "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✔", "checkmark.square": "☑",
        "xmark": "✗", "xmark.circle": "⊗", "xmark.circle.fill": "⊗",
        "plus": "+", "plus.circle": "⊕", "plus.circle.fill": "⊕", "minus": "-", "minus.circle": "⊖",
        "minus.circle.fill": "⊖", "multiply": "×", "divide": "÷", "equal": "=",
        "trash": "⌫", "trash.fill": "⌫", "pencil": "✎", "square.and.pencil": "✎", "square.and.arrow.up": "⇪",
        "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙", "slider.horizontal.3": "☰",
        "folder": "▤", "folder.fill": "▤", "doc": "▯", "doc.fill": "▮", "doc.text": "≣", "book": "▥",
        "magnifyingglass": "⌕", "info.circle": "ⓘ", "info.circle.fill": "ⓘ", "questionmark": "?",
        "questionmark.circle": "?", "exclamationmark": "!", "exclamationmark.circle": "!",
        "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠",
        "bell": "♪", "bell.fill": "♪", "person": "☺", "person.fill": "☻", "person.circle": "☺",
        "person.2": "☺☺", "person.3": "☺☺", "house": "⌂", "house.fill": "⌂",
        "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓",
        "arrow.up.arrow.down": "⇅", "arrow.clockwise": "↻", "arrow.counterclockwise": "↺",
        "arrow.uturn.backward": "↶", "arrow.triangle.2.circlepath": "⟳",
        "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
        "circle": "○", "circle.fill": "●", "largecircle.fill.circle": "◉", "square": "□", "square.fill": "■",
        "triangle": "△", "triangle.fill": "▲", "diamond": "◇", "diamond.fill": "◆",
        "clock": "◷", "clock.fill": "◷", "timer": "◷", "alarm": "◷", "calendar": "▦",
        "envelope": "✉", "envelope.fill": "✉", "paperplane": "➤", "paperplane.fill": "➤", "phone": "☎",
        "phone.fill": "☎", "message": "✉", "bubble.left": "▭", "cart": "⊻", "cart.fill": "⊻", "bag": "⊔",
        "creditcard": "▭", "dollarsign.circle": "$", "dollarsign": "$", "eurosign": "€", "sterlingsign": "£",
        "flag": "⚑", "flag.fill": "⚑", "bookmark": "⊓", "bookmark.fill": "⊓", "tag": "⌂", "pin": "⊥",
        "lock": "⊠", "lock.fill": "⊠", "lock.open": "⊡", "key": "⚷", "cloud": "☁", "cloud.fill": "☁",
        "sun.max": "☀", "sun.max.fill": "☀", "moon": "☾", "moon.fill": "☾", "bolt": "ϟ", "bolt.fill": "ϟ",
        "snowflake": "❄", "drop": "◊", "flame": "♨", "leaf": "❦",
        "play": "▷", "play.fill": "▶", "pause": "‖", "pause.fill": "‖", "stop": "□", "stop.fill": "■",
        "forward": "»", "forward.fill": "»", "backward": "«", "backward.fill": "«",
        "list.bullet": "≡", "line.3.horizontal": "≡", "line.3.horizontal.decrease": "≡",
        "ellipsis": "…", "ellipsis.circle": "⋯", "photo": "▨", "camera": "◘", "mic": "♩", "music.note": "♪",
        "speaker": "◁", "speaker.wave.2": "◁)", "location": "⌖", "map": "▦", "globe": "◍", "link": "∞",
        "wifi": "≋", "battery.100": "▮", "power": "⏻", "eye": "◉", "eye.slash": "⊘", "hand.thumbsup": "↑",
        "cube": "▣", "shippingbox": "▣", "gift": "▣", "wrench": "⚒", "hammer": "⚒", "scissors": "✂",
        "paintbrush": "✎", "textformat": "A", "number": "#", "percent": "%", "at": "@", "sparkles": "✦",
    ]

    /// The characters for `name`, or `nil` when it is not in the table.
    package static func symbol(for name: String) -> String? {
        symbols[name]
    }
}
