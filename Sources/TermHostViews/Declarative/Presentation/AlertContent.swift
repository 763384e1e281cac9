import TermHostCore

/// The inside of an alert or a confirmation dialog: the title, the message, the views in `actions` that
/// are not buttons (a `TextField`) and the buttons, each of which dismisses the presentation before running
/// its action. Laid out, drawn and keyed by the alert model, layout, look and key map both halves share
/// (`AlertModel`, `AlertLayout`, `AlertLook`, `AlertKeyMap`; see ``AlertContentNode``): an alert
/// with two buttons shows them side by side, the `.cancel` one at the left, any other count stacks them,
/// the `.cancel` one last; the `.cancel` one is bold (the default action), a `.destructive` one red. An
/// alert without buttons gets "OK"; a dialog without a `.cancel` button gets "Cancel". Focus starts in the
/// first text field, else on the cancel button, else on the first button.
struct AlertContent: View, NodeRepresentable {
    enum Kind {
        case alert, dialog
    }

    let kind: Kind
    let title: String?
    let message: AnyView?
    let actions: any View
    let dismiss: @MainActor () -> Void

    typealias Body = Never

    /// The key of the view focus starts on.
    static let initialFocusKey = "TermHost.alert.initialFocus"

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        AlertContentNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }

    /// What Esc does in an alert or dialog built from `actions`: dismiss, then run the cancel button's action.
    static func escape(_ actions: any View, dismiss: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        {
            let cancel = AlertItems(actions, kind: .alert).buttons.first { $0.role == .cancel }
            dismiss()
            cancel?.action()
        }
    }
}

/// The buttons and other views an alert's `actions` builder listed, in the order shown.
@MainActor
struct AlertItems {
    struct Item {
        let label: any View
        let role: ButtonRole?
        let action: @MainActor () -> Void
    }

    private(set) var buttons: [Item] = []
    private(set) var fields: [any View] = []

    init(_ actions: any View, kind: AlertContent.Kind) {
        var cancel: Item?
        for member in flattenedViewListMembers(of: actions) {
            guard let button = member.view as? AlertActionConvertible else {
                fields.append(member.view)
                continue
            }
            let item = button.alertItem
            if item.role == .cancel && cancel == nil {
                cancel = item
            } else {
                buttons.append(item)
            }
        }
        switch kind {
        case .alert where buttons.isEmpty && cancel == nil:
            buttons.append(Item(label: Text("OK"), role: nil, action: {}))
        case .dialog where cancel == nil:
            cancel = Item(label: Text("Cancel"), role: .cancel, action: {})
        default:
            break
        }
        if let cancel { buttons.append(cancel) }
    }

}

/// A `Button` seen as an alert action.
@MainActor
protocol AlertActionConvertible {
    var alertItem: AlertItems.Item { get }
}

extension Button: AlertActionConvertible {
    var alertItem: AlertItems.Item { AlertItems.Item(label: label, role: role, action: action) }
}
