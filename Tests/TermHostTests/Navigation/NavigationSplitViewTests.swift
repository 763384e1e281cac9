import TermHost
import TermHostTesting
import Testing

private struct Planet: Hashable {
    let name: String
}

private struct Planets: View {
    var body: some View {
        NavigationSplitView {
            VStack(alignment: .leading) {
                NavigationLink("Mars", value: Planet(name: "Mars"))
                NavigationLink("Venus", value: Planet(name: "Venus"))
            }
            .navigationTitle("Planets")
            .navigationDestination(for: Planet.self) { planet in
                PlanetDetail(planet: planet)
            }
        } detail: {
            Text("Choose a planet")
        }
    }
}

private struct PlanetDetail: View {
    let planet: Planet

    var body: some View {
        VStack {
            Text("\(planet.name) detail")
            NavigationLink("Moons", destination: Text("\(planet.name) moons"))
        }
        .navigationTitle(planet.name)
    }
}

@MainActor
@Suite struct NavigationSplitViewTests {
    @Test func wideSplitViewsShowTheColumnsSideBySide() {
        let app = show(Planets(), width: 80, height: 6)
        #expect(app.grid == """
                Planets        │
                               │
                Mars ›         │
                Venus ›        │                    Choose a planet
                               │
                               │
        """)
    }

    @Test func aSidebarLinkShowsItsDestinationInTheDetailColumnAndDetailLinksPushThere() {
        let app = show(Planets(), width: 80, height: 6)
        app.press(.tab)
        app.press(.enter)
        #expect(app.contains("Venus detail"))
        #expect(app.contains("Mars ›"), "the sidebar stays")
        #expect(!app.contains("‹ Back"), "a sidebar choice replaces the detail: nothing to go back to")
        #expect(app.focusedDescription == "Venus ›", "focus stays in the sidebar")
        app.press(.tab)
        app.press(.enter)
        #expect(app.contains("Venus moons"))
        #expect(app.contains("‹ Venus"), "back to the detail page, by its title")
        app.press(.escape)
        #expect(app.contains("Venus detail"))
    }

    @Test func narrowSplitViewsAreAStackStartingAtTheSidebar() {
        let app = show(Planets(), width: 40, height: 6)
        #expect(app.contains("Planets"))
        #expect(!app.contains("Choose a planet"))
        app.press(.enter)
        #expect(app.contains("Mars detail"))
        #expect(app.contains("‹ Planets"), "back to the sidebar, by its title")
        app.press(.escape)
        #expect(app.contains("Venus ›"))
    }

    @Test func resizingMovesBetweenColumnsAndAStackKeepingWhatIsShown() {
        let app = show(Planets(), width: 80, height: 6)
        app.press(.enter)
        #expect(app.contains("Mars detail") && app.contains("Venus ›"))
        app.resize(to: Size(width: 40, height: 6))
        #expect(app.contains("Mars detail") && !app.contains("Venus ›"))
        app.resize(to: Size(width: 90, height: 6))
        #expect(app.contains("Mars detail") && app.contains("Venus ›"))
    }
}
