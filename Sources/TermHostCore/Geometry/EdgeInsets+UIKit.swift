extension EdgeInsets {
    /// Insets for each edge in `UIEdgeInsets`' terms (`UIEdgeInsets(top:left:bottom:right:)`): left is the
    /// leading edge and right the trailing one (a terminal lays out left to right). All four are needed,
    /// as in UIKit, so `EdgeInsets(top: 1)` stays the leading/trailing initializer's.
    @inlinable
    public init(top: Int, left: Int, bottom: Int, right: Int) {
        self.init(top: top, leading: left, bottom: bottom, trailing: right)
    }

    /// The inset from the left edge (`UIEdgeInsets.left`): the leading one.
    @inlinable
    public var left: Int {
        get { leading }
        set { leading = newValue }
    }

    /// The inset from the right edge (`UIEdgeInsets.right`): the trailing one.
    @inlinable
    public var right: Int {
        get { trailing }
        set { trailing = newValue }
    }
}
