import FoundationEssentials
import TermHostCore

/// Read-only text. It wraps at word boundaries to the width it is offered and truncates with `…`
/// when the height is too small. Control characters show as placeholders, never reach the terminal.
public struct Text: View, Equatable {
    /// A run of text in one style.
    public struct Run: Equatable, Sendable {
        /// The characters of the run.
        public var string: String
        /// The style the run is drawn in.
        public var style: Style
    }

    /// The first run, kept apart so that a one-run text (the usual kind) needs no array.
    private(set) var firstRun: Run
    /// The runs after the first (read by the text node without building ``runs``).
    private(set) var otherRuns: [Run] = []

    /// The runs, in order (`Text + Text` concatenates runs).
    public var runs: [Run] { [firstRun] + otherRuns }

    /// Text showing `content` as given.
    public init(_ content: String) {
        firstRun = Run(string: content, style: .plain)
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
    public var string: String { otherRuns.isEmpty ? firstRun.string : runs.map(\.string).joined() }

    func styled(_ change: (inout Style) -> Void) -> Text {
        var copy = self
        change(&copy.firstRun.style)
        for i in copy.otherRuns.indices { change(&copy.otherRuns[i].style) }
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

    /// Text in a foreground colour, kept as a `Text` (for `Text + Text`). Disfavoured, so that
    /// `.foregroundStyle(.secondary)` and `.foregroundStyle(.tint)` on a text are the styles (dimmed, the
    /// environment's tint), not the colours `Color.secondary` and `Color.accentColor`.
    @_disfavoredOverload
    public func foregroundStyle(_ color: Color) -> Text { styled { $0.foreground = color } }
    /// Text in a font (titles and headlines bold, footnotes and captions dim).
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return styled { $0.attributes.formUnion(font.attributes) }
    }

    /// Concatenates two texts, each keeping its style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.otherRuns.append(rhs.firstRun)
        result.otherRuns.append(contentsOf: rhs.otherRuns)
        return result
    }
}

extension Text {
    /// Text showing `input` written by `format`: `Text(total, format: .currency(code: "USD"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(format.format(input))
    }

    /// Text showing a date or time in one of SwiftUI's styles (see ``DateStyle``).
    public init(_ date: Date, style: DateStyle) {
        self.init(DateText.format(date, style: style, now: Date()))
    }

    /// Text showing a range of dates: `Jun 3, 2019 – Jun 5, 2019` as two `.date` texts.
    public init(_ dates: ClosedRange<Date>) {
        self.init(DateText.format(dates.lowerBound, style: .date, now: Date()) + " – "
                  + DateText.format(dates.upperBound, style: .date, now: Date()))
    }

    /// How `Text(_:style:)` shows a date, in the time zone of the process (`TZ`), in `en_US` words.
    /// A terminal frame is not redrawn by the clock: the relative, offset and timer styles show the
    /// time as of the view's last evaluation.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        /// The date: `June 3, 2019`.
        public static let date = DateStyle(kind: .date)
        /// The time: `11:23 AM`.
        public static let time = DateStyle(kind: .time)
        /// How far from now, in the two largest units: `2 hours, 23 minutes`.
        public static let relative = DateStyle(kind: .relative)
        /// How far from now, signed, in the largest unit: `+2 hours`.
        public static let offset = DateStyle(kind: .offset)
        /// How long from or to now, as a clock: `2:23:05`, `4:09`.
        public static let timer = DateStyle(kind: .timer)
    }
}
