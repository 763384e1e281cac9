import TermHostCore

/// The simplex machinery: subject choice, phase one, primal and dual optimisation, pivots.
extension SimplexSolver {
    /// The number of pivots after which an optimisation is declared stuck (Bland's rule makes this
    /// unreachable; the bound turns a bug into an error instead of a hang).
    var pivotLimit: Int { 10_000 + 20 * tableau.count }

    /// Chooses the symbol a new row is solved for without a phase-one simplex: an external symbol if
    /// the row has one (the lowest id), else the marker or the error symbol when it is restricted,
    /// new and has a negative coefficient (its value is then the row's non-negative constant).
    func chooseSubject(_ row: Row, tag: Tag) -> Symbol? {
        var external: Symbol?
        for symbol in row.cells.keys where symbol.isExternal {
            if external.map({ symbol.id < $0.id }) ?? true { external = symbol }
        }
        if let external { return external }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Adds `row` through an artificial variable minimised by a phase-one simplex.
    ///
    /// - Returns: nil on success; on failure the symbols of the artificial variable's final row, whose
    ///   owners are the constraints that keep the new one from holding. The tableau then describes the
    ///   old system again: the artificial variable is basic with a positive value, so dropping its row
    ///   projects the new equation away.
    func addWithArtificialVariable(_ row: Row) throws(SolverError) -> [Symbol]? {
        let art = makeSymbol(.slack)
        tableau.insert(row, for: art)
        artificial = row
        defer { artificial = nil }
        try optimize(artificialPhase: true)
        let success = Tolerance.isZero(artificial?.constant ?? 0)

        if var artRow = tableau.removeRow(for: art) {
            if !success { return Array(artRow.cells.keys) }
            if !artRow.cells.isEmpty {
                let entering = lowest(artRow.cells.keys.filter(\.isPivotable)) ?? lowest(artRow.cells.keys)
                if let entering {
                    artRow.solve(for: art, entering)
                    substitute(entering, with: artRow)
                    if entering.isExternal { dirtyExternals.insert(entering) }
                    tableau.insert(artRow, for: entering)
                    statistics.pivots += 1
                }
            }
        } else if !success {
            throw .internalError("phase one failed with the artificial variable parametric")
        }
        tableau.erase(art)
        objective.remove(art)
        return nil
    }

    /// Minimises the objective (or the artificial objective) with the primal simplex.
    ///
    /// Both objectives are sums of non-negative terms, so they are bounded below: a negative coefficient
    /// that no restricted row limits can only be rounding residue (weights reach 10⁶, so residue can
    /// exceed the tolerance), and it is dropped instead of pivoted.
    func optimize(artificialPhase: Bool = false) throws(SolverError) {
        var pivots = 0
        while let entering = enteringSymbol(artificialPhase: artificialPhase) {
            guard let leaving = leavingRow(for: entering) else {
                if artificialPhase { artificial?.remove(entering) } else { objective.remove(entering) }
                continue
            }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > pivotLimit { throw .internalError("the primal simplex did not converge") }
        }
    }

    /// Restores feasibility with the dual simplex after constants changed; the objective stays optimal.
    ///
    /// - Returns: nil when the tableau is feasible again, or the symbols of an infeasible row that no
    ///   pivot can repair (their owners are required constraints that contradict each other); the
    ///   tableau is then still consistent but not feasible, and the caller must undo its change.
    func dualOptimize() throws(SolverError) -> [Symbol]? {
        var pivots = 0
        while let leaving = lowest(infeasibleRows) {
            infeasibleRows.remove(leaving)
            guard let row = tableau[leaving], !leaving.isExternal, row.constant < -Tolerance.epsilon else { continue }
            guard let entering = dualEnteringSymbol(for: row) else {
                infeasibleRows.removeAll()
                return [leaving] + Array(row.cells.keys)
            }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > pivotLimit { throw .internalError("the dual simplex did not converge") }
        }
        return nil
    }

    /// Re-optimises after adding or removing a constraint, where feasibility cannot be lost
    /// (the dual pass only sweeps up rounding residue).
    func reoptimize() throws(SolverError) {
        try optimize()
        if try dualOptimize() != nil {
            throw .internalError("a feasible tableau became infeasible")
        }
    }

    /// Bland's rule: the lowest pivotable symbol with a negative objective coefficient. (External
    /// symbols occur in no restricted row while parametric, so in an objective they are rounding residue.)
    func enteringSymbol(artificialPhase: Bool) -> Symbol? {
        let cells = artificialPhase ? (artificial?.cells ?? [:]) : objective.cells
        var best: Symbol?
        for (symbol, coefficient) in cells where coefficient < 0 && symbol.isPivotable {
            if best.map({ symbol.id < $0.id }) ?? true { best = symbol }
        }
        return best
    }

    /// The restricted row that first reaches zero as `entering` grows (minimum ratio, lowest id on ties).
    func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for symbol in tableau.basics(mentioning: entering) where !symbol.isExternal {
            guard let row = tableau[symbol] else { continue }
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if let current = best, ratio > current.ratio || (ratio == current.ratio && symbol.id > current.symbol.id) {
                continue
            }
            best = (symbol, ratio)
        }
        return best?.symbol
    }

    /// The symbol that repairs an infeasible row at the least cost to the objective.
    func dualEnteringSymbol(for row: Row) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.isPivotable {
            let ratio = objective.coefficient(for: symbol) / coefficient
            if let current = best, ratio > current.ratio || (ratio == current.ratio && symbol.id > current.symbol.id) {
                continue
            }
            best = (symbol, ratio)
        }
        return best?.symbol
    }

    /// The row to pivot a removed constraint's parametric marker into: a restricted row with a negative
    /// coefficient (minimum ratio), else a restricted row (minimum ratio), else an external row; this
    /// order keeps the remaining tableau feasible.
    ///
    /// A dummy marker goes first into the row of a redundant required equality that mentions it (a basic
    /// dummy, whose row holds only dummies and a zero constant): that copy takes over the constraint and
    /// no value moves. Any other choice would give the redundant dummy a non-zero value, silently
    /// dropping a required equality.
    func markerLeavingRow(for marker: Symbol) -> Symbol? {
        if marker.isDummy {
            if let symbol = lowest(tableau.basics(mentioning: marker).filter(\.isDummy)) { return symbol }
        }
        var first: (symbol: Symbol, ratio: Double)?
        var second: (symbol: Symbol, ratio: Double)?
        var third: Symbol?
        func better(_ candidate: (symbol: Symbol, ratio: Double), than current: (symbol: Symbol, ratio: Double)?) -> Bool {
            guard let current else { return true }
            return candidate.ratio < current.ratio || (candidate.ratio == current.ratio && candidate.symbol.id < current.symbol.id)
        }
        for symbol in tableau.basics(mentioning: marker) {
            guard let row = tableau[symbol] else { continue }
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if symbol.isExternal {
                if third.map({ symbol.id < $0.id }) ?? true { third = symbol }
            } else if coefficient < 0 {
                let candidate = (symbol: symbol, ratio: -row.constant / coefficient)
                if better(candidate, than: first) { first = candidate }
            } else {
                let candidate = (symbol: symbol, ratio: row.constant / coefficient)
                if better(candidate, than: second) { second = candidate }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }

    /// Makes `entering` basic in place of `leaving`.
    func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = tableau.removeRow(for: leaving) else { return }
        row.solve(for: leaving, entering)
        substitute(entering, with: row)
        if leaving.isExternal { dirtyExternals.insert(leaving) }
        if entering.isExternal { dirtyExternals.insert(entering) }
        tableau.insert(row, for: entering)
        statistics.pivots += 1
    }

    /// Replaces `symbol` by `row` in every row and in the objectives, noting rows that became infeasible
    /// and external rows whose value may have moved.
    func substitute(_ symbol: Symbol, with row: Row) {
        tableau.substitute(symbol, with: row) { basic, updated in
            statistics.rowsTouched += 1
            if basic.isExternal {
                dirtyExternals.insert(basic)
            } else if updated.constant < 0 {
                infeasibleRows.insert(basic)
            }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The symbol with the lowest id.
    func lowest(_ symbols: some Sequence<Symbol>) -> Symbol? {
        var best: Symbol?
        for symbol in symbols where best.map({ symbol.id < $0.id }) ?? true {
            best = symbol
        }
        return best
    }
}
