import FoundationEssentials
import TermHostCore

extension TextField where Label == Text {
    /// A field editing a value through a format style: `TextField("Amount", value: $amount,
    /// format: .currency(code: "USD"))`. The field shows the value formatted; when the text typed
    /// reads back as a value that the style writes the same way (`12.5` for `.number`, `$50.00` for a
    /// currency), the value takes it. Text that does not read back (`12.` while typing) is kept as
    /// typed and leaves the value as it was, as SwiftUI leaves it.
    ///
    /// SwiftUI also takes parseable text that the style would write differently (`50` in a currency
    /// field) when the user commits it with Return or by leaving the field; that needs the editor to
    /// hold its text until then, and is not done here (see the "Porting from SwiftUI" article).
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String, F.FormatInput: Equatable {
        self.init(text: FormattedText(format: format).binding(to: value), prompt: prompt, label: Text(title), isSecure: false)
    }

    /// A field editing an optional value through a format style: empty text is `nil`; other text
    /// becomes the value as in ``init(_:value:format:prompt:)``.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String, F.FormatInput: Equatable {
        self.init(text: FormattedText(format: format).binding(toOptional: value), prompt: prompt, label: Text(title),
                  isSecure: false)
    }
}

/// The text of a formatted field: what the style writes for the value, and the rule by which typed
/// text becomes the value.
@MainActor
struct FormattedText<F: ParseableFormatStyle> where F.FormatOutput == String, F.FormatInput: Equatable {
    let format: F

    /// The value the text stands for, when it reads back as one the style writes the same way.
    func value(of text: String) -> F.FormatInput? {
        guard let parsed = try? format.parseStrategy.parse(text), format.format(parsed) == text else { return nil }
        return parsed
    }

    func binding(to value: Binding<F.FormatInput>) -> Binding<String> {
        Binding(get: { format.format(value.wrappedValue) },
                set: { text in
                    guard let parsed = self.value(of: text), parsed != value.wrappedValue else { return }
                    value.wrappedValue = parsed
                })
    }

    func binding(toOptional value: Binding<F.FormatInput?>) -> Binding<String> {
        Binding(get: { value.wrappedValue.map(format.format) ?? "" },
                set: { text in
                    if text.isEmpty {
                        if value.wrappedValue != nil { value.wrappedValue = nil }
                    } else if let parsed = self.value(of: text), parsed != value.wrappedValue {
                        value.wrappedValue = parsed
                    }
                })
    }
}
