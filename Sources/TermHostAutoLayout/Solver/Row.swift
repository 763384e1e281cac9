import TermHostCore

/// One row of the simplex tableau: `constant + Σ coefficient · symbol`, kept sparse in a dictionary.
///
/// A row in the tableau is the value of its basic symbol in terms of the parametric (non-basic) symbols.
/// Before it enters the tableau, a row is the equation `0 = constant + Σ coefficient · symbol`.
package struct Row: Sendable {
    private(set) var cells: [Symbol: Double] = [:]
    private(set) var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// The coefficient of `symbol`, zero when absent.
    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// True when every symbol of the row is a dummy (an empty row counts too).
    var hasOnlyDummies: Bool { cells.keys.allSatisfy(\.isDummy) }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient · symbol`, dropping the cell when the sum becomes zero.
    mutating func insert(_ symbol: Symbol, coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if Tolerance.isZero(sum) {
            cells[symbol] = nil
        } else {
            cells[symbol] = sum
        }
    }

    /// Adds `coefficient · other`, constant included.
    mutating func insert(_ other: Row, coefficient: Double = 1) {
        constant += other.constant * coefficient
        for (symbol, value) in other.cells {
            insert(symbol, coefficient: value * coefficient)
        }
    }

    /// Removes `symbol` from the row.
    mutating func remove(_ symbol: Symbol) {
        cells[symbol] = nil
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        scale(by: -1)
    }

    /// Rewrites the equation `0 = row` as `symbol = row'`; `symbol` must occur in the row.
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        scale(by: -1 / coefficient)
    }

    /// Rewrites the row `lhs = row` as `rhs = row'`; `rhs` must occur in the row.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, coefficient: -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row`; returns whether the symbol occurred.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return false }
        insert(row, coefficient: coefficient)
        return true
    }

    private mutating func scale(by factor: Double) {
        constant *= factor
        var index = cells.startIndex
        while index != cells.endIndex {
            cells.values[index] *= factor
            index = cells.index(after: index)
        }
    }
}
