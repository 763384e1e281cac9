extension EdgeInsets {
    /// Creates insets in UIKit's spelling (`UIEdgeInsets(top:left:bottom:right:)`): left is the leading
    /// edge, right the trailing one (a terminal is laid out left to right).
    @inlinable
    public init(top: Int, left: Int, bottom: Int, right: Int) {
        self.init(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
