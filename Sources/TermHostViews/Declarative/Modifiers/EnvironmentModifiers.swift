import TermHostCore
import Observation

/// Changes the environment for a view and everything below it (`.environment`, `.disabled`, `.font` ...).
///
/// The change reaches the views below only when the written value changes (compared with `==` for
/// `Equatable` values, by identity for objects), so re-evaluating the view that applies it is cheap.
public struct EnvironmentWriterModifier: ViewModifier {
    let transform: @MainActor (inout EnvironmentValues) -> Void
    let token: Any
    public typealias Body = Never
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> ModifiedContent<Self, EnvironmentWriterModifier> {
        modifier(EnvironmentWriterModifier(transform: { $0[keyPath: keyPath] = value }, token: value))
    }

    /// Puts an `@Observable` object in the environment, read below with `@Environment(Model.self)`.
    public func environment<Object: AnyObject & Observable>(_ object: Object?)
        -> ModifiedContent<Self, EnvironmentWriterModifier> {
        modifier(EnvironmentWriterModifier(transform: { if let object { $0.setObject(object) } },
                                           token: object.map(ObjectIdentifier.init) as Any))
    }

    /// Puts a classic ``ObservableObject`` in the environment, read below with `@EnvironmentObject`.
    public func environmentObject<Object: ObservableObject>(_ object: Object)
        -> ModifiedContent<Self, EnvironmentWriterModifier> {
        modifier(EnvironmentWriterModifier(transform: { $0.setObject(object) }, token: ObjectIdentifier(object)))
    }

    /// Disables the controls of this view and below when `disabled` is true: they are dimmed and
    /// skipped by focus. (A view can not re-enable what an ancestor disabled.)
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        modifier(EnvironmentWriterModifier(transform: { if disabled { $0.isEnabled = false } }, token: disabled))
    }

    /// Sets the font of text below.
    public func font(_ font: Font?) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        environment(\.font, font)
    }

    /// Sets the colour of text and lines below (`nil` for the terminal's default).
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        environment(\.foregroundColor, color)
    }

    /// Makes text below bold.
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        addingTextAttributes(isActive ? .bold : [])
    }

    /// Makes text below italic.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        addingTextAttributes(isActive ? .italic : [])
    }

    /// Underlines text below.
    public func underline(_ isActive: Bool = true) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        addingTextAttributes(isActive ? .underline : [])
    }

    private func addingTextAttributes(_ attributes: TextAttributes) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        modifier(EnvironmentWriterModifier(transform: { $0.textAttributes.formUnion(attributes) },
                                           token: attributes.rawValue))
    }
}
