/// An alert's or action sheet's content and rules, the one model of both halves (`AlertController`;
/// `.alert`, `.confirmationDialog` and the legacy `Alert` / `ActionSheet`).
///
/// The rules, as UIKit and SwiftUI document and show them:
/// - an alert with exactly two actions shows them side by side, the cancel action at the left; any
///   other count, and every action sheet (a confirmation dialog), stacks them with the cancel action last;
/// - the default action (Return chooses it, drawn bold) is the preferred action (UIKit's
///   `preferredAction`), else the cancel action (UIKit and SwiftUI draw the cancel action bold when no
///   action is preferred); a destructive action is drawn red;
/// - focus starts in the first text field, else on the default action, else on the first action that
///   can be chosen (TermHost's choice: a terminal alert is answered from the keyboard).
package struct AlertModel: Equatable, Sendable {
    /// Where the panel goes and how its actions are arranged.
    package enum Style: Equatable, Sendable {
        /// A centred panel (`UIAlertController.Style.alert`, `.alert`).
        case alert
        /// A panel across the bottom (`UIAlertController.Style.actionSheet`, `.confirmationDialog`).
        case actionSheet
    }

    /// The kind of panel.
    package var style: Style
    /// The title, bold at the top (`nil` or empty: none).
    package var title: String?
    /// The message under the title (`nil` or empty: none).
    package var message: String?
    /// The actions, in the order they were given.
    package var actions: [AlertActionModel]
    /// The index in ``actions`` of the preferred action, if any.
    package var preferredIndex: Int?

    /// A model.
    package init(style: Style, title: String?, message: String?, actions: [AlertActionModel], preferredIndex: Int? = nil) {
        self.style = style
        self.title = title
        self.message = message
        self.actions = actions
        self.preferredIndex = preferredIndex
    }

    /// Whether the actions sit side by side (an alert with two of them).
    package var isSideBySide: Bool { style == .alert && actions.count == 2 }

    /// The indices in ``actions`` in the order they are shown: the cancel action first when side by side,
    /// last when stacked.
    package var displayOrder: [Int] {
        let cancels = actions.indices.filter { actions[$0].role == .cancel }
        let others = actions.indices.filter { actions[$0].role != .cancel }
        return isSideBySide ? cancels + others : others + cancels
    }

    /// The index in ``actions`` of the default action: the preferred one, else the cancel one.
    package var defaultIndex: Int? {
        if let preferredIndex, actions.indices.contains(preferredIndex) { return preferredIndex }
        return actions.firstIndex { $0.role == .cancel }
    }

    /// The index in ``actions`` focus starts on (when there are no text fields): the default action if it
    /// can be chosen, else the first action shown that can.
    package var initialFocusIndex: Int? {
        if let index = defaultIndex, actions[index].isEnabled { return index }
        return displayOrder.first { actions[$0].isEnabled }
    }

    /// The index in ``actions`` of the action shown `step` places from the one at `index` (-1: the one
    /// before, 1: the one after) that can be chosen, or `nil` at the ends (focus does not wrap).
    package func index(from index: Int, step: Int) -> Int? {
        let order = displayOrder
        guard var position = order.firstIndex(of: index) else { return nil }
        while true {
            position += step
            guard order.indices.contains(position) else { return nil }
            if actions[order[position]].isEnabled { return order[position] }
        }
    }

    /// The index in ``actions`` of the cancel action, if any (Esc chooses it).
    package var cancelIndex: Int? { actions.firstIndex { $0.role == .cancel } }
}
