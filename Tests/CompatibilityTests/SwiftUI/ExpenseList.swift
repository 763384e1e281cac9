// An expense list, as SwiftUI tutorials build it: an @Observable store of Identifiable, Codable
// items, a List with onDelete, amounts in a currency format, and an add form.
//
// The tutorial presents the add form with `.sheet(isPresented: $showingAddExpense)` and closes it with
// `@Environment(\.dismiss)`; sheets come with the navigation-and-presentation work, so until then this
// program shows the form below the list while `showingAddExpense` is true and closes it through the
// same flag.
import TermHost

struct ExpenseItem: Identifiable, Codable {
    var id = UUID()
    let name: String
    let type: String
    let amount: Double
}

@Observable
class Expenses {
    var items = [ExpenseItem]()
}

struct ExpenseListView: View {
    @State private var expenses = Expenses()
    @State private var showingAddExpense = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Add Expense", systemImage: "plus") {
                showingAddExpense = true
            }
            List {
                ForEach(expenses.items) { item in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(item.name)
                                .font(.headline)
                            Text(item.type)
                        }
                        Spacer()
                        Text(item.amount, format: .currency(code: "USD"))
                    }
                }
                .onDelete(perform: removeItems)
            }
            if showingAddExpense {
                AddExpenseView(expenses: expenses, isPresented: $showingAddExpense)
            }
        }
    }

    func removeItems(at offsets: IndexSet) {
        expenses.items.remove(atOffsets: offsets)
    }
}

struct AddExpenseView: View {
    @State private var name = ""
    @State private var type = "Personal"
    @State private var amount = 0.0
    var expenses: Expenses
    @Binding var isPresented: Bool

    let types = ["Business", "Personal"]

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Picker("Type", selection: $type) {
                ForEach(types, id: \.self) {
                    Text($0)
                }
            }
            TextField("Amount", value: $amount, format: .currency(code: "USD"))
            Button("Save") {
                let item = ExpenseItem(name: name, type: type, amount: amount)
                expenses.items.append(item)
                isPresented = false
            }
        }
    }
}
