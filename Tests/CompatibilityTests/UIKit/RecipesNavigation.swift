// A navigation flow written from UIKit's documentation (UINavigationController, UINavigationItem,
// UIBarButtonItem, UIAction, modal presentation), ported by renaming only: a master screen whose
// buttons push a detail screen, an Add bar button presenting an editor in its own navigation
// controller with a Cancel / Done pair, and the detail's Edit button (`editButtonItem`).
import TermHost

final class RecipesViewController: WidgetController {
    private(set) var recipes = ["Pancakes", "Omelette"]
    private let stackView = StackWidget()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add, primaryAction: Action { [weak self] _ in
            self?.addRecipe()
        })

        stackView.axis = .vertical
        stackView.alignment = .leading
        stackView.spacing = 1
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        Constraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 1),
            stackView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 2),
        ])
        reloadRecipes()
    }

    private func reloadRecipes() {
        for view in stackView.arrangedSubviews { view.removeFromSuperview() }
        for recipe in recipes {
            let button = ButtonWidget(type: .system)
            button.setTitle(recipe, for: .normal)
            button.addAction(Action { [weak self] _ in
                self?.navigationController?.pushViewController(RecipeDetailViewController(recipe: recipe), animated: true)
            }, for: .touchUpInside)
            stackView.addArrangedSubview(button)
        }
    }

    private func addRecipe() {
        let editor = NewRecipeViewController()
        editor.onSave = { [weak self] name in
            self?.recipes.append(name)
            self?.reloadRecipes()
        }
        let navigation = NavigationController(rootViewController: editor)
        navigation.modalPresentationStyle = .formSheet
        navigation.preferredContentSize = Size(width: 40, height: 4)
        present(navigation, animated: true)
    }
}

final class NewRecipeViewController: WidgetController {
    var onSave: ((String) -> Void)?
    let nameField = TextFieldWidget()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Recipe"
        navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .cancel, primaryAction: Action { [weak self] _ in
            self?.dismiss(animated: true)
        })
        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done, primaryAction: Action { [weak self] _ in
            guard let self else { return }
            self.onSave?(self.nameField.text ?? "")
            self.dismiss(animated: true)
        })
        navigationItem.rightBarButtonItem?.isEnabled = false

        nameField.placeholder = "Name"
        nameField.borderStyle = .roundedRect
        nameField.addAction(Action { [weak self] _ in
            guard let self else { return }
            self.navigationItem.rightBarButtonItem?.isEnabled = !(self.nameField.text?.isEmpty ?? true)
        }, for: .editingChanged)
        nameField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nameField)
        Constraint.activate([
            nameField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 1),
            nameField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 1),
            nameField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -1),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        nameField.becomeFirstResponder()
    }
}

final class RecipeDetailViewController: WidgetController {
    let recipe: String
    private let statusLabel = LabelWidget()

    init(recipe: String) {
        self.recipe = recipe
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = recipe
        navigationItem.rightBarButtonItem = editButtonItem
        statusLabel.text = "Serves 2"
        statusLabel.frame = Rect(x: 2, y: 2, width: 20, height: 1)
        view.addSubview(statusLabel)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        statusLabel.text = editing ? "Editing…" : "Serves 2"
    }
}
