/// One screen of the demo, opened from the launcher or with `TermHostDemo <name>`.
public enum DemoScenario: String, CaseIterable, Sendable {
    /// An imperative screen with a host widget that moves between containers and gets new root views.
    case hosting
    /// A form component whose section a controller disables and re-enables three seconds later.
    case loadingForm = "loading-form"
    /// An imperative form with a hosted country picker that grows and shrinks the host.
    case countryPicker = "country-picker"
    /// A component that presents and pushes controllers through its hosting controller.
    case controllerAccess = "controller-access"
    /// Imperative widgets bound to declarative state.
    case representable
    /// A virtualized list of 100,000 rows whose cells host declarative content.
    case list
    /// A table screen written as UIKit code (sections, a data source, an Add bar button), renamed only.
    case portedUIKit = "ported-uikit"
    /// A settings screen written as SwiftUI code (a NavigationStack, a Form, a sheet), renamed only.
    case portedSwiftUI = "ported-swiftui"

    /// The name typed on the command line.
    public var name: String { rawValue }

    /// The title shown in the navigation bar.
    public var title: String {
        switch self {
        case .hosting: "Hosting a component"
        case .loadingForm: "Loading form"
        case .countryPicker: "Country picker"
        case .controllerAccess: "Controller access"
        case .representable: "Widgets bound to state"
        case .list: "100,000 hosted rows"
        case .portedUIKit: "Reading List"
        case .portedSwiftUI: "Settings"
        }
    }

    /// One line telling what the scenario shows.
    public var summary: String {
        switch self {
        case .hosting: "A host widget moves between containers and gets a new root view"
        case .loadingForm: "A controller disables a form section, re-enables it 3 s later"
        case .countryPicker: "A hosted picker grows and shrinks the imperative form around it"
        case .controllerAccess: "A component presents a modal and pushes a screen via its controller"
        case .representable: "A text field widget and a progress bar widget bound to state"
        case .list: "100,000 virtualized rows whose cells host declarative content"
        case .portedUIKit: "UIKit code renamed: a table with sections and an Add bar button"
        case .portedSwiftUI: "SwiftUI code renamed: a NavigationStack with a Form and a sheet"
        }
    }

    /// The scenario called `name`, if there is one.
    public init?(name: String) {
        self.init(rawValue: name)
    }
}
