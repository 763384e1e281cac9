import TermHostCore

/// The inside of an alert or a confirmation dialog: the title, the message and the buttons the
/// `actions` builder listed, each of which dismisses the presentation before running its action.
///
/// Buttons keep their order, except that the `.cancel` one goes last; a `.destructive` one is red.
/// An alert without buttons gets "OK"; a dialog without a `.cancel` button gets "Cancel". Views in
/// `actions` that are not buttons (a `TextField`) are shown above the buttons. Focus starts on the
/// cancel button when there is one, on the first button otherwise.
struct AlertContent: View {
    enum Kind {
        case alert, dialog
    }

    let kind: Kind
    let title: String?
    let message: AnyView?
    let actions: any View
    let dismiss: @MainActor () -> Void

    /// The key of the button focus starts on.
    static let initialFocusKey = "TermHost.alert.initialFocus"

    var body: some View {
        let items = AlertItems(actions, kind: kind)
        VStack(spacing: 1) {
            if let title { Text(title).bold() }
            if let message { message }
            if !items.fields.isEmpty {
                VStack { ForEach(items.fields.indices, id: \.self) { AnyView(erasing: items.fields[$0]) } }
            }
            if kind == .alert {
                HStack(spacing: 2) { buttons(items) }
            } else {
                VStack { buttons(items) }
            }
        }
        .padding(.horizontal, 1)
    }

    private func buttons(_ items: AlertItems) -> some View {
        ForEach(items.buttons.indices, id: \.self) { index in
            let button = items.buttons[index]
            let dismiss = self.dismiss
            Button(action: { dismiss(); button.action() }) {
                if button.role == .destructive {
                    AnyView(erasing: button.label).foregroundStyle(.red)
                } else {
                    AnyView(erasing: button.label)
                }
            }
            .id(index == items.initialFocus ? AnyHashable(Self.initialFocusKey) : AnyHashable(index))
        }
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

    /// The index of the button focus starts on: the cancel button, or the first.
    var initialFocus: Int {
        buttons.lastIndex { $0.role == .cancel } ?? 0
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
