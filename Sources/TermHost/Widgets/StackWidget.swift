/// Lines up its arranged subviews in a row or a column: the `UIStackView` of TermHost.
///
/// Each arranged subview gets its size along the axis from ``Widget/systemLayoutSizeFitting(_:)``
/// (its intrinsic size, or the height a wrapping widget needs at the stack's width). With the
/// `.fill` distribution, space left over goes to the arranged subviews without an intrinsic length
/// along the axis (shared evenly); when every one has one, it stays empty at the end. Hidden
/// arranged subviews collapse. When an arranged subview's intrinsic size changes, only this stack
/// re-lays out in the same frame; it tells its own container only when its own intrinsic size changed.
/// The arrow keys along the axis move focus between the focusable widgets inside the stack.
@MainActor
open class StackWidget: Widget {
    /// The direction arranged subviews are lined up in.
    public enum Axis: Sendable {
        case vertical, horizontal
    }

    /// Where arranged subviews sit across the axis.
    public enum Alignment: Sendable {
        /// Stretched to the stack's full breadth.
        case fill
        /// At the top (horizontal stacks) or left (vertical stacks), at their own breadth.
        case leading
        /// Centred, at their own breadth.
        case center
        /// At the bottom (horizontal stacks) or right (vertical stacks), at their own breadth.
        case trailing
    }

    /// How the length along the axis is shared.
    public enum Distribution: Sendable {
        /// Natural lengths; leftover space goes to subviews with no intrinsic length along the axis.
        case fill
        /// Every arranged subview gets the same length.
        case fillEqually
        /// Natural lengths; leftover space widens the gaps evenly (``spacing`` is the minimum gap).
        case equalSpacing
    }

    /// The direction of the stack.
    public var axis: Axis {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// Cells between neighbouring arranged subviews.
    public var spacing: Int {
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

    /// The subviews the stack lays out, in order.
    public private(set) var arrangedSubviews: [Widget] = []

    private var lastContentSize: Size?
    /// The visible arranged subviews in order, as last laid out (sorted along the axis).
    private var laidOut: [Widget] = []
    /// The arranged subviews' measurements, kept until they change.
    private var measurements = StackMeasurements()
    /// Each arranged subview's index, made when first needed after the arrangement changed.
    private var arrangedIndex: [ObjectIdentifier: Int]?

    /// Creates a stack.
    public init(axis: Axis = .vertical, spacing: Int = 0, arrangedSubviews: [Widget] = []) {
        self.axis = axis
        self.spacing = spacing
        super.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Adds a subview to the end of the arrangement.
    public func addArrangedSubview(_ view: Widget) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a subview into the arrangement at `index`.
    public func insertArrangedSubview(_ view: Widget, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes a subview out of the arrangement (it stays a subview, as in UIKit).
    public func removeArrangedSubview(_ view: Widget) {
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: Widget) {
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            arrangementDidChange()
        }
    }

    private func arrangementDidChange() {
        laidOut = []
        arrangedIndex = nil
        measurements.invalidateAll()
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
    private func index(ofArranged view: Widget) -> Int? {
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

    // MARK: Measuring

    private var arrangementInsets: EdgeInsets {
        guard isLayoutMarginsRelativeArrangement else { return .zero }
        return insetsLayoutMarginsFromSafeArea ? safeAreaInsets + layoutMargins : layoutMargins
    }

    private func along(_ size: Size) -> Int { axis == .vertical ? size.height : size.width }
    private func across(_ size: Size) -> Int { axis == .vertical ? size.width : size.height }

    /// The length of an arranged subview along the axis when the stack is `breadth` cells across.
    private func naturalLength(of view: Widget, breadth: Int) -> Int {
        let target = axis == .vertical ? Size(width: breadth, height: 0) : Size(width: 0, height: breadth)
        return max(0, along(view.systemLayoutSizeFitting(target)))
    }

    /// Brings the measurements up to date at `breadth` (re-measuring only what changed).
    private func measure(atBreadth breadth: Int) {
        measurements.measureLengths(of: arrangedSubviews, breadth: breadth) { naturalLength(of: $0, breadth: breadth) }
    }

    private func resolveIntrinsicSizes() {
        measurements.resolveIntrinsicSizes(of: arrangedSubviews, along: along, across: across)
    }

    /// The stack's size around its content, measured at `fixedBreadth` across (at its own breadth,
    /// or the widest subview's when it has none yet, for `nil`).
    private func contentSize(fixedBreadth: Int? = nil) -> Size {
        guard let fixedBreadth else { return cachedContentSize() }
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let insets = arrangementInsets
        let insetAcross = axis == .vertical ? insets.horizontal : insets.vertical
        var breadth = 0
        for view in visible { breadth = max(breadth, across(view.intrinsicContentSize)) }
        let available = max(0, min(breadth, fixedBreadth - insetAcross))
        breadth = available
        let lengths = visible.map { naturalLength(of: $0, breadth: available) }
        let gaps = max(0, visible.count - 1) * spacing
        let total = distribution == .fillEqually ? (lengths.max() ?? 0) * lengths.count + gaps : lengths.reduce(0, +) + gaps
        return axis == .vertical
            ? Size(width: breadth + insets.horizontal, height: total + insets.vertical)
            : Size(width: total + insets.horizontal, height: breadth + insets.vertical)
    }

    /// The stack's size around its content at its own breadth (or the widest subview's when it has
    /// none yet), from the measurements kept between changes.
    private func cachedContentSize() -> Size {
        let insets = arrangementInsets
        let insetAcross = axis == .vertical ? insets.horizontal : insets.vertical
        resolveIntrinsicSizes()
        let breadth = measurements.maxAcross
        measure(atBreadth: across(bounds.size) > 0 ? across(bounds.size) - insetAcross : breadth)
        let count = measurements.visibleCount
        let gaps = max(0, count - 1) * spacing
        let total = distribution == .fillEqually ? measurements.maxLength * count + gaps : measurements.lengthSum + gaps
        return axis == .vertical
            ? Size(width: breadth + insets.horizontal, height: total + insets.vertical)
            : Size(width: total + insets.horizontal, height: breadth + insets.vertical)
    }

    /// The size the stack needs when given `targetSize.width` (vertical stacks wrap their content to it).
    open override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        guard axis == .vertical, targetSize.width > 0 else { return contentSize() }
        return contentSize(fixedBreadth: targetSize.width)
    }

    open override var intrinsicContentSize: Size {
        contentSize()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        let area = bounds.inset(by: arrangementInsets)
        let breadth = across(area.size)
        resolveIntrinsicSizes()
        measure(atBreadth: breadth)
        let placements = arrangedPlacements(available: along(area.size))
        var visible: [Widget] = []
        if laidOut.isEmpty { visible.reserveCapacity(measurements.visibleCount) }
        let setFrames = {
            var offset = 0, position = 0
            for (index, slot) in self.measurements.slots.enumerated() {
                guard case .visible(let entry) = slot else { continue }
                let view = self.arrangedSubviews[index]
                let crossing = self.place(natural: entry.across, breadth: breadth)
                let length = placements.map { $0.lengths[position] } ?? (entry.length ?? 0)
                let start = offset + (placements.map { $0.leadingGaps[position] } ?? (position == 0 ? 0 : self.spacing))
                view.frame = self.axis == .vertical
                    ? Rect(x: area.minX + crossing.offset, y: area.minY + start, width: crossing.length, height: length)
                    : Rect(x: area.minX + start, y: area.minY + crossing.offset, width: length, height: crossing.length)
                offset = start + length
                position += 1
                if self.laidOut.isEmpty { visible.append(view) }
            }
        }
        if let window { window.gatheringDamage(ofSubviewsOf: self, setFrames) } else { setFrames() }
        if laidOut.isEmpty { laidOut = visible }
        checkContentSize()
    }

    /// The lengths and gaps of the visible arranged subviews when the distribution changes their
    /// natural lengths or spacing; `nil` when each gets its natural length after a gap of ``spacing``.
    private func arrangedPlacements(available: Int) -> (lengths: [Int], leadingGaps: [Int])? {
        let count = measurements.visibleCount
        let natural = measurements.lengthSum + max(0, count - 1) * spacing
        if distribution == .fill, measurements.flexibleCount == 0 || natural >= available { return nil }
        if distribution == .equalSpacing, count < 2 || natural >= available { return nil }
        var lengths: [Int] = [], flexible: [Bool] = []
        lengths.reserveCapacity(count)
        flexible.reserveCapacity(count)
        for slot in measurements.slots {
            guard case .visible(let entry) = slot else { continue }
            lengths.append(entry.length ?? 0)
            flexible.append(entry.flexible)
        }
        return StackDistributor.lengths(natural: lengths, flexible: flexible, available: available,
                                        spacing: spacing, distribution: distribution)
    }

    /// Offset and length across the axis of a subview whose intrinsic length across is `natural`.
    private func place(natural: Int, breadth: Int) -> (offset: Int, length: Int) {
        if alignment == .fill { return (0, breadth) }
        let length = natural == Widget.noIntrinsicMetric ? breadth : min(breadth, natural)
        switch alignment {
        case .fill, .leading: return (0, length)
        case .center: return ((breadth - length) / 2, length)
        case .trailing: return (breadth - length, length)
        }
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

    // MARK: Focus

    /// The arrow keys along the axis move focus to the previous or next focusable widget in the stack.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        let step: Int
        switch (axis, event.key) {
        case (.vertical, .down), (.horizontal, .right): step = 1
        case (.vertical, .up), (.horizontal, .left): step = -1
        default: return false
        }
        guard let engine = application?.focusEngine, let focused = engine.focused else { return false }
        var candidates: [Responder] = []
        collectFocusable(self, into: &candidates, depth: 0)
        guard let index = candidates.firstIndex(where: { $0 === focused }) else { return false }
        let target = index + step
        guard candidates.indices.contains(target) else { return false }
        return engine.focus(candidates[target])
    }

    private func collectFocusable(_ responder: Responder, into result: inout [Responder], depth: Int) {
        guard depth < 256 else { return }
        if responder !== self, responder.canBecomeFocused { result.append(responder) }
        for child in responder.focusChildren { collectFocusable(child, into: &result, depth: depth + 1) }
    }
}
