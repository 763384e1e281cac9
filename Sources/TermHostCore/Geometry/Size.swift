/// A width and a height, in whole cells (the `CGSize` of TermHost).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Width in display columns.
    public var width: Int
    /// Height in rows.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The empty size, 0x0.
    public static let zero = Size(width: 0, height: 0)

    /// True when either dimension is zero or negative.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The number of cells covered (zero for an empty size).
    public var area: Int { isEmpty ? 0 : width * height }

    /// A readable form, `WxH`.
    public var description: String { "\(width)x\(height)" }
}
