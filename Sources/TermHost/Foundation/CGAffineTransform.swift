import Foundation

/// An affine transform as Core Graphics writes it (`CGAffineTransform`), which Foundation on Linux lacks:
/// the matrix `[a b 0; c d 0; tx ty 1]`, applied to a point `(x, y)` as `(a·x + c·y + tx, b·x + d·y + ty)`.
/// A widget keeps one as its ``Widget/transform``.
public struct CGAffineTransform: Hashable, Sendable {
    // Stored as `Double`, so that this type's metadata names no Foundation type: a program that never uses a
    // transform links none of Foundation (see `Exports.swift`).
    @usableFromInline var aValue, bValue, cValue, dValue, txValue, tyValue: Double

    /// The entry at row 1, column 1 (the x scale of an unrotated transform).
    @_alwaysEmitIntoClient public var a: CGFloat {
        get { CGFloat(aValue) }
        set { aValue = Double(newValue) }
    }
    /// The entry at row 1, column 2.
    @_alwaysEmitIntoClient public var b: CGFloat {
        get { CGFloat(bValue) }
        set { bValue = Double(newValue) }
    }
    /// The entry at row 2, column 1.
    @_alwaysEmitIntoClient public var c: CGFloat {
        get { CGFloat(cValue) }
        set { cValue = Double(newValue) }
    }
    /// The entry at row 2, column 2 (the y scale of an unrotated transform).
    @_alwaysEmitIntoClient public var d: CGFloat {
        get { CGFloat(dValue) }
        set { dValue = Double(newValue) }
    }
    /// The x translation.
    @_alwaysEmitIntoClient public var tx: CGFloat {
        get { CGFloat(txValue) }
        set { txValue = Double(newValue) }
    }
    /// The y translation.
    @_alwaysEmitIntoClient public var ty: CGFloat {
        get { CGFloat(tyValue) }
        set { tyValue = Double(newValue) }
    }

    @usableFromInline init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double) {
        (aValue, bValue, cValue, dValue, txValue, tyValue) = (a, b, c, d, tx, ty)
    }

    /// A transform from its six entries.
    @_alwaysEmitIntoClient
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.init(Double(a), Double(b), Double(c), Double(d), Double(tx), Double(ty))
    }

    /// All entries zero, as Core Graphics' `CGAffineTransform()` (use ``identity`` for "no transform").
    @_alwaysEmitIntoClient
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// A translation.
    @_alwaysEmitIntoClient
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale.
    @_alwaysEmitIntoClient
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians.
    @_alwaysEmitIntoClient
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle))), sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    @_alwaysEmitIntoClient public static var identity: CGAffineTransform { CGAffineTransform(1, 0, 0, 1, 0, 0) }

    /// Whether this is the identity transform.
    @_alwaysEmitIntoClient
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`.
    @_alwaysEmitIntoClient
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation, then this transform.
    @_alwaysEmitIntoClient
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale, then this transform.
    @_alwaysEmitIntoClient
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians, then this transform.
    @_alwaysEmitIntoClient
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or this transform unchanged when it has none (as Core Graphics answers).
    @_alwaysEmitIntoClient
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGPoint {
    /// The point transformed by `t` (`CGPoint.applying(_:)`).
    @_alwaysEmitIntoClient
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}
