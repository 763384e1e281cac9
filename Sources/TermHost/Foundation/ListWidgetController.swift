import Foundation
import TermHostCore
import TermHostWidgets

/// A controller whose view is a list: the `UITableViewController` of TermHost.
///
/// ```swift
/// final class SettingsViewController: ListWidgetController {
///     private let options = ["Wi-Fi", "Bluetooth"]
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         tableView.register(ListCellWidget.self, forCellReuseIdentifier: "cell")
///         navigationItem.rightBarButtonItem = editButtonItem
///     }
///
///     override func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int {
///         options.count
///     }
///
///     override func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///         cell.textLabel?.text = options[indexPath.row]
///         return cell
///     }
/// }
/// ```
///
/// As in UIKit: ``loadView()`` makes a ``ListWidget`` of the style given to ``init(style:)`` (`.plain`
/// for `init(nibName:bundle:)` and `init()`) and makes it the root widget, ``tableView``; the controller
/// is the list's data source and delegate. It implements every method of ``ListWidgetDataSource`` and
/// ``ListWidgetDelegate`` as an `open` method with the protocols' defaults, so a subclass writes
/// `override func tableView(...)` as UIKit code does, and its overrides are the ones the list calls.
/// The defaults: one section of no rows, no titles, rows editable, not movable, heights the list's
/// own, and a plain empty cell from `cellForRowAt` (UIKit stops the app there; override it). Heights are
/// `CGFloat`, as in UIKit (`override func tableView(_:heightForRowAt:) -> CGFloat`), and are lengths: whole rows,
/// or points under ``LengthUnit/points``. (The controller is in the module that brings Foundation, so that its
/// overridable methods can name `CGFloat`.)
///
/// When the list is about to appear for the first time the controller reloads its data, and each time it
/// is about to appear, with ``clearsSelectionOnViewWillAppear`` (the default), it deselects the selected
/// rows. ``setEditing(_:animated:)`` puts the list in editing mode too, so `editButtonItem` edits the list.
@MainActor
open class ListWidgetController: WidgetController, ListWidgetDataSource, ListWidgetDelegate {
    /// The style the list is made with.
    private let listStyle: ListWidget.Style
    /// The list, once made or assigned.
    private var listStorage: ListWidget?
    /// Whether the list has been about to appear once (its data is reloaded the first time).
    private var hasAppeared = false

    /// Whether the selected rows are deselected each time the list is about to appear (when coming
    /// back from a pushed detail screen, say). Default `true`.
    public var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose list has `style` (`.plain`, `.grouped` or `.insetGrouped`).
    public init(style: ListWidget.Style) {
        listStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a `.plain` list (the nib and bundle are ignored, see
    /// ``WidgetController/init(nibName:bundle:)``).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: AnyObject?) {
        listStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// The list this controller manages: its root widget. Reading it loads the view; assigning a list
    /// makes it the root widget (set its data source and delegate yourself, as in UIKit).
    public var tableView: ListWidget! {
        get {
            loadViewIfNeeded()
            return (viewIfLoaded as? ListWidget) ?? listStorage
        }
        set {
            listStorage = newValue
            if let newValue { setView(newValue) }
        }
    }

    /// Makes a list of the controller's style, with this controller as its data source and delegate,
    /// and makes it the root widget.
    open override func loadView() {
        let list = ListWidget(frame: .zero, style: listStyle)
        list.dataSource = self
        list.delegate = self
        listStorage = list
        setView(list)
    }

    /// Reloads the list the first time it is about to appear and, with
    /// ``clearsSelectionOnViewWillAppear``, deselects its selected rows. Call `super` when overriding.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let list = tableView else { return }
        if !hasAppeared {
            hasAppeared = true
            list.reloadData()
        }
        if clearsSelectionOnViewWillAppear {
            for indexPath in list.indexPathsForSelectedRows ?? [] { list.deselectRow(at: indexPath, animated: animated) }
        }
    }

    /// Turns editing mode on or off for the controller and its list (``ListWidget/setEditing(_:animated:)``).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: Data source

    /// One section.
    open func numberOfSections(in tableView: ListWidget) -> Int { 1 }
    /// No rows: override to give the section's row count.
    open func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A plain empty cell: override to dequeue and configure one.
    open func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        ListCellWidget(style: .default, reuseIdentifier: nil)
    }
    /// No header title.
    open func tableView(_ tableView: ListWidget, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: ListWidget, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row is editable.
    open func tableView(_ tableView: ListWidget, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func tableView(_ tableView: ListWidget, commit editingStyle: ListCellWidget.EditingStyle,
                        forRowAt indexPath: IndexPath) {}
    /// No row moves.
    open func tableView(_ tableView: ListWidget, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func tableView(_ tableView: ListWidget, moveRowAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {}

    // MARK: Delegate

    /// Selects the row asked for.
    open func tableView(_ tableView: ListWidget, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: ListWidget, didSelectRowAt indexPath: IndexPath) {}
    /// Deselects the row asked for.
    open func tableView(_ tableView: ListWidget, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: ListWidget, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: ListWidget, performPrimaryActionForRowAt indexPath: IndexPath) {}
    /// Outside editing mode only.
    open func tableView(_ tableView: ListWidget, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        !tableView.isEditing
    }
    /// Every row reacts to taps.
    open func tableView(_ tableView: ListWidget, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// The list's ``ListWidget/rowHeight``.
    open func tableView(_ tableView: ListWidget, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(tableView.rowHeight)
    }
    /// The list's ``ListWidget/sectionHeaderHeight``.
    open func tableView(_ tableView: ListWidget, heightForHeaderInSection section: Int) -> CGFloat {
        CGFloat(tableView.sectionHeaderHeight)
    }
    /// The list's ``ListWidget/sectionFooterHeight``.
    open func tableView(_ tableView: ListWidget, heightForFooterInSection section: Int) -> CGFloat {
        CGFloat(tableView.sectionFooterHeight)
    }
    /// No custom header.
    open func tableView(_ tableView: ListWidget, viewForHeaderInSection section: Int) -> Widget? { nil }
    /// No custom footer.
    open func tableView(_ tableView: ListWidget, viewForFooterInSection section: Int) -> Widget? { nil }
    /// Delete.
    open func tableView(_ tableView: ListWidget,
                        editingStyleForRowAt indexPath: IndexPath) -> ListCellWidget.EditingStyle { .delete }
    /// Does nothing.
    open func tableView(_ tableView: ListWidget, willDisplay cell: ListCellWidget, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: ListWidget, didEndDisplaying cell: ListCellWidget,
                        forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: ListWidget, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}
