/// Read-only text. It wraps at word boundaries to the width it is offered and truncates with `…`
/// when the height is too small. Control characters show as placeholders, never reach the terminal.
public struct Text: View, Equatable {
    /// A run of text in one style.
    public struct Run: Equatable, Sendable {
        public var string: String
        public var style: Style
    }

    /// The runs, in order (`Text + Text` concatenates runs).
    public private(set) var runs: [Run]

    /// Text showing `content` as given.
    public init(_ content: String) {
        runs = [Run(string: content, style: .plain)]
    }

    /// Text showing `content` as given.
    public init(verbatim content: String) {
        self.init(content)
    }

    /// Text showing the description of `content`.
    public init<S: StringProtocol>(_ content: S) {
        self.init(String(content))
    }

    public typealias Body = Never

    /// The plain string, runs joined.
    public var string: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }

    private func styled(_ change: (inout Style) -> Void) -> Text {
        var copy = self
        for i in copy.runs.indices { change(&copy.runs[i].style) }
        return copy
    }

    /// Bold text.
    public func bold(_ isActive: Bool = true) -> Text { isActive ? styled { $0.attributes.insert(.bold) } : self }
    /// Italic text.
    public func italic(_ isActive: Bool = true) -> Text { isActive ? styled { $0.attributes.insert(.italic) } : self }
    /// Underlined text.
    public func underline(_ isActive: Bool = true) -> Text { isActive ? styled { $0.attributes.insert(.underline) } : self }
    /// Struck-through text.
    public func strikethrough(_ isActive: Bool = true) -> Text { isActive ? styled { $0.attributes.insert(.strikethrough) } : self }
    /// Dimmed text.
    public func dim() -> Text { styled { $0.attributes.insert(.dim) } }
    /// Text in a foreground colour.
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.foreground = color } }

    /// Text in a foreground colour.
    public func foregroundStyle(_ color: Color) -> Text { styled { $0.foreground = color } }
    /// Text in a font (titles and headlines bold, footnotes and captions dim).
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return styled { $0.attributes.formUnion(font.attributes) }
    }

    /// Concatenates two texts, each keeping its style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.runs.append(contentsOf: rhs.runs)
        return result
    }
}
