// A bill splitter, as SwiftUI tutorials build it: a Form of three sections, a currency text field,
// a menu picker for the number of people, a segmented picker for the tip and the amount per person.
import TermHost

struct BillSplitterView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 20, 25, 0]

    var totalPerPerson: Double {
        let peopleCount = Double(numberOfPeople)
        let tipSelection = Double(tipPercentage)
        let tipValue = checkAmount / 100 * tipSelection
        let grandTotal = checkAmount + tipValue
        return grandTotal / peopleCount
    }

    var body: some View {
        Form {
            Section {
                TextField("Amount", value: $checkAmount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
                    .focused($amountIsFocused)

                Picker("Number of people", selection: $numberOfPeople) {
                    ForEach(2..<10, id: \.self) {
                        Text("\($0) people")
                    }
                }
            }

            Section("How much tip do you want to leave?") {
                Picker("Tip percentage", selection: $tipPercentage) {
                    ForEach(tipPercentages, id: \.self) {
                        Text($0, format: .percent)
                    }
                }
                .pickerStyle(.segmented)
            }

            Section("Amount per person") {
                Text(totalPerPerson, format: .currency(code: "USD"))
            }
        }
    }
}

#Preview {
    BillSplitterView()
}
