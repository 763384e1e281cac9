/// The mark at the trailing edge of a list row (UIKit's `UITableViewCell.AccessoryType`; in SwiftUI a
/// `NavigationLink`'s chevron), drawn the same in both halves.
package enum ListRowAccessory: Equatable, Sendable {
    /// Nothing.
    case none
    /// `›` (`>` without line drawing): the row leads somewhere.
    case disclosureIndicator
    /// `ⓘ ›` (`i >`): a detail button and a disclosure indicator.
    case detailDisclosureButton
    /// `✓` (`*`).
    case checkmark
    /// `ⓘ` (`i`).
    case detailButton

    /// The text drawn for the accessory, with Unicode characters or their ASCII fallbacks.
    package func text(unicode: Bool) -> String {
        switch self {
        case .none: return ""
        case .checkmark: return unicode ? "✓" : "*"
        case .disclosureIndicator: return unicode ? "›" : ">"
        case .detailButton: return unicode ? "ⓘ" : "i"
        case .detailDisclosureButton: return unicode ? "ⓘ ›" : "i >"
        }
    }

    /// The columns the accessory takes (the same with either set of characters).
    package var width: Int { TextWidth.of(text(unicode: true)) }

    /// Whether the accessory has a detail button (a click on its first column presses it).
    package var hasDetailButton: Bool { self == .detailButton || self == .detailDisclosureButton }
}
