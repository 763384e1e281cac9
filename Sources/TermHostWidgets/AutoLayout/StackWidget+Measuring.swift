import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// How a stack measures its arranged subviews and itself.
///
/// Across the axis an arranged subview is the stack's breadth (`.fill` alignment) or its natural
/// breadth (its compressed fitting size), at most the stack's breadth. Along the axis it is measured at
/// that breadth by its fitting size with the breadth required, so its height follows its width
/// (wrapping text, a hosted view) and its own constraints hold. How far it may stretch or shrink comes
/// from its content hugging and compression resistance, and, when it has constraints in its subtree,
/// from fitting that subtree at a near-required priority (its required minimum and maximum).
extension StackWidget {
    /// The visible arranged subviews' measurements: their indices in ``arrangedSubviews``, how each may be
    /// sized, and the gap after each.
    struct MeasuredEntries {
        var indices: [Int] = []
        var sizings: [StackItemSizing] = []
        var gaps: [Int] = []
    }

    var arrangementInsets: EdgeInsets {
        guard isLayoutMarginsRelativeArrangement else { return .zero }
        return insetsLayoutMarginsFromSafeArea ? safeAreaInsets + resolvedLayoutMargins : resolvedLayoutMargins
    }

    func along(_ size: Size) -> Int { axis == .vertical ? size.height : size.width }
    func across(_ size: Size) -> Int { axis == .vertical ? size.width : size.height }

    private func size(along: Int, across: Int) -> Size {
        axis == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }

    /// Brings the measurements up to date at `breadth` (re-measuring only what changed).
    func measure(atBreadth breadth: Int) {
        measurements.resolveBreadths(of: arrangedSubviews) { naturalAcross(of: $0) }
        measurements.measureLengths(of: arrangedSubviews, breadth: breadth) { sizing(of: $0, naturalAcross: $1, breadth: breadth) }
    }

    /// The visible arranged subviews measured at `breadth`.
    func measuredEntries(atBreadth breadth: Int) -> MeasuredEntries {
        measure(atBreadth: breadth)
        var entries = MeasuredEntries()
        let count = measurements.visibleCount
        entries.indices.reserveCapacity(count)
        entries.sizings.reserveCapacity(count)
        entries.gaps.reserveCapacity(count)
        let uniform = uniformGap
        for (index, slot) in measurements.slots.enumerated() {
            guard case .visible(let entry) = slot, let sizing = entry.sizing else { continue }
            entries.indices.append(index)
            entries.sizings.append(sizing)
            entries.gaps.append(uniform ?? gap(after: index))
        }
        return entries
    }

    /// Whether the arranged subviews are left out of the window for their depth (see `Widget.setWindow`): each
    /// then counts as the one-cell placeholder drawn in its place and is not measured (measuring a deeper tree
    /// would recurse through all of it).
    private var arrangesBeyondDepthLimit: Bool {
        window != nil && depthInWindow >= Widget.maximumTreeDepth
    }

    /// The natural breadth of an arranged subview: its compressed fitting size across the axis (read from
    /// its content directly when it has no constraints, so a plain subview is measured once per change).
    func naturalAcross(of view: Widget) -> Int {
        if arrangesBeyondDepthLimit { return 1 }
        let compressed = Widget.layoutFittingCompressedSize
        let size = SubtreeFitting.hasSizingConstraints(in: view)
            ? view.systemLayoutSizeFitting(compressed)
            : view.contentFittingSize(for: compressed, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
        return max(0, across(size))
    }

    /// How an arranged subview may be sized along the axis when the stack is `breadth` across.
    func sizing(of view: Widget, naturalAcross: Int, breadth: Int) -> StackItemSizing {
        if arrangesBeyondDepthLimit { return StackItemSizing(length: 1, across: 1) }
        let constrained = SubtreeFitting.hasSizingConstraints(in: view)
        // A constrained subview's breadth may depend on the stack's size: measure it again now.
        let natural = constrained && alignment != .fill ? self.naturalAcross(of: view) : naturalAcross
        let placedAcross = alignment == .fill ? breadth : min(breadth, natural)
        let alongAxis: LayoutAxis = axis
        /// The subview's length for `length` asked along the axis at `priority`, its breadth required.
        func fitting(_ length: Int, _ priority: LayoutPriority, with solve: (Size, LayoutPriority, LayoutPriority) -> Size) -> Size {
            let target = size(along: length, across: placedAcross)
            return axis == .vertical ? solve(target, .required, priority) : solve(target, priority, .required)
        }
        let fitted = fitting(0, .fittingSizeLevel) {
            view.systemLayoutSizeFitting($0, withHorizontalFittingPriority: $1, verticalFittingPriority: $2)
        }
        var sizing = StackItemSizing(length: max(0, along(fitted)), across: max(0, across(fitted)),
                                     hugging: view.contentHuggingPriority(for: alongAxis),
                                     compression: view.contentCompressionResistancePriority(for: alongAxis))
        if constrained {
            // Its required limits and whether anything holds it at its length, from its own constraints.
            var subtree = SubtreeFitting(root: view)
            func length(_ target: Int, _ priority: LayoutPriority) -> Int {
                along(fitting(target, priority) { subtree.size(for: $0, horizontal: $1, vertical: $2) })
            }
            let expanded = along(Widget.layoutFittingExpandedSize)
            sizing.minimum = min(sizing.length, max(0, length(0, .required - 1)))
            let maximum = length(expanded, .required - 1)
            sizing.maximum = maximum >= expanded ? nil : max(sizing.length, maximum)
            if length(expanded, .fittingSizeLevel) > sizing.length { sizing.stretchPriority = StackItemSizing.unresisted }
            return sizing
        }
        let content = axis == .vertical ? view.fittingContentSize().height : view.fittingContentSize().width
        if content?.hugs != true { sizing.stretchPriority = StackItemSizing.unresisted }
        if content == nil { sizing.shrinkPriority = StackItemSizing.unresisted }
        if content != nil, view.contentCompressionResistancePriority(for: alongAxis).isRequired { sizing.minimum = sizing.length }
        if content?.hugs == true, view.contentHuggingPriority(for: alongAxis).isRequired { sizing.maximum = sizing.length }
        return sizing
    }

    /// The stack's size around its content at its own breadth (or its content's natural breadth when it
    /// has none yet), from the measurements kept between changes (their running totals, unless the
    /// gaps differ or the distribution centres).
    func contentSize() -> Size {
        let insets = arrangementInsets
        let insetAcross = axis == .vertical ? insets.horizontal : insets.vertical
        measurements.resolveBreadths(of: arrangedSubviews) { naturalAcross(of: $0) }
        let breadth = measurements.maxAcross
        let measuredBreadth = across(bounds.size) > 0 ? across(bounds.size) - insetAcross : breadth
        let length: Int
        if let gap = uniformGap, distribution != .equalCentering {
            measure(atBreadth: measuredBreadth)
            let count = measurements.visibleCount
            let gaps = max(0, count - 1) * gap
            length = distribution == .fillEqually ? measurements.maxLength * count + gaps : measurements.lengthSum + gaps
        } else {
            let entries = measuredEntries(atBreadth: measuredBreadth)
            length = StackDistributor.contentLength(entries.sizings.map(\.length), gaps: entries.gaps, distribution: distribution)
        }
        return size(along: length + (axis == .vertical ? insets.vertical : insets.horizontal), across: breadth + insetAcross)
    }

    /// The stack's size around its content when it is `fixedBreadth` across (measured afresh unless that
    /// is its own breadth).
    func contentSize(fixedBreadth: Int) -> Size {
        let insets = arrangementInsets
        let insetAcross = axis == .vertical ? insets.horizontal : insets.vertical
        if fixedBreadth == across(bounds.size) { return contentSize() }
        if let kept = measurements.size(atFixedBreadth: fixedBreadth, insets: insets) { return kept }
        let available = max(0, fixedBreadth - insetAcross)
        var lengths: [Int] = [], gaps: [Int] = []
        var breadth = 0
        for (index, view) in arrangedSubviews.enumerated() where !view.isHidden {
            let natural = naturalAcross(of: view)
            breadth = max(breadth, min(natural, available))
            lengths.append(sizing(of: view, naturalAcross: natural, breadth: available).length)
            gaps.append(gap(after: index))
        }
        let length = StackDistributor.contentLength(lengths, gaps: gaps, distribution: distribution)
        let measured = size(along: length + (axis == .vertical ? insets.vertical : insets.horizontal), across: breadth + insetAcross)
        measurements.keep(measured, atFixedBreadth: fixedBreadth, insets: insets)
        return measured
    }
}

extension StackItemSizing {
    /// A sizing whose stretch and shrink priorities are the subview's hugging and compression resistance.
    init(length: Int, across: Int, hugging: LayoutPriority, compression: LayoutPriority) {
        self.init(length: length, across: across)
        stretchPriority = hugging.rawValue
        shrinkPriority = compression.rawValue
    }
}
