import TermHostCore

/// How a presentation is drawn over the content.
enum PresentationStyle: Hashable, Sendable {
    /// A bordered panel at the bottom of the screen, as tall as its detent.
    case sheet
    /// The whole screen.
    case fullScreenCover
    /// A bordered panel next to the view it is attached to, as large as its content.
    case popover(arrowEdge: Edge?)
    /// A small centred box: title, message, the buttons (two side by side, more in a column).
    case alert
    /// A box across the bottom of the screen: title, message, a column of buttons.
    case confirmationDialog
}

/// Presents content over the screen while a binding says so (`.sheet`, `.fullScreenCover`,
/// `.popover`, `.alert`, `.confirmationDialog`).
public struct PresentationModifier: ViewModifier {
    let style: PresentationStyle
    /// The identity of what is presented, `nil` while nothing is (its node reads it under observation,
    /// so a change of the binding presents or dismisses).
    let presentedIdentity: @MainActor () -> AnyHashable?
    /// The content shown while presented.
    let content: @MainActor () -> AnyView?
    /// Ends the presentation: sets the binding to `false`, or the item to `nil`.
    let dismiss: @MainActor () -> Void
    /// What Esc does; `nil` dismisses.
    let escape: (@MainActor () -> Void)?
    /// Runs after the presentation went away.
    let onDismiss: (@MainActor () -> Void)?
    public typealias Body = Never
}

extension PresentationModifier {
    /// A presentation shown while `isPresented` is true.
    init(style: PresentationStyle, isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)?,
         escape: (@MainActor () -> Void)? = nil, content: @escaping @MainActor () -> AnyView?) {
        self.init(style: style, presentedIdentity: { isPresented.wrappedValue ? AnyHashable(true) : nil },
                  content: content, dismiss: { isPresented.wrappedValue = false }, escape: escape, onDismiss: onDismiss)
    }

    /// A presentation shown while `item` is not `nil`; a new item (another `id`) presents afresh.
    init<Item: Identifiable>(style: PresentationStyle, item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?,
                             content: @escaping @MainActor (Item) -> AnyView) {
        self.init(style: style, presentedIdentity: { item.wrappedValue.map { AnyHashable($0.id) } },
                  content: { item.wrappedValue.map(content) }, dismiss: { item.wrappedValue = nil },
                  escape: nil, onDismiss: onDismiss)
    }
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true: a bordered panel at the bottom of the
    /// screen, as tall as its detent (see `presentationDetents(_:)`), as a presented page sheet is. Focus
    /// stays inside until it is dismissed;
    /// Esc or `@Environment(\.dismiss)` dismiss it (setting `isPresented` to false), then `onDismiss` runs.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                     @ViewBuilder content: @escaping @MainActor () -> Content)
        -> ModifiedContent<Self, PresentationModifier> {
        modifier(PresentationModifier(style: .sheet, isPresented: isPresented, onDismiss: onDismiss) { AnyView(content()) })
    }

    /// Presents a sheet for `item` while it is not `nil`; dismissing sets it to `nil`. A different item
    /// (another `id`) replaces the sheet with a fresh one.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                         @ViewBuilder content: @escaping @MainActor (Item) -> Content)
        -> ModifiedContent<Self, PresentationModifier> {
        modifier(PresentationModifier(style: .sheet, item: item, onDismiss: onDismiss) { AnyView(content($0)) })
    }

    /// Presents `content` over the whole screen while `isPresented` is true (Esc dismisses it).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                               @ViewBuilder content: @escaping @MainActor () -> Content)
        -> ModifiedContent<Self, PresentationModifier> {
        modifier(PresentationModifier(style: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss) {
            AnyView(content())
        })
    }

    /// Presents `content` for `item` over the whole screen while it is not `nil`.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> ModifiedContent<Self, PresentationModifier> {
        modifier(PresentationModifier(style: .fullScreenCover, item: item, onDismiss: onDismiss) { AnyView(content($0)) })
    }

    /// Presents `content` in a bordered box next to this view while `isPresented` is true: below it
    /// (above it with `arrowEdge: .bottom`, or when there is no room below). A click outside or Esc dismisses it.
    public func popover<Content: View>(isPresented: Binding<Bool>, arrowEdge: Edge? = nil,
                                       @ViewBuilder content: @escaping @MainActor () -> Content)
        -> ModifiedContent<Self, PresentationModifier> {
        modifier(PresentationModifier(style: .popover(arrowEdge: arrowEdge), isPresented: isPresented, onDismiss: nil) {
            AnyView(content())
        })
    }

    /// Presents a popover for `item` while it is not `nil`.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping @MainActor (Item) -> Content)
        -> ModifiedContent<Self, PresentationModifier> {
        modifier(PresentationModifier(style: .popover(arrowEdge: arrowEdge), item: item, onDismiss: nil) {
            AnyView(content($0))
        })
    }
}
