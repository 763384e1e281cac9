import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Widgets take part in constraint layout: every widget is a ``LayoutItem`` whose engine is its
/// window's (one ``LayoutEngine`` per ``Window``).
///
/// ```swift
/// label.translatesAutoresizingMaskIntoConstraints = false
/// Constraint.activate([
///     label.leadingAnchor.constraint(equalTo: box.safeAreaLayoutGuide.leadingAnchor, constant: 1),
///     label.topAnchor.constraint(equalTo: box.safeAreaLayoutGuide.topAnchor),
/// ])
/// ```
///
/// Constraints activated before their widgets are in a window wait and are adopted when the widgets
/// enter one. A widget whose ``translatesAutoresizingMaskIntoConstraints`` is `false` gets its frame
/// from the engine (and constraints for its ``intrinsicContentSize``); other widgets keep frame and
/// autoresizing layout, and their frames become fixed constraints so that constraints can refer to them.
extension Widget: LayoutItem {
    /// The widget's constraint state, made on first use.
    var constraintState: WidgetConstraintState {
        if let constraintStorage { return constraintStorage }
        let made = WidgetConstraintState()
        made.layoutAnchors.observer = self
        constraintStorage = made
        return made
    }

    /// Whether the window's engine sets this widget's frame: it does not translate its frame into
    /// constraints and no stack arranges it.
    var isLaidOutByEngine: Bool {
        !translatesStorage && arrangingStack == nil
    }

    /// Whether a stack arranges this widget (sets its frame).
    var isArrangedInStack: Bool { arrangingStack != nil }

    /// The layout guides added to this widget (`UIView.layoutGuides`).
    public var layoutGuides: [LayoutGuide] { constraintStorage?.addedGuides ?? [] }

    /// Adds a layout guide owned by this widget, to lay out other items against (`UIView.addLayoutGuide(_:)`).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard !layoutGuides.contains(where: { $0 === guide }) else { return }
        guide.owningItem = self
        guide.layoutAnchors.observer = self
        constraintState.addedGuides.append(guide)
        if let window, constraintState.hasPendingConstraints { window.constraintWidgetDidEnter(self) }
    }

    /// Removes a guide added with ``addLayoutGuide(_:)``; its constraints are deactivated.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let state = constraintStorage, let index = state.addedGuides.firstIndex(where: { $0 === guide }) else { return }
        state.addedGuides.remove(at: index)
        Constraint.deactivate(guide.layoutAnchors.constraints + guide.layoutAnchors.pendingConstraints)
        guide.owningItem = nil
    }

    /// The constraints that mention this widget, made by code and active (installed or waiting for a
    /// window), in the order they were activated. (UIKit lists the constraints a view holds; in TermHost
    /// every active constraint is listed on both of its items.)
    public var constraints: [Constraint] { constraintStorage?.layoutAnchors.constraints.filter { !$0.isGuideDefinition } ?? [] }

    /// Activates constraints (the old `UIView.addConstraints(_:)`); prefer ``Constraint/activate(_:)``.
    public func addConstraints(_ constraints: [Constraint]) {
        Constraint.activate(constraints)
    }

    /// Activates a constraint (the old `UIView.addConstraint(_:)`).
    public func addConstraint(_ constraint: Constraint) {
        Constraint.activate([constraint])
    }

    /// Deactivates constraints (the old `UIView.removeConstraints(_:)`).
    public func removeConstraints(_ constraints: [Constraint]) {
        Constraint.deactivate(constraints)
    }

    /// Deactivates a constraint (the old `UIView.removeConstraint(_:)`).
    public func removeConstraint(_ constraint: Constraint) {
        Constraint.deactivate([constraint])
    }

    /// The widget's solver variables and priorities (made on first use).
    public var layoutAnchors: LayoutAnchors { constraintState.layoutAnchors }

    /// The window's engine, once the window has been given a size (nil before, so constraints made
    /// while a screen is being built wait instead of being solved against an empty window).
    public var layoutEngine: LayoutEngine? { window?.readyLayoutEngine }

    /// Whether the frame is turned into constraints (default `true`, as in UIKit). Set it to `false`
    /// on a widget laid out by constraints: the engine then sets its frame, and its autoresizing mask
    /// is ignored. While `true`, the widget keeps frame-based layout, and when constraints refer to it
    /// its frame (in window coordinates) is pinned in the engine by fixed constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { translatesStorage }
        set {
            guard newValue != translatesStorage else { return }
            translatesStorage = newValue
            window?.constraintLayout?.translationDidChange(of: self)
            superview?.subviewIntrinsicContentSizeDidChange(self)
        }
    }

    /// How strongly the widget resists growing beyond its intrinsic size along `axis` (default 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        constraintStorage?.layoutAnchors.contentHuggingPriority(for: axis) ?? .defaultLow
    }

    /// Sets the content hugging priority along `axis`; applied at the next layout pass.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        layoutAnchors.setContentHuggingPriority(priority, for: axis)
        intrinsicSizeDidChangeForLayout()
    }

    /// How strongly the widget resists shrinking below its intrinsic size along `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        constraintStorage?.layoutAnchors.contentCompressionResistancePriority(for: axis) ?? .defaultHigh
    }

    /// Sets the compression resistance priority along `axis`; applied at the next layout pass.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        layoutAnchors.setContentCompressionResistancePriority(priority, for: axis)
        intrinsicSizeDidChangeForLayout()
    }

    /// What the widget's intrinsic size (or a priority of it) means for layout changed: the window's
    /// engine edits the widget's intrinsic-size constraints, and the container that measured it measures again.
    func intrinsicSizeDidChangeForLayout() {
        window?.constraintLayout?.intrinsicContentSizeDidChange(of: self)
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }
}

extension Widget: LayoutItemObserver {
    /// A constraint on this widget (or one of its guides) changed: the container measuring the widget,
    /// if any, measures it again.
    package func layoutConstraintsDidChange() {
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }
}
