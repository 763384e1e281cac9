import TermHost

/// How the imperative form gives the hosted picker its data: through a shared observable object,
/// or by replacing the host's root view.
@MainActor
protocol CountryPickerFeed: AnyObject {
    /// The host widget showing the picker.
    var widget: Widget { get }
    /// Called with the country the user chose.
    var onSelect: (@MainActor (String) -> Void)? { get set }
    /// Shows `country` and `error`.
    func show(country: String?, error: String?)
}

/// Feeds the picker through a ``CountryPickerState`` it observes.
@MainActor
final class SharedStateFeed: CountryPickerFeed {
    /// The component reading the shared state.
    struct Picker: View {
        let state: CountryPickerState
        let onSelect: @MainActor (String) -> Void

        var body: some View {
            CountryPickerView(country: state.country, error: state.error, onSelect: onSelect)
        }
    }

    private let state = CountryPickerState()
    private let relay = SelectionRelay()
    private let host: HostWidget<Picker>

    init() {
        let state = self.state, relay = self.relay
        host = HostWidget { Picker(state: state, onSelect: { name in relay.handler?(name) }) }
        host.contentAlignment = .topLeading
    }

    var onSelect: (@MainActor (String) -> Void)? {
        get { relay.handler }
        set { relay.handler = newValue }
    }

    var widget: Widget { host }

    func show(country: String?, error: String?) {
        state.country = country
        state.error = error
    }
}

/// Feeds the picker by giving its host a new root view with the new values.
@MainActor
final class RootViewFeed: CountryPickerFeed {
    private let relay = SelectionRelay()
    private let host: HostWidget<CountryPickerView>

    init() {
        let relay = self.relay
        host = HostWidget { CountryPickerView(country: nil, error: nil) { name in relay.handler?(name) } }
        host.contentAlignment = .topLeading
    }

    var onSelect: (@MainActor (String) -> Void)? {
        get { relay.handler }
        set { relay.handler = newValue }
    }

    var widget: Widget { host }

    func show(country: String?, error: String?) {
        let relay = self.relay
        host.rootView = CountryPickerView(country: country, error: error) { name in relay.handler?(name) }
    }
}

/// Passes the component's choice on to whoever listens now (the component keeps the relay).
@MainActor
final class SelectionRelay {
    /// The listener.
    var handler: (@MainActor (String) -> Void)?
}
