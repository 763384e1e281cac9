import Testing
import TermHost

/// A hosting controller knows its host widget by a typed reference: the host it made, or the host that owns it.
@Suite("Hosting: a hosting controller's host widget")
@MainActor
struct HostingControllerHostTests {
    @Test func theHostALoadedControllerMadeIsItsViewUntilReplaced() {
        let controller = HostingController(rootView: Text("Hi"))
        let host = controller.hostWidget
        #expect(host != nil)
        #expect(host === controller.view)
        controller.view = Widget()
        #expect(controller.hostWidget == nil, "another root widget replaced the host")
    }

    @Test func aHostOwningItsControllerIsThatControllersHost() {
        let controller = HostingController(rootView: Text("Hi"))
        let host = HostWidget(hostingController: controller)
        #expect(controller.hostWidget === host)
        let owner = HostWidget { Text("A") }
        #expect(owner.hostingController?.hostWidget === owner)
        #expect(owner.hostingController?.view === owner)
    }
}
