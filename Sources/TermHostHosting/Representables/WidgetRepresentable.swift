import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// A declarative view that shows an imperative widget: the `UIViewRepresentable` of TermHost.
///
/// ```swift
/// struct ProgressBar: WidgetRepresentable {
///     var value: Double
///     func makeWidget(context: Context) -> ProgressBarWidget { ProgressBarWidget() }
///     func updateWidget(_ widget: ProgressBarWidget, context: Context) { widget.progress = Float(value) }
/// }
/// ```
///
/// ``makeCoordinator()`` runs first, then ``makeWidget(context:)`` once, then
/// ``updateWidget(_:context:)`` after every change of the view value or of the environment (and of
/// observable state it read); ``dismantleWidget(_:coordinator:)`` when the view leaves the tree.
/// The widget is sized by ``sizeThatFits(_:widget:context:)`` when it answers (it may be asked
/// several proposals per layout pass), else by its intrinsic size and its height for the proposed
/// width. It takes part in focus where the view is in the tree. Shown inside a ``HostWidget`` (or a
/// ``HostingController``); a full-screen declarative root shows nothing for it.
@MainActor
public protocol WidgetRepresentable: View where Body == RepresentedWidget<Self> {
    /// The kind of widget shown.
    associatedtype WidgetType: Widget
    /// An object that carries data out of the widget (its delegate or target, say).
    associatedtype Coordinator = Void
    /// The context handed to each call.
    typealias Context = WidgetRepresentableContext<Self>

    /// Makes the widget (once).
    func makeWidget(context: Context) -> WidgetType
    /// Brings the widget up to date with this view value and the environment.
    func updateWidget(_ widget: WidgetType, context: Context)
    /// Cleans up when the view leaves the tree.
    static func dismantleWidget(_ widget: WidgetType, coordinator: Coordinator)
    /// Makes the coordinator (before the widget).
    func makeCoordinator() -> Coordinator
    /// The widget's size for `proposal`, or `nil` to use its intrinsic size.
    func sizeThatFits(_ proposal: ProposedViewSize, widget: WidgetType, context: Context) -> Size?
}

extension WidgetRepresentable {
    /// The body TermHost gives every representable.
    public var body: RepresentedWidget<Self> { RepresentedWidget(representable: self) }

    /// Does nothing.
    public static func dismantleWidget(_ widget: WidgetType, coordinator: Coordinator) {}

    /// `nil`: the widget's intrinsic size is used.
    public func sizeThatFits(_ proposal: ProposedViewSize, widget: WidgetType, context: Context) -> Size? { nil }
}

extension WidgetRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

/// What a ``WidgetRepresentable`` is handed: its coordinator and the environment it is in.
@MainActor
public struct WidgetRepresentableContext<Representable: WidgetRepresentable> {
    /// The coordinator made by ``WidgetRepresentable/makeCoordinator()``.
    public let coordinator: Representable.Coordinator
    /// The environment at the representable's place in the tree.
    public let environment: EnvironmentValues
}

/// The body of a ``WidgetRepresentable``: TermHost shows it as the represented widget.
@MainActor
public struct RepresentedWidget<Representable>: View {
    let representable: Representable
    public typealias Body = Never
}

extension RepresentedWidget: NodeRepresentable, RepresentableBody where Representable: WidgetRepresentable {
    func makeCoordinator() -> Representable.Coordinator { representable.makeCoordinator() }

    func makeRepresented(coordinator: Representable.Coordinator, environment: EnvironmentValues) -> Representable.WidgetType {
        representable.makeWidget(context: Representable.Context(coordinator: coordinator, environment: environment))
    }

    func update(_ widget: Representable.WidgetType, coordinator: Representable.Coordinator, environment: EnvironmentValues) {
        representable.updateWidget(widget, context: Representable.Context(coordinator: coordinator, environment: environment))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ widget: Representable.WidgetType, coordinator: Representable.Coordinator,
                      environment: EnvironmentValues) -> Size? {
        representable.sizeThatFits(proposal, widget: widget,
                                   context: Representable.Context(coordinator: coordinator, environment: environment))
    }

    static func dismantle(_ widget: Representable.WidgetType, coordinator: Representable.Coordinator) {
        Representable.dismantleWidget(widget, coordinator: coordinator)
    }

    static func widget(of widget: Representable.WidgetType) -> Widget { widget }
}
