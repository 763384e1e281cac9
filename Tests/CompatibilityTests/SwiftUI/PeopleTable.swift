// Apple's Table example (the `Table` documentation: people with given name, family name and email,
// a selection, sorting by KeyPathComparator), with the renames applied.
import TermHost

struct Person: Identifiable {
    let givenName: String
    let familyName: String
    let emailAddress: String
    let id: Int

    var fullName: String { givenName + " " + familyName }
}

struct PeopleTable: View {
    @State private var people = [
        Person(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com", id: 1),
        Person(givenName: "Mei", familyName: "Chen", emailAddress: "meichen@icloud.com", id: 2),
        Person(givenName: "Tom", familyName: "Clark", emailAddress: "tomclark@icloud.com", id: 3),
        Person(givenName: "Gita", familyName: "Kumar", emailAddress: "gitakumar@icloud.com", id: 4),
    ]
    @State private var selectedPeople: Person.ID?
    @State private var sortOrder = [KeyPathComparator(\Person.givenName)]

    private var selectedName: String {
        people.first { $0.id == selectedPeople }?.fullName ?? "nobody"
    }

    var body: some View {
        VStack(alignment: .leading) {
            Table(people, selection: $selectedPeople, sortOrder: $sortOrder) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Family Name", value: \.familyName)
                TableColumn("E-Mail Address", value: \.emailAddress)
                    .width(22)
            }
            .onChange(of: sortOrder) { _, sortOrder in
                people.sort(using: sortOrder)
            }
            Text("Selected: \(selectedName)")
        }
    }
}
