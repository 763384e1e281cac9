/// The on-screen keyboard a text input asks for (`UIKeyboardType`). A terminal has its own keyboard,
/// so the value is kept for ported code and changes nothing.
public enum KeyboardType: Sendable, Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The label of the Return key a text input asks for (`UIReturnKeyType`): kept, no effect.
public enum ReturnKeyType: Sendable, Hashable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitalization of typed text (`UITextAutocapitalizationType`): kept, no effect (what
/// is typed is what is inserted).
public enum TextAutocapitalizationType: Sendable, Hashable {
    case none, words, sentences, allCharacters
}

/// Automatic correction of typed text (`UITextAutocorrectionType`): kept, no effect.
public enum TextAutocorrectionType: Sendable, Hashable {
    case `default`, no, yes
}

/// Spell checking of typed text (`UITextSpellCheckingType`): kept, no effect.
public enum TextSpellCheckingType: Sendable, Hashable {
    case `default`, no, yes
}

/// What kind of text an input holds, for autofill (`UITextContentType`): kept, no effect.
public struct TextContentType: Hashable, Sendable, RawRepresentable {
    /// The kind's name.
    public let rawValue: String
    /// A kind by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A user name.
    public static let username = TextContentType(rawValue: "username")
    /// A password.
    public static let password = TextContentType(rawValue: "password")
    /// A password being chosen.
    public static let newPassword = TextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = TextContentType(rawValue: "oneTimeCode")
    /// An e-mail address.
    public static let emailAddress = TextContentType(rawValue: "emailAddress")
    /// A person's name.
    public static let name = TextContentType(rawValue: "name")
    /// A telephone number.
    public static let telephoneNumber = TextContentType(rawValue: "telephoneNumber")
    /// A URL.
    public static let URL = TextContentType(rawValue: "URL")
}
