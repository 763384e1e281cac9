import FoundationEssentials
import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Hears about and shapes a ``ListWidget``'s selection, heights, headers and editing: the
/// `UITableViewDelegate` of TermHost, with its method names. Every method has UIKit's default.
///
/// A tap is Enter or Space on the row under the keyboard cursor, or a click (press and release on
/// the same row). It runs, as in UIKit: `willSelectRowAt` (return `nil` to refuse, or another row),
/// the selection (in single selection the old row is deselected first, with `willDeselectRowAt` and
/// `didDeselectRowAt`), `didSelectRowAt`, then `performPrimaryActionForRowAt`. With
/// ``ListWidget/allowsMultipleSelection`` a tap on a selected row deselects it instead.
@MainActor
public protocol ListWidgetDelegate: AnyObject {
    /// The number type the delegate answers heights in: inferred from its `heightForRowAt` (and header and
    /// footer) methods, so UIKit's `-> CGFloat` is honoured as `-> Double` or `-> Int` is; `Double` when the
    /// delegate answers no height. Heights are lengths: rounded to whole rows, and read as points when the
    /// list's ``Widget/effectiveLengthUnit`` is ``LengthUnit/points``.
    associatedtype Length: LengthConvertible = Double
    /// The row about to be selected by a tap; return it, another row, or `nil` to select nothing. Default: `indexPath`.
    func tableView(_ tableView: ListWidget, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row. Default: nothing.
    func tableView(_ tableView: ListWidget, didSelectRowAt indexPath: IndexPath)
    /// The row about to be deselected by the user; return it, or `nil` to keep it. Default: `indexPath`.
    func tableView(_ tableView: ListWidget, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user deselected the row. Default: nothing.
    func tableView(_ tableView: ListWidget, didDeselectRowAt indexPath: IndexPath)
    /// The user tapped the row (after the selection). Default: nothing.
    func tableView(_ tableView: ListWidget, performPrimaryActionForRowAt indexPath: IndexPath)
    /// Whether a tap on the row performs its primary action. Default: `true` outside editing mode,
    /// `false` in it, as in UIKit.
    func tableView(_ tableView: ListWidget, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    /// Whether the row reacts to taps (a row that does not is never selected by the user). Default `true`.
    func tableView(_ tableView: ListWidget, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row's height (a length: rows, or points under ``LengthUnit/points``), or ``ListWidget/automaticDimension`` to measure its cell. Default:
    /// the list's ``ListWidget/rowHeight``.
    func tableView(_ tableView: ListWidget, heightForRowAt indexPath: IndexPath) -> Length
    /// The section header's height, or ``ListWidget/automaticDimension`` to measure it. Default:
    /// ``ListWidget/sectionHeaderHeight``.
    func tableView(_ tableView: ListWidget, heightForHeaderInSection section: Int) -> Length
    /// The section footer's height, or ``ListWidget/automaticDimension`` to measure it. Default:
    /// ``ListWidget/sectionFooterHeight``.
    func tableView(_ tableView: ListWidget, heightForFooterInSection section: Int) -> Length
    /// A widget to show as the section's header instead of its title. Default `nil` (the title, if any,
    /// in a ``ListHeaderFooterWidget``).
    func tableView(_ tableView: ListWidget, viewForHeaderInSection section: Int) -> Widget?
    /// A widget to show as the section's footer instead of its title. Default `nil`.
    func tableView(_ tableView: ListWidget, viewForFooterInSection section: Int) -> Widget?
    /// The row's editing style. Default `.delete`.
    func tableView(_ tableView: ListWidget, editingStyleForRowAt indexPath: IndexPath) -> ListCellWidget.EditingStyle
    /// The cell is about to be shown for the row. Default: nothing.
    func tableView(_ tableView: ListWidget, willDisplay cell: ListCellWidget, forRowAt indexPath: IndexPath)
    /// The cell left the screen (scrolled away, deleted or reloaded). Default: nothing.
    func tableView(_ tableView: ListWidget, didEndDisplaying cell: ListCellWidget, forRowAt indexPath: IndexPath)
    /// The user clicked the row's `ⓘ` accessory. Default: nothing.
    func tableView(_ tableView: ListWidget, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension ListWidgetDelegate {
    /// Selects the row asked for.
    public func tableView(_ tableView: ListWidget, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: ListWidget, didSelectRowAt indexPath: IndexPath) {}
    /// Deselects the row asked for.
    public func tableView(_ tableView: ListWidget, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: ListWidget, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: ListWidget, performPrimaryActionForRowAt indexPath: IndexPath) {}
    /// Outside editing mode only.
    public func tableView(_ tableView: ListWidget, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        !tableView.isEditing
    }
    /// Every row reacts to taps.
    public func tableView(_ tableView: ListWidget, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// The list's ``ListWidget/rowHeight``.
    public func tableView(_ tableView: ListWidget, heightForRowAt indexPath: IndexPath) -> Length {
        Length(lengthValue: tableView.rowHeight)
    }
    /// The list's ``ListWidget/sectionHeaderHeight``.
    public func tableView(_ tableView: ListWidget, heightForHeaderInSection section: Int) -> Length {
        Length(lengthValue: tableView.sectionHeaderHeight)
    }
    /// The list's ``ListWidget/sectionFooterHeight``.
    public func tableView(_ tableView: ListWidget, heightForFooterInSection section: Int) -> Length {
        Length(lengthValue: tableView.sectionFooterHeight)
    }
    /// No custom header.
    public func tableView(_ tableView: ListWidget, viewForHeaderInSection section: Int) -> Widget? { nil }
    /// No custom footer.
    public func tableView(_ tableView: ListWidget, viewForFooterInSection section: Int) -> Widget? { nil }
    /// Delete.
    public func tableView(_ tableView: ListWidget,
                          editingStyleForRowAt indexPath: IndexPath) -> ListCellWidget.EditingStyle { .delete }
    /// Does nothing.
    public func tableView(_ tableView: ListWidget, willDisplay cell: ListCellWidget, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: ListWidget, didEndDisplaying cell: ListCellWidget,
                          forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: ListWidget, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}
