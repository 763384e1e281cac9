import TermHostCore

/// `HStack`, `VStack` and `ZStack` are laid out by their ``Layout`` forms (``HStackLayout``,
/// ``VStackLayout``, ``ZStackLayout``) in a ``LayoutNode``: one implementation of each rule.
extension VStack: LayoutContainer {
    package var containerLayout: VStackLayout { VStackLayout(alignment: alignment, spacing: spacing) }
    package var containerContent: any View { content }
}

extension HStack: LayoutContainer {
    package var containerLayout: HStackLayout { HStackLayout(alignment: alignment, spacing: spacing) }
    package var containerContent: any View { content }
}

extension ZStack: LayoutContainer {
    package var containerLayout: ZStackLayout { ZStackLayout(alignment: alignment) }
    package var containerContent: any View { content }
}
