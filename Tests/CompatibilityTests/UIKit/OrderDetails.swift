// A screen as UIKit developers build one around SwiftUI content: a view controller with a scroll view
// whose content is a vertical stack view of sections pinned to the scroll view's contentLayoutGuide
// (and as wide as its frameLayoutGuide). One section is a custom container view that pins a hosting
// controller's view to its four edges with `sizingOptions = .intrinsicContentSize`, so the SwiftUI
// content sizes it; when that content grows, the sections below move down. Ported by the renames only,
// with the point-to-cell rule (the original's spacing 16 became 1 cell).
import TermHost

/// The SwiftUI part: a summary that shows its items when asked.
struct OrderSummaryView: View {
    let items: [String]
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("Order #1042: \(items.count) items")
            if isExpanded {
                ForEach(items, id: \.self) { item in
                    Text("- \(item)")
                }
            }
            Button(isExpanded ? "Hide items" : "Show items") { isExpanded.toggle() }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// A custom container view: a hosting controller's view pinned to its four edges.
final class HostingContainerView<Content: View>: Widget {
    let hostingController: HostingController<Content>

    init(rootView: Content) {
        hostingController = HostingController(rootView: rootView)
        super.init(frame: .zero)
        hostingController.sizingOptions = .intrinsicContentSize
        let hostedView = hostingController.view
        hostedView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(hostedView)
        Constraint.activate([
            hostedView.topAnchor.constraint(equalTo: topAnchor),
            hostedView.leadingAnchor.constraint(equalTo: leadingAnchor),
            hostedView.trailingAnchor.constraint(equalTo: trailingAnchor),
            hostedView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}

final class OrderDetailsViewController: WidgetController {
    let scrollView = ScrollWidget()
    let contentStack = StackWidget()
    let summaryContainer = HostingContainerView(rootView: OrderSummaryView(items: ["Keyboard", "Mouse", "Cable"]))
    let shippingLabel = LabelWidget()
    let footerLabel = LabelWidget()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order"

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)

        contentStack.axis = .vertical
        contentStack.spacing = 1
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(contentStack)

        Constraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),

            contentStack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentStack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentStack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentStack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentStack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])

        let headerLabel = LabelWidget("Order details")
        shippingLabel.text = "Shipping: 2 business days"
        footerLabel.text = "Questions? Contact support."

        addChild(summaryContainer.hostingController)
        contentStack.addArrangedSubview(headerLabel)
        contentStack.addArrangedSubview(summaryContainer)
        summaryContainer.hostingController.didMove(toParent: self)
        contentStack.addArrangedSubview(shippingLabel)
        contentStack.addArrangedSubview(footerLabel)
    }
}
