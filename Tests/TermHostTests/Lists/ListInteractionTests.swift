import Testing
import TermHost
import TermHostTesting

private struct Item: Identifiable, Hashable {
    let id: Int
    var name: String
}

private struct SingleSelection: View {
    let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two"), Item(id: 3, name: "Three")]
    @State var selection: Int?
    var body: some View {
        VStack(alignment: .leading) {
            List(items, selection: $selection) { Text($0.name) }
                .listStyle(.plain)
                .frame(height: 3)
            Text("Selected: \(selection.map(String.init) ?? "none")")
        }
    }
}

private struct MultipleSelection: View {
    @State var selection: Set<String> = []
    var body: some View {
        VStack(alignment: .leading) {
            List(selection: $selection) {
                Text("Red").tag("red")
                Text("Green").tag("green")
                Text("Blue").tag("blue")
            }
            .listStyle(.plain)
            .frame(height: 3)
            Text("Selected: \(selection.sorted().joined(separator: ","))")
        }
    }
}

private struct Editable: View {
    @State var names = ["Ant", "Bee", "Cat", "Dog"]
    @Environment(\.editMode) private var editMode
    var body: some View {
        VStack(alignment: .leading) {
            EditButton()
            List {
                ForEach(names, id: \.self) { Text($0) }
                    .onDelete { names.remove(atOffsets: $0) }
                    .onMove { names.move(fromOffsets: $0, toOffset: $1) }
            }
            .listStyle(.plain)
            .frame(height: 4)
            Text(names.joined(separator: " "))
        }
    }
}

@Suite("List: selection, keyboard, edit actions, swipe actions")
@MainActor
struct ListInteractionTests {
    @Test func singleSelectionFollowsTheArrowKeysAndIsDrawnReversed() {
        let app = show(SingleSelection().topLeading(), width: 16, height: 4)
        #expect(app.line(3).hasPrefix("Selected: none"), "tabbing into a list does not select")
        #expect(app.focusedDescription.contains("One") || app.find("›One") != nil)
        app.press(.down)
        #expect(app.line(3).hasPrefix("Selected: 2"))
        #expect(app.style(of: "Two")?.attributes.contains(.reverse) == true)
        #expect(app.style(of: "One")?.attributes.contains(.reverse) == false)
        app.press(.up)
        app.press(.enter)
        #expect(app.line(3).hasPrefix("Selected: 1"))
    }

    @Test func clickSelectsARow() {
        let app = show(SingleSelection().topLeading(), width: 16, height: 4)
        #expect(app.click(on: "Three"))
        #expect(app.line(3).hasPrefix("Selected: 3"))
    }

    @Test func multipleSelectionTogglesWithSpace() {
        let app = show(MultipleSelection().topLeading(), width: 24, height: 4)
        app.press(.character(" "))
        app.press(.down)
        app.press(.down)
        app.press(.character(" "))
        #expect(app.line(3).hasPrefix("Selected: blue,red"))
        app.press(.up)
        app.press(.up)
        app.press(.character(" "))
        #expect(app.line(3).hasPrefix("Selected: blue"))
        #expect(app.style(of: "Blue")?.attributes == .reverse, "selected")
        #expect(app.style(of: "Red")?.attributes == [.reverse, .bold], "focused (bold tells it from a selected row)")
        app.press(.down)
        #expect(app.style(of: "Red")?.attributes == [], "neither selected nor focused")
        #expect(app.line(3).hasPrefix("Selected: blue"), "moving the focus leaves a multiple selection alone")
    }

    @Test func editButtonShowsDeleteAndMoveMarks() {
        let app = show(Editable().topLeading(), width: 16, height: 6)
        #expect(app.line(0).hasPrefix("[ Edit ]"))
        #expect(app.line(1).hasPrefix(" Ant"))
        app.press(.enter)
        #expect(app.line(0).hasPrefix("[ Done ]"))
        #expect(app.line(1) == " ⊖ Ant        ≡ ")
        app.press(.enter)
        #expect(app.line(1).hasPrefix(" Ant"))
    }

    @Test func deleteKeyDeletesTheFocusedRow() {
        let app = show(Editable().topLeading(), width: 16, height: 6)
        app.press(.tab)
        app.press(.down)
        app.press(.delete)
        #expect(app.line(5).hasPrefix("Ant Cat Dog"))
        app.press(.backspace)
        #expect(app.line(5).hasPrefix("Ant Dog"), "Cat took Bee's place, and the focus")
    }

    @Test func altArrowsMoveTheFocusedRow() {
        let app = show(Editable().topLeading(), width: 16, height: 6)
        app.press(.tab)
        app.press(.down, modifiers: .alt)
        #expect(app.line(5).hasPrefix("Bee Ant Cat Dog"), "down one place is move(fromOffsets: [0], toOffset: 2)")
        app.press(.down, modifiers: .alt)
        app.press(.down, modifiers: .alt)
        #expect(app.line(5).hasPrefix("Bee Cat Dog Ant"))
        app.press(.up, modifiers: .shift)
        #expect(app.line(5).hasPrefix("Bee Cat Ant Dog"))
        #expect(app.focusedDescription.contains("Ant") || app.style(of: "Ant")?.attributes.contains(.reverse) == true)
    }

    @Test func swipeActionsOpenWithLeftAndRunWithEnter() {
        struct Mail: View {
            @State var log: [String] = []
            var body: some View {
                VStack(alignment: .leading) {
                    List {
                        Text("Hello")
                            .swipeActions {
                                Button("Delete", role: .destructive) { log.append("delete") }
                                Button("Flag") { log.append("flag") }
                            }
                            .swipeActions(edge: .leading) {
                                Button("Read") { log.append("read") }
                            }
                    }
                    .listStyle(.plain)
                    .frame(height: 1)
                    Text(log.joined(separator: ","))
                }
            }
        }
        let app = show(Mail().topLeading(), width: 24, height: 2)
        app.press(.left)
        #expect(app.line(0) == " Hello     Flag  Delete ", "the first action sits at the trailing edge")
        #expect(app.style(of: "Delete")?.foreground == .red)
        app.press(.enter)
        #expect(app.line(1).hasPrefix("delete"))
        #expect(app.line(0).hasPrefix(" Hello "))
        app.press(.left)
        app.press(.left)
        app.press(.enter)
        #expect(app.line(1).hasPrefix("delete,flag"))
        app.press(.right)
        #expect(app.line(0).hasPrefix(" Read "))
        app.press(.escape)
        #expect(app.line(0).hasPrefix(" Hello"))
        app.press(.right)
        app.press(.enter)
        #expect(app.line(1).hasPrefix("delete,flag,read"))
    }

    @Test func onDeleteOffersDeleteAsTheTrailingSwipeAction() {
        let app = show(Editable().topLeading(), width: 16, height: 6)
        app.press(.tab)
        app.press(.left)
        #expect(app.line(1).hasSuffix(" Delete "))
        app.press(.enter)
        #expect(app.line(5).hasPrefix("Bee Cat Dog"))
    }

    @Test func arrowKeysMoveFocusThroughRowControls() {
        struct Settings: View {
            @State var a = false
            @State var b = false
            var body: some View {
                Form {
                    Toggle("Alpha", isOn: $a)
                    Text("Not focusable")
                    Toggle("Beta", isOn: $b)
                }
            }
        }
        let app = show(Settings(), width: 20, height: 5)
        app.press(.down)
        app.press(.character(" "))
        #expect(app.find("[x] Beta") != nil, "↓ skips rows with nothing to focus")
        #expect(app.find("[ ] Alpha") != nil)
    }
}
