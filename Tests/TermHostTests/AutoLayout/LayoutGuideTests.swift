import Testing
import TermHost
import TermHostTesting

@MainActor
private final class GuidedController: WidgetController {
    let label = constrained(LabelWidget("Below the bar"))

    override func viewDidLoad() {
        view.addSubview(label)
        Constraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 1),
        ])
    }
}

@Suite("Safe-area and margins layout guides")
@MainActor
struct LayoutGuideTests {
    @Test func aChildPinnedToABoxsSafeAreaStaysInsideTheBorder() {
        let box = BoxWidget(title: "Box")
        box.frame = Rect(x: 0, y: 0, width: 16, height: 5)
        let label = constrained(LabelWidget("inside"))
        let (app, _) = constraintApp(width: 16, height: 5) { window in
            window.addSubview(box)
            box.addSubview(label)
            let guide = box.safeAreaLayoutGuide
            Constraint.activate([
                label.topAnchor.constraint(equalTo: guide.topAnchor),
                label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
        }
        #expect(label.frame == Rect(x: 1, y: 1, width: 14, height: 1))
        #expect(box.safeAreaLayoutGuide.layoutFrame == Rect(x: 1, y: 1, width: 14, height: 3))
        #expect(app.screen == """
        ┌ Box ─────────┐
        │inside        │
        │              │
        │              │
        └──────────────┘
        """)
    }

    @Test func theMarginsGuideFollowsTheMargins() {
        let box = BoxWidget()
        box.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        let label = constrained(LabelWidget("text"))
        let (app, _) = constraintApp(width: 20, height: 5) { window in
            window.addSubview(box)
            box.addSubview(label)
            Constraint.activate([
                label.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
                label.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
            ])
        }
        #expect(label.frame.origin == Point(x: 1, y: 1), "inside the border when there are no margins")
        box.layoutMargins = EdgeInsets(horizontal: 2, vertical: 1)
        app.waitUntilIdle()
        #expect(label.frame.origin == Point(x: 3, y: 2))
        box.insetsLayoutMarginsFromSafeArea = false
        app.waitUntilIdle()
        #expect(label.frame.origin == Point(x: 2, y: 1))
    }

    @Test func contentPinnedToTheSafeAreaStaysBelowTheNavigationBar() {
        let content = GuidedController()
        content.title = "Title"
        let navigation = NavigationController(rootViewController: content)
        let (app, _) = constraintApp(width: 20, height: 4) { window in
            window.rootViewController = navigation
        }
        #expect(content.label.frame == Rect(x: 1, y: 1, width: 13, height: 1))
        #expect(app.screen == """
               Title
         Below the bar


        """)
        navigation.setNavigationBarHidden(true, animated: false)
        app.waitUntilIdle()
        #expect(content.label.frame.minY == 0, "the guide follows the safe area when the bar hides")
        #expect(app.line(0).hasPrefix(" Below the bar"))
    }
}
