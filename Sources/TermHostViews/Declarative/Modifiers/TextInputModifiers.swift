import TermHostCore

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
    /// SwiftUI's `.done`: Return is Return.
    public static let done = SubmitLabel(name: "done")
    /// SwiftUI's `.go`: Return is Return.
    public static let go = SubmitLabel(name: "go")
    /// SwiftUI's `.send`: Return is Return.
    public static let send = SubmitLabel(name: "send")
    /// SwiftUI's `.join`: Return is Return.
    public static let join = SubmitLabel(name: "join")
    /// SwiftUI's `.route`: Return is Return.
    public static let route = SubmitLabel(name: "route")
    /// SwiftUI's `.search`: Return is Return.
    public static let search = SubmitLabel(name: "search")
    /// SwiftUI's `.return`: Return is Return.
    public static let `return` = SubmitLabel(name: "return")
    /// SwiftUI's `.next`: Return is Return.
    public static let next = SubmitLabel(name: "next")
    /// SwiftUI's `.continue`: Return is Return.
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The on-screen keyboard iOS shows (accepted, no effect).
public enum UIKeyboardType: Hashable, Sendable {
    /// UIKit's keyboards (general, ASCII, numbers, URL, number pad, phone pad, e-mail, decimal pad and the rest).
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How iOS capitalizes typed text (accepted, no effect).
public struct TextInputAutocapitalization: Hashable, Sendable {
    private let name: String
    /// SwiftUI's `.never`: text is inserted as typed.
    public static let never = TextInputAutocapitalization(name: "never")
    /// SwiftUI's `.words`: text is inserted as typed.
    public static let words = TextInputAutocapitalization(name: "words")
    /// SwiftUI's `.sentences`: text is inserted as typed.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// SwiftUI's `.characters`: text is inserted as typed.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// What kind of text a field takes, for autofill (accepted, no effect).
public struct UITextContentType: Hashable, Sendable {
    private let name: String
    /// UIKit's `.name`: nothing is autofilled.
    public static let name = UITextContentType(name: "name")
    /// UIKit's `.username`: nothing is autofilled.
    public static let username = UITextContentType(name: "username")
    /// UIKit's `.password`: nothing is autofilled.
    public static let password = UITextContentType(name: "password")
    /// UIKit's `.newPassword`: nothing is autofilled.
    public static let newPassword = UITextContentType(name: "newPassword")
    /// UIKit's `.emailAddress`: nothing is autofilled.
    public static let emailAddress = UITextContentType(name: "emailAddress")
    /// UIKit's `.telephoneNumber`: nothing is autofilled.
    public static let telephoneNumber = UITextContentType(name: "telephoneNumber")
    /// UIKit's `.oneTimeCode`: nothing is autofilled.
    public static let oneTimeCode = UITextContentType(name: "oneTimeCode")
    /// UIKit's `.fullStreetAddress`: nothing is autofilled.
    public static let fullStreetAddress = UITextContentType(name: "fullStreetAddress")
    /// UIKit's `.postalCode`: nothing is autofilled.
    public static let postalCode = UITextContentType(name: "postalCode")
    /// UIKit's `.URL`: nothing is autofilled.
    public static let URL = UITextContentType(name: "URL")
}
