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

    /// The characters for `name`, or `nil` when it is neither in the table nor a numbered or lettered
    /// symbol (`4.circle` is `④`, `4.circle.fill` `❹`, `a.circle` `ⓐ`, `12.square` `12`).
    package static func symbol(for name: String) -> String? {
        symbols[name] ?? enclosed(name)
    }

    /// `<number or letter>.circle`, `.circle.fill`, `.square` and `.square.fill`: Unicode's circled
    /// numbers (0 to 50) and letters, the negative circled numbers (0 to 20) for `.fill`; the number or
    /// letter itself where Unicode has no enclosed form.
    private static func enclosed(_ name: String) -> String? {
        let parts = name.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, ["circle", "circle.fill", "square", "square.fill"].contains(parts[1]) else { return nil }
        let head = String(parts[0]), filled = parts[1].hasSuffix("fill")
        let circle = parts[1].hasPrefix("circle")
        if let number = Int(head), number >= 0, String(number) == head {
            guard circle, let scalar = circledNumber(number, filled: filled) else { return head }
            return String(Character(scalar))
        }
        guard head.count == 1, let letter = head.unicodeScalars.first, letter.isASCII,
              let offset = head.lowercased().unicodeScalars.first.map({ Int($0.value) - 97 }), (0..<26).contains(offset) else {
            return nil
        }
        guard circle, let scalar = Unicode.Scalar(UInt32((letter.value < 97 ? 0x24B6 : 0x24D0) + offset)) else { return head }
        return String(Character(scalar))
    }

    private static func circledNumber(_ number: Int, filled: Bool) -> Unicode.Scalar? {
        let value: Int?
        switch (number, filled) {
        case (0, false): value = 0x24EA
        case (1...20, false): value = 0x2460 + number - 1
        case (21...35, false): value = 0x3251 + number - 21
        case (36...50, false): value = 0x32B1 + number - 36
        case (0, true): value = 0x24FF
        case (1...10, true): value = 0x2776 + number - 1
        case (11...20, true): value = 0x24EB + number - 11
        default: value = filled ? circledNumber(number, filled: false).map { Int($0.value) } : nil
        }
        return value.flatMap { Unicode.Scalar(UInt32($0)) }
    }
}
