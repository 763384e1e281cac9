import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// What a widget keeps for constraint layout, created the first time the widget is used with constraints
/// (so widgets laid out by frames alone, or by a stack, pay nothing): its ``LayoutAnchors`` and its
/// layout guides.
@MainActor
final class WidgetConstraintState {
    /// The widget's solver variables and its hugging and compression resistance priorities.
    let layoutAnchors = LayoutAnchors()
    /// The guide kept inside the safe-area insets, once asked for.
    var safeAreaGuide: InsetLayoutGuide?
    /// The guide kept inside the layout margins, once asked for.
    var marginsGuide: InsetLayoutGuide?
    /// Guides added with ``Widget/addLayoutGuide(_:)``.
    var addedGuides: [LayoutGuide] = []
    /// Guides the widget's kind makes for itself (a scroll widget's content and frame guides).
    var ownGuides: [LayoutGuide] = []

    /// The safe-area and margins guides made so far.
    var guides: [LayoutGuide] {
        [safeAreaGuide?.guide, marginsGuide?.guide].compactMap { $0 } + ownGuides
    }

    /// Every guide owned by the widget.
    var allGuides: [LayoutGuide] { guides + addedGuides }

    /// True when constraints wait on the widget or one of its guides for an engine.
    var hasPendingConstraints: Bool {
        !layoutAnchors.pendingConstraints.isEmpty || allGuides.contains { !$0.layoutAnchors.pendingConstraints.isEmpty }
    }

    /// The widget's size changed by itself (its intrinsic size): widgets whose size constraints refer to
    /// it are measured again by their containers.
    func sizeDidChange(of widget: Widget) {
        for constraint in layoutAnchors.constraints {
            for item in [constraint.firstItem, constraint.secondItem] {
                guard let other = item as? Widget, other !== widget else { continue }
                other.superview?.subviewIntrinsicContentSizeDidChange(other)
            }
        }
    }
}
