/// The environment values a hosting layer gives its component.
private struct HostingControllerKey: EnvironmentKey {
    static let defaultValue = HostingControllerReference(box: nil)
}

private struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction(handler: nil)
}

extension EnvironmentValues {
    /// The hosting controller showing the component, held weakly (see ``HostingControllerReference``).
    public internal(set) var hostingController: HostingControllerReference {
        get { self[HostingControllerKey.self] }
        set { self[HostingControllerKey.self] = newValue }
    }

    /// Dismisses the presentation the component is in (see ``DismissAction``).
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
