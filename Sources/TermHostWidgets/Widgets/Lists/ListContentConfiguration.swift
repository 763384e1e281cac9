import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A cell's (or a header's) content as text and secondary text: the `UIListContentConfiguration` of
/// TermHost.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()   // or ListContentConfiguration.valueCell()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
///
/// Fonts map to attributes (headlines bold, captions dim), colours to the terminal's colours; images
/// are not shown.
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
    /// How a text is drawn.
    public struct TextProperties: Hashable, Sendable {
        /// Horizontal placement, as `UIListContentConfiguration.TextProperties.TextAlignment`.
        public enum TextAlignment: Hashable, Sendable {
            /// Leading.
            case natural
            /// Centred.
            case center
            /// Both edges (the last line of a paragraph leading).
            case justified
        }

        /// The attributes of the text.
        public var font: Font
        /// The text's colour (`nil`: the terminal's default).
        public var color: Color?
        /// The maximum number of lines; 0 (the default) wraps without limit.
        public var numberOfLines = 0
        /// How each line is placed.
        public var alignment: TextAlignment = .natural

        /// Text properties with `font` and `color`.
        public init(font: Font = .body, color: Color? = nil) {
            self.font = font
            self.color = color
        }

        var style: Style { Style(foreground: color, attributes: font.attributes) }

        package var labelAlignment: TermHostCore.TextAlignment {
            switch alignment {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
        }
    }

    /// The primary text.
    public var text: String?
    /// The secondary text (dim by default).
    public var secondaryText: String?
    /// How ``text`` is drawn.
    public var textProperties = TextProperties()
    /// How ``secondaryText`` is drawn.
    public var secondaryTextProperties = TextProperties(font: .caption)
    /// Whether the secondary text goes at the trailing edge of the text's line rather than below it.
    public var prefersSideBySideTextAndSecondaryText = false

    /// An empty configuration.
    public init() {}

    /// A cell's: the secondary text below the text.
    public static func cell() -> ListContentConfiguration { ListContentConfiguration() }

    /// A subtitle cell's: the secondary text below the text.
    public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration() }

    /// A value cell's: the secondary text at the trailing edge of the same line.
    public static func valueCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A plain list's section header: bold.
    public static func plainHeader() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.textProperties.font = .headline
        return configuration
    }

    /// A plain list's section footer: dim.
    public static func plainFooter() -> ListContentConfiguration { groupedFooter() }

    /// A grouped list's section header: dim.
    public static func groupedHeader() -> ListContentConfiguration { groupedFooter() }

    /// A grouped list's section footer: dim.
    public static func groupedFooter() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.textProperties.font = .footnote
        return configuration
    }

    /// A section header in the list's own style (bold; the list dims grouped headers itself).
    public static func header() -> ListContentConfiguration { plainHeader() }

    /// A section footer: dim.
    public static func footer() -> ListContentConfiguration { groupedFooter() }

    public func makeContentView() -> Widget {
        let widget = ListContentView(arrangement: .stacked, hasSecondaryText: true)
        _ = update(widget)
        return widget
    }

    public func update(_ widget: Widget) -> Bool {
        guard let view = widget as? ListContentView else { return false }
        view.arrangement = prefersSideBySideTextAndSecondaryText ? .sideBySide : .stacked
        apply(text, textProperties, to: view.textLabel)
        if let secondary = view.secondaryLabel { apply(secondaryText, secondaryTextProperties, to: secondary) }
        return true
    }

    @MainActor
    private func apply(_ text: String?, _ properties: TextProperties, to label: LabelWidget) {
        label.text = text ?? ""
        label.style = properties.style
        label.numberOfLines = properties.numberOfLines
        label.textAlignment = properties.labelAlignment
    }
}
