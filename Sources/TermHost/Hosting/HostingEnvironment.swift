/// The environment values a hosting layer gives its component.
private struct HostingControllerKey: EnvironmentKey {
    static let defaultValue = HostingControllerReference(box: nil)
}

private struct TintColorKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The hosting controller showing the component, held weakly (see ``HostingControllerReference``).
    public internal(set) var hostingController: HostingControllerReference {
        get { self[HostingControllerKey.self] }
        set { self[HostingControllerKey.self] = newValue }
    }

    /// The tint of the host the component is shown in (``HostWidget/tintColor``), `nil` for none.
    public var tintColor: Color? {
        get { self[TintColorKey.self] }
        set { self[TintColorKey.self] = newValue }
    }
}
