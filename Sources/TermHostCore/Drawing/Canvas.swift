/// A clipped, translated view onto a ``ScreenBuffer``: what widgets and views draw with.
///
/// Coordinates are local: (0, 0) is the top-left cell of the area the canvas was made for.
/// Nothing is drawn outside ``clip``. Every string is sanitized (see ``Sanitizer``), wide characters
/// take as many cells as ``TextWidth`` says, and a wide character cut by the clip edge is replaced by
/// spaces, never half drawn.
public struct Canvas {
    /// The buffer drawn into.
    public let buffer: ScreenBuffer
    /// Where local (0, 0) lies in buffer coordinates.
    public let origin: Point
    /// The drawable region, in buffer coordinates.
    public let clip: Rect
    /// The size of the local area (drawing may still be clipped further by ``clip``).
    public let size: Size
    /// Whether box borders may use Unicode line characters; otherwise they fall back to ASCII.
    public let lineDrawing: Bool
    /// How many colours the terminal shows (``TerminalCapabilities/colorCount``): translucent drawing
    /// mixes colours from 256 up and dims below (see ``drawTranslucent(opacity:_:)``).
    public let colorCount: Int

    /// A canvas covering the whole buffer.
    public init(buffer: ScreenBuffer, lineDrawing: Bool = true, colorCount: Int = 256) {
        self.buffer = buffer
        self.origin = .zero
        self.size = buffer.size
        self.clip = Rect(origin: .zero, size: buffer.size)
        self.lineDrawing = lineDrawing
        self.colorCount = colorCount
    }

    private init(buffer: ScreenBuffer, origin: Point, clip: Rect, size: Size, lineDrawing: Bool, colorCount: Int) {
        self.buffer = buffer
        self.origin = origin
        self.clip = clip
        self.size = size
        self.lineDrawing = lineDrawing
        self.colorCount = colorCount
    }

    /// The local rectangle covering the whole area.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The local part of the area that is actually drawable.
    public var visibleRect: Rect { clip.offsetBy(dx: -origin.x, dy: -origin.y) }

    /// A canvas for the local rectangle `rect`: its (0, 0) is `rect`'s origin, and it is clipped to `rect` too.
    public func subcanvas(_ rect: Rect) -> Canvas {
        let absolute = rect.offsetBy(dx: origin.x, dy: origin.y)
        return Canvas(buffer: buffer, origin: absolute.origin, clip: clip.intersection(absolute),
                      size: rect.size, lineDrawing: lineDrawing, colorCount: colorCount)
    }

    /// The same canvas, clipped further to the local rectangle `rect`.
    public func clipped(to rect: Rect) -> Canvas {
        let absolute = rect.offsetBy(dx: origin.x, dy: origin.y)
        return Canvas(buffer: buffer, origin: origin, clip: clip.intersection(absolute), size: size,
                      lineDrawing: lineDrawing, colorCount: colorCount)
    }

    /// The style currently at a local cell.
    public func style(at point: Point) -> Style {
        buffer[point.x + origin.x, point.y + origin.y].style
    }

    /// Puts one character at a local point, with `style` drawn over what is there. Returns its width.
    @discardableResult
    public func put(_ character: Character, at point: Point, style: Style = .plain) -> Int {
        let safe = Sanitizer.sanitize(character)
        let width = TextWidth.of(safe)
        if width == 0 { return 0 }
        let x = point.x + origin.x, y = point.y + origin.y
        guard y >= clip.minY, y < clip.maxY, x + width > clip.minX, x < clip.maxX else { return width }
        if width > 1 && (x < clip.minX || x + width > clip.maxX) {
            // Cut by the clip edge: the visible part becomes spaces.
            for visible in max(x, clip.minX)..<min(x + width, clip.maxX) {
                buffer.write(Cell(" ", style: style.legible(over: buffer[visible, y].style)), x: visible, y: y)
            }
            return width
        }
        buffer.write(Cell(safe, style: style.legible(over: buffer[x, y].style), width: UInt8(width)), x: x, y: y)
        return width
    }

    /// Draws one line of text starting at a local point and returns the columns it advanced.
    /// Line breaks and other controls show as the sanitizer's placeholder.
    @discardableResult
    public func drawText(_ text: some StringProtocol, at point: Point, style: Style = .plain) -> Int {
        drawGenericText(text, at: point, style: style)
    }

    private func drawGenericText(_ text: some StringProtocol, at point: Point, style: Style) -> Int {
        let limit = clip.maxX - origin.x
        if let advanced = drawPrintableASCII(text, at: point, limit: limit, style: style) { return advanced }
        var x = point.x
        for character in text {
            if x >= limit { break }
            x += put(character, at: Point(x: x, y: point.y), style: style)
        }
        return x - point.x
    }

    /// Draws one line of a string (the generic form, specialized here for the other layers' calls).
    @discardableResult
    public func drawText(_ text: String, at point: Point, style: Style = .plain) -> Int {
        drawText(text[...], at: point, style: style)
    }

    /// Draws one line of a substring (the generic form, specialized here for the other layers' calls).
    @discardableResult
    public func drawText(_ text: Substring, at point: Point, style: Style = .plain) -> Int {
        drawGenericText(text, at: point, style: style)
    }

    /// Draws `text` in at most `width` columns, ending with `…` when it does not fit (specialized here
    /// for the other layers' calls).
    @discardableResult
    public func drawText(_ text: String, at point: Point, width: Int, style: Style = .plain) -> Int {
        guard width > 0 else { return 0 }
        return drawText(TextLayout.truncate(text, toWidth: width), at: point, style: style)
    }

    /// The fast path of ``drawText(_:at:style:)`` for text made only of printable ASCII (one cell per
    /// byte, nothing to sanitize or measure); `nil` for any other text.
    private func drawPrintableASCII(_ text: some StringProtocol, at point: Point, limit: Int, style: Style) -> Int? {
        let result: Int?? = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            let advanced = min(bytes.count, max(0, limit - point.x))
            // Only the bytes that can show are looked at (and one more: it may join the last).
            for byte in bytes.prefix(advanced + 1) where byte < 0x20 || byte >= 0x7F { return nil }
            let x = point.x + origin.x, y = point.y + origin.y
            guard advanced > 0, y >= clip.minY, y < clip.maxY else { return advanced }
            let start = max(x, clip.minX), end = min(x + advanced, clip.maxX)
            guard start < end else { return advanced }
            let characters = PrintableASCII.characters
            buffer.writeRun(x: start, y: y, count: end - start, style: style) { column in
                characters[Int(bytes[start - x + column])]
            }
            return advanced
        }
        return result ?? nil
    }

    /// Draws `text` in at most `width` columns, ending with `…` when it does not fit.
    @discardableResult
    public func drawText(_ text: some StringProtocol, at point: Point, width: Int, style: Style = .plain) -> Int {
        guard width > 0 else { return 0 }
        return drawText(TextLayout.truncate(text, toWidth: width), at: point, style: style)
    }

    /// Fills a local rectangle with `character` in `style` (drawn over what is there).
    ///
    /// A wide character fills runs of its width; columns left at the right edge get spaces.
    /// A character with no width fills with spaces.
    public func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let area = rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
        guard !area.isEmpty else { return }
        var safe = Sanitizer.sanitize(character)
        var width = TextWidth.of(safe)
        if width == 0 { safe = " "; width = 1 }
        if width == 1 {
            for y in area.minY..<area.maxY {
                buffer.writeRun(x: area.minX, y: y, count: area.width, style: style) { _ in safe }
            }
            return
        }
        for y in area.minY..<area.maxY {
            var x = area.minX
            while x < area.maxX {
                let merged = style.legible(over: buffer[x, y].style)
                if x + width <= area.maxX {
                    buffer.write(Cell(safe, style: merged, width: UInt8(width)), x: x, y: y)
                    x += width
                } else {
                    buffer.write(Cell(" ", style: merged), x: x, y: y)
                    x += 1
                }
            }
        }
    }

    /// Resets the cells of a local rectangle to spaces in exactly `style` (nothing underneath shows through).
    public func clear(_ rect: Rect, style: Style = .plain) {
        let area = rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
        guard !area.isEmpty else { return }
        let blank = Cell(" ", style: style)
        for y in area.minY..<area.maxY { buffer.fillRun(blank, x: area.minX, y: y, count: area.width) }
    }

    /// Applies `style` over the cells of a local rectangle, keeping their characters (for highlights).
    ///
    /// A wide character half inside the rectangle is styled whole; one cut by the clip becomes a space.
    public func applyStyle(_ style: Style, to rect: Rect) {
        let area = rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            var x = area.minX
            var owner = x
            while owner > clip.minX && buffer[owner, y].isContinuation { owner -= 1 }
            if !buffer[owner, y].isContinuation { x = owner }
            while x < area.maxX {
                var cell = buffer[x, y]
                cell.style = style.over(cell.style)
                if cell.isContinuation || x + Int(cell.width) > clip.maxX {
                    cell = Cell(" ", style: cell.style)
                }
                buffer.write(cell, x: x, y: y)
                x += max(1, Int(cell.width))
            }
        }
    }

    /// Draws a box border along the edges of a local rectangle, with an optional title in the top edge.
    public func drawBorder(_ rect: Rect, style border: BorderStyle = .single, lineStyle: Style = .plain,
                           title: String? = nil, titleStyle: Style? = nil) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let chars = (lineDrawing ? border : .ascii).characters
        let right = rect.maxX - 1, bottom = rect.maxY - 1
        put(chars.topLeft, at: rect.origin, style: lineStyle)
        put(chars.topRight, at: Point(x: right, y: rect.minY), style: lineStyle)
        put(chars.bottomLeft, at: Point(x: rect.minX, y: bottom), style: lineStyle)
        put(chars.bottomRight, at: Point(x: right, y: bottom), style: lineStyle)
        for x in (rect.minX + 1)..<right {
            put(chars.horizontal, at: Point(x: x, y: rect.minY), style: lineStyle)
            put(chars.horizontal, at: Point(x: x, y: bottom), style: lineStyle)
        }
        for y in (rect.minY + 1)..<bottom {
            put(chars.vertical, at: Point(x: rect.minX, y: y), style: lineStyle)
            put(chars.vertical, at: Point(x: right, y: y), style: lineStyle)
        }
        if let title, !title.isEmpty, rect.width > 4 {
            drawText(" \(title) ", at: Point(x: rect.minX + 1, y: rect.minY), width: rect.width - 2,
                     style: titleStyle ?? lineStyle)
        }
    }
}
