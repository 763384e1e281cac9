import TermHostCore

extension PresentationModifier {
    /// An alert or dialog shown while `isPresented` is true (and, with `presenting`, while there is data).
    init(kind: AlertContent.Kind, title: String?, isPresented: Binding<Bool>, hasData: Bool = true,
         actions: @escaping @MainActor () -> any View, message: (@MainActor () -> any View)?) {
        let dismiss = { @MainActor in isPresented.wrappedValue = false }
        self.init(style: kind == .alert ? .alert : .confirmationDialog,
                  presentedIdentity: { isPresented.wrappedValue && hasData ? AnyHashable(true) : nil },
                  content: {
                      AnyView(AlertContent(kind: kind, title: title, message: message.map { AnyView(erasing: $0()) },
                                           actions: actions(), dismiss: dismiss))
                  },
                  dismiss: dismiss,
                  escape: { AlertContent.escape(actions(), dismiss: dismiss)() },
                  onDismiss: nil)
    }
}

extension View {
    /// Shows an alert titled `title` while `isPresented` is true: a small centred box with the buttons
    /// `actions` lists (each dismisses the alert, then runs its action; "OK" when there are none), two
    /// side by side with the `.cancel` one at the left, more in a column with it last; it looks as an
    /// `AlertController` does. Esc presses the `.cancel` button, or just dismisses; Enter the focused one.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: @escaping @MainActor () -> A)
        -> ModifiedContent<Self, PresentationModifier> {
        modifier(PresentationModifier(kind: .alert, title: String(title), isPresented: isPresented,
                                      actions: actions, message: nil))
    }

    /// Shows an alert with a message under its title while `isPresented` is true.
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: @escaping @MainActor () -> A,
                                                           @ViewBuilder message: @escaping @MainActor () -> M)
        -> ModifiedContent<Self, PresentationModifier> {
        modifier(PresentationModifier(kind: .alert, title: String(title), isPresented: isPresented,
                                      actions: actions, message: message))
    }

    /// Shows an alert built from `data` while `isPresented` is true and `data` is not `nil`.
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: @escaping @MainActor (T) -> A)
        -> ModifiedContent<Self, PresentationModifier> {
        modifier(PresentationModifier(kind: .alert, title: String(title), isPresented: isPresented, hasData: data != nil,
                                      actions: { presentedActions(data, actions) }, message: nil))
    }

    /// Shows an alert with a message, both built from `data`, while `isPresented` is true and `data` is not `nil`.
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: @escaping @MainActor (T) -> A,
                                                              @ViewBuilder message: @escaping @MainActor (T) -> M)
        -> ModifiedContent<Self, PresentationModifier> {
        modifier(PresentationModifier(kind: .alert, title: String(title), isPresented: isPresented, hasData: data != nil,
                                      actions: { presentedActions(data, actions) },
                                      message: { presentedActions(data, message) }))
    }

    /// Shows an alert with a `Text` title while `isPresented` is true.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A)
        -> ModifiedContent<Self, PresentationModifier> {
        alert(title.string, isPresented: isPresented, actions: actions)
    }

    /// Shows an alert with a `Text` title and a message while `isPresented` is true.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: @escaping @MainActor () -> A,
                                        @ViewBuilder message: @escaping @MainActor () -> M)
        -> ModifiedContent<Self, PresentationModifier> {
        alert(title.string, isPresented: isPresented, actions: actions, message: message)
    }

    /// Shows an alert with a `Text` title built from `data` while `isPresented` is true and `data` is not `nil`.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: @escaping @MainActor (T) -> A)
        -> ModifiedContent<Self, PresentationModifier> {
        alert(title.string, isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Shows an alert with a `Text` title and a message built from `data`.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: @escaping @MainActor (T) -> A,
                                           @ViewBuilder message: @escaping @MainActor (T) -> M)
        -> ModifiedContent<Self, PresentationModifier> {
        alert(title.string, isPresented: isPresented, presenting: data, actions: actions, message: message)
    }
}

/// The views `build` makes from `data`, or nothing when there is none.
@MainActor
func presentedActions<T, V: View>(_ data: T?, _ build: (T) -> V) -> any View {
    guard let data else { return EmptyView() }
    return build(data)
}
