/// A width and a height, in whole cells (the `CGSize` of TermHost).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Width in display columns.
    public var width: Int
    /// Height in rows.
    public var height: Int

    /// Creates a size.
    @inlinable
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The empty size, 0x0.
    @inlinable
    public static var zero: Self { Size(width: 0, height: 0) }

    /// True when either dimension is zero or negative.
    @inlinable
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The number of cells covered (zero for an empty size).
    @inlinable
    public var area: Int { isEmpty ? 0 : width * height }

    /// A readable form, `WxH`.
    @inlinable
    public var description: String { "\(width)x\(height)" }
}
