import Testing
import TermHost
import TermHostTesting

private struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

private let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]

@Suite("List: rows, sections, styles")
@MainActor
struct ListLayoutTests {
    @Test func groupedSectionsHaveHeadersAboveAndFootersBelowTheirBox() {
        let app = show(List {
            Section {
                Text("Apple")
                Text("Banana")
            } header: {
                Text("Fruit")
            } footer: {
                Text("In season")
            }
            Section("Other") {
                Text("Bread")
            }
        }, width: 20, height: 11)
        #expect(app.screen == """
             Fruit
            ╭──────────────────╮
            │ Apple            │
            │ Banana           │
            ╰──────────────────╯
             In season

             Other
            ╭──────────────────╮
            │ Bread            │
            ╰──────────────────╯
            """)
        #expect(app.style(of: "Fruit")?.attributes.contains(.bold) == true)
        #expect(app.style(of: "In season")?.attributes.contains(.dim) == true)
    }

    @Test func rowsOutsideSectionsShareOneBox() {
        let app = show(List(fruits) { Text($0.name) }, width: 14, height: 6)
        #expect(app.screen == """
            ╭────────────╮
            │ Apple      │
            │ Banana     │
            │ Cherry     │
            ╰────────────╯

            """)
    }

    @Test func plainStyleHasNoBoxes() {
        let app = show(List {
            Section("Fruit") {
                ForEach(fruits) { Text($0.name) }
            }
        }.listStyle(.plain), width: 12, height: 5)
        #expect(app.screen == """
             Fruit
             Apple
             Banana
             Cherry

            """)
    }

    @Test func sectionsMadeFromData() {
        struct Group: Identifiable {
            let id: String
            let items: [String]
        }
        let groups = [Group(id: "A", items: ["Ant", "Ape"]), Group(id: "B", items: ["Bee"])]
        let app = show(List {
            ForEach(groups) { group in
                Section(group.id) {
                    ForEach(group.items, id: \.self) { Text($0) }
                }
            }
        }.listStyle(.plain), width: 10, height: 6)
        #expect(app.screen == """
             A
             Ant
             Ape
             B
             Bee

            """)
    }

    @Test func formMatchesTheGroupedListLook() {
        let app = show(Form {
            Section("About") { Text("Version 1") }
        }, width: 16, height: 4)
        #expect(app.screen == """
             About
            ╭──────────────╮
            │ Version 1    │
            ╰──────────────╯
            """)
    }
}
