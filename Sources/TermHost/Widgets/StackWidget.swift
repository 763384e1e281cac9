/// Lines up its arranged subviews in a row or a column: the `UIStackView` of TermHost.
///
/// Each arranged subview gets its intrinsic size along the axis (or what it answers to
/// ``Widget/sizeThatFits(_:)`` when it has none). When an arranged subview's intrinsic size changes,
/// only this stack re-lays out in the same frame; the stack tells its own container only when its
/// own intrinsic size changed as a result.
@MainActor
open class StackWidget: Widget {
    /// The direction arranged subviews are lined up in.
    public enum Axis: Sendable {
        case vertical, horizontal
    }

    /// The direction of the stack.
    public var axis: Axis {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// Cells between neighbouring arranged subviews.
    public var spacing: Int {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// The subviews the stack lays out, in order.
    public private(set) var arrangedSubviews: [Widget] = []

    private var lastContentSize: Size?

    /// Creates a stack.
    public init(axis: Axis = .vertical, spacing: Int = 0, arrangedSubviews: [Widget] = []) {
        self.axis = axis
        self.spacing = spacing
        super.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Adds a subview to the end of the arrangement.
    public func addArrangedSubview(_ view: Widget) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a subview into the arrangement at `index`.
    public func insertArrangedSubview(_ view: Widget, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes a subview out of the arrangement (it stays a subview, as in UIKit).
    public func removeArrangedSubview(_ view: Widget) {
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: Widget) {
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            arrangementDidChange()
        }
    }

    private func arrangementDidChange() {
        setNeedsLayout()
        checkContentSize()
    }

    open override func subviewIntrinsicContentSizeDidChange(_ subview: Widget) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        setNeedsLayout()
        checkContentSize()
    }

    open override func subviewVisibilityDidChange(_ subview: Widget) {
        subviewIntrinsicContentSizeDidChange(subview)
    }

    private func checkContentSize() {
        let size = contentSize()
        if size != lastContentSize {
            lastContentSize = size
            invalidateIntrinsicContentSize()
        }
    }

    /// The length of an arranged subview along the axis when the stack is `available` cells across.
    private func length(of view: Widget, across available: Int) -> Int {
        switch axis {
        case .vertical:
            return max(0, view.systemLayoutSizeFitting(Size(width: available, height: 0)).height)
        case .horizontal:
            return max(0, view.systemLayoutSizeFitting(Size(width: 0, height: available)).width)
        }
    }

    private func contentSize() -> Size {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var across = 0
        for view in visible {
            let intrinsic = view.intrinsicContentSize
            across = max(across, axis == .vertical ? intrinsic.width : intrinsic.height)
        }
        let available = axis == .vertical ? (bounds.width > 0 ? bounds.width : across) : (bounds.height > 0 ? bounds.height : across)
        var along = 0
        for view in visible { along += length(of: view, across: available) }
        along += max(0, visible.count - 1) * spacing
        return axis == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }

    open override var intrinsicContentSize: Size {
        contentSize()
    }

    open override func layoutSubviews() {
        var offset = 0
        for view in arrangedSubviews where !view.isHidden {
            switch axis {
            case .vertical:
                let height = length(of: view, across: bounds.width)
                view.frame = Rect(x: 0, y: offset, width: bounds.width, height: height)
                offset += height + spacing
            case .horizontal:
                let width = length(of: view, across: bounds.height)
                view.frame = Rect(x: offset, y: 0, width: width, height: bounds.height)
                offset += width + spacing
            }
        }
    }
}
