import Testing
import TermHost
import TermHostTesting

@Suite("DisclosureGroup and ForEach over bindings")
@MainActor
struct DisclosureGroupTests {
    @Test func aGroupStartsCollapsedAndTogglesWithEnterAndArrows() {
        let app = show(DisclosureGroup("Details") {
            Text("Line one")
            Text("Line two")
        }.topLeading(), width: 16, height: 3)
        #expect(app.lines == ["▸ Details", "", ""])
        app.press(.enter)
        #expect(app.lines == ["▾ Details", "  Line one", "  Line two"])
        app.press(.left)
        #expect(app.lines[1] == "")
        app.press(.right)
        #expect(app.lines[1] == "  Line one")
    }

    @Test func aBoundGroupFollowsItsBinding() {
        struct Settings: View {
            @State var expanded = true
            var body: some View {
                VStack(alignment: .leading) {
                    DisclosureGroup("Advanced", isExpanded: $expanded) { Text("Cache") }
                    Text(expanded ? "open" : "closed")
                }
            }
        }
        let app = show(Settings().topLeading(), width: 16, height: 3)
        #expect(app.lines == ["▾ Advanced", "  Cache", "open"])
        #expect(app.click(on: "Advanced"))
        #expect(app.lines == ["▸ Advanced", "closed", ""])
    }

    @Test func forEachOverABindingWritesEachElement() {
        struct Flag: Identifiable {
            let id: Int
            var isOn = false
        }
        struct Flags: View {
            @State var flags = [Flag(id: 1), Flag(id: 2)]
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach($flags) { $flag in Toggle("Flag \(flag.id)", isOn: $flag.isOn) }
                    Button("Drop first") { flags.removeFirst() }
                    Text(flags.map { $0.isOn ? "on" : "off" }.joined(separator: ","))
                }
            }
        }
        let app = show(Flags().topLeading(), width: 16, height: 4)
        app.press(.tab)
        app.press(.character(" "))
        #expect(app.lines[3] == "off,on")
        app.press(.tab)
        app.press(.enter)
        #expect(app.lines[0] == "[x] Flag 2", "the remaining row keeps its element")
        #expect(app.lines[2] == "on")
    }

    /// A padded view inside an `if` in a child whose condition comes from the parent's state stays on
    /// screen when the condition turns false (without `.padding`, or with the state in the child, it
    /// goes). DisclosureGroup indents its content without `.padding` until this is fixed.
    @Test func aPaddedConditionalLeavesWhenTheParentTurnsItOff() {
        struct Child: View {
            @Binding var on: Bool
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Button(on ? "A" : "B") { on.toggle() }.buttonStyle(.borderless)
                    if on { Text("Cache").padding(.leading, 2) }
                }
            }
        }
        struct Parent: View {
            @State var on = true
            var body: some View {
                VStack(alignment: .leading) {
                    Child(on: $on)
                    Text(on ? "open" : "closed")
                }
            }
        }
        let app = show(Parent().topLeading(), width: 16, height: 3)
        app.press(.enter)
        #expect(app.lines[1...2] == ["closed", ""])
    }
}
