/// Draws a box line around a view (`.border(_:)`). Unlike SwiftUI's overlay-like border, a terminal
/// border needs its own cells: the view is inset by one cell on every side.
public struct BorderModifier: ViewModifier, Equatable {
    let style: BorderStyle
    let color: Color?
    public typealias Body = Never
}

/// Layers a view behind or in front of another, sized like it (`.background`, `.overlay`).
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
        modifier(BorderModifier(style: style, color: color))
    }

    /// Draws a single box line in `color` around the view (SwiftUI's `.border(Color.red)`).
    public func border(_ color: Color) -> ModifiedContent<Self, BorderModifier> {
        modifier(BorderModifier(style: .single, color: color))
    }

    /// Puts `content` behind the view, proposed the view's size and placed with `alignment`.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background)
        -> ModifiedContent<Self, LayerModifier<Background>> {
        modifier(LayerModifier(layer: content(), alignment: alignment, isBackground: true))
    }

    /// Puts `background` behind the view (`.background(Color.blue)`).
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> ModifiedContent<Self, LayerModifier<Background>> {
        modifier(LayerModifier(layer: background, alignment: alignment, isBackground: true))
    }

    /// Puts `content` in front of the view, proposed the view's size and placed with `alignment`.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay)
        -> ModifiedContent<Self, LayerModifier<Overlay>> {
        modifier(LayerModifier(layer: content(), alignment: alignment, isBackground: false))
    }

    /// Puts `overlay` in front of the view.
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
