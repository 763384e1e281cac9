// An expense list, as SwiftUI tutorials build it: an @Observable store of Identifiable, Codable
// items, a List with onDelete, amounts in a currency format, and an add form in a sheet that closes
// itself with `@Environment(\.dismiss)`.
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
        }
        .sheet(isPresented: $showingAddExpense) {
            AddExpenseView(expenses: expenses)
        }
    }

    func removeItems(at offsets: IndexSet) {
        expenses.items.remove(atOffsets: offsets)
    }
}

struct AddExpenseView: View {
    @Environment(\.dismiss) var dismiss
    @State private var name = ""
    @State private var type = "Personal"
    @State private var amount = 0.0
    var expenses: Expenses

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
                dismiss()
            }
        }
    }
}
