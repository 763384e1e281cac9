import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

extension Widget {
    // MARK: Adding and ordering subviews

    /// Adds `view` on top of the other subviews (removing it from its old superview first).
    public func addSubview(_ view: Widget) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: Widget, aboveSubview sibling: Widget) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
            addSubview(view)
            return
        }
        let current = subviews.firstIndex(where: { $0 === view })
        insertSubview(view, at: current.map { $0 < index ? index : index + 1 } ?? index + 1)
    }

    /// Inserts `view` just below `sibling` (at the back when `sibling` is not a subview).
    public func insertSubview(_ view: Widget, belowSubview sibling: Widget) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
            insertSubview(view, at: 0)
            return
        }
        let current = subviews.firstIndex(where: { $0 === view })
        insertSubview(view, at: current.map { $0 < index ? index - 1 : index } ?? index)
    }

    /// Moves a subview in front of its siblings.
    public func bringSubviewToFront(_ view: Widget) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview behind its siblings.
    public func sendSubviewToBack(_ view: Widget) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// The number of superviews above this widget (0 for a root); layout runs parents first by it. Kept
    /// while the widget is in a window (so sorting a layout pass costs no walk up a deep tree).
    var depthInTree: Int {
        if let window, window !== self, superview != nil { return depthInWindow }
        var depth = 0
        var current = superview
        while let view = current {
            depth += 1
            current = view.superview
        }
        return depth
    }

    /// True when `ancestor` is this widget or one of its superviews.
    public func isDescendant(of ancestor: Widget) -> Bool {
        var current: Widget? = self
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }

    /// This widget or the first subview (depth first) whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> Widget? {
        if self.tag == tag { return self }
        for child in subviews {
            if let found = child.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// True when neither this widget nor any superview is hidden and it is in a window.
    public var isVisibleInWindow: Bool {
        guard window != nil else { return false }
        var current: Widget? = self
        while let view = current {
            if view.isHidden { return false }
            current = view.superview
        }
        return true
    }

    // MARK: Coordinates

    /// The top-left corner of the widget in window coordinates.
    public var originInWindow: Point {
        var point = frame.origin
        var current = superview
        while let view = current {
            point = point + view.frame.origin
            current = view.superview
        }
        return point
    }

    /// A local rectangle converted to window coordinates.
    public func convertToWindow(_ rect: Rect) -> Rect {
        let origin = originInWindow
        return rect.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// A window point converted to local coordinates.
    public func convertFromWindow(_ point: Point) -> Point {
        point - originInWindow
    }

    /// A local rectangle converted to the coordinates of `other` (window coordinates for `nil`).
    public func convert(_ rect: Rect, to other: Widget?) -> Rect {
        let inWindow = convertToWindow(rect)
        guard let other else { return inWindow }
        let origin = other.originInWindow
        return inWindow.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    // MARK: Safe area and margins

    /// The local rectangle inside the safe-area insets: where content is neither under a bar nor on a border.
    public var safeAreaFrame: Rect { bounds.inset(by: safeAreaInsets) }

    /// The local rectangle inside the layout margins (and the safe area, when
    /// ``insetsLayoutMarginsFromSafeArea`` is on).
    public var layoutMarginsFrame: Rect {
        bounds.inset(by: insetsLayoutMarginsFromSafeArea ? safeAreaInsets + resolvedLayoutMargins : resolvedLayoutMargins)
    }

    /// The part of the superview's unsafe bands (its safe-area insets along each edge) that this
    /// widget's frame overlaps. Sticking out of the superview adds nothing.
    func inheritedSafeAreaInsets() -> EdgeInsets {
        guard let superview else { return .zero }
        let insets = superview.safeAreaInsets, size = superview.frame.size
        func overlap(_ amount: Int, _ length: Int) -> Int { max(0, min(amount, length)) }
        return EdgeInsets(
            top: insets.top > 0 ? overlap(insets.top - frame.minY, frame.height) : 0,
            leading: insets.leading > 0 ? overlap(insets.leading - frame.minX, frame.width) : 0,
            bottom: insets.bottom > 0 ? overlap(frame.maxY - (size.height - insets.bottom), frame.height) : 0,
            trailing: insets.trailing > 0 ? overlap(frame.maxX - (size.width - insets.trailing), frame.width) : 0)
    }
}
