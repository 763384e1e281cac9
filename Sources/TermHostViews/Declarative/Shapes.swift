import TermHostCore

/// A shape drawn in cells: `Rectangle`, `RoundedRectangle`, `Capsule`, `Circle`, `Ellipse`.
///
/// A shape is a view that takes the whole space it is offered (10 by 10 cells where nothing is
/// offered, as in SwiftUI) and fills it with the foreground style, or with `.fill(_:)`'s style;
/// `.stroke(_:lineWidth:)` and `.strokeBorder(_:lineWidth:)` draw its outline as a box line (rounded
/// corners for rounded shapes) one cell wide whatever the line width. Cells cannot be round: a
/// filled circle or ellipse fills the cells inside the curve (a circle two columns per row, as cells
/// are twice as tall as wide); corner radii only round an outline's corners. Custom shapes built
/// from a `Path` have no terminal form.
public protocol Shape: View {}

/// How a built-in shape sits in its cells.
enum ShapeOutline: Hashable, Sendable {
    case rectangle, roundedRectangle, ellipse, circle
}

/// The built-in shapes.
protocol CellShape: Shape {
    var outline: ShapeOutline { get }
}

/// A rectangle.
public struct Rectangle: CellShape, Equatable {
    var outline: ShapeOutline { .rectangle }
    /// Creates a rectangle.
    public init() {}
    public typealias Body = Never
}

/// A rectangle with rounded corners (the corners round only its outline).
public struct RoundedRectangle: CellShape, Equatable {
    /// The corner radius (no terminal meaning beyond rounding the outline's corners).
    public let cornerRadius: Int
    var outline: ShapeOutline { .roundedRectangle }
    /// Creates a rounded rectangle.
    public init(cornerRadius: Int) { self.cornerRadius = cornerRadius }
    /// Creates a rounded rectangle from its corner size.
    public init(cornerSize: Size) { self.cornerRadius = min(cornerSize.width, cornerSize.height) }
    public typealias Body = Never
}

/// A rectangle with fully rounded ends (its outline has rounded corners).
public struct Capsule: CellShape, Equatable {
    var outline: ShapeOutline { .roundedRectangle }
    /// Creates a capsule.
    public init() {}
    public typealias Body = Never
}

/// A circle centred in its space, as large as fits (two columns per row).
public struct Circle: CellShape, Equatable {
    var outline: ShapeOutline { .circle }
    /// Creates a circle.
    public init() {}
    public typealias Body = Never
}

/// An ellipse filling its space.
public struct Ellipse: CellShape, Equatable {
    var outline: ShapeOutline { .ellipse }
    /// Creates an ellipse.
    public init() {}
    public typealias Body = Never
}

/// A shape filled or outlined with a style (what `.fill` and `.stroke` make).
public struct ShapeView<Content: Shape>: View {
    let shape: Content
    let style: ShapeStyleDescriptor
    let isStroked: Bool
    public typealias Body = Never
}

/// How a fill treats overlapping paths; accepted for SwiftUI's signatures (a terminal shape has one path).
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule is used.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension Shape {
    /// The shape filled with `content` (the foreground style by default).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> ShapeView<Self> {
        ShapeView(shape: self, style: ShapeStyleDescriptor(content), isStroked: false)
    }

    /// The shape's outline in `content`: a box line one cell wide (any `lineWidth`).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Int = 1) -> ShapeView<Self> {
        ShapeView(shape: self, style: ShapeStyleDescriptor(content), isStroked: true)
    }

    /// The shape's outline in the foreground style.
    public func stroke(lineWidth: Int = 1) -> ShapeView<Self> {
        stroke(.foreground, lineWidth: lineWidth)
    }

    /// The shape's outline drawn inside its bounds (the same as `stroke` in cells).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Int = 1) -> ShapeView<Self> {
        stroke(content, lineWidth: lineWidth)
    }

    /// The shape's outline in the foreground style, inside its bounds.
    public func strokeBorder(lineWidth: Int = 1) -> ShapeView<Self> {
        stroke(.foreground, lineWidth: lineWidth)
    }
}

/// A colour is a view that takes all the space offered (10 by 10 cells where nothing is offered)
/// and fills it: `Color.blue.frame(height: 1)`; `Color.clear` takes the space and draws nothing.
extension Color: View {
    public typealias Body = Never
}
