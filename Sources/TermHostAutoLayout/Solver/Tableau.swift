import TermHostCore

/// The rows of the simplex tableau, keyed by their basic symbol, with a column index: for every
/// parametric symbol, the basic symbols whose rows mention it.
///
/// The index makes substitution, ratio tests and constant shifts proportional to the rows that
/// mention a symbol instead of to the whole tableau. Rows change only through this type, so the
/// index cannot drift.
struct Tableau {
    private var rows: [Symbol: Row] = [:]
    private var columns: [Symbol: Set<Symbol>] = [:]

    /// The number of rows.
    var count: Int { rows.count }

    /// The row of a basic symbol; nil when the symbol is parametric.
    subscript(basic: Symbol) -> Row? { rows[basic] }

    /// The basic symbols whose rows mention `symbol`.
    func basics(mentioning symbol: Symbol) -> Set<Symbol> { columns[symbol] ?? [] }

    /// The basic symbols of rows whose constant is below `-epsilon`, other than external ones.
    func infeasibleBasics() -> Set<Symbol> {
        Set(rows.lazy.filter { !$0.key.isExternal && $0.value.constant < -Tolerance.epsilon }.map(\.key))
    }

    /// Makes `basic` basic with `row`.
    mutating func insert(_ row: Row, for basic: Symbol) {
        rows[basic] = row
        for symbol in row.cells.keys {
            columns[symbol, default: []].insert(basic)
        }
    }

    /// Removes and returns the row of `basic`.
    @discardableResult
    mutating func removeRow(for basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys {
            unlink(symbol, from: basic)
        }
        return row
    }

    /// Adds `value` to the constant of the row of `basic` and returns the updated row.
    @discardableResult
    mutating func addConstant(_ value: Double, toRowOf basic: Symbol) -> Row? {
        rows[basic]?.add(value)
        return rows[basic]
    }

    /// Replaces the parametric `symbol` by `row` in every row mentioning it, calling `changed` with
    /// each rewritten row.
    mutating func substitute(_ symbol: Symbol, with row: Row, _ changed: (Symbol, Row) -> Void) {
        guard let basics = columns.removeValue(forKey: symbol) else { return }
        for basic in basics {
            guard rows[basic]?.substitute(symbol, with: row) == true, let updated = rows[basic] else { continue }
            for other in row.cells.keys {
                if updated.cells[other] != nil {
                    columns[other, default: []].insert(basic)
                } else {
                    unlink(other, from: basic)
                }
            }
            changed(basic, updated)
        }
    }

    /// Removes a parametric symbol from every row (used for symbols that occur in no equation any more,
    /// whose remaining coefficients are rounding residue).
    mutating func erase(_ symbol: Symbol) {
        guard let basics = columns.removeValue(forKey: symbol) else { return }
        for basic in basics {
            rows[basic]?.remove(symbol)
        }
    }

    private mutating func unlink(_ symbol: Symbol, from basic: Symbol) {
        guard var set = columns.removeValue(forKey: symbol) else { return }
        set.remove(basic)
        if !set.isEmpty { columns[symbol] = set }
    }
}
