import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Lines up its arranged subviews in a row or a column: the `UIStackView` of TermHost.
///
/// The stack takes part in Auto Layout as UIKit's does: each arranged subview is measured by its
/// fitting size along the axis (``Widget/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
/// at the stack's breadth), so its own size constraints hold and a widget without an intrinsic size
/// takes its size from the constraints of its subviews; content hugging and compression resistance
/// decide who stretches or shrinks (see ``Distribution``). Placed by constraints, the stack is as big as
/// its arranged subviews need (its intrinsic size); constraints between arranged subviews and other
/// widgets follow the frames the stack gives them. Hidden arranged subviews take no room and no spacing.
/// When one arranged subview's size changes, only this stack re-lays out, in the same frame; it tells
/// its own container only when its own size changed. The arrow keys along the axis move focus between
/// the focusable widgets inside it.
@MainActor
open class StackWidget: Widget {
    /// The direction arranged subviews are lined up in (`NSLayoutConstraint.Axis`).
    public typealias Axis = LayoutAxis

    /// Where arranged subviews sit across the axis (`UIStackView.Alignment`).
    public enum Alignment: Sendable {
        /// Stretched to the stack's full breadth.
        case fill
        /// At the left of a vertical stack; ``top`` is the same for a horizontal one.
        case leading
        /// Horizontal stacks: first text rows lined up, which in a terminal is the top (as ``top``).
        case firstBaseline
        /// Centred across the axis.
        case center
        /// At the right of a vertical stack; ``bottom`` is the same for a horizontal one.
        case trailing
        /// Horizontal stacks: last text rows lined up, which in a terminal is the bottom (as ``bottom``).
        case lastBaseline

        /// At the top of a horizontal stack (the same value as ``leading``).
        public static var top: Alignment { .leading }
        /// At the bottom of a horizontal stack (the same value as ``trailing``).
        public static var bottom: Alignment { .trailing }

        /// Where a subview goes across the axis (`nil`: stretched over the breadth).
        var placement: AxisPlacement? {
            switch self {
            case .fill: nil
            case .leading, .firstBaseline: .start
            case .center: .center
            case .trailing, .lastBaseline: .end
            }
        }
    }

    /// How the length along the axis is shared (`UIStackView.Distribution`); see `StackDistributor`.
    public enum Distribution: Sendable {
        /// Natural lengths; leftover space stretches the subviews with the lowest content hugging, a
        /// shortfall shrinks those with the lowest compression resistance (the later one on a tie).
        case fill
        /// Every arranged subview gets the same length.
        case fillEqually
        /// Lengths in proportion to the subviews' natural lengths.
        case fillProportionally
        /// Natural lengths; leftover space widens the gaps equally (``spacing`` is the minimum gap).
        case equalSpacing
        /// Natural lengths; the centres are equally far apart (``spacing`` is the minimum gap).
        case equalCentering
    }

    /// ``setCustomSpacing(_:after:)`` with this value goes back to ``spacing`` (UIKit's marker value).
    public static let spacingUseDefault = Double.greatestFiniteMagnitude
    /// Spacing of this value is the system spacing: one cell.
    public static let spacingUseSystem = Double.leastNonzeroMagnitude

    /// The direction of the stack. Default `.horizontal`, as in UIKit.
    public var axis: Axis {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// The gap between neighbouring arranged subviews: a length (cells, or points when the stack's
    /// ``Widget/effectiveLengthUnit`` is ``LengthUnit/points``: `10` is 1 row in a vertical stack), rounded by
    /// ``LengthUnit``'s rule, a non-zero spacing to at least one cell.
    public var spacing: Double {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// Where arranged subviews sit across the axis. Default `.fill`.
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// How the length along the axis is shared. Default `.fill`.
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// Whether arranged subviews are laid out inside the layout margins (and safe area) instead of the bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Accepted for ported code: UIKit measures vertical spacing between text baselines; a terminal's
    /// text has no baseline apart from its rows, so spacing is always between edges.
    public var isBaselineRelativeArrangement = false

    /// The subviews the stack lays out, in order.
    public private(set) var arrangedSubviews: [Widget] = []

    private var lastContentSize: Size?
    /// The visible arranged subviews in order, as last laid out (sorted along the axis).
    var laidOut: [Widget] = []
    /// The arranged subviews' measurements, kept until they change.
    var measurements = StackMeasurements()
    /// Each arranged subview's index, made when first needed after the arrangement changed.
    private var arrangedIndex: [ObjectIdentifier: Int]?
    /// Spacing set with ``setCustomSpacing(_:after:)``, by arranged subview.
    private var customSpacings: [ObjectIdentifier: Double] = [:]
    /// Whether the last layout could not fit the required lengths (reported once until it fits again).
    private var reportedOverflow = false

    /// Creates a stack.
    public init(axis: Axis = .horizontal, spacing: Double = 0, arrangedSubviews: [Widget] = []) {
        self.axis = axis
        self.spacing = spacing
        super.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Creates an empty horizontal stack with a frame.
    public override init(frame: Rect) {
        axis = .horizontal
        spacing = 0
        super.init(frame: frame)
    }

    // MARK: Arranged subviews

    /// Adds a subview to the end of the arrangement.
    public func addArrangedSubview(_ view: Widget) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a subview into the arrangement at `index`. As in UIKit, the stack sets the subview's
    /// ``Widget/translatesAutoresizingMaskIntoConstraints`` to `false`: its frame is the stack's to set.
    public func insertArrangedSubview(_ view: Widget, at index: Int) {
        guard view !== self else { return }
        let moved = arrangedSubviews.firstIndex { $0 === view }
        if let moved {
            arrangedSubviews.remove(at: moved)
            measurements.removeSlot(at: moved)
        }
        let position = max(0, min(index, arrangedSubviews.count))
        arrangedSubviews.insert(view, at: position)
        measurements.insertSlot(at: position)
        if moved == nil, position == arrangedSubviews.count - 1 {
            arrangedIndex?[ObjectIdentifier(view)] = position
        } else {
            arrangedIndex = nil
        }
        view.arrangingStack = self
        if view.superview !== self { addSubview(view) }
        if view.translatesAutoresizingMaskIntoConstraints {
            view.translatesAutoresizingMaskIntoConstraints = false
        } else {
            window?.constraintLayout?.translationDidChange(of: view)
        }
        arrangedSubviewsDidChange()
    }

    /// Takes a subview out of the arrangement (it stays a subview, as in UIKit).
    public func removeArrangedSubview(_ view: Widget) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        stopArranging(at: index)
    }

    open override func willRemoveSubview(_ subview: Widget) {
        if let index = arrangedSubviews.firstIndex(where: { $0 === subview }) { stopArranging(at: index) }
    }

    /// Takes the arranged subview at `index` out of the arrangement.
    private func stopArranging(at index: Int) {
        let view = arrangedSubviews.remove(at: index)
        measurements.removeSlot(at: index)
        arrangedIndex = nil
        stopArranging(view)
        arrangedSubviewsDidChange()
    }

    private func stopArranging(_ view: Widget) {
        customSpacings[ObjectIdentifier(view)] = nil
        guard view.arrangingStack === self else { return }
        view.arrangingStack = nil
        window?.constraintLayout?.translationDidChange(of: view)
    }

    /// Sets the spacing after one arranged subview (``spacingUseDefault`` goes back to ``spacing``).
    /// A hidden subview takes its custom spacing with it.
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: Widget) {
        guard index(ofArranged: arrangedSubview) != nil else { return }
        let id = ObjectIdentifier(arrangedSubview)
        let value: Double? = spacing == StackWidget.spacingUseDefault ? nil : spacing
        guard customSpacings[id] != value else { return }
        customSpacings[id] = value
        arrangementDidChange()
    }

    /// The spacing after an arranged subview set by ``setCustomSpacing(_:after:)``, or ``spacingUseDefault``.
    public func customSpacing(after arrangedSubview: Widget) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackWidget.spacingUseDefault
    }

    /// The gap in cells after the visible arranged subview at `index`.
    func gap(after index: Int) -> Int {
        cells(customSpacings.isEmpty ? spacing : customSpacings[ObjectIdentifier(arrangedSubviews[index])] ?? spacing)
    }

    /// The gap after every arranged subview when none has a custom spacing.
    var uniformGap: Int? {
        customSpacings.isEmpty ? cells(spacing) : nil
    }

    /// A spacing the app wrote (cells, or points under ``LengthUnit/points``) in cells along the axis, by
    /// ``LengthUnit``'s rule (a non-zero spacing is at least one cell).
    private func cells(_ spacing: Double) -> Int {
        if spacing == 0 { return 0 }
        return spacing == StackWidget.spacingUseSystem ? Int(layoutSystemSpacing)
            : max(0, effectiveLengthUnit.cells(spacing, along: axis))
    }

    // MARK: Invalidation

    func arrangementDidChange() {
        arrangedIndex = nil
        measurements.invalidateAll()
        arrangedSubviewsDidChange()
    }

    /// A subview joined or left the arrangement: the others keep their measurements (and ``arrangedIndex``
    /// is already up to date), the stack lays out again.
    private func arrangedSubviewsDidChange() {
        laidOut = []
        setNeedsLayout()
        checkContentSize()
    }

    open override func subviewIntrinsicContentSizeDidChange(_ subview: Widget) {
        guard subview.superview === self, let index = index(ofArranged: subview) else { return }
        measurements.invalidate(at: index)
        setNeedsLayout()
        checkContentSize()
    }

    open override func subviewVisibilityDidChange(_ subview: Widget) {
        guard index(ofArranged: subview) != nil else { return }
        laidOut = []
        subviewIntrinsicContentSizeDidChange(subview)
    }

    /// The position of `view` in ``arrangedSubviews``, if it is arranged.
    func index(ofArranged view: Widget) -> Int? {
        if let arrangedIndex { return arrangedIndex[ObjectIdentifier(view)] }
        var made: [ObjectIdentifier: Int] = [:]
        made.reserveCapacity(arrangedSubviews.count)
        for (index, arranged) in arrangedSubviews.enumerated() { made[ObjectIdentifier(arranged)] = index }
        arrangedIndex = made
        return made[ObjectIdentifier(view)]
    }

    private func checkContentSize() {
        let size = contentSize()
        if size != lastContentSize {
            lastContentSize = size
            invalidateIntrinsicContentSize()
        }
    }

    // MARK: Size

    /// The stack's size around its content, at its own breadth (or, with none yet, at its content's).
    open override var intrinsicContentSize: Size {
        contentSize()
    }

    /// The stack's size around its content when it is `size.width` wide (vertical stacks wrap their
    /// content to it; a negative width counts as zero); an unbounded width (``Widget/unboundedLength``),
    /// and horizontal stacks, answer the intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard axis == .vertical, size.width < Widget.unboundedLength else { return contentSize() }
        return contentSize(fixedBreadth: max(0, size.width))
    }

    // MARK: Layout

    /// The spacing is converted again with the new unit.
    @_spi(TermHostInternal) open override func lengthUnitDidChange() {
        super.lengthUnitDidChange()
        arrangementDidChange()
    }

    open override func layoutSubviews() {
        let area = bounds.inset(by: arrangementInsets)
        let breadth = across(area.size)
        let entries = measuredEntries(atBreadth: breadth)
        let placement = StackDistributor.place(entries.sizings, gaps: entries.gaps,
                                               available: along(area.size), distribution: distribution)
        reportOverflow(entries, available: along(area.size))
        var visible: [Widget] = []
        if laidOut.isEmpty { visible.reserveCapacity(entries.indices.count) }
        let setFrames = {
            var offset = 0
            for (position, index) in entries.indices.enumerated() {
                let view = self.arrangedSubviews[index]
                let crossing = self.place(entries.sizings[position].across, breadth: breadth)
                let length = placement.lengths[position]
                let start = offset + placement.leadingGaps[position]
                view.frame = self.axis == .vertical
                    ? Rect(x: area.minX + crossing.offset, y: area.minY + start, width: crossing.length, height: length)
                    : Rect(x: area.minX + start, y: area.minY + crossing.offset, width: length, height: crossing.length)
                offset = start + length
                if self.laidOut.isEmpty { visible.append(view) }
            }
        }
        if let window { window.gatheringDamage(ofSubviewsOf: self, setFrames) } else { setFrames() }
        if laidOut.isEmpty { laidOut = visible }
        checkContentSize()
    }

    /// Offset and length across the axis of a subview `length` cells across.
    private func place(_ length: Int, breadth: Int) -> (offset: Int, length: Int) {
        guard let placement = alignment.placement else { return (0, length) }
        let fitted = min(length, breadth)
        return (placement.offset(of: fitted, in: breadth), fitted)
    }

    /// One diagnostic when the required lengths of the arranged subviews and the spacing between them
    /// do not fit (until they fit again).
    private func reportOverflow(_ entries: MeasuredEntries, available: Int) {
        // Plain loops: a closure here would be checked to run on the main actor once per subview.
        var needed = 0
        for gap in entries.gaps.dropLast() { needed += gap }
        for sizing in entries.sizings { needed += sizing.minimum }
        // A stack not placed yet (no length: its engine has not solved it) has nothing to report.
        let overflows = needed > available && available > 0
        defer { reportedOverflow = overflows }
        guard overflows, !reportedOverflow else { return }
        let names = arrangedSubviews.filter { !$0.isHidden }.map(\.layoutDebugName).joined(separator: ", ")
        window?.constraintLayoutCreatingIfNeeded.reportLayoutProblem(
            "TermHost layout: \(layoutDebugName) is \(available) cells long but its arranged subviews need at least "
            + "\(needed) by their required lengths and spacing (\(names)); the last ones extend past its end.")
    }

    // MARK: Focus and drawing

    /// The arrow keys along the axis move focus to the previous or next focusable widget in the stack.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard let step = focusStep(for: event) else { return false }
        return moveFocus(by: step)
    }

    /// Finds the arranged subviews meeting `rect` by binary search along the axis (they do not
    /// overlap and are sorted), then adds any other subviews that meet it.
    open override func subviews(intersecting rect: Rect) -> [Widget] {
        guard !needsLayout, !laidOut.isEmpty else {
            return super.subviews(intersecting: rect)
        }
        let start = axis == .vertical ? rect.minY : rect.minX
        var low = 0, high = laidOut.count
        while low < high {
            let mid = (low + high) / 2
            let end = axis == .vertical ? laidOut[mid].frame.maxY : laidOut[mid].frame.maxX
            if end <= start { low = mid + 1 } else { high = mid }
        }
        var result: [Widget] = []
        let limit = axis == .vertical ? rect.maxY : rect.maxX
        var index = low
        while index < laidOut.count {
            let view = laidOut[index]
            if (axis == .vertical ? view.frame.minY : view.frame.minX) >= limit { break }
            if !view.isHidden, view.frame.intersects(rect) { result.append(view) }
            index += 1
        }
        if laidOut.count != subviews.count {
            let arranged = Set(laidOut.map(ObjectIdentifier.init))
            result += subviews.filter { !arranged.contains(ObjectIdentifier($0)) && !$0.isHidden && $0.frame.intersects(rect) }
        }
        return result
    }
}
