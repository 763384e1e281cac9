import TermHostCore

/// Incremental edits: constants of constraints in the tableau and edit variables.
extension SimplexSolver {
    /// Changes the constant of a constraint's expression in place and re-solves incrementally.
    ///
    /// The constraint stays in the tableau: the change is pushed through its marker symbol (the
    /// substitution `marker = marker' + Δ/a`, where `a` is the marker's coefficient), which rewrites only
    /// the constants of the rows mentioning the marker; the dual simplex then restores feasibility from
    /// the still-optimal basis. Nothing is removed, re-added or rebuilt. For a constraint that is not in
    /// the solver only the stored constant changes.
    ///
    /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicting:)`` when the new constant makes a
    ///   required constraint contradict other required constraints; the old constant is restored.
    func updateConstant(of constraint: LinearConstraint, to constant: Double) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        let old = constraint.expression.constant
        let delta = constant - old
        guard delta != 0 else { return }
        constraint.expression.constant = constant
        guard let tag = tags[key] else { return }
        statistics.constantUpdates += 1

        var conflict = shift(tag, by: delta)
        if conflict == nil { conflict = try dualOptimize() }
        guard let conflict else { return }

        constraint.expression.constant = old
        _ = shift(tag, by: -delta)
        infeasibleRows = tableau.infeasibleBasics()
        if try dualOptimize() != nil {
            throw .internalError("the tableau could not be restored after a rejected constant")
        }
        throw .unsatisfiableConstraint(key, conflicting: owners(of: conflict, excluding: key))
    }

    /// Adds an edit constraint `variable == suggested value` at a non-required strength; the value
    /// starts at the variable's current value, so adding it moves nothing.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditStrength``.
    func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(key) }
        guard !strength.isRequired else { throw .requiredEditStrength }
        let constraint = LinearConstraint(LinearExpression(variable), .equal, variable.value, strength: strength)
        try addConstraint(constraint)
        edits[key] = constraint
    }

    /// Removes the edit constraint of `variable`.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let constraint = edits.removeValue(forKey: key) else { throw .unknownEditVariable(key) }
        try removeConstraint(constraint)
    }

    /// True when `variable` has an edit constraint.
    func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally with the dual simplex.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let constraint = edits[ObjectIdentifier(variable)] else {
            throw .unknownEditVariable(ObjectIdentifier(variable))
        }
        try updateConstant(of: constraint, to: -value)
    }

    /// Applies `constant += delta` of the tagged constraint to the tableau through its marker.
    ///
    /// - Returns: the symbols of a basic dummy row left non-zero (a redundant required equality that
    ///   now contradicts), or nil.
    func shift(_ tag: Tag, by delta: Double) -> [Symbol]? {
        let step = delta / tag.markerCoefficient
        var violation: [Symbol]?
        func touched(_ basic: Symbol, _ row: Row) {
            statistics.rowsTouched += 1
            if basic.isExternal {
                dirtyExternals.insert(basic)
            } else if basic.isDummy {
                if !Tolerance.isZero(row.constant) { violation = [basic] + Array(row.cells.keys) }
            } else if row.constant < 0 {
                infeasibleRows.insert(basic)
            }
        }

        if let row = tableau.addConstant(-step, toRowOf: tag.marker) {
            touched(tag.marker, row)
        } else if let other = tag.other, let row = tableau.addConstant(step, toRowOf: other) {
            touched(other, row)
        } else {
            for basic in tableau.basics(mentioning: tag.marker) {
                let coefficient = tableau[basic]?.coefficient(for: tag.marker) ?? 0
                if let row = tableau.addConstant(coefficient * step, toRowOf: basic) { touched(basic, row) }
            }
        }
        return violation
    }
}
