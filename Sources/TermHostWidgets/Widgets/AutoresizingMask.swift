import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// How a widget's frame follows its superview's size when the superview is resized, for code that
/// lays out with frames instead of constraints (`UIView.AutoresizingMask`).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt8
    /// Creates a mask from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The distance to the superview's left edge grows and shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge grows and shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Shares `delta` among the flexible parts of one axis (leading margin, length, trailing margin)
    /// in proportion to their current sizes, as UIKit does (equally when they are all zero); returns
    /// the new origin and length. Shares are rounded to the nearest cell and the last flexible part
    /// takes what rounding left, so the three parts always add up to the new superview length.
    static func resize(origin: Int, length: Int, trailing: Int, delta: Int,
                       flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool) -> (origin: Int, length: Int) {
        let flags = [flexibleLeading, flexibleLength, flexibleTrailing]
        let sizes = [max(0, origin), max(0, length), max(0, trailing)]
        let flexible = (0..<3).filter { flags[$0] }
        guard let last = flexible.last, delta != 0 else { return (origin, length) }
        let total = flexible.reduce(0) { $0 + sizes[$1] }
        var shares = [0, 0, 0]
        var given = 0
        for part in flexible where part != last {
            let exact = total == 0 ? Double(delta) / Double(flexible.count) : Double(delta) * Double(sizes[part]) / Double(total)
            shares[part] = Int(exact.rounded())
            given += shares[part]
        }
        shares[last] = delta - given
        return (origin + shares[0], max(0, length + shares[1]))
    }
}

extension Widget {
    /// Applies each subview's ``autoresizingMask`` after this widget's size changed from `oldSize`
    /// (subviews laid out by constraints ignore theirs, as in UIKit).
    /// Each subview whose size changes joins `resized` (its own subviews follow in turn); `origin` is this
    /// widget's origin in its window, when known.
    func resizeSubviews(from oldSize: Size, origin: Point?, resized: inout [ResizedWidget]) {
        let dw = frame.width - oldSize.width, dh = frame.height - oldSize.height
        for child in subviews where !child.autoresizingMask.isEmpty && child.translatesAutoresizingMaskIntoConstraints {
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
            let newFrame = Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
            guard newFrame != f else { continue }
            child.frameStorage = newFrame
            child.applyFrameChange(from: f, superviewOrigin: origin, resized: &resized)
        }
    }
}
