import TermHostCore

/// Tells the enclosing `NavigationStack` how to show pushed values of one type
/// (`.navigationDestination(for:destination:)`).
public struct NavigationDestinationModifier: ViewModifier {
    let type: ObjectIdentifier
    let typeName: String
    let build: @MainActor (AnyHashable) -> AnyView?
    public typealias Body = Never
}

/// Pushes a view on the enclosing `NavigationStack` while a binding says so
/// (`.navigationDestination(isPresented:)`, `.navigationDestination(item:)`).
public struct PresentedDestinationModifier: ViewModifier {
    /// The identity of what is pushed, `nil` while nothing is.
    let presentedIdentity: @MainActor () -> AnyHashable?
    let destination: @MainActor () -> AnyView?
    /// Sets the binding to `false` (or the item to `nil`): called when the view is popped.
    let pop: @MainActor () -> Void
    public typealias Body = Never
}

extension View {
    /// Registers how the enclosing stack shows a pushed value of type `data`: a `NavigationLink(value:)`
    /// or a path holding a `D` pushes `destination(value)`. Register it in the stack's root (or in a
    /// pushed view for the levels above it).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping @MainActor (D) -> C)
        -> ModifiedContent<Self, NavigationDestinationModifier> {
        modifier(NavigationDestinationModifier(type: ObjectIdentifier(D.self), typeName: String(describing: D.self)) {
            ($0.base as? D).map { AnyView(destination($0)) }
        })
    }

    /// Pushes `destination` on the enclosing stack while `isPresented` is true; popping it (Esc, the
    /// back control, `dismiss`) sets `isPresented` to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: @escaping @MainActor () -> V)
        -> ModifiedContent<Self, PresentedDestinationModifier> {
        modifier(PresentedDestinationModifier(presentedIdentity: { isPresented.wrappedValue ? AnyHashable(true) : nil },
                                              destination: { AnyView(destination()) },
                                              pop: { isPresented.wrappedValue = false }))
    }

    /// Pushes `destination(item)` on the enclosing stack while `item` is not `nil`; popping sets it to `nil`.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping @MainActor (D) -> C)
        -> ModifiedContent<Self, PresentedDestinationModifier> {
        modifier(PresentedDestinationModifier(presentedIdentity: { item.wrappedValue.map { AnyHashable($0) } },
                                              destination: { item.wrappedValue.map { AnyView(destination($0)) } },
                                              pop: { item.wrappedValue = nil }))
    }
}
