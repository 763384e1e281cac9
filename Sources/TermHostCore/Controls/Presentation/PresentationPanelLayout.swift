/// The one set of rules for where a presented panel goes and how large it is, in both halves.
///
/// The sheet area is the screen less a margin of two columns at each side and a row at the top and
/// bottom (less on a screen too small for them). Sheets and bottom panels fill its width; alerts are at
/// most ``alertMaximumWidth`` columns wide; every panel has a one-cell border (``PresentationPanelLook``)
/// around its content.
package enum PresentationPanelLayout {
    /// The widest an alert or a confirmation dialog is, border included (UIKit's alert is a fixed 270 points,
    /// about 34 columns; a terminal alert grows with its text up to this width, then wraps it).
    package static let alertMaximumWidth = 52
    /// The border's cells on each side.
    package static let border = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)

    /// The sheet area of a screen `screen`.
    package static func area(in screen: Rect) -> Rect {
        let dx = min(2, max(0, (screen.width - 10) / 2)), dy = min(1, max(0, (screen.height - 3) / 2))
        return Rect(x: screen.minX + dx, y: screen.minY + dy, width: screen.width - 2 * dx, height: screen.height - 2 * dy)
    }

    /// The rows of a large sheet on `screen` (border included): the area's height.
    package static func largeSheetHeight(in screen: Rect) -> Int { area(in: screen).height }

    /// The rows of a medium sheet when a large one is `large` rows (border included): half of it, rounded
    /// up, at least 3 (UIKit's and SwiftUI's medium detent is about half the screen).
    package static func mediumSheetHeight(large: Int) -> Int {
        min(large, max(3, (large + 1) / 2))
    }

    /// The panel's rectangle for `placement` on `screen`.
    package static func frame(_ placement: PresentationPlacement, in screen: Rect) -> Rect {
        let area = area(in: screen)
        switch placement {
        case .fullScreen:
            return screen
        case .sheet(let height):
            let rows = min(area.height, max(0, height))
            return Rect(x: area.minX, y: area.maxY - rows, width: area.width, height: rows)
        case .bottom(let height):
            let rows = min(area.height, max(0, height))
            return Rect(x: area.minX, y: area.maxY - rows, width: area.width, height: rows)
        case .centred(let size):
            let fitted = Size(width: min(size.width, screen.width), height: min(size.height, screen.height))
            return Rect(x: screen.minX + AxisPlacement.center.offset(of: fitted.width, in: screen.width),
                        y: screen.minY + AxisPlacement.center.offset(of: fitted.height, in: screen.height),
                        width: fitted.width, height: fitted.height)
        case .anchored(let anchor, let size, let prefersAbove):
            return popoverFrame(anchor: anchor, size: size, prefersAbove: prefersAbove, in: screen)
        }
    }

    /// Below the anchor (above it when asked, or when there is no room below), its left edge at the
    /// anchor's, kept on screen; centred vertically when it fits neither above nor below.
    private static func popoverFrame(anchor: Rect, size: Size, prefersAbove: Bool, in screen: Rect) -> Rect {
        let size = Size(width: min(size.width, screen.width), height: min(size.height, screen.height))
        let below = anchor.maxY, above = anchor.minY - size.height
        let fitsBelow = below + size.height <= screen.maxY, fitsAbove = above >= screen.minY
        let y: Int
        if prefersAbove, fitsAbove {
            y = above
        } else if fitsBelow {
            y = below
        } else if fitsAbove {
            y = above
        } else {
            y = screen.minY + (screen.height - size.height) / 2
        }
        let x = max(screen.minX, min(anchor.minX, screen.maxX - size.width))
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// The size of a panel around content that measures `measure(nil)` at its ideal width and
    /// `measure(width)` at a width (its height for that width), fitted within `maximum` (border included):
    /// as wide as the content's ideal width allows, then as tall as the content is at that width.
    package static func fittedSize(maximum: Size, measure: (Int?) -> Size) -> Size {
        let innerWidth = max(0, maximum.width - border.horizontal)
        let ideal = measure(nil)
        let width = min(ideal.width, innerWidth)
        let content = measure(width)
        return Size(width: min(max(width, content.width), innerWidth) + border.horizontal,
                    height: min(content.height + border.vertical, maximum.height))
    }

    /// The largest an alert or confirmation dialog may be on `screen` (border included).
    package static func alertMaximum(in screen: Rect) -> Size {
        let area = area(in: screen)
        return Size(width: min(area.width, alertMaximumWidth), height: area.height)
    }
}
