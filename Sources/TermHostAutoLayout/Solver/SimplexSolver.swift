import TermHostCore

/// An incremental linear constraint solver of the Cassowary family (Badros, Borning and Stuckey, 2001).
///
/// The solver keeps a simplex tableau in basic feasible solved form: every basic symbol has a sparse
/// row expressing it in the parametric symbols, restricted rows stay non-negative, and the objective
/// (the weighted errors of non-required constraints) is minimal. Each operation keeps that form
/// incrementally:
/// - ``addConstraint(_:)`` substitutes the new row, picks a subject or runs a phase-one simplex with an
///   artificial variable, then re-optimises with the primal simplex;
/// - ``removeConstraint(_:)`` pivots the constraint's marker symbol out and drops its row;
/// - ``suggestValue(_:_:)`` and ``updateConstant(of:to:)`` shift the constant through the constraint's
///   marker symbol, touching only the rows that mention it, and restore feasibility with the dual simplex.
///
/// Every pivot choice breaks ties by symbol creation order (Bland's rule), so results are
/// deterministic and the simplex cannot cycle. Errors never leave the solver half-changed.
final class SimplexSolver {
    /// Counters of the work done, for tests and benchmarks.
    struct Statistics: Hashable, Sendable {
        /// Constraints added successfully (edit constraints included).
        var constraintsAdded = 0
        /// Constraints removed.
        var constraintsRemoved = 0
        /// Constant updates applied in place (suggested values included).
        var constantUpdates = 0
        /// Simplex pivots performed.
        var pivots = 0
        /// Rows rewritten by substitutions and constant shifts.
        var rowsTouched = 0
    }

    /// What the solver remembers about a constraint in the tableau.
    struct Tag {
        let constraint: LinearConstraint
        /// The slack (inequality), dummy (required equality) or positive error (soft equality) symbol.
        let marker: Symbol
        /// The error symbol paired with the marker for soft constraints.
        let other: Symbol?
        /// The marker's coefficient in the constraint's original equation (`other` has its negation).
        let markerCoefficient: Double
    }

    struct VariableEntry {
        let variable: Variable
        let symbol: Symbol
        var uses: Int
    }

    var tableau = Tableau()
    var tags: [ObjectIdentifier: Tag] = [:]
    /// The constraint owning each marker and error symbol.
    var symbolOwners: [Symbol: ObjectIdentifier] = [:]
    var variables: [ObjectIdentifier: VariableEntry] = [:]
    var externals: [Symbol: Variable] = [:]
    var edits: [ObjectIdentifier: LinearConstraint] = [:]
    var infeasibleRows: Set<Symbol> = []
    var objective = Row()
    var artificial: Row?
    /// External symbols whose value may have changed since the last `updateVariables()`.
    var dirtyExternals: Set<Symbol> = []
    var nextSymbolID = 1

    /// Work counters since the solver was created.
    var statistics = Statistics()

    /// Creates an empty solver.
    init() {}

    /// The number of constraints in the solver (edit constraints included).
    var constraintCount: Int { tags.count }

    /// The number of rows of the tableau (a measure of its size).
    var rowCount: Int { tableau.count }

    /// True when `constraint` is in the solver.
    func hasConstraint(_ constraint: LinearConstraint) -> Bool {
        tags[ObjectIdentifier(constraint)] != nil
    }

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicting:)`` when a required constraint
    ///   cannot hold together with the required constraints already present (the solver is unchanged),
    ///   ``SolverError/duplicateConstraint(_:)`` when it is already there.
    func addConstraint(_ constraint: LinearConstraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard tags[key] == nil else { throw .duplicateConstraint(key) }

        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag: tag)
        if subject == nil && row.hasOnlyDummies {
            guard Tolerance.isZero(row.constant) else {
                discardFailedRow(of: tag)
                throw .unsatisfiableConstraint(key, conflicting: owners(of: row.cells.keys, excluding: key))
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            if subject.isExternal { dirtyExternals.insert(subject) }
            tableau.insert(row, for: subject)
        } else if let conflict = try addWithArtificialVariable(row) {
            discardFailedRow(of: tag)
            // Phase one moved the solution while it searched; bring the old system back to its optimum.
            try reoptimize()
            throw .unsatisfiableConstraint(key, conflicting: owners(of: conflict, excluding: key))
        }

        tags[key] = tag
        symbolOwners[tag.marker] = key
        if let other = tag.other { symbolOwners[other] = key }
        for term in constraint.expression.terms {
            variables[ObjectIdentifier(term.variable)]?.uses += 1
        }
        statistics.constraintsAdded += 1
        try reoptimize()
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver.
    func removeConstraint(_ constraint: LinearConstraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let tag = tags.removeValue(forKey: key) else { throw .unknownConstraint(key) }
        symbolOwners[tag.marker] = nil
        if let other = tag.other { symbolOwners[other] = nil }

        if !tag.constraint.strength.isRequired {
            let weight = tag.constraint.strength.weight
            for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
                if let row = tableau[error] {
                    objective.insert(row, coefficient: -weight)
                } else {
                    objective.insert(error, coefficient: -weight)
                }
            }
        }

        if tableau.removeRow(for: tag.marker) == nil {
            guard let leaving = markerLeavingRow(for: tag.marker), var row = tableau.removeRow(for: leaving) else {
                throw .internalError("no row to pivot the marker of a removed constraint out of")
            }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
            if leaving.isExternal { dirtyExternals.insert(leaving) }
            statistics.pivots += 1
        }
        // The paired error symbol now occurs in no equation; drop whatever rounding left of it.
        if let other = tag.other { purge(other) }

        for term in constraint.expression.terms {
            releaseUse(of: term.variable)
        }
        statistics.constraintsRemoved += 1
        try reoptimize()
    }

    /// Writes the solved value into every variable that may have changed since the last call, and
    /// returns the variables whose value did change, in a stable order.
    @discardableResult
    func updateVariables() -> [Variable] {
        var changed: [(Int, Variable)] = []
        for symbol in dirtyExternals {
            guard let variable = externals[symbol] else { continue }
            let value = tableau[symbol]?.constant ?? 0
            if value != variable.value {
                variable.value = value
                changed.append((symbol.id, variable))
            }
        }
        dirtyExternals.removeAll(keepingCapacity: true)
        return changed.sorted { $0.0 < $1.0 }.map(\.1)
    }

    // MARK: - Rows and symbols

    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    /// The external symbol of a variable, registering the variable with no uses when it is new.
    func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let entry = variables[key] { return entry.symbol }
        let symbol = makeSymbol(.external)
        variables[key] = VariableEntry(variable: variable, symbol: symbol, uses: 0)
        externals[symbol] = variable
        // A new symbol is parametric (0) until it becomes basic; the variable may hold an older value.
        dirtyExternals.insert(symbol)
        return symbol
    }

    /// Builds the constraint's row in terms of the current parametric symbols, with its marker,
    /// error symbols (added to the objective for soft constraints) and a non-negative constant.
    func makeRow(for constraint: LinearConstraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !Tolerance.isZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = tableau[symbol] {
                row.insert(basic, coefficient: term.coefficient)
            } else {
                row.insert(symbol, coefficient: term.coefficient)
            }
        }

        let strength = constraint.strength
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            row.insert(slack, coefficient: coefficient)
            var error: Symbol?
            if !strength.isRequired {
                let symbol = makeSymbol(.error)
                row.insert(symbol, coefficient: -coefficient)
                objective.insert(symbol, coefficient: strength.weight)
                error = symbol
            }
            tag = Tag(constraint: constraint, marker: slack, other: error, markerCoefficient: coefficient)
        case .equal:
            if strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(constraint: constraint, marker: dummy, other: nil, markerCoefficient: 1)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, coefficient: -1)
                row.insert(minus, coefficient: 1)
                objective.insert(plus, coefficient: strength.weight)
                objective.insert(minus, coefficient: strength.weight)
                tag = Tag(constraint: constraint, marker: plus, other: minus, markerCoefficient: -1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// Forgets everything a failed `addConstraint` created (only required constraints can fail, and
    /// they put nothing into the objective).
    func discardFailedRow(of tag: Tag) {
        purge(tag.marker)
        for term in tag.constraint.expression.terms {
            releaseUse(of: term.variable, decrement: false)
        }
    }

    /// Removes a symbol that no longer occurs in any equation: its row if it is basic, and any
    /// rounding residue of it in other rows and in the objective.
    func purge(_ symbol: Symbol) {
        if tableau.removeRow(for: symbol) != nil { return }
        tableau.erase(symbol)
        objective.remove(symbol)
    }

    /// Counts one use less of a variable and forgets it when no constraint mentions it any more.
    func releaseUse(of variable: Variable, decrement: Bool = true) {
        let key = ObjectIdentifier(variable)
        guard var entry = variables[key] else { return }
        if decrement { entry.uses -= 1 }
        guard entry.uses <= 0 else {
            variables[key] = entry
            return
        }
        variables[key] = nil
        externals[entry.symbol] = nil
        dirtyExternals.remove(entry.symbol)
        purge(entry.symbol)
    }

    /// The constraints owning `symbols`, without `excluded`, in symbol order.
    func owners(of symbols: some Sequence<Symbol>, excluding excluded: ObjectIdentifier) -> [ObjectIdentifier] {
        var seen: Set<ObjectIdentifier> = [excluded]
        var result: [ObjectIdentifier] = []
        for symbol in symbols.sorted(by: { $0.id < $1.id }) {
            guard let owner = symbolOwners[symbol], !seen.contains(owner) else { continue }
            seen.insert(owner)
            result.append(owner)
        }
        return result
    }
}
