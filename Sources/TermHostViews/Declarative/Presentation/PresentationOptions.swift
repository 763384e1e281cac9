import TermHostCore

/// Options a presented view sets for the presentation it is in (`.presentationDetents`,
/// `.interactiveDismissDisabled`); the nearest sheet, cover or popover around the view takes them.
public struct PresentationOptionsModifier: ViewModifier {
    let detents: Set<PresentationDetent>?
    let interactiveDismissDisabled: Bool?
    public typealias Body = Never
}

extension View {
    /// The heights the sheet this view is in may take; a terminal sheet takes the smallest (see ``PresentationDetent``).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, PresentationOptionsModifier> {
        modifier(PresentationOptionsModifier(detents: detents, interactiveDismissDisabled: nil))
    }

    /// The heights the sheet may take, with the selected one bound: the sheet takes `selection`'s height.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
        -> ModifiedContent<Self, PresentationOptionsModifier> {
        let selected = selection.wrappedValue
        return modifier(PresentationOptionsModifier(detents: detents.contains(selected) ? [selected] : detents,
                                                    interactiveDismissDisabled: nil))
    }

    /// Whether Esc may dismiss the presentation this view is in (`true` keeps it up until the content dismisses it).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, PresentationOptionsModifier> {
        modifier(PresentationOptionsModifier(detents: nil, interactiveDismissDisabled: isDisabled))
    }

    /// Accepted; a terminal sheet has no drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> Self {
        self
    }
}
