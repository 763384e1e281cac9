/// One entry of a list of actions (a menu's content, a row's swipe actions), as every menu shows it:
/// a button, a toggle or picker option (checked or not), a divider, or a title that does nothing.
package struct MenuEntry: Equatable, Sendable {
    /// What the entry is.
    package enum Kind: Equatable, Sendable {
        /// Something to choose.
        case action
        /// A line between groups.
        case divider
        /// A group's title (a section header, a submenu's or picker's label).
        case title
    }

    /// What the entry is.
    package var kind: Kind
    /// Its text.
    package var title: String
    /// The kind of choice (a destructive one is red, a cancel one bold).
    package var role: ActionRole
    /// Its text colour (`nil`: the menu's).
    package var tint: Color?
    /// Whether it can be chosen.
    package var isEnabled: Bool
    /// For toggles and picker options: whether it is on (`nil`: it is neither).
    package var isChecked: Bool?
    /// Whether choosing it does something.
    package var hasAction: Bool

    /// An entry; by default an enabled ordinary action.
    package init(kind: Kind = .action, title: String, role: ActionRole = .default, tint: Color? = nil,
                 isEnabled: Bool = true, isChecked: Bool? = nil, hasAction: Bool = true) {
        self.kind = kind
        self.title = title
        self.role = role
        self.tint = tint
        self.isEnabled = isEnabled
        self.isChecked = isChecked
        self.hasAction = hasAction
    }

    /// Whether the entry can be chosen: an enabled action that does something.
    package var isChoosable: Bool { kind == .action && isEnabled && hasAction }
}
