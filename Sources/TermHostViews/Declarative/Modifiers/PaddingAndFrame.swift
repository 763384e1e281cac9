import TermHostCore

/// Adds space around a view (`.padding()`): 1 cell on each edge by default (SwiftUI's system
/// padding, in cells).
public struct PaddingModifier: ViewModifier, Equatable {
    let insets: EdgeInsets
    public typealias Body = Never
}

/// Gives a view a fixed width and/or height (`.frame(width:height:alignment:)`).
public struct FrameModifier: ViewModifier, Equatable {
    let width: Int?
    let height: Int?
    let alignment: Alignment
    public typealias Body = Never
}

/// Limits a view's size to a range (`.frame(minWidth:idealWidth:maxWidth:...)`).
public struct FlexibleFrameModifier: ViewModifier, Equatable {
    let minWidth: Int?, idealWidth: Int?, maxWidth: Int?
    let minHeight: Int?, idealHeight: Int?, maxHeight: Int?
    let alignment: Alignment
    public typealias Body = Never
}

/// Makes a view take its ideal size on some axes (`.fixedSize()`).
public struct FixedSizeModifier: ViewModifier, Equatable {
    let horizontal: Bool
    let vertical: Bool
    public typealias Body = Never
}

/// Sets the priority a stack gives a view when sharing space (`.layoutPriority(_:)`).
public struct LayoutPriorityModifier: ViewModifier, Equatable {
    let priority: Double
    public typealias Body = Never
}

/// Gives a view its own value for an alignment guide (`.alignmentGuide(_:computeValue:)`).
public struct AlignmentGuideModifier: ViewModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> Int
    public typealias Body = Never
}

/// Draws a view moved, without changing its layout (`.offset(x:y:)`).
public struct OffsetModifier: ViewModifier, Equatable {
    let offset: Point
    public typealias Body = Never
}

/// Centres a view on a point of the space it is offered (`.position(x:y:)`).
public struct PositionModifier: ViewModifier, Equatable {
    let position: Point
    public typealias Body = Never
}

extension View {
    /// Adds `length` cells (1 by default: SwiftUI's default padding, in cells) on each of `edges`.
    public func padding(_ edges: Edge.Set = .all, _ length: Int? = nil) -> ModifiedContent<Self, PaddingModifier> {
        modifier(PaddingModifier(insets: EdgeInsets(edges, length ?? 1)))
    }

    /// Adds `length` cells on every edge.
    public func padding(_ length: Int) -> ModifiedContent<Self, PaddingModifier> {
        padding(.all, length)
    }

    /// Adds the given insets.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, PaddingModifier> {
        modifier(PaddingModifier(insets: insets))
    }

    /// Proposes `width` and `height` (where given) to the view and takes exactly that size whatever
    /// the view answers, placing the view inside with `alignment` (centred by default). Content
    /// larger than the frame overflows it, drawn unclipped (add `.clipped()` to cut it). A dimension
    /// left `nil` follows the view.
    public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center)
        -> ModifiedContent<Self, FrameModifier> {
        modifier(FrameModifier(width: width.map { max(0, $0) }, height: height.map { max(0, $0) }, alignment: alignment))
    }

    /// A flexible frame, with SwiftUI's rules: the view is proposed the frame's proposal clamped to
    /// the limits (ideal values replace a `nil` proposal). With both a minimum and a maximum the frame
    /// takes its proposal clamped to them; with only a minimum it is `max(min, min(view, proposal))`;
    /// with only a maximum `min(max, max(view, proposal))`; with neither it takes the view's size.
    /// `.frame(maxWidth: .infinity)` fills the width offered.
    public func frame(minWidth: Int? = nil, idealWidth: Int? = nil, maxWidth: Int? = nil,
                      minHeight: Int? = nil, idealHeight: Int? = nil, maxHeight: Int? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, FlexibleFrameModifier> {
        modifier(FlexibleFrameModifier(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                       minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                       alignment: alignment))
    }

    /// Proposes `nil` (the ideal size) on the chosen axes, so the view is never squeezed or stretched there.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, FixedSizeModifier> {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Proposes `nil` (the ideal size) on both axes.
    public func fixedSize() -> ModifiedContent<Self, FixedSizeModifier> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Stacks offer space to views of higher priority first (0 by default), leaving lower ones
    /// only their minimum sizes.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, LayoutPriorityModifier> {
        modifier(LayoutPriorityModifier(priority: value))
    }

    /// Sets the view's value for a horizontal guide (its position from the view's leading edge),
    /// computed from the view's dimensions: a `VStack` aligned on `guide` lines it up there.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> Int)
        -> ModifiedContent<Self, AlignmentGuideModifier> {
        modifier(AlignmentGuideModifier(key: guide.key, computeValue: computeValue))
    }

    /// Sets the view's value for a vertical guide (its position from the view's top edge), computed
    /// from the view's dimensions: an `HStack` aligned on `guide` lines it up there.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> Int)
        -> ModifiedContent<Self, AlignmentGuideModifier> {
        modifier(AlignmentGuideModifier(key: guide.key, computeValue: computeValue))
    }

    /// Draws the view moved by `x` columns and `y` rows; its place in the layout does not change.
    public func offset(x: Int = 0, y: Int = 0) -> ModifiedContent<Self, OffsetModifier> {
        modifier(OffsetModifier(offset: Point(x: x, y: y)))
    }

    /// Draws the view moved by `offset`; its place in the layout does not change.
    public func offset(_ offset: Size) -> ModifiedContent<Self, OffsetModifier> {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Takes all the space offered and puts the view's centre at (`x`, `y`) in it.
    public func position(x: Int = 0, y: Int = 0) -> ModifiedContent<Self, PositionModifier> {
        modifier(PositionModifier(position: Point(x: x, y: y)))
    }

    /// Takes all the space offered and puts the view's centre at `position` in it.
    public func position(_ position: Point) -> ModifiedContent<Self, PositionModifier> {
        modifier(PositionModifier(position: position))
    }
}
