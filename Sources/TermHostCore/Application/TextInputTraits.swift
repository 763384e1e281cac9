/// The on-screen keyboard a text input asks for (`UIKeyboardType`). A terminal has its own keyboard,
/// so the value is kept for ported code and changes nothing.
public enum KeyboardType: Sendable, Hashable {
    /// UIKit's keyboards for general, ASCII, numbers-and-punctuation, URL, number-pad, phone-pad and name-and-phone entry.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    /// UIKit's keyboards for e-mail addresses, decimal numbers, Twitter, web search and ASCII number pads.
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The label of the Return key a text input asks for (`UIReturnKeyType`): kept, no effect.
public enum ReturnKeyType: Sendable, Hashable {
    /// UIKit's Return key titles; the key is Enter whatever the title.
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitalization of typed text (`UITextAutocapitalizationType`): kept, no effect (what
/// is typed is what is inserted).
public enum TextAutocapitalizationType: Sendable, Hashable {
    /// No capitalization, the first letter of each word, of each sentence, or every letter (none is applied).
    case none, words, sentences, allCharacters
}

/// Automatic correction of typed text (`UITextAutocorrectionType`): kept, no effect.
public enum TextAutocorrectionType: Sendable, Hashable {
    /// The platform's choice, off, or on (a terminal never corrects).
    case `default`, no, yes
}

/// Spell checking of typed text (`UITextSpellCheckingType`): kept, no effect.
public enum TextSpellCheckingType: Sendable, Hashable {
    /// The platform's choice, off, or on (a terminal never checks spelling).
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
