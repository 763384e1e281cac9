import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// A weak reference to the hosting controller showing a component: what
/// `@Environment(\.hostingController)` reads. It reads like the controller itself:
///
/// ```swift
/// @Environment(\.hostingController) private var hostingController
/// ...
/// Button("Details") {
///     hostingController.navigationController?.pushViewController(Details().embeddedInHostingController(), animated: false)
/// }
/// Button("Help") { hostingController.present(Help().embeddedInHostingController()) }
/// ```
///
/// The reference is weak so that a component (which its controller keeps alive) never keeps its
/// controller alive in return; outside of a host, ``controller`` is `nil` and every call does nothing.
@MainActor
@dynamicMemberLookup
public struct HostingControllerReference: Sendable {
    let box: WeakControllerBox?

    /// The hosting controller, while it exists.
    public var controller: WidgetController? { box?.controller }

    /// A property of the controller (`nil` when there is none).
    public subscript<Value>(dynamicMember keyPath: KeyPath<WidgetController, Value>) -> Value? {
        controller?[keyPath: keyPath]
    }

    /// An optional property of the controller, flattened (`navigationController`, `parent` ...).
    public subscript<Value>(dynamicMember keyPath: KeyPath<WidgetController, Value?>) -> Value? {
        controller?[keyPath: keyPath] ?? nil
    }

    /// Presents `viewController` modally from the hosting controller.
    public func present(_ viewController: WidgetController, animated: Bool = false,
                        completion: (@MainActor () -> Void)? = nil) {
        controller?.present(viewController, animated: animated, completion: completion)
    }

    /// Dismisses what the hosting controller presented (or the hosting controller itself), as UIKit does.
    public func dismiss(animated: Bool = false, completion: (@MainActor () -> Void)? = nil) {
        controller?.dismiss(animated: animated, completion: completion)
    }
}

extension HostingControllerReference: Equatable {
    public nonisolated static func == (lhs: HostingControllerReference, rhs: HostingControllerReference) -> Bool {
        lhs.box === rhs.box
    }
}

/// A weak reference to a controller, so the environment never keeps a controller alive.
final class WeakControllerBox: Sendable {
    weak let controller: WidgetController?

    init(_ controller: WidgetController) {
        self.controller = controller
    }
}
