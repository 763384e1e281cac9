/// `HStack`, `VStack` and `ZStack` are laid out by their ``Layout`` forms (``HStackLayout``,
/// ``VStackLayout``, ``ZStackLayout``) in a ``LayoutNode``: one implementation of each rule.
extension VStack: LayoutContainer {
    var containerLayout: VStackLayout { VStackLayout(alignment: alignment, spacing: spacing) }
    var containerContent: any View { content }
}

extension HStack: LayoutContainer {
    var containerLayout: HStackLayout { HStackLayout(alignment: alignment, spacing: spacing) }
    var containerContent: any View { content }
}

extension ZStack: LayoutContainer {
    var containerLayout: ZStackLayout { ZStackLayout(alignment: alignment) }
    var containerContent: any View { content }
}
