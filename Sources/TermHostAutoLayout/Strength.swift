import TermHostCore

/// How strongly the solver tries to satisfy a constraint.
///
/// A required constraint must hold exactly; any weaker constraint is turned into weighted error
/// variables whose weighted sum the solver minimises, so a stronger constraint wins a conflict
/// with a weaker one.
struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight of the constraint's error in the objective; ``required`` or above means required.
    let weight: Double

    /// Creates a strength with a weight, clamped to `0 ... required.weight`.
    init(weight: Double) {
        self.weight = weight.isNaN ? 0 : Swift.min(Swift.max(weight, 0), Strength.requiredWeight)
    }

    private static let requiredWeight = 1_001_001_000.0

    /// A constraint that must hold.
    static let required = Strength(weight: requiredWeight)
    /// The classic Cassowary "strong" strength.
    static let strong = Strength(weight: 1_000_000)
    /// The classic Cassowary "medium" strength.
    static let medium = Strength(weight: 1_000)
    /// The classic Cassowary "weak" strength.
    static let weak = Strength(weight: 1)

    /// True for ``required``.
    var isRequired: Bool { weight >= Strength.requiredWeight }

    /// The strength of a layout priority.
    ///
    /// ``LayoutPriority/required`` (1000) and above map to ``required``. Any lower priority `p` maps to
    /// the weight `10^(6·p/1000)`: monotonic, 1 at priority 0 and just under ``strong`` at 1000, so that
    /// a difference of 250 is a factor of about 31.6 (a 750 constraint outweighs a thousand units of error
    /// at 250) while adjacent priorities such as 750 and 751 still order a like-for-like conflict.
    init(priority: LayoutPriority) {
        if priority.rawValue >= LayoutPriority.required.rawValue {
            self = .required
            return
        }
        let level = Double(Swift.max(priority.rawValue, 0)) / 1000
        self.init(weight: Strength.power10(6 * level))
    }

    static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    var description: String { isRequired ? "required" : "Strength(\(weight))" }

    /// `10^x` for `0 ≤ x ≤ 6` without a math library: integer powers times `e^(r·ln 10)` by a short series.
    private static func power10(_ exponent: Double) -> Double {
        let whole = Int(exponent)
        var result = 1.0
        for _ in 0..<whole { result *= 10 }
        let fraction = (exponent - Double(whole)) * 2.302_585_092_994_046
        var term = 1.0, sum = 1.0
        for index in 1...30 {
            term *= fraction / Double(index)
            sum += term
        }
        return result * sum
    }
}
