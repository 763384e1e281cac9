import TermHostCore

/// The older way to describe an alert: SwiftUI's (deprecated) `Alert`, shown with
/// `.alert(isPresented:content:)` or `.alert(item:content:)`. It is drawn as the newer `.alert` is.
///
/// ```swift
/// .alert(isPresented: $showsError) {
///     Alert(title: Text("Failed"), message: Text("Try again later."), dismissButton: .default(Text("OK")))
/// }
/// ```
@MainActor
public struct Alert {
    /// A button of an ``Alert`` or an ``ActionSheet``.
    @MainActor
    public struct Button {
        let role: ButtonRole?
        let label: Text
        let action: (@MainActor () -> Void)?

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(role: nil, label: label, action: action)
        }

        /// A cancel button with a label.
        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(role: .cancel, label: label, action: action)
        }

        /// A cancel button titled "Cancel".
        public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
            Button(role: .cancel, label: Text("Cancel"), action: action)
        }

        /// A destructive button (red).
        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(role: .destructive, label: label, action: action)
        }

        /// The button as a `Button` view with its role.
        package var view: TermHostViews.Button<Text> {
            let action = self.action
            return TermHostViews.Button(role: role, action: { action?() }) { label }
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button ("OK" when `dismissButton` is `nil`).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }
}

/// The older way to describe a confirmation dialog: SwiftUI's (deprecated) `ActionSheet`, shown with
/// `.actionSheet(isPresented:content:)`, drawn as a `.confirmationDialog` with its title visible.
@MainActor
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    /// An action sheet with a title, an optional message and buttons.
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension PresentationModifier {
    init(kind: AlertContent.Kind, title: Text, message: Text?, buttons: [Alert.Button], isPresented: Binding<Bool>) {
        let views = buttons.map(\.view)
        var messageView: (@MainActor () -> any View)?
        if let message { messageView = { message } }
        self.init(kind: kind, title: title.string, isPresented: isPresented,
                  actions: { ArrayContent(elements: views) }, message: messageView)
    }
}

extension View {
    /// Shows the ``Alert`` `content` describes while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> ModifiedContent<Self, PresentationModifier> {
        let alert = content()
        return modifier(PresentationModifier(kind: .alert, title: alert.title, message: alert.message,
                                             buttons: alert.buttons, isPresented: isPresented))
    }

    /// Shows the ``Alert`` `content` describes for `item` while it is not `nil`; a button sets it to `nil`.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
        -> ModifiedContent<Self, PresentationModifier> {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(PresentationModifier(kind: .alert, title: alert?.title ?? Text(""), message: alert?.message,
                                             buttons: alert?.buttons ?? [], isPresented: isPresented))
    }

    /// Shows the ``ActionSheet`` `content` describes while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> ModifiedContent<Self, PresentationModifier> {
        let sheet = content()
        return modifier(PresentationModifier(kind: .dialog, title: sheet.title, message: sheet.message,
                                             buttons: sheet.buttons, isPresented: isPresented))
    }
}
