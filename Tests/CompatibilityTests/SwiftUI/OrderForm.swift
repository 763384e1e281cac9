// An order form in the style of Apple's "iDine" and the Cupcake Corner tutorial: a menu in a
// NavigationStack bound to a path, a detail page per item pushed by value, a checkout page pushed
// from the toolbar, and Codable models. Ported from SwiftUI by replacing `import SwiftUI`.
import TermHost

struct Dish: Codable, Hashable, Identifiable {
    let id: Int
    let name: String
    let price: Int
}

struct OrderLine: Codable, Hashable {
    let item: Dish
    var quantity: Int
}

struct DinerOrder: Codable, Hashable {
    var lines: [OrderLine] = []
    var name = ""

    var total: Int { lines.reduce(0) { $0 + $1.item.price * $1.quantity } }
    var count: Int { lines.reduce(0) { $0 + $1.quantity } }
}

struct OrderForm: View {
    let menu: [Dish]
    let onPlace: (DinerOrder) -> Void
    @State private var path: [DinerRoute] = []
    @State private var order = DinerOrder()
    @State private var placedCount = 0

    var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading) {
                ForEach(menu) { item in
                    NavigationLink("\(item.name) – $\(item.price)", value: DinerRoute.item(item))
                }
                if placedCount > 0 {
                    Text("Orders placed: \(placedCount)")
                }
            }
            .navigationTitle("Menu")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Checkout (\(order.count))") { path.append(.checkout) }
                        .disabled(order.lines.isEmpty)
                }
            }
            .navigationDestination(for: DinerRoute.self) { route in
                switch route {
                case .item(let item):
                    ItemDetail(item: item, order: $order)
                case .checkout:
                    CheckoutView(order: $order) {
                        onPlace(order)
                        placedCount += 1
                        order = DinerOrder()
                        path.removeAll()
                    }
                }
            }
        }
    }
}

/// The pages of the order form's stack.
enum DinerRoute: Hashable {
    case item(Dish)
    case checkout
}

struct ItemDetail: View {
    let item: Dish
    @Binding var order: DinerOrder
    @State private var quantity = 1
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 1) {
            Text(item.name).bold()
            Text("$\(item.price) each")
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...9)
            Button("Add to order") {
                order.lines.append(OrderLine(item: item, quantity: quantity))
                dismiss()
            }
        }
        .navigationTitle(item.name)
    }
}

struct CheckoutView: View {
    @Binding var order: DinerOrder
    let place: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(order.lines, id: \.self) { line in
                Text("\(line.quantity) × \(line.item.name): $\(line.item.price * line.quantity)")
            }
            Text("Total: $\(order.total)").bold()
            TextField("Your name", text: $order.name)
            Button("Place order") { place() }
                .disabled(order.name.isEmpty)
        }
        .navigationTitle("Checkout")
        .navigationBarTitleDisplayMode(.inline)
    }
}
