import TermHostCore

/// A picker's three looks, laid out here and drawn by the picker look (`PickerLook`): inline options, a
/// menu row that opens them, segments.
extension PickerNode {
    private static var optionInsets: EdgeInsets { EdgeInsets(top: 0, leading: PickerLook.markerWidth, bottom: 0, trailing: 0) }

    // MARK: Inline (and the open menu's options)

    func inlineSize(_ proposal: ProposedViewSize) -> Size {
        let free = ProposedViewSize(width: proposal.width, height: nil)
        let label = ChildStack.column.size(of: labelNodes, proposal: free)
        let list = optionsSize(free)
        return Size(width: max(label.width, list.width), height: label.height + list.height)
    }

    private func optionsSize(_ free: ProposedViewSize) -> Size {
        var size = Size.zero
        for option in options {
            let measured = option.measure(free.inset(by: Self.optionInsets))
            size.width = max(size.width, measured.width + PickerLook.markerWidth)
            size.height += measured.height
        }
        return size
    }

    func placeInline(in rect: Rect) {
        let free = ProposedViewSize(width: rect.width, height: nil)
        let labelSize = ChildStack.column.size(of: labelNodes, proposal: free)
        ChildStack(axis: .vertical, placement: .start, spacing: 0)
            .place(labelNodes, in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: labelSize.height))
        placeOptions(from: rect.minY + labelSize.height, in: rect)
    }

    private func placeOptions(from top: Int, in rect: Rect) {
        let free = ProposedViewSize(width: rect.width, height: nil)
        var y = top
        for option in options {
            let size = option.measure(free.inset(by: Self.optionInsets))
            option.place(in: Rect(x: rect.minX + PickerLook.markerWidth, y: y, width: size.width, height: size.height))
            y += size.height
        }
    }

    func drawMarkers(in canvas: Canvas) {
        for option in options where option.frame.height > 0 {
            PickerLook.drawMarker(isSelected: tag(of: option) == selected, atRow: option.frame.minY - frame.minY, in: canvas,
                                  base: textStyle)
        }
    }

    func drawOptionsOverlay(in canvas: Canvas) {
        guard isVisible else { return }
        let rows = options
        let showsOptions = look == .inline || isOpen
        var highlightedRow: Rect?
        if showsOptions, rows.indices.contains(highlighted), rows[highlighted].frame.height > 0 {
            let row = rows[highlighted].frame
            highlightedRow = Rect(x: 0, y: row.minY - frame.minY, width: canvas.size.width, height: row.height)
        }
        PickerLook.drawOptionsState(controlState, highlightedRow: highlightedRow, isMenu: look == .menu, in: canvas)
    }

    /// The control's state for the look.
    private var controlState: ControlState { ControlState(isEnabled: isEnabled, isFocused: isFirstResponder) }

    // MARK: Menu

    /// The menu row: the title, a space, the chosen option, ` ▾`; the options below while open.
    func menuSize(_ proposal: ProposedViewSize) -> Size {
        let free = ProposedViewSize(width: nil, height: nil)
        let label = ChildStack.column.size(of: labelNodes, proposal: free)
        let value = selectedIndex.map { options[$0].measure(free) } ?? .zero
        var width = label.width + (label.width > 0 ? 1 : 0) + value.width + PickerLook.chevronWidth
        var height = max(1, max(label.height, value.height))
        if isOpen {
            let list = optionsSize(ProposedViewSize(width: proposal.width, height: nil))
            width = max(width, list.width)
            height += list.height
        }
        return Size(width: max(width, proposal.width ?? 0), height: height)
    }

    func placeMenu(in rect: Rect) {
        let free = ProposedViewSize(width: nil, height: nil)
        let label = ChildStack.column.size(of: labelNodes, proposal: free)
        ChildStack(axis: .vertical, placement: .start, spacing: 0)
            .place(labelNodes, in: Rect(x: rect.minX, y: rect.minY, width: label.width, height: max(1, label.height)))
        let chosen = selectedIndex
        if isOpen {
            placeOptions(from: rect.minY + 1, in: rect)
        } else {
            for (index, option) in options.enumerated() where index != chosen {
                option.place(in: Rect(origin: rect.origin, size: .zero))
            }
        }
        guard let chosen, !isOpen else { return }
        let value = options[chosen].measure(free)
        let x = max(rect.minX + label.width + (label.width > 0 ? 1 : 0), rect.maxX - PickerLook.chevronWidth - value.width)
        options[chosen].place(in: Rect(x: x, y: rect.minY, width: value.width, height: 1))
    }

    func drawMenu(in canvas: Canvas) {
        PickerLook.drawChevron(isOpen: isOpen, in: canvas, base: textStyle)
        if isOpen { drawMarkers(in: canvas) }
    }

    // MARK: Segmented

    /// `[ A │ B │ C ]`: each option between ` │ `.
    func segmentedSize(_ proposal: ProposedViewSize) -> Size {
        let free = ProposedViewSize(width: nil, height: nil)
        let widths = options.map { $0.measure(free).width }
        let width = widths.reduce(0, +) + PickerLook.segmentGap * max(0, widths.count - 1) + PickerLook.segmentEnds
        return Size(width: width, height: 1)
    }

    func placeSegments(in rect: Rect) {
        for node in labelNodes { node.place(in: Rect(origin: rect.origin, size: .zero)) }
        let free = ProposedViewSize(width: nil, height: nil)
        var x = rect.minX + PickerLook.segmentEnds / 2
        for option in options {
            let width = option.measure(free).width
            option.place(in: Rect(x: x, y: rect.minY, width: width, height: 1))
            x += width + PickerLook.segmentGap
        }
    }

    func drawSegments(in canvas: Canvas) {
        PickerLook.drawSegments(separatorsBefore: options.dropFirst().map { $0.frame.minX - frame.minX }, in: canvas,
                                base: textStyle)
    }

    func drawSegmentsOverlay(in canvas: Canvas) {
        guard isVisible else { return }
        let selected = selectedIndex.map { options[$0].frame.offsetBy(dx: -frame.minX, dy: -frame.minY) }
        PickerLook.drawSegmentsState(controlState, selected: selected, in: canvas)
    }
}
