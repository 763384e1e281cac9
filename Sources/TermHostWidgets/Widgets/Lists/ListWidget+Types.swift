import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

extension ListWidget {
    /// How the list looks, as `UITableView.Style`, in terminal terms.
    public enum Style: Sendable {
        /// Rows edge to edge; section headers bold, footers dim, no space between sections.
        case plain
        /// Rows edge to edge; section headers and footers dim, a blank line between sections.
        case grouped
        /// As ``grouped``, with rows, headers and footers inset two cells from each side.
        case insetGrouped
    }

    /// Where a row ends up when the list scrolls to it, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Sendable {
        /// ``ListWidget/scrollToRow(at:at:animated:)``: the least scrolling that shows the row whole.
        /// ``ListWidget/selectRow(at:animated:scrollPosition:)``: no scrolling.
        case none
        /// The row at the top.
        case top
        /// The row in the middle.
        case middle
        /// The row at the bottom.
        case bottom
    }

    /// The animation UIKit would run for an update (`UITableView.RowAnimation`). Accepted, so ported
    /// code compiles; a terminal shows the new state at once.
    public enum RowAnimation: Sendable {
        /// Fade (accepted; nothing is drawn).
        case fade
        /// Slide from the right (accepted; nothing is drawn).
        case right
        /// Slide from the left (accepted; nothing is drawn).
        case left
        /// Slide from the top (accepted; nothing is drawn).
        case top
        /// Slide from the bottom (accepted; nothing is drawn).
        case bottom
        /// No animation.
        case none
        /// Expand from the middle (accepted; nothing is drawn).
        case middle
        /// The system's choice (accepted; nothing is drawn).
        case automatic
    }

    /// When a cell's own size change re-measures its row, as `UITableView.SelfSizingInvalidation`.
    public enum SelfSizingInvalidation: Sendable {
        /// Rows are measured when they are shown or reloaded only.
        case disabled
        /// A shown cell whose content's size changes (a hosted view grew, a label got longer text,
        /// ``Widget/invalidateIntrinsicContentSize()``) is measured again in the same frame, and the rows
        /// below it move. No data source call is made.
        case enabled
        /// The same as ``enabled`` (TermHost measures cells by their content either way).
        case enabledIncludingConstraints
    }

    /// A row, header or footer height that is measured from its content (`UITableView.automaticDimension`).
    public static let automaticDimension: Double = -1
}

extension ListCellWidget {
    /// The built-in layouts of a cell's labels, as `UITableViewCell.CellStyle`.
    public enum CellStyle: Sendable {
        /// A ``ListCellWidget/textLabel`` only.
        case `default`
        /// The text on the leading side, the detail text (dim) at the trailing edge on the same line.
        case value1
        /// The text (bold) right-aligned in a column a third of the width, the detail text after it.
        case value2
        /// The text, the detail text (dim) on the line below.
        case subtitle
    }

    /// What is drawn at a cell's trailing edge, as `UITableViewCell.AccessoryType`. Each is one
    /// character (its ASCII form on terminals without Unicode line drawing).
    public enum AccessoryType: Sendable {
        /// Nothing.
        case none
        /// `›` (`>`).
        case disclosureIndicator
        /// `ⓘ ›` (`i >`); a click on the `ⓘ` calls the delegate's `accessoryButtonTappedForRowWith`.
        case detailDisclosureButton
        /// `✓` (`*`).
        case checkmark
        /// `ⓘ` (`i`); a click on it calls the delegate's `accessoryButtonTappedForRowWith`.
        case detailButton
    }

    /// How a selected cell is drawn, as `UITableViewCell.SelectionStyle`: every style but ``none``
    /// draws the row reversed.
    public enum SelectionStyle: Sendable {
        /// Not drawn selected (the keyboard cursor is still drawn).
        case none
        /// Reversed.
        case blue
        /// Reversed.
        case gray
        /// Reversed.
        case `default`
    }

    /// The editing control of a row, as `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Sendable {
        /// No control.
        case none
        /// Delete: `⊖` in editing mode; Delete or Backspace on the row commits it.
        case delete
        /// Insert: `⊕` in editing mode; the Insert key on the row commits it.
        case insert
    }

    /// Lines between rows, as `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Sendable {
        /// No lines (TermHost's default: a line would cost a whole row in a terminal).
        case none
        /// The last line of each row is underlined from the separator inset on, a terminal's hairline.
        case singleLine
        /// The same as ``singleLine``.
        case singleLineEtched
    }
}
