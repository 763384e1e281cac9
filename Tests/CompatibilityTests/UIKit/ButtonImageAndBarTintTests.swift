import Testing
import TermHost
import TermHostTesting

/// UIKit's `UIButton.setImage(_:for:)` (an image-only custom button shows the image), `UIBarButtonItem(image:…)`,
/// `UIAlertController()`, `UINavigationBar.barTintColor` and `titleTextAttributes`, and `UITableView.separatorColor`.
@MainActor
@Suite("UIKit: button images, bar item images, bar tint and title attributes")
struct ButtonImageAndBarTintTests {
    private func show(_ button: ButtonWidget, width: Int) -> HeadlessApp {
        HeadlessApp(size: Size(width: 20, height: 1)) { _ in
            let window = Window()
            button.frame = Rect(x: 0, y: 0, width: width, height: 1)
            window.addSubview(button)
            return window
        }
    }

    @Test func anImageOnlyButtonShowsTheImageAlone() {
        let button = ButtonWidget()
        button.setImage(Image(systemName: "trash"), for: .normal)
        #expect(button.currentImage == Image(systemName: "trash"))
        #expect(button.image(for: .highlighted) == Image(systemName: "trash"), "the normal image for other states")
        let app = show(button, width: 3)
        #expect(app.lines[0].trimmingCharacters(in: .whitespaces) == "⌫", "no brackets around an image")
    }

    @Test func anImageBeforeATitle() {
        let button = ButtonWidget(type: .system)
        button.setTitle("Delete", for: .normal)
        button.setImage(Image(systemName: "trash"), for: .normal)
        #expect(show(button, width: 20).contains("⌫ Delete"))
    }

    @Test func barItemsWithImagesShowTheirSymbolAndTheBarTakesItsColours() {
        final class Home: WidgetController {
            var sorted = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.title = "Tasks"
                navigationItem.rightBarButtonItem = BarButtonItem(image: Image(systemName: "arrow.up"), style: .plain,
                                                                  primaryAction: Action { [weak self] _ in self?.sorted += 1 })
                navigationController?.navigationBar.barTintColor = .blue
                navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: Color.white]
            }
        }
        let home = Home()
        let app = HeadlessApp(size: Size(width: 30, height: 4)) { _ in
            let window = Window()
            window.rootViewController = NavigationController(rootViewController: home)
            return window
        }
        #expect(app.lines[0].hasSuffix("F2 ↑"))
        #expect(app.terminal.cell(at: Point(x: 0, y: 0)).style.background == .blue, "barTintColor fills the bar")
        #expect(app.style(of: "Tasks")?.foreground == .white, "titleTextAttributes' foregroundColor")
        app.press(.function(2))
        #expect(home.sorted == 1)
    }

    @Test func anEmptyAlertAndTheSeparatorColourAreKept() {
        let alert = AlertController()
        #expect(alert.title == nil && alert.message == nil && alert.preferredStyle == .alert)
        let list = ListWidget()
        list.separatorColor = .gray
        #expect(list.separatorColor == .gray)
    }
}
