extension Widget {
    /// A layout guide covering the part of the widget inside its ``Widget/safeAreaInsets`` (not under a bar,
    /// not on a border), as `UIView.safeAreaLayoutGuide`. It follows the insets as they change:
    ///
    /// ```swift
    /// label.topAnchor.constraint(equalTo: box.safeAreaLayoutGuide.topAnchor)
    /// ```
    public var safeAreaLayoutGuide: LayoutGuide {
        let state = constraintState
        if let existing = state.safeAreaGuide { return existing.guide }
        let made = InsetLayoutGuide(name: "safeAreaLayoutGuide", owner: self, insets: safeAreaInsets)
        state.safeAreaGuide = made
        return made.guide
    }

    /// A layout guide covering the widget inside its ``layoutMargins`` (measured inside the safe area
    /// when ``insetsLayoutMarginsFromSafeArea`` is on), as `UIView.layoutMarginsGuide`.
    public var layoutMarginsGuide: LayoutGuide {
        let state = constraintState
        if let existing = state.marginsGuide { return existing.guide }
        let made = InsetLayoutGuide(name: "layoutMarginsGuide", owner: self, insets: marginsGuideInsets)
        state.marginsGuide = made
        return made.guide
    }

    private var marginsGuideInsets: EdgeInsets {
        insetsLayoutMarginsFromSafeArea ? safeAreaInsets + layoutMargins : layoutMargins
    }

    /// Moves the guides made so far to the current safe-area insets and margins.
    func updateLayoutGuideInsets() {
        guard let state = constraintStorage else { return }
        state.safeAreaGuide?.setInsets(safeAreaInsets)
        state.marginsGuide?.setInsets(marginsGuideInsets)
    }
}
