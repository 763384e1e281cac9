import TermHostCore

/// One entry of a list of actions built from views (a `Menu`'s content, a row's swipe actions): what the
/// shared menu model shows (``entry``, a `MenuEntry`) and what choosing it runs.
struct MenuItem {
    enum Kind {
        case action, divider, title
    }

    var kind: Kind = .action
    var title: String
    var role: ButtonRole?
    var tint: Color?
    var isEnabled = true
    /// For toggles and picker options: whether it is on.
    var isChecked: Bool?
    var action: (@MainActor () -> Void)?

    /// The entry the shared menu model and look show.
    var entry: MenuEntry {
        let entryKind: MenuEntry.Kind
        switch kind {
        case .action: entryKind = .action
        case .divider: entryKind = .divider
        case .title: entryKind = .title
        }
        let entryRole: ActionRole = role == .destructive ? .destructive : role == .cancel ? .cancel : .default
        return MenuEntry(kind: entryKind, title: title, role: entryRole, tint: tint, isEnabled: isEnabled,
                         isChecked: isChecked, hasAction: action != nil)
    }

    /// Whether the entry can be chosen.
    var isChoosable: Bool { entry.isChoosable }

    /// The style the entry's text takes (`MenuLook`): a destructive action is red, a tinted one in its tint.
    var style: Style { MenuLook.style(entry) }
}

/// Reads the entries of a list of actions out of view values, the way SwiftUI reads a `Menu`'s content.
@MainActor
enum MenuItems {
    /// The entries `view` holds, in order.
    static func items(in view: any View) -> [MenuItem] {
        var result: [MenuItem] = []
        collect(view, enabled: true, tint: nil, into: &result)
        return result
    }

    private static func collect(_ view: any View, enabled: Bool, tint: Color?, into items: inout [MenuItem]) {
        if let button = view as? any ButtonProtocol {
            items.append(MenuItem(title: text(of: button.buttonLabel), role: button.buttonRole, tint: tint,
                                  isEnabled: enabled, action: button.buttonAction))
        } else if view is Divider {
            items.append(MenuItem(kind: .divider, title: ""))
        } else if let toggle = view as? any ToggleProtocol {
            let binding = toggle.toggleBinding
            items.append(MenuItem(title: text(of: toggle.toggleLabel), tint: tint, isEnabled: enabled,
                                  isChecked: binding.wrappedValue, action: { binding.wrappedValue.toggle() }))
        } else if let picker = view as? any PickerProtocol {
            collectOptions(of: picker, enabled: enabled, tint: tint, into: &items)
        } else if let section = view as? any SectionContent {
            let title = text(of: section.sectionHeader)
            if !title.isEmpty { items.append(MenuItem(kind: .title, title: title)) }
            collect(section.sectionContent, enabled: enabled, tint: tint, into: &items)
        } else if let menu = view as? any MenuProtocol {
            items.append(MenuItem(kind: .title, title: text(of: menu.menuLabel)))
            collect(menu.menuContent, enabled: enabled, tint: tint, into: &items)
        } else if let modified = view as? AnyModifiedContent {
            var environment = EnvironmentValues()
            (modified.anyModifier as? EnvironmentWriterModifier)?.transform(&environment)
            collect(modified.anyContent, enabled: enabled && environment.isEnabled,
                    tint: environment.tintColor ?? environment.foregroundColor ?? tint, into: &items)
        } else if let children = childViews(of: view) {
            for child in children { collect(child, enabled: enabled, tint: tint, into: &items) }
        } else if let body = bodyOf(view) {
            collect(body, enabled: enabled, tint: tint, into: &items)
        } else {
            let title = text(of: view)
            if !title.isEmpty { items.append(MenuItem(kind: .title, title: title)) }
        }
    }

    private static func collectOptions(of picker: any PickerProtocol, enabled: Bool, tint: Color?,
                                       into items: inout [MenuItem]) {
        let title = text(of: picker.pickerLabel)
        if !title.isEmpty { items.append(MenuItem(kind: .title, title: title)) }
        let selected = picker.pickerRead()
        let select = picker.pickerSelect
        for option in options(in: picker.pickerContent) {
            let value = option.value
            items.append(MenuItem(title: text(of: option.view), tint: tint, isEnabled: enabled,
                                  isChecked: value == selected, action: { select(value) }))
        }
    }

    /// The options of a picker's content: views with `.tag`, or the rows of a `ForEach` (by id).
    static func options(in view: any View) -> [(value: AnyHashable, view: any View)] {
        if let forEach = view as? any ForEachContent {
            return (0..<forEach.elementCount).flatMap { offset in
                let row = forEach.elementView(at: offset)
                let tagged = options(in: row)
                return tagged.isEmpty ? [(value: forEach.elementID(at: offset), view: row)] : tagged
            }
        }
        if let modified = view as? AnyModifiedContent {
            if let tag = modified.anyModifier as? TagModifier { return [(value: tag.tag, view: modified.anyContent)] }
            return options(in: modified.anyContent)
        }
        if let children = childViews(of: view) { return children.flatMap(options(in:)) }
        return []
    }

    /// The views a structural view is made of (tuples, conditionals, groups ...), or `nil` for other views.
    static func childViews(of view: any View) -> [any View]? {
        (view as? ViewList)?.members.map(\.view)
    }

    /// The plain text a label view shows: its texts and symbols, joined by spaces.
    static func text(of view: any View) -> String {
        switch view {
        case let text as Text: return text.string
        case let image as Image: return image.symbol
        case let label as any LabelContent:
            return [text(of: label.labelIcon), text(of: label.labelTitle)].filter { !$0.isEmpty }.joined(separator: " ")
        case let modified as AnyModifiedContent: return text(of: modified.anyContent)
        case let container as any LayoutContainer: return text(of: container.containerContent)
        default:
            if let children = childViews(of: view) {
                return children.map(text(of:)).filter { !$0.isEmpty }.joined(separator: " ")
            }
            return bodyOf(view).map(text(of:)) ?? ""
        }
    }
}

/// The body of a view that has one, evaluated outside the graph (its state reads its initial values).
@MainActor
func bodyOf(_ view: any View) -> (any View)? {
    evaluatedBody(view)
}

@MainActor
private func evaluatedBody<V: View>(_ view: V) -> (any View)? {
    V.Body.self == Never.self ? nil : view.body
}

@MainActor
protocol TupleViewContent { var tupleElements: [any View] { get } }
extension TupleView: TupleViewContent { var tupleElements: [any View] { elements } }

@MainActor
protocol GroupContent { var groupContent: any View { get } }
extension Group: GroupContent { var groupContent: any View { content } }

@MainActor
protocol OptionalViewContent { var wrappedView: (any View)? { get } }
extension Optional: OptionalViewContent where Wrapped: View {
    var wrappedView: (any View)? { self.map { $0 as any View } }
}

@MainActor
protocol ConditionalViewContent { var shownView: any View { get } }
extension ConditionalContent: ConditionalViewContent {
    var shownView: any View {
        switch storage {
        case .trueContent(let content): return content
        case .falseContent(let content): return content
        }
    }
}

@MainActor
protocol LabelContent {
    var labelTitle: any View { get }
    var labelIcon: any View { get }
}
extension Label: LabelContent {
    var labelTitle: any View { title }
    var labelIcon: any View { icon }
}
