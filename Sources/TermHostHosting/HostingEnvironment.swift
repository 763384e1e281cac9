import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// The environment values a hosting layer gives its component.
private struct HostingControllerKey: EnvironmentKey {
    static let defaultValue = HostingControllerReference(box: nil)
}

extension EnvironmentValues {
    /// The hosting controller showing the component, held weakly (see ``HostingControllerReference``).
    public internal(set) var hostingController: HostingControllerReference {
        get { self[HostingControllerKey.self] }
        set { self[HostingControllerKey.self] = newValue }
    }
}
