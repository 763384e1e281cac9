// The boilerplate of programmatic UIKit code, as UIKit's documentation and Xcode's templates write it:
// view controllers made with `super.init(nibName: nil, bundle: nil)` and `required init?(coder:)`,
// views with `override init(frame:)`, NSObject subclasses as data sources and as diffable items.
// Ported by renaming only.
import TermHost

final class ProfileDetailViewController: WidgetController {
    let userName: String

    init(userName: String) {
        self.userName = userName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = userName
    }
}

/// A controller declaring its own `init()` (no `override`: UIViewController's `init()` is a convenience
/// initializer) that calls the designated `init(nibName:bundle:)`.
final class WelcomeViewController: WidgetController {
    init() {
        super.init(nibName: "Welcome", bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class BadgeView: Widget {
    let countLabel = LabelWidget()

    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(countLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class AvatarCell: ListCellWidget {
    static let reuseIdentifier = "AvatarCell"
    let nameLabel = LabelWidget()

    override init(style: ListCellWidget.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A data source that is an NSObject subclass, as UIKit data sources usually are.
final class FruitDataSource: NSObject, ListWidgetDataSource, ListWidgetDelegate {
    let fruits = ["Apple", "Banana", "Cherry"]
    var picked: String?

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = ListCellWidget()
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    func tableView(_ tableView: ListWidget, didSelectRowAt indexPath: IndexPath) {
        picked = fruits[indexPath.row]
    }
}

/// A diffable item that is an NSObject subclass: NSObject gives it Hashable (by identity, unless
/// `isEqual(_:)` and `hash` are overridden). Main-actor isolated, so it is Sendable in Swift 6 mode.
@MainActor
final class ContactItem: NSObject {
    let name: String

    init(name: String) {
        self.name = name
    }
}
