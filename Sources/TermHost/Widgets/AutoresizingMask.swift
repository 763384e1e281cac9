/// How a widget's frame follows its superview's size when the superview is resized, for code that
/// lays out with frames instead of constraints (`UIView.AutoresizingMask`).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Shares `delta` among the flexible parts of one axis (leading margin, length, trailing margin)
    /// in proportion to their current sizes, as UIKit does; returns the new origin and length.
    static func resize(origin: Int, length: Int, trailing: Int, delta: Int,
                       flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool) -> (origin: Int, length: Int) {
        let parts = [(flexibleLeading, max(0, origin)), (flexibleLength, max(0, length)), (flexibleTrailing, max(0, trailing))]
        let flexible = parts.filter { $0.0 }
        guard !flexible.isEmpty, delta != 0 else { return (origin, length) }
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ value: Int) -> Int {
            total == 0 ? delta / flexible.count : delta * value / total
        }
        var newOrigin = origin
        var newLength = length
        if flexibleLeading { newOrigin += share(parts[0].1) }
        if flexibleLength {
            newLength += flexibleTrailing ? share(parts[1].1) : delta - (flexibleLeading ? share(parts[0].1) : 0)
        }
        return (newOrigin, max(0, newLength))
    }
}

extension Widget {
    /// Applies each subview's ``autoresizingMask`` after this widget's size changed from `oldSize`.
    func resizeSubviews(from oldSize: Size) {
        let dw = frame.width - oldSize.width, dh = frame.height - oldSize.height
        for child in subviews where !child.autoresizingMask.isEmpty {
            let mask = child.autoresizingMask
            let f = child.frame
            let x = AutoresizingMask.resize(origin: f.minX, length: f.width, trailing: oldSize.width - f.maxX, delta: dw,
                                            flexibleLeading: mask.contains(.flexibleLeftMargin),
                                            flexibleLength: mask.contains(.flexibleWidth),
                                            flexibleTrailing: mask.contains(.flexibleRightMargin))
            let y = AutoresizingMask.resize(origin: f.minY, length: f.height, trailing: oldSize.height - f.maxY, delta: dh,
                                            flexibleLeading: mask.contains(.flexibleTopMargin),
                                            flexibleLength: mask.contains(.flexibleHeight),
                                            flexibleTrailing: mask.contains(.flexibleBottomMargin))
            child.frame = Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
        }
    }
}
