import TermHostCore

/// A picker's three looks: inline options, a menu row that opens them, segments.
extension PickerNode {
    private static var optionInsets: EdgeInsets { EdgeInsets(top: 0, leading: marker, bottom: 0, trailing: 0) }
    private static let hidden = Rect(x: 0, y: 0, width: 0, height: 0)

    // MARK: Inline (and the open menu's options)

    func inlineSize(_ proposal: ProposedViewSize) -> Size {
        let free = ProposedViewSize(width: proposal.width, height: nil)
        let label = StackLayout.column.size(of: labelNodes, proposal: free)
        let list = optionsSize(free)
        return Size(width: max(label.width, list.width), height: label.height + list.height)
    }

    private func optionsSize(_ free: ProposedViewSize) -> Size {
        var size = Size.zero
        for option in options {
            let measured = option.measure(free.inset(by: Self.optionInsets))
            size.width = max(size.width, measured.width + Self.marker)
            size.height += measured.height
        }
        return size
    }

    func placeInline(in rect: Rect) {
        let free = ProposedViewSize(width: rect.width, height: nil)
        let labelSize = StackLayout.column.size(of: labelNodes, proposal: free)
        StackLayout(axis: .vertical, placement: .start, spacing: 0)
            .place(labelNodes, in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: labelSize.height))
        placeOptions(from: rect.minY + labelSize.height, in: rect)
    }

    private func placeOptions(from top: Int, in rect: Rect) {
        let free = ProposedViewSize(width: rect.width, height: nil)
        var y = top
        for option in options {
            let size = option.measure(free.inset(by: Self.optionInsets))
            option.place(in: Rect(x: rect.minX + Self.marker, y: y, width: size.width, height: size.height))
            y += size.height
        }
    }

    func drawMarkers(in canvas: Canvas) {
        for option in options where option.frame.height > 0 {
            let isSelected = tag(of: option) == selected
            canvas.drawText(isSelected ? "(•)" : "( )", at: Point(x: 0, y: option.frame.minY - frame.minY), style: textStyle)
        }
    }

    func drawOptionsOverlay(in canvas: Canvas) {
        let rows = options
        let showsOptions = look == .inline || isOpen
        guard showsOptions, rows.indices.contains(highlighted), rows[highlighted].frame.height > 0 else {
            return drawStateOverlay(in: canvas, focusedRect: look == .menu ? Rect(x: 0, y: 0, width: canvas.size.width, height: 1) : nil)
        }
        let row = rows[highlighted].frame
        drawStateOverlay(in: canvas, focusedRect: Rect(x: 0, y: row.minY - frame.minY, width: canvas.size.width, height: row.height))
    }

    func handleOptionsKey(_ event: KeyEvent) -> Bool {
        let count = options.count
        switch event.key {
        case .up where highlighted > 0:
            highlighted -= 1
        case .down where highlighted < count - 1:
            highlighted += 1
        case .enter, .character(" "):
            choose(highlighted)
            setOpen(false)
        case .escape where isOpen:
            setOpen(false)
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    // MARK: Menu

    /// The menu row: the title, a space, the chosen option, ` ▾`; the options below while open.
    func menuSize(_ proposal: ProposedViewSize) -> Size {
        let free = ProposedViewSize(width: nil, height: nil)
        let label = StackLayout.column.size(of: labelNodes, proposal: free)
        let value = selectedIndex.map { options[$0].measure(free) } ?? .zero
        var width = label.width + (label.width > 0 ? 1 : 0) + value.width + 2
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
        let label = StackLayout.column.size(of: labelNodes, proposal: free)
        StackLayout(axis: .vertical, placement: .start, spacing: 0)
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
        let x = max(rect.minX + label.width + (label.width > 0 ? 1 : 0), rect.maxX - 2 - value.width)
        options[chosen].place(in: Rect(x: x, y: rect.minY, width: value.width, height: 1))
    }

    func drawMenu(in canvas: Canvas) {
        canvas.drawText(isOpen ? " ▴" : " ▾", at: Point(x: canvas.size.width - 2, y: 0), style: textStyle)
        if isOpen { drawMarkers(in: canvas) }
    }

    func handleMenuKey(_ event: KeyEvent) -> Bool {
        if isOpen {
            switch event.key {
            case .tab, .backTab:
                setOpen(false)
                return false
            case .up, .down, .enter, .character(" "), .escape:
                _ = handleOptionsKey(event)
                return true
            default:
                return true
            }
        }
        switch event.key {
        case .enter, .character(" "):
            setOpen(true)
            return true
        default:
            return false
        }
    }

    // MARK: Segmented

    /// `[ A │ B │ C ]`: each option between ` │ `.
    func segmentedSize(_ proposal: ProposedViewSize) -> Size {
        let free = ProposedViewSize(width: nil, height: nil)
        let widths = options.map { $0.measure(free).width }
        let width = widths.reduce(0, +) + 3 * max(0, widths.count - 1) + 4
        return Size(width: width, height: 1)
    }

    func placeSegments(in rect: Rect) {
        for node in labelNodes { node.place(in: Rect(origin: rect.origin, size: .zero)) }
        let free = ProposedViewSize(width: nil, height: nil)
        var x = rect.minX + 2
        for option in options {
            let width = option.measure(free).width
            option.place(in: Rect(x: x, y: rect.minY, width: width, height: 1))
            x += width + 3
        }
    }

    func drawSegments(in canvas: Canvas) {
        let style = textStyle
        canvas.put("[", at: .zero, style: style)
        canvas.put("]", at: Point(x: canvas.size.width - 1, y: 0), style: style)
        for option in options.dropFirst() {
            canvas.put("│", at: Point(x: option.frame.minX - frame.minX - 2, y: 0), style: style.adding(.dim))
        }
    }

    func drawSegmentsOverlay(in canvas: Canvas) {
        guard isVisible else { return }
        if !isEnabled { return canvas.applyStyle(.dim, to: canvas.bounds) }
        if let index = selectedIndex {
            let option = options[index].frame
            canvas.applyStyle(.reverse, to: Rect(x: option.minX - frame.minX - 1, y: 0, width: option.width + 2, height: 1))
        }
        if isFirstResponder {
            canvas.applyStyle(Style(attributes: .bold), to: canvas.bounds)
            canvas.applyStyle(.reverse, to: Rect(x: 0, y: 0, width: 1, height: 1))
            canvas.applyStyle(.reverse, to: Rect(x: canvas.size.width - 1, y: 0, width: 1, height: 1))
        }
    }

    func handleSegmentsKey(_ event: KeyEvent) -> Bool {
        let current = selectedIndex ?? -1
        switch event.key {
        case .left where current > 0: choose(current - 1)
        case .right where current < options.count - 1: choose(current + 1)
        default: return false
        }
        return true
    }
}
