import TermHost

/// `country-picker`: two copies of an imperative form with a hosted country picker, one fed by a
/// shared observable object and one by root-view replacement; one above the other, or side by side
/// from 120 columns. `e` shows the "choose a country" error under both pickers, or hides it.
@MainActor
final class CountryPickerController: DemoScreenController {
    private let heading = LabelWidget("An imperative form around a hosted picker: the host resizes with it",
                                      style: DemoTheme.heading)
    private let shared = CountryFormWidget(title: "Shared observable state", feed: SharedStateFeed())
    private let replaced = CountryFormWidget(title: "rootView replacement", feed: RootViewFeed())
    private let forms = StackWidget(axis: .vertical, spacing: 0)

    /// From this width the two forms stand side by side.
    static let sideBySideWidth = 120

    override var keyHints: [StatusBarWidget.Item] {
        [.hint("Enter", "Open/choose"), .hint("↑↓", "Move"), .hint("e", "Show/hide error")]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        forms.alignment = .leading
        forms.addArrangedSubview(shared)
        forms.addArrangedSubview(replaced)
        view.addSubview(heading)
        view.addSubview(forms)
        // Placed by constraints, the stack is as tall as its forms, and follows them when a picker opens.
        // It is laid out to fit rather than scrolled: one list is open at a time (a list closes when focus
        // leaves its picker), so at 80×24 the tallest stack (two closed forms of 5 rows, one open list of
        // 6, both error lines) ends above the status line, and every control stays on screen.
        forms.translatesAutoresizingMaskIntoConstraints = false
        let safeArea = view.safeAreaLayoutGuide
        Constraint.activate([
            forms.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 3),
            forms.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 2),
            forms.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -2),
            forms.bottomAnchor.constraint(lessThanOrEqualTo: safeArea.bottomAnchor),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        shell?.scheduler.schedule { [weak self] in
            guard let self else { return }
            self.focusFirstControl(in: self.shared)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.safeAreaFrame.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 2))
        heading.frame = Rect(x: area.minX, y: area.minY, width: area.width, height: 1)
        let sideBySide = view.bounds.width >= Self.sideBySideWidth
        forms.axis = sideBySide ? .horizontal : .vertical
        forms.alignment = sideBySide ? .leading : .fill
        forms.distribution = sideBySide ? .fillEqually : .fill
        forms.spacing = sideBySide ? 2 : 0
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event == .character("e") else { return super.handleKey(event) }
        let show = !shared.isShowingError && !replaced.isShowingError
        shared.showMissingCountryError(show)
        replaced.showMissingCountryError(show)
        return true
    }

    /// Focuses the first declarative control inside `widget` (the picker's button, not the name field),
    /// so `e` works at once instead of being typed into the field.
    private func focusFirstControl(in widget: Widget) {
        guard let engine = application?.focusEngine else { return }
        var pending: [Responder] = [widget]
        while !pending.isEmpty {
            let responder = pending.removeFirst()
            if responder.canBecomeFocused, !(responder is Widget) {
                engine.focus(responder)
                return
            }
            pending.insert(contentsOf: responder.focusChildren, at: 0)
        }
    }
}
