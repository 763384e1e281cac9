import TermHostCore

extension View {
    /// Shows a confirmation dialog while `isPresented` is true: a box across the bottom of the screen (an
    /// iPhone's action sheet, as an `AlertController` of style `.actionSheet`) with the buttons
    /// `actions` lists in a column, and "Cancel" last when none has the `.cancel` role. Each button
    /// dismisses the dialog, then runs its action; Esc presses the cancel button. The title shows only
    /// with `titleVisibility: .visible` (`.automatic` hides it, as on iOS).
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: @escaping @MainActor () -> A)
        -> ModifiedContent<Self, PresentationModifier> {
        modifier(PresentationModifier(kind: .dialog, title: dialogTitle(title, titleVisibility), isPresented: isPresented,
                                      actions: actions, message: nil))
    }

    /// Shows a confirmation dialog with a message while `isPresented` is true.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> A, @ViewBuilder message: @escaping @MainActor () -> M
    ) -> ModifiedContent<Self, PresentationModifier> {
        modifier(PresentationModifier(kind: .dialog, title: dialogTitle(title, titleVisibility), isPresented: isPresented,
                                      actions: actions, message: message))
    }

    /// Shows a confirmation dialog built from `data` while `isPresented` is true and `data` is not `nil`.
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> A
    ) -> ModifiedContent<Self, PresentationModifier> {
        modifier(PresentationModifier(kind: .dialog, title: dialogTitle(title, titleVisibility), isPresented: isPresented,
                                      hasData: data != nil, actions: { presentedActions(data, actions) }, message: nil))
    }

    /// Shows a confirmation dialog with a message, both built from `data`.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> A, @ViewBuilder message: @escaping @MainActor (T) -> M
    ) -> ModifiedContent<Self, PresentationModifier> {
        modifier(PresentationModifier(kind: .dialog, title: dialogTitle(title, titleVisibility), isPresented: isPresented,
                                      hasData: data != nil, actions: { presentedActions(data, actions) },
                                      message: { presentedActions(data, message) }))
    }

    /// Shows a confirmation dialog with a `Text` title while `isPresented` is true.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: @escaping @MainActor () -> A)
        -> ModifiedContent<Self, PresentationModifier> {
        confirmationDialog(title.string, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Shows a confirmation dialog with a `Text` title and a message while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> A, @ViewBuilder message: @escaping @MainActor () -> M
    ) -> ModifiedContent<Self, PresentationModifier> {
        confirmationDialog(title.string, isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions, message: message)
    }

    /// Shows a confirmation dialog with a `Text` title built from `data`.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> A
    ) -> ModifiedContent<Self, PresentationModifier> {
        confirmationDialog(title.string, isPresented: isPresented, titleVisibility: titleVisibility,
                           presenting: data, actions: actions)
    }

    /// Shows a confirmation dialog with a `Text` title and a message built from `data`.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> A, @ViewBuilder message: @escaping @MainActor (T) -> M
    ) -> ModifiedContent<Self, PresentationModifier> {
        confirmationDialog(title.string, isPresented: isPresented, titleVisibility: titleVisibility,
                           presenting: data, actions: actions, message: message)
    }
}

/// A dialog's title as shown: only when asked to be visible.
private func dialogTitle<S: StringProtocol>(_ title: S, _ visibility: Visibility) -> String? {
    visibility == .visible ? String(title) : nil
}
