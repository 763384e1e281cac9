import TermHostCore

/// A colour or pattern to fill a shape or a background with, or to draw text and lines in, as in
/// SwiftUI: `.background(.blue)`, `.foregroundStyle(.secondary)`, `Circle().fill(.tint)`.
///
/// In a terminal a style comes down to a colour and a level of emphasis: ``Color`` is itself; the
/// hierarchical styles (`.primary`, `.secondary`, `.tertiary`, `.quaternary`) are the current text
/// colour, dimmed from `.secondary` down (filled areas are shaded `▒` instead of solid); `.tint` is
/// the tint colour (`.tint(_:)`, blue by default); `.foreground` the current text colour;
/// `.background` the terminal's own background. Gradients, materials and images have no terminal
/// form. Types outside TermHost that conform draw as `.foreground`.
public protocol ShapeStyle: Sendable {}

/// What a shape style is in cells, before the environment is known.
enum ShapeStyleDescriptor: Hashable, Sendable {
    /// A colour (`.clear` draws nothing).
    case color(Color)
    /// The text colour; level 0 is primary, 1 and more are dimmer.
    case hierarchical(Int)
    /// The tint colour.
    case tint
    /// The terminal's background.
    case background

    init(_ style: some ShapeStyle) {
        self = (style as? any DescribedShapeStyle)?.descriptor ?? .hierarchical(0)
    }

    /// The style with the environment applied: a colour (`nil` for the terminal's text colour) and a level.
    func resolved(in environment: EnvironmentValues) -> (color: Color?, level: Int) {
        switch self {
        case .color(let color): return (color, 0)
        case .hierarchical(let level): return (environment.foregroundColor, level)
        case .tint: return (environment.tintColor ?? .blue, 0)
        case .background: return (.default, 0)
        }
    }
}

/// The styles TermHost knows how to draw.
protocol DescribedShapeStyle: ShapeStyle {
    var descriptor: ShapeStyleDescriptor { get }
}

extension Color: DescribedShapeStyle {
    var descriptor: ShapeStyleDescriptor { .color(self) }
}

/// A level of the foreground: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: DescribedShapeStyle, Hashable {
    let level: Int
    var descriptor: ShapeStyleDescriptor { .hierarchical(level) }

    /// The text colour.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The text colour, dimmed.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The text colour, dimmed (a terminal has one dim level).
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The text colour, dimmed (a terminal has one dim level).
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

/// The tint colour (`.tint`).
public struct TintShapeStyle: DescribedShapeStyle, Hashable {
    var descriptor: ShapeStyleDescriptor { .tint }
    /// The tint style.
    public init() {}
}

/// The current foreground style (`.foreground`).
public struct ForegroundStyle: DescribedShapeStyle, Hashable {
    var descriptor: ShapeStyleDescriptor { .hierarchical(0) }
    /// The foreground style.
    public init() {}
}

/// The terminal's background (`.background`).
public struct BackgroundStyle: DescribedShapeStyle, Hashable {
    var descriptor: ShapeStyleDescriptor { .background }
    /// The background style.
    public init() {}
}

/// Any shape style, type-erased.
public struct AnyShapeStyle: DescribedShapeStyle, Hashable {
    let descriptor: ShapeStyleDescriptor
    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        descriptor = ShapeStyleDescriptor(style)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The text colour.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The text colour, dimmed.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The text colour, dimmed.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The text colour, dimmed.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The terminal's background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == Color {
    /// No colour: what is underneath shows.
    @_disfavoredOverload
    public static var clear: Color { Color.clear }
    /// ANSI black.
    public static var black: Color { Color.black }
    /// ANSI red.
    public static var red: Color { Color.red }
    /// ANSI green.
    public static var green: Color { Color.green }
    /// ANSI yellow.
    public static var yellow: Color { Color.yellow }
    /// ANSI blue.
    public static var blue: Color { Color.blue }
    /// ANSI magenta.
    public static var magenta: Color { Color.magenta }
    /// ANSI cyan.
    public static var cyan: Color { Color.cyan }
    /// ANSI white.
    public static var white: Color { Color.white }
    /// ANSI bright black.
    public static var gray: Color { Color.gray }
}

private struct TintColorKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The tint below: set by `.tint(_:)` or by the host the component is shown in
    /// (the host widget's ``Widget/tintColor``); `nil` for none, and `.tint` styles then draw in blue (SwiftUI's
    /// default accent colour).
    public var tintColor: Color? {
        get { self[TintColorKey.self] }
        set { self[TintColorKey.self] = newValue }
    }

    /// The environment with `style` as the colour of text and lines: a colour sets it, the tint
    /// puts the tint colour, `.secondary` and dimmer keep the colour and dim the text.
    mutating func applyForeground(_ style: ShapeStyleDescriptor) {
        let resolved = style.resolved(in: self)
        if resolved.color != .clear { foregroundColor = resolved.color }
        if resolved.level > 0 { textAttributes.insert(.dim) }
    }
}
