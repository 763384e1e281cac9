import Testing
import TermHost
import TermHostTesting

@Suite("UIKit: the boilerplate of programmatic apps, as documented")
@MainActor
struct BoilerplateTests {
    /// `init(nibName:bundle:)` "returns a newly initialized view controller with the nib file in the
    /// specified bundle"; with nil, `loadView()` makes the view. TermHost has no nibs: the name is kept.
    @Test func controllersMadeWithNibNameAndBundleLoadTheirViews() {
        let detail = ProfileDetailViewController(userName: "ana")
        #expect(detail.nibName == nil)
        #expect(!detail.isViewLoaded)
        #expect(detail.view != nil && detail.title == "ana")
        let welcome = WelcomeViewController()
        #expect(welcome.nibName == "Welcome")
        #expect(WidgetController().nibName == nil)
        #expect(WidgetController(nibName: nil, bundle: Bundle.main).view != nil)
    }

    /// `override init(frame:)` with `required init?(coder:)`: the frame is the view's, and `init()` is
    /// inherited (`UIView()` is a zero frame).
    @Test func viewsWithInitFrameAndInitCoder() {
        let badge = BadgeView(frame: Rect(x: 1, y: 2, width: 5, height: 1))
        #expect(badge.frame == Rect(x: 1, y: 2, width: 5, height: 1))
        #expect(badge.subviews.count == 1)
        #expect(BadgeView().frame == .zero)
        let cell = AvatarCell(style: .subtitle, reuseIdentifier: AvatarCell.reuseIdentifier)
        #expect(cell.reuseIdentifier == "AvatarCell" && cell.detailTextLabel != nil)
    }

    /// `UITableViewCell()`: a default-style cell with no reuse identifier.
    @Test func aCellWithNoArguments() {
        let cell = ListCellWidget()
        #expect(cell.reuseIdentifier == nil)
        #expect(cell.textLabel != nil && cell.detailTextLabel == nil)
    }

    /// An NSObject subclass serves as data source and delegate.
    @Test func anNSObjectDataSourceFillsTheList() {
        let source = FruitDataSource()
        let list = ListWidget()
        list.dataSource = source
        list.delegate = source
        let app = HeadlessApp(size: Size(width: 20, height: 5)) { _ in
            let window = Window()
            list.frame = Rect(x: 0, y: 0, width: 20, height: 5)
            window.addSubview(list)
            return window
        }
        #expect(app.contains("Banana"))
        #expect(app.click(on: "Cherry"))
        #expect(source.picked == "Cherry")
    }

    /// NSObject subclasses are Hashable by identity, so they serve as diffable items.
    @Test func nsObjectItemsInADiffableSnapshot() {
        let ana = ContactItem(name: "Ana")
        let ben = ContactItem(name: "Ben")
        var snapshot = DiffableDataSourceSnapshot<Int, ContactItem>()
        snapshot.appendSections([0])
        snapshot.appendItems([ana, ben, ana])
        #expect(snapshot.itemIdentifiers == [ana, ben])
        #expect(snapshot.indexOfItem(ben) == 1)
    }

    /// UILabel's text is nil by default and when set to nil; UITextField's and UITextView's text is ""
    /// by default and reads "" after being set to nil.
    @Test func optionalTextAsUIKitHasIt() {
        let label = LabelWidget()
        #expect(label.text == nil)
        label.text = "Hi"
        #expect(label.text == "Hi")
        label.text = nil
        #expect(label.text == nil)
        #expect(LabelWidget(frame: .zero).text == nil)

        let field = TextFieldWidget()
        #expect(field.text == "")
        field.text = "typed"
        field.text = nil
        #expect(field.text == "")

        let view = TextViewWidget()
        #expect(view.text == "")
        view.text = nil
        #expect(view.text == "")
        view.text = "line"
        #expect(view.text.count == 4, "UITextView.text is implicitly unwrapped")
    }

    /// `UIApplication.shared` is the running application.
    @Test func theSharedApplicationIsTheRunningOne() {
        var launched: Application?
        let app = HeadlessApp(size: Size(width: 10, height: 2)) { application in
            launched = application
            #expect(Application.shared === application)
            return Window()
        }
        #expect(Application.shared === launched)
        #expect(Application.shared === app.application)
    }

    /// `attributedText` on a label: its string becomes the text; fonts, colours, underline and
    /// strikethrough are drawn over the label's style, run by run.
    @Test func attributedTextStylesTheLabelRunByRun() {
        let label = LabelWidget()
        let text = NSMutableAttributedString(string: "Warning: ", attributes: [
            .font: Font.boldSystemFont(ofSize: 16),
            .foregroundColor: Color.red,
        ])
        text.append(NSAttributedString(string: "disk full", attributes: [
            .underlineStyle: NSUnderlineStyle.single.rawValue,
            .backgroundColor: Color.yellow,
        ]))
        text.append(NSAttributedString(string: " now", attributes: [.strikethroughStyle: 1, .kern: 2.0]))
        label.attributedText = text
        #expect(label.text == "Warning: disk full now")
        #expect(label.attributedText?.string == "Warning: disk full now")
        let app = HeadlessApp(size: Size(width: 30, height: 1)) { _ in
            let window = Window()
            label.frame = Rect(x: 0, y: 0, width: 30, height: 1)
            window.addSubview(label)
            return window
        }
        let warning = app.style(at: Point(x: 0, y: 0))
        #expect(warning.attributes.contains(.bold) && warning.foreground == .red)
        let disk = app.style(at: Point(x: 9, y: 0))
        #expect(disk.attributes.contains(.underline) && disk.background == .yellow && !disk.attributes.contains(.bold))
        #expect(app.style(at: Point(x: 19, y: 0)).attributes.contains(.strikethrough))
        label.text = "plain"
        app.waitUntilIdle()
        #expect(!app.style(at: Point(x: 0, y: 0)).attributes.contains(.bold), "setting text drops the attributes")
        #expect(label.attributedText?.string == "plain")
        label.text = nil
        #expect(label.attributedText == nil)
    }

    /// The attribute keys of UIKit (`NSAttributedString.Key.font` …) exist and text fields take attributed text.
    @Test func attributedTextOnTextFieldsAndViews() {
        let attributes: [NSAttributedString.Key: Any] = [.font: Font.boldSystemFont(ofSize: 16), .foregroundColor: Color.red]
        let field = TextFieldWidget()
        field.attributedText = NSAttributedString(string: "Hello", attributes: attributes)
        #expect(field.text == "Hello")
        #expect(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color == .red)
        field.text = "Bye"
        #expect(field.attributedText?.string == "Bye")
        let view = TextViewWidget()
        view.attributedText = NSAttributedString(string: "Notes")
        #expect(view.text == "Notes")
    }
}
