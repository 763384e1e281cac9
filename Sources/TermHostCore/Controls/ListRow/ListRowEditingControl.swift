/// The control a list row shows before its content in editing mode, drawn the same in both halves.
package enum ListRowEditingControl: Equatable, Sendable {
    /// `⊖` (`-`), red: the row can be deleted (UIKit's delete control, SwiftUI's `.onDelete`).
    case delete
    /// `⊕` (`+`), green: a row can be inserted here (UIKit's insert control).
    case insert
    /// `●` or `○` (`*`, `o`): whether the row is in a multiple selection.
    case selection(isSelected: Bool)

    /// The text drawn, with Unicode characters or their ASCII fallbacks.
    package func text(unicode: Bool) -> String {
        switch self {
        case .delete: return unicode ? "⊖" : "-"
        case .insert: return unicode ? "⊕" : "+"
        case .selection(let isSelected): return unicode ? (isSelected ? "●" : "○") : (isSelected ? "*" : "o")
        }
    }

    /// Its style over the row's `base` style: delete red, insert green, as UIKit colours them.
    package func style(over base: Style) -> Style {
        switch self {
        case .delete: return Style(foreground: .red).over(base)
        case .insert: return Style(foreground: .green).over(base)
        case .selection: return base
        }
    }
}
