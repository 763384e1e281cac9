import Foundation
import TermHostCore
import TermHostWidgets

// Foundation's `CGFloat`, `CGRect`, `CGSize` and `CGPoint` at TermHost's edges. TermHost's own geometry is whole
// cells (`Rect`, `Size`, `Point`, `EdgeInsets`); lengths UIKit and SwiftUI type `CGFloat` are `Double` in TermHost's
// API, which a `CGFloat` converts to implicitly. Conversions to cells follow ``LengthUnit``'s one rule.

extension CGFloat: LengthConvertible {
    /// The value as a `Double`.
    @_alwaysEmitIntoClient
    public var lengthValue: Double { Double(self) }
    /// The value `lengthValue`.
    @_alwaysEmitIntoClient
    public init(lengthValue: Double) { self.init(lengthValue) }
}

extension Rect {
    /// The cells a Foundation rectangle covers: its edges rounded to the nearest cell (halves away from zero), a
    /// non-zero width or height staying at least one cell.
    @_alwaysEmitIntoClient
    public init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y),
                  width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension Size {
    /// A Foundation size in whole cells (halves away from zero; a non-zero width or height is at least one cell).
    @_alwaysEmitIntoClient
    public init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension Point {
    /// The cell nearest to a Foundation point (halves away from zero).
    @_alwaysEmitIntoClient
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension CGRect {
    /// The rectangle of cells as a Foundation rectangle (one unit a cell).
    @_alwaysEmitIntoClient
    public init(_ rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
}

extension CGSize {
    /// The size in cells as a Foundation size (one unit a cell).
    @_alwaysEmitIntoClient
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }
}

extension CGPoint {
    /// The cell as a Foundation point (one unit a cell).
    @_alwaysEmitIntoClient
    public init(_ point: Point) {
        self.init(x: point.x, y: point.y)
    }
}

extension Widget {
    /// Creates a widget with a Foundation frame (`UIView(frame: CGRect(...))`), rounded to whole cells as
    /// `Rect(_:)` does. Frames are always cells, whatever the ``LengthUnit``.
    @_disfavoredOverload
    @_alwaysEmitIntoClient
    public convenience init(frame: CGRect) {
        self.init(frame: Rect(frame))
    }
}
