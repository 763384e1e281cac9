import TermHost

/// A child controller whose view is a titled box with a stack inside: one of the two containers
/// the hosting scenario moves its host between.
@MainActor
final class PanelController: WidgetController {
    /// The stack inside the box, where the host goes.
    let stack = StackWidget(axis: .vertical, spacing: 1)
    private let box = BoxWidget(borderStyle: .rounded)

    /// A panel titled `title` (the title is also the controller's).
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    override func loadView() {
        box.title = title
        box.lineStyle = DemoTheme.border
        stack.alignment = .leading
        stack.layoutMargins = EdgeInsets(horizontal: 1, vertical: 0)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.addArrangedSubview(LabelWidget("A child controller's view", style: DemoTheme.note))
        box.contentView = stack
        setView(box)
    }
}
