import TermHost

/// One copy of the imperative form: a title and a name field, the hosted country picker, then a
/// Submit button and a result label. The box grows and shrinks with the picker.
@MainActor
final class CountryFormWidget: BoxWidget {
    private let feed: CountryPickerFeed
    private let heading = LabelWidget("Ship to:", style: .bold)
    private let nameField = TextFieldWidget(placeholder: "Your name")
    private let submit = ButtonWidget("Submit")
    private let result = LabelWidget("Nothing chosen yet", style: DemoTheme.note)
    private var country: String?
    private var error: String?

    /// The message shown when Submit is pressed (or `e`) without a country.
    static let missingCountry = "Please choose a country"

    /// Whether the "choose a country" error is showing.
    var isShowingError: Bool { error != nil }

    /// A form titled `title` whose picker is fed by `feed`.
    init(title: String, feed: CountryPickerFeed) {
        self.feed = feed
        super.init(title: title, borderStyle: .rounded)
        lineStyle = DemoTheme.border
        let nameRow = StackWidget(axis: .horizontal, spacing: 1, arrangedSubviews: [heading, nameField])
        let submitRow = StackWidget(axis: .horizontal, spacing: 2, arrangedSubviews: [submit, result])
        submitRow.alignment = .leading
        let stack = StackWidget(axis: .vertical, arrangedSubviews: [nameRow, feed.widget, submitRow])
        stack.layoutMargins = EdgeInsets(horizontal: 1, vertical: 0)
        stack.isLayoutMarginsRelativeArrangement = true
        contentView = stack
        feed.onSelect = { [weak self] name in self?.choose(name) }
        submit.action = { [weak self] in self?.submitPressed() }
    }

    /// Shows the "choose a country" error under the picker (only while no country is chosen), or hides it.
    func showMissingCountryError(_ isShown: Bool = true) {
        error = isShown && country == nil ? Self.missingCountry : nil
        feed.show(country: country, error: error)
    }

    private func choose(_ name: String) {
        country = name
        error = nil
        feed.show(country: name, error: nil)
        result.text = "Selected: \(name)"
        result.style = DemoTheme.success
    }

    private func submitPressed() {
        guard let country else {
            showMissingCountryError()
            return
        }
        if error != nil { showMissingCountryError(false) }
        let name = nameField.text.flatMap { $0.isEmpty ? nil : $0 } ?? "someone"
        result.text = "Submitted: \(name), \(country)"
    }
}
