import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// Environment: what the host passes down to its content as environment values.
extension HostWidget {
    /// Gives the content the host's safe-area insets, ``isEnabled`` and inherited tint colour when one changed.
    func updateEnvironment() {
        var environment = graph.environment
        guard environment.safeAreaInsets != safeAreaInsets || environment.isEnabled != isEnabled
                || environment.tintColor != inheritedTintColor else { return }
        environment.safeAreaInsets = safeAreaInsets
        environment.isEnabled = isEnabled
        environment.tintColor = inheritedTintColor
        graph.environment = environment
    }
}
