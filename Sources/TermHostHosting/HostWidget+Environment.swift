import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// Environment: what the host passes down to its content as environment values.
extension HostWidget {
    /// Gives the content the host's safe-area insets, ``isEnabled``, inherited tint colour and
    /// ``Widget/effectiveLengthUnit`` when one changed.
    func updateEnvironment() {
        var environment = graph.environment
        let lengthUnit = effectiveLengthUnit
        guard environment.safeAreaInsets != safeAreaInsets || environment.isEnabled != isEnabled
                || environment.tintColor != inheritedTintColor || environment.lengthUnit != lengthUnit else { return }
        environment.safeAreaInsets = safeAreaInsets
        environment.isEnabled = isEnabled
        environment.tintColor = inheritedTintColor
        environment.lengthUnit = lengthUnit
        graph.environment = environment
    }
}
