import TermHostCore

/// Draws a box line around a view (`.border(_:)`). Unlike SwiftUI's border, drawn over the view's
/// edge, a terminal border needs cells of its own: the view is inset by one cell on every side.
public struct BorderModifier: ViewModifier, Equatable {
    let style: BorderStyle
    let color: ShapeStyleDescriptor?
    public typealias Body = Never
}

/// Cuts what a view draws to its frame (`.clipped()`, `.clipShape(_:)`).
public struct ClipModifier: ViewModifier, Equatable {
    public typealias Body = Never
}

/// Layers a view behind or in front of another, sized like it (`.background`, `.overlay`); several
/// layer views are layered like a `ZStack` with the alignment.
public struct LayerModifier<Layer: View>: ViewModifier {
    let layer: Layer
    let alignment: Alignment
    let isBackground: Bool
    public typealias Body = Never
}

/// Keeps a view's space but draws nothing there and lets nothing there take focus (`.hidden()`).
public struct HiddenModifier: ViewModifier, Equatable {
    public typealias Body = Never
}

/// Marks a view as extending under the safe-area insets (`.ignoresSafeArea()`).
public struct IgnoresSafeAreaModifier: ViewModifier, Equatable {
    public typealias Body = Never
}

/// Attaches a value to a view, for a `Picker` selection (`.tag(_:)`).
public struct TagModifier: ViewModifier {
    let tag: AnyHashable
    public typealias Body = Never
}

/// Gives a view an explicit identity; a new identity makes a new view with fresh state (`.id(_:)`).
public struct IDModifier: ViewModifier {
    let id: AnyHashable
    public typealias Body = Never
}

extension View {
    /// Draws a box line of `style` around the view, one cell outside it.
    public func border(_ style: BorderStyle = .single, color: Color? = nil) -> ModifiedContent<Self, BorderModifier> {
        modifier(BorderModifier(style: style, color: color.map(ShapeStyleDescriptor.color)))
    }

    /// Draws a box line in `content` around the view (SwiftUI's `.border(.red)`), one cell outside
    /// it. The line is one cell wide; a `width` above 1 draws it heavy.
    public func border<S: ShapeStyle>(_ content: S, width: Int = 1) -> ModifiedContent<Self, BorderModifier> {
        modifier(BorderModifier(style: width > 1 ? .heavy : .single, color: ShapeStyleDescriptor(content)))
    }

    /// Cuts what the view and its content draw to the view's frame.
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, ClipModifier> {
        modifier(ClipModifier())
    }

    /// Cuts what the view draws to its frame (a terminal clips to cells: any shape clips to the frame).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, ClipModifier> {
        modifier(ClipModifier())
    }

    /// Fills the view's frame with `style` behind it (`.background(.blue)`, `.background(.tint)`).
    /// The safe-area edges are accepted for SwiftUI's signature.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<Self, LayerModifier<ShapeView<Rectangle>>> {
        background { Rectangle().fill(style) }
    }

    /// Fills the view's frame with the terminal's background behind it.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<Self, LayerModifier<ShapeView<Rectangle>>> {
        background(.background, ignoresSafeAreaEdges: edges)
    }

    /// Fills the view's frame with `style` in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<Self, LayerModifier<ShapeView<Rectangle>>> {
        overlay { Rectangle().fill(style) }
    }

    /// Sets the style of text and lines below: a colour, `.secondary` (dimmed), `.tint`…
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        let descriptor = ShapeStyleDescriptor(style)
        return modifier(EnvironmentWriterModifier(transform: { $0.applyForeground(descriptor) }, token: descriptor))
    }

    /// Sets the tint colour below (what `.tint` styles draw in; blue by default).
    public func tint(_ tint: Color?) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        modifier(EnvironmentWriterModifier(transform: { if let tint { $0.tintColor = tint } }, token: tint as Any))
    }

    /// Puts `content` behind the view, proposed the view's size and placed with `alignment`.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background)
        -> ModifiedContent<Self, LayerModifier<Background>> {
        modifier(LayerModifier(layer: content(), alignment: alignment, isBackground: true))
    }

    /// Puts `background` behind the view, proposed the view's size and placed with `alignment`.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> ModifiedContent<Self, LayerModifier<Background>> {
        modifier(LayerModifier(layer: background, alignment: alignment, isBackground: true))
    }

    /// Puts `content` in front of the view, proposed the view's size and placed with `alignment`.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay)
        -> ModifiedContent<Self, LayerModifier<Overlay>> {
        modifier(LayerModifier(layer: content(), alignment: alignment, isBackground: false))
    }

    /// Puts `overlay` in front of the view, proposed the view's size and placed with `alignment`.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
        -> ModifiedContent<Self, LayerModifier<Overlay>> {
        modifier(LayerModifier(layer: overlay, alignment: alignment, isBackground: false))
    }

    /// Keeps the view's space but shows nothing there.
    public func hidden() -> ModifiedContent<Self, HiddenModifier> {
        modifier(HiddenModifier())
    }

    /// Lets the view extend under the safe-area insets the hosting layer reserves.
    public func ignoresSafeArea() -> ModifiedContent<Self, IgnoresSafeAreaModifier> {
        modifier(IgnoresSafeAreaModifier())
    }

    /// Attaches `tag` to the view (a `Picker` option's value).
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, TagModifier> {
        modifier(TagModifier(tag: AnyHashable(tag)))
    }

    /// Gives the view an explicit identity: when `id` changes, the view is replaced and its state reset.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, IDModifier> {
        modifier(IDModifier(id: AnyHashable(id)))
    }
}
