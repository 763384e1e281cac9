import CNcurses

/// Grapheme clusters ncurses cannot store, written to the terminal by TermHost after ncurses' update.
///
/// ncurses keeps one spacing character per cell, with at most `CCHARW_MAX - 1` (4) non-spacing ones, and
/// takes the cell's width from that first character. A cluster of several spacing scalars (a ZWJ
/// sequence, an emoji with a modifier, a flag, an Indic or Thai cluster), one with more marks, or one
/// whose width is not its first scalar's (❤️, #️⃣, made two columns wide by VS16) does not fit.
/// For such a cell, ncurses is given placeholders (hidden spaces covering the cluster's width) and the
/// cluster is recorded here; after each `doupdate` the recorded clusters that changed are written at
/// their cells as UTF-8, with their attributes: the cursor moves and attribute changes are made by
/// ncurses (`tputs` of `cup`, `vid_puts`, into a buffer TermHost sends), so that its idea of the
/// terminal's attributes stays true, and the writes end where ncurses left the cursor.
///
/// Terminals disagree on the width of such clusters (tmux 3.3 draws 👍🏽 as 👍 and 🏽, four columns).
/// A terminal that draws a cluster wider than TermHost measures it covers the cells to its right: those
/// that hold something are written again after it (ncurses is told its picture of them is stale), so
/// neighbours are always right, and blank ones keep showing the rest of the cluster. When the cluster
/// goes, every cell it may have covered is written again. A cluster is never written past the right
/// edge (where the terminal would wrap or scroll): there it is cut to the scalars that fit.
@MainActor
final class NcursesClusterOverlays {
    private struct Overlay {
        /// The cluster's UTF-8, NUL-terminated, for `putp`.
        var bytes: [CChar]
        var attributes: attr_t
        var pair: Int32
        /// Columns TermHost gives the cluster.
        var width: Int
        /// Columns a terminal drawing each scalar by its own `wcwidth` would use (at least `width`).
        var terminalWidth: Int
    }

    private var overlays: [Point: Overlay] = [:]
    @exclusivity(unchecked)
    private var toDraw: Set<Point> = []
    /// Cells a removed cluster may have covered (beyond its own width), to write again.
    @exclusivity(unchecked)
    private var stale: [Point] = []

    /// Whether any cluster is on screen or waiting (the common case has none, and costs nothing): kept
    /// up to date by every change of `overlays` and `stale`, so asking needs no access to either.
    private(set) var isEmpty = true

    private func updateIsEmpty() {
        isEmpty = overlays.isEmpty && stale.isEmpty
    }

    /// The scalars of `character` as ncurses stores them in one cell of `width` columns, NUL-terminated,
    /// or `nil` when it cannot.
    static func storableScalars(_ character: Character, width: Int) -> [wchar_t]? {
        if let ascii = character.asciiValue { return [wchar_t(ascii), 0] }
        var scalars: [wchar_t] = []
        for scalar in character.unicodeScalars {
            let columns = Int(th_wcwidth(scalar.value))
            if scalars.isEmpty ? columns != width : columns != 0 { return nil }
            scalars.append(wchar_t(bitPattern: scalar.value))
            if scalars.count > Int(th_ccharw_max()) { return nil }
        }
        scalars.append(0)
        return scalars
    }

    /// Records `character`, `width` columns wide, for the cell at `point` of a screen `columns` wide.
    func record(_ character: Character, width: Int, at point: Point, attributes: attr_t, pair: Int32, columns: Int) {
        var terminalWidth = 0
        var text = String.UnicodeScalarView()
        let room = columns - point.x
        for scalar in character.unicodeScalars {
            let scalarWidth = max(0, Int(th_wcwidth(scalar.value)))
            if !text.isEmpty && terminalWidth + scalarWidth > room { break }
            terminalWidth += scalarWidth
            text.append(scalar)
        }
        let bytes = String(text).utf8CString.map { $0 }
        overlays[point] = Overlay(bytes: Array(bytes), attributes: attributes, pair: pair, width: width,
                                  terminalWidth: max(width, terminalWidth))
        toDraw.insert(point)
        isEmpty = false
    }

    /// Forgets the cluster at `point`, if any: something else is drawn there now.
    func remove(at point: Point) {
        guard let overlay = overlays.removeValue(forKey: point) else { return }
        toDraw.remove(point)
        for x in (point.x + overlay.width)..<(point.x + overlay.terminalWidth) { stale.append(Point(x: x, y: point.y)) }
        updateIsEmpty()
    }

    /// Every cluster on screen is written again at the next ``draw(in:)`` (the terminal was repainted).
    func invalidate() {
        toDraw = Set(overlays.keys)
    }

    /// Forgets everything (the screen was resized: every cell is put again).
    func removeAll() {
        overlays.removeAll()
        toDraw.removeAll()
        stale.removeAll()
        isEmpty = true
    }

    /// Whether ``draw(in:to:cursor:)`` has anything to write: then ncurses must leave the cursor at a
    /// known place (its last move is where the clusters' writes end).
    var hasWork: Bool { !toDraw.isEmpty || !stale.isEmpty }

    /// Writes the clusters that changed since the last call to `output`, then lets ncurses write the cells
    /// they may have covered. Call after `doupdate`, which left the terminal's cursor at `cursor`: the
    /// clusters' bytes end there, with normal attributes, so that ncurses' picture of the terminal stays true.
    func draw(in window: UnsafeMutablePointer<WINDOW>, to output: TerminalOutput, cursor: Point) {
        guard hasWork else { return }
        var rewrite: [Point] = []
        var queue = toDraw.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        toDraw.removeAll()
        for cell in stale {
            if let owner = owner(of: cell) { queue.append(owner) } else { rewrite.append(cell) }
        }
        stale.removeAll()
        updateIsEmpty()
        var bytes: [UInt8] = []
        var drawn: Set<Point> = []
        var index = 0
        while index < queue.count {
            let point = queue[index]
            index += 1
            guard let overlay = overlays[point], drawn.insert(point).inserted else { continue }
            collect(into: &bytes) {
                _ = th_collect_move(Int32(point.y), Int32(point.x))
                _ = th_collect_attributes(overlay.attributes, overlay.pair)
            }
            bytes.append(contentsOf: overlay.bytes.dropLast().map { UInt8(bitPattern: $0) })
            for x in (point.x + overlay.width)..<(point.x + overlay.terminalWidth) {
                let covered = Point(x: x, y: point.y)
                if let owner = owner(of: covered) {
                    if !drawn.contains(owner) { queue.append(owner) }
                } else if th_is_plain_blank(window, Int32(covered.y), Int32(covered.x)) == 0 {
                    rewrite.append(covered)
                }
            }
        }
        // The terminal's cursor is wherever its own width of the last cluster put it: back to where
        // ncurses left it, in normal attributes.
        collect(into: &bytes) {
            _ = th_collect_attributes(th_a_normal(), 0)
            _ = th_collect_move(Int32(cursor.y), Int32(cursor.x))
        }
        output.send(bytes)
        for cell in rewrite { th_forget_physical_cell(Int32(cell.y), Int32(cell.x)) }
        if !rewrite.isEmpty { _ = doupdate() }
    }

    /// Appends what `body` makes ncurses collect.
    private func collect(into bytes: inout [UInt8], _ body: () -> Void) {
        let collected = th_collected()
        collected?.pointee.length = 0
        body()
        guard let collected else { return }
        let length = collected.pointee.length
        withUnsafeBytes(of: &collected.pointee.bytes) { buffer in
            bytes.append(contentsOf: buffer.prefix(length).map { $0 })
        }
    }

    /// The cluster covering `cell` (starting there or to its left), if any.
    private func owner(of cell: Point) -> Point? {
        var x = cell.x
        while x >= 0 && cell.x - x < Sanitizer.maximumClusterScalars * 2 {
            let start = Point(x: x, y: cell.y)
            if let overlay = overlays[start] { return cell.x < x + overlay.width ? start : nil }
            x -= 1
        }
        return nil
    }
}
