import TermHost
import TermHostTesting
import Testing

@MainActor
@Suite struct OrderFormTests {
    private let menu = [Dish(id: 1, name: "Cupcake", price: 3), Dish(id: 2, name: "Brownie", price: 4)]

    private func makeApp(onPlace: @escaping (DinerOrder) -> Void = { _ in }) -> HeadlessApp {
        let menu = self.menu
        return HeadlessApp(size: Size(width: 44, height: 12)) { _ in
            ViewRoot(rootView: OrderForm(menu: menu, onPlace: onPlace))
        }
    }

    @Test func theMenuIsTheRootOfTheStackWithACheckoutButtonInTheBar() {
        let app = makeApp()
        // The title is centred; the trailing item is a borderless bar button, as in SwiftUI's toolbars.
        #expect(app.grid == """
                            Menu    F2 Checkout (0)




                       Cupcake – $3 ›
                       Brownie – $4 ›
        """)
        #expect(app.focusedDescription == "Cupcake – $3 ›")
        #expect(app.style(of: "Checkout (0)")?.attributes.contains(.dim) == true, "nothing to check out yet")
    }

    @Test func aDishIsPushedByValueAndAddingItPopsBack() {
        let app = makeApp()
        app.press(.tab)
        app.press(.enter)
        #expect(app.line(0).contains("Brownie"))
        #expect(app.contains("$4 each"))
        #expect(app.contains("‹ Menu"))
        app.press("+")
        #expect(app.contains("Quantity: 2"))
        app.press(.tab)
        app.press(.enter)
        #expect(app.contains("Cupcake – $3 ›"), "dismiss pops the detail")
        #expect(app.contains("Checkout (2)"))
    }

    @Test func checkoutShowsTheLinesAndPlacingTheOrderReturnsToTheMenu() throws {
        var placed: [DinerOrder] = []
        let app = makeApp { placed.append($0) }
        app.press(.enter)
        app.press(.tab)
        app.press(.enter)
        app.press(.function(2))
        #expect(app.line(0).contains("Checkout"))
        #expect(app.contains("1 × Cupcake: $3"))
        #expect(app.contains("Total: $3"))
        #expect(app.style(of: "Place order")?.attributes.contains(.dim) == true, "a name is needed first")
        #expect(app.focusedDescription == "Your name", "focus moves into the pushed page")
        app.type("Ada")
        app.press(.tab)
        app.press(.enter)
        #expect(app.contains("Orders placed: 1"))
        #expect(app.contains("Checkout (0)"))
        let order = try #require(placed.first)
        let json = String(decoding: try JSONEncoder().encode(order), as: UTF8.self)
        #expect(json.contains("\"name\":\"Ada\""))
        #expect(try JSONDecoder().decode(DinerOrder.self, from: Data(json.utf8)) == order)
        #expect(order.total == 3)
    }

    @Test func escPopsOneLevelAtATime() {
        let app = makeApp()
        app.press(.enter)
        app.press(.tab)
        app.press(.enter)
        app.press(.function(2))
        app.press(.escape)
        #expect(app.line(0).contains("Menu"))
    }
}
