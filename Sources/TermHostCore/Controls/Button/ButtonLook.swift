/// How a button looks in both halves: the chrome around its label (padding or brackets, a fill),
/// the style its label's text takes, and how its state shows. A `ButtonWidget` configuration and a
/// SwiftUI button style that mean the same thing make the same look, so they draw the same cells.
///
/// The look owns the chrome; the adapter draws or places its label (a widget's title and subtitle, a
/// node's label views) inside ``contentRect(in:)``, in ``titleStyle(over:)``. "Tint" is the accent
/// colour (a widget's `tintColor`, the environment's tint), red for a destructive button:
///
/// | kind | cells | title | background | UIKit | SwiftUI |
/// |---|---|---|---|---|---|
/// | ``Kind/plain`` | `Title` | text colour | none | — | `.plain`, and a `ButtonStyle` of the app's own (its body draws) |
/// | ``Kind/borderless`` | `Title` | tint | none | `.plain()`, `.borderless()` | `.borderless`, `.automatic` in a list row |
/// | ``Kind/link`` | `Title`, underlined | tint | none | — | `.link` |
/// | ``Kind/bracketed`` | `[ Title ]` | text colour | none | a `.custom` button without configuration | — |
/// | ``Kind/bordered`` | `[ Title ]` | tint | none | `.bordered()`, `.borderedTinted()`, a `.system` button without configuration | `.bordered`, `.automatic` elsewhere |
/// | ``Kind/borderedProminent`` | `[ Title ]` | white | tint | `.borderedProminent()` | `.borderedProminent` |
/// | ``Kind/gray`` | ` Title ` | tint | bright black (`secondarySystemBackground`) | `.gray()`, `.tinted()` | — |
/// | ``Kind/filled`` | ` Title ` | white | tint | `.filled()` | — |
///
/// Chosen where the platforms leave it open: a terminal draws a border as brackets, so UIKit's
/// bordered configurations and SwiftUI's bordered styles are bracketed, and `.automatic` outside a list
/// is bordered (a bare title would not show it can be pressed); UIKit's `.plain()` tints its title as
/// SwiftUI's `.borderless` does, while SwiftUI's `.plain` does not style its label at all.
///
/// A fill covers the button's whole bounds (UIKit's background covers a stretched button); the
/// brackets stand around the label's rectangle, a space from it, on the rows it takes (a two-row label
/// has two-row brackets). The label goes in the bounds inset by the chrome (``contentRect(in:)``), where
/// the adapter places it: a widget's title by its content alignment (so a stretched `[ OK ]` stays
/// centred, and `.fill` spreads the brackets to the edges), a node's label views filling it (so a label
/// made wider with `.frame` spreads them, as SwiftUI's bezel spans it). State shows over everything
/// (``drawOverlay(in:state:)``): dimmed while disabled, reversed while focused or pressed; a selected
/// button (a toggle button that is on) is bold and reversed, and then shows focus or a press by an
/// underline.
package struct ButtonLook: Equatable, Sendable {
    /// The looks, named by what they draw (see the table above for the UIKit and SwiftUI names).
    package enum Kind: Hashable, Sendable {
        /// The label alone, in the text colour.
        case plain
        /// The label alone, in the tint.
        case borderless
        /// The label alone, in the tint, underlined.
        case link
        /// `[ label ]` in the text colour.
        case bracketed
        /// `[ label ]` in the tint.
        case bordered
        /// `[ label ]` in white on the tint.
        case borderedProminent
        /// ` label ` in the tint on bright black.
        case gray
        /// ` label ` in white on the tint.
        case filled
    }

    /// Which look.
    package var kind: Kind
    /// The accent colour.
    package var tint: Color
    /// Whether the button deletes or cannot be undone (SwiftUI's `.destructive` role): its accent is red,
    /// and a ``Kind/plain`` or ``Kind/bracketed`` title is red too.
    package var isDestructive: Bool
    /// A title colour that wins over the look's (UIKit's `baseForegroundColor` or title colour for the
    /// state, SwiftUI's `foregroundStyle`).
    package var foreground: Color?
    /// A background that wins over the look's and fills the button in any look (UIKit's `baseBackgroundColor`).
    package var background: Color?

    /// A look; by default in the system tint, not destructive, with the look's own colours.
    package init(kind: Kind, tint: Color = .tintColor, isDestructive: Bool = false, foreground: Color? = nil,
                 background: Color? = nil) {
        self.kind = kind
        self.tint = tint
        self.isDestructive = isDestructive
        self.foreground = foreground
        self.background = background
    }

    /// The tint, or red for a destructive button.
    private var accent: Color { isDestructive ? .systemRed : tint }

    /// What stands beside the label.
    private enum Chrome {
        /// Nothing: a bare label.
        case none
        /// A column of the fill on each side.
        case padding
        /// `[ ` and ` ]`.
        case brackets
    }

    /// The chrome of the kind.
    private var chrome: Chrome {
        switch kind {
        case .plain, .borderless, .link: .none
        case .gray, .filled: .padding
        case .bracketed, .bordered, .borderedProminent: .brackets
        }
    }

    /// The columns the chrome takes on each side of the label: two for brackets (`[ `, ` ]`), one for
    /// the padding of a filled look, none for a bare label.
    package var insets: EdgeInsets {
        let columns = switch chrome {
        case .none: 0
        case .padding: 1
        case .brackets: 2
        }
        return EdgeInsets(top: 0, leading: columns, bottom: 0, trailing: columns)
    }

    /// The button's size around a label of `content` size: the chrome's columns added, at least one row.
    package func size(fitting content: Size) -> Size {
        Size(width: content.width + insets.horizontal, height: max(1, content.height))
    }

    /// Where the label goes in a button of `bounds`.
    package func contentRect(in bounds: Rect) -> Rect {
        bounds.inset(by: insets)
    }

    /// The colour that fills the whole button, if any.
    package var fill: Color? {
        if let background { return background }
        switch kind {
        case .gray: return .secondarySystemBackground
        case .filled, .borderedProminent: return accent
        case .plain, .borderless, .link, .bracketed, .bordered: return nil
        }
    }

    /// The style of the label's text and of the brackets, over `base` (the style text would have there
    /// without the button: a widget's own style and font, a node's environment).
    package func titleStyle(over base: Style) -> Style {
        var style = base
        switch kind {
        case .plain, .bracketed: style.foreground = foreground ?? (isDestructive ? accent : base.foreground)
        case .borderless, .link, .bordered, .gray: style.foreground = foreground ?? accent
        case .filled, .borderedProminent: style.foreground = foreground ?? .white
        }
        if kind == .link { style.attributes.insert(.underline) }
        if let fill { style.background = fill }
        return style
    }

    /// Draws what goes under the label: the fill over the whole canvas (the button's bounds), and the
    /// brackets around `label` (the rectangle the label was placed in, in the canvas's coordinates), in
    /// ``titleStyle(over:)``.
    package func drawBackground(in canvas: Canvas, label: Rect, base: Style) {
        let style = titleStyle(over: base)
        if fill != nil { canvas.fill(canvas.bounds, style: style) }
        guard chrome == .brackets else { return }
        for row in label.minY..<max(label.maxY, label.minY + 1) {
            canvas.put("[", at: Point(x: label.minX - 2, y: row), style: style)
            canvas.put("]", at: Point(x: label.maxX + 1, y: row), style: style)
        }
    }

    /// Shows `state` over what was drawn, on the whole canvas (see the type's discussion).
    package func drawOverlay(in canvas: Canvas, state: ControlState) {
        guard state.isSelected else { return ControlStateOverlay.apply(state, in: canvas) }
        canvas.applyStyle(Style(attributes: [.bold, .reverse]), to: canvas.bounds)
        if !state.isEnabled {
            canvas.applyStyle(.dim, to: canvas.bounds)
        } else if state.isFocused || state.isHighlighted {
            canvas.applyStyle(.underline, to: canvas.bounds)
        }
    }
}
