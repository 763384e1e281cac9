/// What a widget keeps for constraint layout, created the first time the widget is used with constraints
/// (so widgets laid out by frames alone pay nothing): its ``LayoutAnchors``, whether its frame is
/// turned into constraints, and its layout guides.
@MainActor
final class WidgetConstraintState {
    /// The widget's solver variables and its hugging and compression resistance priorities.
    let layoutAnchors = LayoutAnchors()
    /// See ``Widget/translatesAutoresizingMaskIntoConstraints``.
    var translatesAutoresizingMaskIntoConstraints = true
    /// The guide kept inside the safe-area insets, once asked for.
    var safeAreaGuide: InsetLayoutGuide?
    /// The guide kept inside the layout margins, once asked for.
    var marginsGuide: InsetLayoutGuide?

    /// The guides made so far.
    var guides: [LayoutGuide] {
        [safeAreaGuide?.guide, marginsGuide?.guide].compactMap { $0 }
    }

    /// True when constraints wait on the widget or one of its guides for an engine.
    var hasPendingConstraints: Bool {
        !layoutAnchors.pendingConstraints.isEmpty || guides.contains { !$0.layoutAnchors.pendingConstraints.isEmpty }
    }
}
