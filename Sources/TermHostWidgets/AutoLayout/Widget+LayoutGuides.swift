import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

extension Widget {
    /// A layout guide covering the part of the widget inside its ``Widget/safeAreaInsets`` (not under a bar,
    /// not on a border), as `UIView.safeAreaLayoutGuide`. It follows the insets as they change:
    ///
    /// ```swift
    /// label.topAnchor.constraint(equalTo: box.safeAreaLayoutGuide.topAnchor)
    /// ```
    public var safeAreaLayoutGuide: LayoutGuide {
        insetGuide(\.safeAreaGuide, name: "safeAreaLayoutGuide") { safeAreaInsets }
    }

    /// A layout guide covering the widget inside its ``layoutMargins`` (measured inside the safe area
    /// when ``insetsLayoutMarginsFromSafeArea`` is on), as `UIView.layoutMarginsGuide`.
    public var layoutMarginsGuide: LayoutGuide {
        insetGuide(\.marginsGuide, name: "layoutMarginsGuide") { marginsGuideInsets }
    }

    /// The guide kept in `slot` of the widget's constraint state, made (at `insets`) on first use.
    private func insetGuide(_ slot: ReferenceWritableKeyPath<WidgetConstraintState, InsetLayoutGuide?>, name: String,
                            insets: () -> EdgeInsets) -> LayoutGuide {
        let state = constraintState
        if let existing = state[keyPath: slot] { return existing.guide }
        let made = InsetLayoutGuide(name: name, owner: self, insets: insets())
        state[keyPath: slot] = made
        return made.guide
    }

    private var marginsGuideInsets: EdgeInsets {
        insetsLayoutMarginsFromSafeArea ? safeAreaInsets + resolvedLayoutMargins : resolvedLayoutMargins
    }

    /// Moves the guides made so far to the current safe-area insets and margins.
    func updateLayoutGuideInsets() {
        guard let state = constraintStorage else { return }
        state.safeAreaGuide?.setInsets(safeAreaInsets)
        state.marginsGuide?.setInsets(marginsGuideInsets)
    }
}
