// A to-do list, as SwiftUI developers first write one: a text field whose Return adds an item, a
// button doing the same, an EditButton, and a List of toggles over bindings to the items, with
// onDelete and onMove.
import TermHost

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct TodoListView: View {
    @State private var items = [
        TodoItem(title: "Buy milk"),
        TodoItem(title: "Walk the dog"),
        TodoItem(title: "Write report"),
    ]
    @State private var newTitle = ""

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                TextField("New to-do", text: $newTitle)
                    .onSubmit(addItem)
                    .submitLabel(.done)
                    .textInputAutocapitalization(.sentences)
                Button("Add", systemImage: "plus", action: addItem)
                    .disabled(newTitle.isEmpty)
                EditButton()
            }

            List {
                ForEach($items) { $item in
                    Toggle(item.title, isOn: $item.isDone)
                }
                .onDelete { offsets in
                    items.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    items.move(fromOffsets: source, toOffset: destination)
                }
            }
            .listStyle(.plain)

            Text("\(items.filter { !$0.isDone }.count) left")
        }
    }

    private func addItem() {
        guard !newTitle.isEmpty else { return }
        items.append(TodoItem(title: newTitle))
        newTitle = ""
    }
}
