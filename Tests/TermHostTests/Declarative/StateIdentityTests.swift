import Testing
import TermHost
import TermHostTesting

private struct Counter: View {
    let label: String
    @State private var count = 0

    var body: some View {
        Button("\(label) \(count)") { count += 1 }
    }
}

private struct Switcher: View {
    @State var flag = true
    @State var identity = 0

    var body: some View {
        VStack(alignment: .leading) {
            Button("flip") { flag.toggle() }
            Button("new id") { identity += 1 }
            if flag {
                Counter(label: "A")
            } else {
                Counter(label: "B")
            }
            Counter(label: "C").id(identity)
        }
    }
}

private struct Child: View {
    @Binding var value: Int
    var body: some View {
        Button("child \(value)") { value += 10 }
    }
}

private struct Parent: View {
    @State private var value = 1
    @State private var point = Size(width: 1, height: 2)

    var body: some View {
        VStack(alignment: .leading) {
            Text("parent \(value)")
            Child(value: $value)
            Child(value: .constant(7))
            Child(value: Binding(get: { point.width }, set: { point.width = $0 }))
            Child(value: $point.height)
            Text("point \(point.width) \(point.height)")
        }
    }
}

@Suite("@State and @Binding: storage per identity")
@MainActor
struct StateIdentityTests {
    @Test func stateSurvivesAndResetsWithIdentity() {
        let app = show(Switcher().topLeading(), width: 20, height: 4)
        app.click(on: "A 0")
        app.click(on: "A 1")
        #expect(app.find("A 2") != nil)
        app.click(on: "C 0")
        #expect(app.find("C 1") != nil)

        app.click(on: "flip")
        #expect(app.find("B 0") != nil, "the other branch is a new view with fresh state")
        #expect(app.find("C 1") != nil, "a sibling keeps its state")
        app.click(on: "flip")
        #expect(app.find("A 0") != nil, "coming back makes a new view again")

        app.click(on: "new id")
        #expect(app.find("C 0") != nil, "a new .id resets state")
    }

    @Test func bindingForms() {
        let app = show(Parent().topLeading(), width: 20, height: 6)
        #expect(app.find("parent 1") != nil)
        app.click(on: "child 1")
        #expect(app.find("parent 11") != nil)
        #expect(app.find("child 11") != nil)
        app.click(on: "child 7")
        #expect(app.find("child 7") != nil, "a constant binding ignores writes")
        app.click(on: "[ child 1 ]")
        #expect(app.find("point 11 2") != nil, "Binding(get:set:)")
        app.click(on: "child 2")
        #expect(app.find("point 11 12") != nil, "dynamic member binding")
    }
}

