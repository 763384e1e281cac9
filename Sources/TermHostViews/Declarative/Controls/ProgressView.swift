import TermHostCore

/// Shows progress as a bar (`████░░░░`) filling the width offered (20 cells ideally), with an
/// optional label above it. Without a value it shows that work is under way: the activity indicator
/// (one turning cell) with the label under it. ``ProgressViewStyle`` chooses the look.
public struct ProgressView<Label: View>: View {
    /// The amount done, from 0 to `total`; `nil` when unknown.
    public let value: Double?
    /// The amount that means done.
    public let total: Double
    /// What is in progress.
    public let label: Label?

    /// A bar for `value` out of `total`, with a label built from views.
    public init(value: Double?, total: Double = 1, @ViewBuilder label: () -> Label) {
        self.value = value
        self.total = total
        self.label = label()
    }

    public typealias Body = Never
}

extension ProgressView where Label == Text {
    /// A bar for `value` out of `total` with a text title.
    public init(_ title: String, value: Double?, total: Double = 1) {
        self.init(value: value, total: total) { Text(title) }
    }

    /// An indeterminate indicator with a text title.
    public init(_ title: String) {
        self.init(value: nil, total: 1) { Text(title) }
    }
}

extension ProgressView where Label == EmptyView {
    /// A bar for `value` out of `total`.
    public init(value: Double?, total: Double = 1) {
        self.value = value
        self.total = total
        self.label = nil
    }

    /// An indeterminate indicator.
    public init() {
        self.init(value: nil)
    }
}
