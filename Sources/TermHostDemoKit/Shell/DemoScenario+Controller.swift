import TermHost

extension DemoScenario {
    /// A new screen for this scenario.
    @MainActor
    func makeController() -> WidgetController {
        switch self {
        case .hosting: HostingScenarioController()
        case .loadingForm: LoadingFormController()
        case .countryPicker: CountryPickerController()
        case .controllerAccess: ControllerAccessController()
        case .representable: RepresentableController()
        case .list: ListScenarioController()
        case .portedUIKit: PortedUIKitController()
        case .portedSwiftUI: PortedSwiftUIController()
        }
    }
}
