/// The keyboard and text-entry hints of iOS: a terminal has one keyboard and no autocorrection, so
/// they are accepted and change nothing (`.submitLabel`, `.keyboardType`, `.textInputAutocapitalization`,
/// `.autocorrectionDisabled`, `.textContentType`). `.onSubmit` works (see ``View/onSubmit(_:)``).
extension View {
    /// Accepted: Return is Return in a terminal.
    public func submitLabel(_ label: SubmitLabel) -> Self { self }

    /// Accepted: a terminal has one keyboard.
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }

    /// Accepted: a terminal does not change what is typed.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }

    /// Accepted: a terminal does not correct what is typed.
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }

    /// Accepted: a terminal does not correct what is typed.
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }

    /// Accepted: a terminal offers no autofill.
    public func textContentType(_ type: UITextContentType?) -> Self { self }
}

/// The title of the Return key (accepted, no effect).
public struct SubmitLabel: Hashable, Sendable {
    private let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The on-screen keyboard iOS shows (accepted, no effect).
public enum UIKeyboardType: Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How iOS capitalizes typed text (accepted, no effect).
public struct TextInputAutocapitalization: Hashable, Sendable {
    private let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// What kind of text a field takes, for autofill (accepted, no effect).
public struct UITextContentType: Hashable, Sendable {
    private let name: String
    public static let name = UITextContentType(name: "name")
    public static let username = UITextContentType(name: "username")
    public static let password = UITextContentType(name: "password")
    public static let newPassword = UITextContentType(name: "newPassword")
    public static let emailAddress = UITextContentType(name: "emailAddress")
    public static let telephoneNumber = UITextContentType(name: "telephoneNumber")
    public static let oneTimeCode = UITextContentType(name: "oneTimeCode")
    public static let fullStreetAddress = UITextContentType(name: "fullStreetAddress")
    public static let postalCode = UITextContentType(name: "postalCode")
    public static let URL = UITextContentType(name: "URL")
}
