import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// A declarative view that shows a widget controller: the `UIViewControllerRepresentable` of TermHost.
///
/// ```swift
/// struct Picker: WidgetControllerRepresentable {
///     func makeWidgetController(context: Context) -> CountryListController { CountryListController() }
///     func updateWidgetController(_ controller: CountryListController, context: Context) {}
/// }
/// ```
///
/// The controller becomes a child of the hosting controller showing the view (`willMove`, the
/// appearance calls, `didMove`), its view is laid out where the representable is, and it leaves
/// (and ``dismantleWidgetController(_:coordinator:)`` runs) when the view leaves the tree. The call
/// order and sizing rules are those of ``WidgetRepresentable``, measured on the controller's view.
@MainActor
public protocol WidgetControllerRepresentable: View where Body == RepresentedWidgetController<Self> {
    /// The kind of controller shown.
    associatedtype WidgetControllerType: WidgetController
    /// An object that carries data out of the controller.
    associatedtype Coordinator = Void
    /// The context handed to each call.
    typealias Context = WidgetControllerRepresentableContext<Self>

    /// Makes the controller (once).
    func makeWidgetController(context: Context) -> WidgetControllerType
    /// Brings the controller up to date with this view value and the environment.
    func updateWidgetController(_ controller: WidgetControllerType, context: Context)
    /// Cleans up when the view leaves the tree.
    static func dismantleWidgetController(_ controller: WidgetControllerType, coordinator: Coordinator)
    /// Makes the coordinator (before the controller).
    func makeCoordinator() -> Coordinator
    /// The controller view's size for `proposal`, or `nil` to use its intrinsic size.
    func sizeThatFits(_ proposal: ProposedViewSize, controller: WidgetControllerType, context: Context) -> Size?
}

extension WidgetControllerRepresentable {
    /// The body TermHost gives every representable.
    public var body: RepresentedWidgetController<Self> { RepresentedWidgetController(representable: self) }

    /// Does nothing.
    public static func dismantleWidgetController(_ controller: WidgetControllerType, coordinator: Coordinator) {}

    /// `nil`: the view's intrinsic size is used.
    public func sizeThatFits(_ proposal: ProposedViewSize, controller: WidgetControllerType, context: Context) -> Size? {
        nil
    }
}

extension WidgetControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

/// What a ``WidgetControllerRepresentable`` is handed: its coordinator and the environment it is in.
@MainActor
public struct WidgetControllerRepresentableContext<Representable: WidgetControllerRepresentable> {
    /// The coordinator made by ``WidgetControllerRepresentable/makeCoordinator()``.
    public let coordinator: Representable.Coordinator
    /// The environment at the representable's place in the tree.
    public let environment: EnvironmentValues
}

/// The body of a ``WidgetControllerRepresentable``: TermHost shows it as the controller's view.
@MainActor
public struct RepresentedWidgetController<Representable>: View {
    let representable: Representable
    public typealias Body = Never
}

extension RepresentedWidgetController: NodeRepresentable, RepresentableBody where Representable: WidgetControllerRepresentable {
    func makeCoordinator() -> Representable.Coordinator { representable.makeCoordinator() }

    func makeRepresented(coordinator: Representable.Coordinator,
                         environment: EnvironmentValues) -> Representable.WidgetControllerType {
        representable.makeWidgetController(context: Representable.Context(coordinator: coordinator, environment: environment))
    }

    func update(_ controller: Representable.WidgetControllerType, coordinator: Representable.Coordinator,
                environment: EnvironmentValues) {
        representable.updateWidgetController(controller,
                                             context: Representable.Context(coordinator: coordinator, environment: environment))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ controller: Representable.WidgetControllerType,
                      coordinator: Representable.Coordinator, environment: EnvironmentValues) -> Size? {
        representable.sizeThatFits(proposal, controller: controller,
                                   context: Representable.Context(coordinator: coordinator, environment: environment))
    }

    static func dismantle(_ controller: Representable.WidgetControllerType, coordinator: Representable.Coordinator) {
        Representable.dismantleWidgetController(controller, coordinator: coordinator)
    }

    static func widget(of controller: Representable.WidgetControllerType) -> Widget { controller.view }

    static func represented(_ controller: Representable.WidgetControllerType, didMoveTo host: RepresentationHost?) {
        let parent = host?.representationParentController
        guard controller.parent !== parent else { return }
        if controller.parent != nil {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        guard let parent else { return }
        parent.addChild(controller)
        controller.didMove(toParent: parent)
    }
}
