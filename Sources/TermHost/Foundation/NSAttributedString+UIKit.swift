import Foundation
import TermHostCore

// UIKit's attribute keys and underline styles, which Foundation on Linux does not have (they are
// UIKit's), so that `[.font: …, .foregroundColor: …]` dictionaries of ported code compile. What each
// becomes on a terminal: see `NSAttributedString.termHostRuns()`.

extension NSAttributedString.Key {
    /// The text's font (a TermHost ``Font``): its attributes (bold, dim, italic) style the characters; sizes are ignored.
    @_alwaysEmitIntoClient public static var font: NSAttributedString.Key { NSAttributedString.Key("NSFont") }
    /// The text's colour (a TermHost ``Color``).
    @_alwaysEmitIntoClient public static var foregroundColor: NSAttributedString.Key { NSAttributedString.Key("NSColor") }
    /// The colour behind the text (a TermHost ``Color``).
    @_alwaysEmitIntoClient public static var backgroundColor: NSAttributedString.Key { NSAttributedString.Key("NSBackgroundColor") }
    /// Underlines the text when non-zero (an `NSUnderlineStyle` or its raw `Int`); every style is one underline.
    @_alwaysEmitIntoClient public static var underlineStyle: NSAttributedString.Key { NSAttributedString.Key("NSUnderline") }
    /// Strikes the text through when non-zero (an `NSUnderlineStyle` or its raw `Int`).
    @_alwaysEmitIntoClient public static var strikethroughStyle: NSAttributedString.Key { NSAttributedString.Key("NSStrikethrough") }
    /// Accepted and ignored: a terminal's cells have one spacing.
    @_alwaysEmitIntoClient public static var kern: NSAttributedString.Key { NSAttributedString.Key("NSKern") }
    /// Accepted and ignored: the widget's own alignment and line breaking apply.
    @_alwaysEmitIntoClient public static var paragraphStyle: NSAttributedString.Key { NSAttributedString.Key("NSParagraphStyle") }
    /// Accepted and ignored: the text is not a link on a terminal.
    @_alwaysEmitIntoClient public static var link: NSAttributedString.Key { NSAttributedString.Key("NSLink") }
    /// Accepted and ignored: text sits on its row.
    @_alwaysEmitIntoClient public static var baselineOffset: NSAttributedString.Key { NSAttributedString.Key("NSBaselineOffset") }
    /// Accepted and ignored: the underline takes the text's colour.
    @_alwaysEmitIntoClient public static var underlineColor: NSAttributedString.Key { NSAttributedString.Key("NSUnderlineColor") }
    /// Accepted and ignored: the line takes the text's colour.
    @_alwaysEmitIntoClient public static var strikethroughColor: NSAttributedString.Key { NSAttributedString.Key("NSStrikethroughColor") }
    /// Accepted and ignored: a terminal draws no outlines.
    @_alwaysEmitIntoClient public static var strokeColor: NSAttributedString.Key { NSAttributedString.Key("NSStrokeColor") }
    /// Accepted and ignored: a terminal draws no outlines.
    @_alwaysEmitIntoClient public static var strokeWidth: NSAttributedString.Key { NSAttributedString.Key("NSStrokeWidth") }
    /// Accepted and ignored: a terminal draws no shadows.
    @_alwaysEmitIntoClient public static var shadow: NSAttributedString.Key { NSAttributedString.Key("NSShadow") }
}

/// How text is underlined or struck through (`NSUnderlineStyle`): a terminal has one underline and one
/// strikethrough line, so every non-empty style draws that one line.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits, as UIKit numbers them.
    public let rawValue: Int
    /// A style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line (drawn as one line).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines (drawn as one line).
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line (drawn solid).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line (drawn solid).
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// A dash-dot line (drawn solid).
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A dash-dot-dot line (drawn solid).
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Under words only (drawn under the spaces too).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension NSAttributedString {
    /// The attributes a terminal can show, as runs of character offsets: `.font` adds its attributes (bold,
    /// dim, italic), `.foregroundColor` and `.backgroundColor` (TermHost ``Color``s) colour the characters,
    /// a non-zero `.underlineStyle` underlines and `.strikethroughStyle` strikes them through. Every other
    /// attribute is ignored.
    @_alwaysEmitIntoClient @usableFromInline
    func termHostRuns() -> [TextRun] {
        let text = string
        var runs: [TextRun] = []
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
            guard let bounds = Range(range, in: text) else { return }
            let style = Self.termHostStyle(attributes)
            guard style != .plain else { return }
            let start = text.distance(from: text.startIndex, to: bounds.lowerBound)
            runs.append(TextRun(range: start..<(start + text[bounds].count), style: style))
        }
        return runs
    }

    @_alwaysEmitIntoClient @usableFromInline
    static func termHostStyle(_ attributes: [NSAttributedString.Key: Any]) -> Style {
        var style = Style.plain
        if let font = attributes[.font] as? Font { style = style.adding(font.attributes) }
        if let color = attributes[.foregroundColor] as? Color { style.foreground = color }
        if let color = attributes[.backgroundColor] as? Color { style.background = color }
        if isLineStyle(attributes[.underlineStyle]) { style = style.adding(.underline) }
        if isLineStyle(attributes[.strikethroughStyle]) { style = style.adding(.strikethrough) }
        return style
    }

    @_alwaysEmitIntoClient @usableFromInline
    static func isLineStyle(_ value: Any?) -> Bool {
        if let style = value as? NSUnderlineStyle { return style.rawValue != 0 }
        if let raw = value as? Int { return raw != 0 }
        if let number = value as? NSNumber { return number.intValue != 0 }
        return false
    }
}
