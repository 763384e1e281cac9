import TermHostCore

/// A column of the simplex tableau.
///
/// External symbols stand for the caller's variables and are unrestricted. Slack and error symbols are
/// restricted to non-negative values; dummy symbols mark required equalities and never enter the basis
/// through a pivot.
struct Symbol: Hashable, Sendable, CustomStringConvertible {
    enum Kind: UInt8, Sendable {
        case external
        case slack
        case error
        case dummy
    }

    /// Unique within one solver; also the tie-breaking order of every pivot choice (Bland's rule),
    /// which keeps the solver deterministic and free of cycling.
    let id: Int
    let kind: Kind

    var isExternal: Bool { kind == .external }
    var isDummy: Bool { kind == .dummy }
    /// Slack and error symbols: non-negative, and allowed to enter the basis.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    var description: String {
        switch kind {
        case .external: return "v\(id)"
        case .slack: return "s\(id)"
        case .error: return "e\(id)"
        case .dummy: return "d\(id)"
        }
    }
}

/// The tolerance under which the solver treats a coefficient or a constant as zero.
enum Tolerance {
    static let epsilon = 1.0e-8

    static func isZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }
}
