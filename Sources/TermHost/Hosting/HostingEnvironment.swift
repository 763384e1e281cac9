/// The environment values a hosting layer gives its component.
private struct HostingControllerKey: EnvironmentKey {
    static let defaultValue: WeakControllerBox? = nil
}

private struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction(handler: nil)
}

private struct TintColorKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The hosting controller showing the component (`nil` outside a host), held weakly.
    ///
    /// ```swift
    /// @Environment(\.hostingController) private var controller
    /// ...
    /// Button("Details") {
    ///     controller?.navigationController?.pushViewController(Details().embeddedInHostingController(), animated: false)
    /// }
    /// ```
    public internal(set) var hostingController: WidgetController? {
        get { self[HostingControllerKey.self]?.controller }
        set { self[HostingControllerKey.self] = newValue.map(WeakControllerBox.init) }
    }

    /// Dismisses the presentation the component is in (see ``DismissAction``).
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// The tint of the host the component is shown in (``HostWidget/tintColor``), `nil` for none.
    public var tintColor: Color? {
        get { self[TintColorKey.self] }
        set { self[TintColorKey.self] = newValue }
    }
}

/// A weak reference to a controller, so the environment never keeps a controller alive.
final class WeakControllerBox: Sendable {
    weak let controller: WidgetController?

    init(_ controller: WidgetController) {
        self.controller = controller
    }
}
