import TermHostCore

/// Whether a view is presented, and a way to dismiss it: the deprecated `@Environment(\.presentationMode)`
/// that ported code still uses (`presentationMode.wrappedValue.dismiss()`). It acts as `dismiss` does
/// (see ``DismissAction``).
@MainActor
public struct PresentationMode {
    /// Whether the view is presented: pushed on a navigation stack or inside a sheet, cover, popover,
    /// alert or dialog.
    public private(set) var isPresented: Bool
    private let dismissAction: DismissAction

    init(isPresented: Bool, dismissAction: DismissAction) {
        self.isPresented = isPresented
        self.dismissAction = dismissAction
    }

    /// Dismisses (or pops) the presentation the view is in, as ``DismissAction`` does.
    public mutating func dismiss() {
        dismissAction()
        isPresented = false
    }
}

extension EnvironmentValues {
    /// The presentation the view is in (deprecated in SwiftUI for `dismiss` and `isPresented`): a
    /// binding whose value's `dismiss()` acts as ``dismiss`` does.
    @MainActor
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
