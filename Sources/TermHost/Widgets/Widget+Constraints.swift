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
        constraintStorage = made
        return made
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
        get { constraintStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            constraintState.translatesAutoresizingMaskIntoConstraints = newValue
            window?.constraintLayout?.translationDidChange(of: self)
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
        window?.constraintLayout?.intrinsicContentSizeDidChange(of: self)
    }

    /// How strongly the widget resists shrinking below its intrinsic size along `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        constraintStorage?.layoutAnchors.contentCompressionResistancePriority(for: axis) ?? .defaultHigh
    }

    /// Sets the compression resistance priority along `axis`; applied at the next layout pass.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        layoutAnchors.setContentCompressionResistancePriority(priority, for: axis)
        window?.constraintLayout?.intrinsicContentSizeDidChange(of: self)
    }
}
