import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Manages a widget hierarchy and takes part in controller containment: the `UIViewController` of TermHost.
///
/// The root widget is made on first access of ``view`` by ``loadView()`` (a plain `Widget` unless
/// overridden), then ``viewDidLoad()`` runs. The controller is the next responder of its root widget,
/// and its own next responder is the root widget's superview, as in UIKit.
///
/// Appearance follows the root widget: ``viewWillAppear(_:)`` / ``viewDidAppear(_:)`` run when it
/// enters a window and ``viewWillDisappear(_:)`` / ``viewDidDisappear(_:)`` when it leaves, unless a
/// container drives them itself with ``beginAppearanceTransition(_:animated:)`` and
/// ``endAppearanceTransition()`` (a navigation controller does, to get UIKit's order on push and pop).
@MainActor
open class WidgetController: Responder, RootWidgetOwner {
    private var strongView: Widget?
    private weak var weakView: Widget?
    private var isLoadingView = false

    /// Where the controller is in its appearance cycle.
    enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }

    /// Where the controller is in its appearance cycle.
    var appearanceState = AppearanceState.disappeared
    /// Whether a container began the running appearance transition (window moves then leave it alone).
    var transitionIsExplicit = false
    /// The controller this one presented itself (``presentedViewController`` also looks at ancestors).
    var presentedStorage: WidgetController?
    /// The controller that presented this one itself (``presentingViewController`` also looks at ancestors).
    package weak var presentingStorage: WidgetController?
    /// The layer showing this controller while it is presented.
    var presentationWidget: PresentationWidget?
    /// The responder focused before this controller presented another or was covered by a push.
    weak var focusToRestore: Responder?

    /// A short title: the navigation bar shows it (through ``navigationItem``), a sheet in its border.
    public var title: String? {
        didSet {
            guard title != oldValue else { return }
            navigationItem.title = title
            titleDidChangeForTabs()
            if presentationWidget != nil { presentedTitleDidChange() }
        }
    }

    /// What a navigation bar shows while this controller is on top (its title follows ``title``).
    public private(set) lazy var navigationItem = NavigationItem(title: title)

    /// How this controller is shown when presented (see ``ModalPresentationStyle``). Default `.automatic`.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// The animation of a presentation: kept for ported code (there are no animations).
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// Whether the user is kept from dismissing the presented sheet or popover with Esc (or a click
    /// outside a popover). Code can still dismiss it.
    public var isModalInPresentation = false
    /// Whether a presentation from inside this controller covers only it (UIKit's current-context
    /// styles): kept for ported code; the window is the only presentation context.
    public var definesPresentationContext = false
    /// The size this controller would like when shown in a panel (a form sheet or popover uses it);
    /// zero on an axis: the content's fitting size.
    open var preferredContentSize: Size = .zero {
        didSet { if preferredContentSize != oldValue { presentationWidget?.setNeedsLayout() } }
    }
    /// True during the `viewWillAppear` / `viewDidAppear` calls of this controller's presentation.
    public internal(set) var isBeingPresented = false
    /// True during the `viewWillDisappear` / `viewDidDisappear` calls of this controller's dismissal.
    public internal(set) var isBeingDismissed = false
    /// True during the appearance calls of a push onto a navigation controller.
    public internal(set) var isMovingToParent = false
    /// True during the disappearance calls of a pop off a navigation controller.
    public internal(set) var isMovingFromParent = false
    /// This controller's own presentation controller, made when first asked for (see ``presentationController``).
    var presentationStorage: PresentationController?
    /// Whether the controller is in editing mode (see ``setEditing(_:animated:)``).
    var editingStorage = false
    /// The bar button item toggling editing, made when first asked for.
    var editItemStorage: BarButtonItem?
    /// The item this controller's tab shows (``tabBarItem``), made when first asked for.
    var tabBarItemStorage: TabBarItem?

    /// The parent controller in a containment hierarchy.
    public private(set) weak var parent: WidgetController? {
        didSet { if parent !== oldValue { ancestorsDidChange() } }
    }
    /// The child controllers, in the order they were added.
    public private(set) var children: [WidgetController] = []

    /// The name of the nib file given to ``init(nibName:bundle:)``, kept for ported code: TermHost has
    /// no nib files, so nothing is loaded from it.
    public let nibName: String?

    /// Creates a controller; its view is loaded when first needed (``loadView()``), as
    /// `UIViewController(nibName:bundle:)` does when given no nib. TermHost has no nib files: `nibName`
    /// is kept in ``nibName`` and `bundle` (Foundation's `Bundle`, or `nil`) is ignored. Subclasses call
    /// it as UIKit's do: `super.init(nibName: nil, bundle: nil)`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: AnyObject?) {
        nibName = nibNameOrNil
        super.init()
    }

    /// Creates a controller with no nib, as `UIViewController()` does (the same as
    /// `init(nibName: nil, bundle: nil)`). A convenience initializer, as UIKit's is: a subclass declares
    /// its own `init()` without `override` and calls `super.init(nibName: nil, bundle: nil)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: View

    /// The root widget (`UIViewController.view`): loaded on first access by ``loadView()``. Assign
    /// it (in `loadView()` or later) to use another widget; assigning `nil` unloads it, and the next
    /// access loads it again.
    public var view: Widget! {
        get {
            if let existing = strongView ?? weakView { return existing }
            loadViewIfNeeded()
            return strongView ?? weakView ?? Widget()
        }
        set {
            if let newValue {
                setView(newValue)
            } else {
                viewIfLoaded?.owningController = nil
                strongView = nil
                weakView = nil
            }
        }
    }

    /// Whether the root widget exists yet.
    public var isViewLoaded: Bool { (strongView ?? weakView) != nil }

    /// The root widget if loaded, without loading it.
    public var viewIfLoaded: Widget? { strongView ?? weakView }

    /// Loads the root widget now if it is not loaded.
    public func loadViewIfNeeded() {
        guard !isViewLoaded, !isLoadingView else { return }
        // Loaded for a parent already on screen (a push from code outside any event): its application
        // is the one at work, so `Screen.main` (and the default view's size) is its terminal's.
        if ApplicationScope.current == nil, let application = onScreenAncestorApplication {
            ApplicationScope.run(application) { loadViewNow() }
        } else {
            loadViewNow()
        }
    }

    private func loadViewNow() {
        isLoadingView = true
        loadView()
        if !isViewLoaded { setView(Widget()) }
        isLoadingView = false
        viewDidLoad()
    }

    /// The application showing the nearest ancestor controller whose view is in a window.
    private var onScreenAncestorApplication: Application? {
        var current = parent
        while let controller = current {
            if let application = controller.viewIfLoaded?.window?.application { return application }
            current = controller.parent
        }
        return nil
    }

    /// Makes the root widget; override and assign ``WidgetController/view`` to use another widget. The
    /// default makes a plain `Widget` the screen's size (``Screen/main``), as UIKit's does, so
    /// `ListWidget(frame: view.bounds)` in `viewDidLoad()` fills the screen; a container resizes it
    /// to its place when it shows it.
    open func loadView() {
        setView(Widget(frame: Screen.main.bounds))
    }

    /// Installs `widget` as the root widget (the same as assigning ``view``).
    public func setView(_ widget: Widget) {
        strongView?.owningController = nil
        strongView = widget
        weakView = nil
        widget.owningController = self
    }

    /// Installs a root widget that owns this controller, held weakly so the two do not keep each other alive.
    package func setViewOwnedByWidget(_ widget: Widget) {
        strongView = nil
        weakView = widget
        widget.owningController = self
    }

    /// Called once after the root widget was loaded.
    open func viewDidLoad() {}

    /// Turns editing mode on or off (``isEditing``) and retitles ``editButtonItem`` (`Edit` / `Done`).
    /// Override to show the change (call `super`); `animated` has no effect.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        guard let item = editItemStorage else { return }
        item.title = editing ? BarButtonItem.SystemItem.done.title : BarButtonItem.SystemItem.edit.title
        item.style = editing ? .done : .plain
    }

    // MARK: Appearance and layout

    /// Called before the root widget appears (enters a window or is pushed / presented).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the root widget appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the root widget disappears (leaves the window, is covered by a push or popped).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the root widget disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called after ``viewWillAppear(_:)`` once the root widget is in the window with its size and safe
    /// area, before it lays out and before ``viewDidAppear(_:)`` (UIKit's order: `viewWillAppear`,
    /// `viewIsAppearing`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `viewDidAppear`).
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called before the root widget lays out its subviews. The `@Observable` properties read here are
    /// tracked: when one changes, the root widget lays out again.
    open func viewWillLayoutSubviews() {}
    /// Called after the root widget laid out its subviews: the place to set frames from `view.safeAreaFrame`.
    /// The `@Observable` properties read here are tracked: when one changes, the root widget lays out again.
    open func viewDidLayoutSubviews() {}

    /// Override to set the views' properties from your model in one place (UIKit's `updateProperties()`):
    /// it runs before the root widget's own ``Widget/updateProperties()``, before layout, once when the
    /// root widget first enters a window and after ``setNeedsUpdateProperties()``. The `@Observable`
    /// properties read here are tracked: when one changes, it runs again in the next frame.
    open func updateProperties() {}

    /// Asks for ``updateProperties()`` before the next layout pass (loads the view).
    public func setNeedsUpdateProperties() {
        view.setNeedsUpdateProperties()
    }

    /// Runs a pending ``updateProperties()`` now.
    public func updatePropertiesIfNeeded() {
        viewIfLoaded?.updatePropertiesIfNeeded()
    }

    @_spi(TermHostInternal) open func rootWidgetWillMove(toWindow window: Window?) {
        guard !transitionIsExplicit else { return }
        let isInWindow = viewIfLoaded?.window != nil
        if window != nil, !isInWindow, appearanceState == .disappeared {
            beginTransition(appearing: true, explicit: false)
        } else if window == nil, isInWindow, appearanceState == .appeared {
            beginTransition(appearing: false, explicit: false)
        }
    }

    @_spi(TermHostInternal) open func rootWidgetDidMoveToWindow(_ window: Window?) {
        guard !transitionIsExplicit else { return }
        if appearanceState == .appearing || appearanceState == .disappearing { endAppearanceTransition() }
    }

    /// Esc in this controller's presentation layer: dismisses a sheet or popover unless
    /// ``isModalInPresentation`` or its presentation's delegate refuses, telling that delegate (an alert
    /// runs its cancel action instead). Returns whether the presentation was dismissed.
    func presentedEscapePressed() -> Bool {
        guard modalPresentationStyle.isPanel else { return false }
        return ownPresentationController.userRequestedDismissal()
    }

    /// Where focus goes when this controller is presented: its view's first focusable widget (an alert
    /// chooses its own).
    var initialFocusInPresentation: Responder? { view.firstFocusableDescendant() }

    /// The title changed while this controller is presented (an alert redraws it; a panel shows none).
    func presentedTitleDidChange() {}

    func rootWidgetUpdateProperties() { updateProperties() }

    func rootWidgetWillLayoutSubviews() { viewWillLayoutSubviews() }

    func rootWidgetDidLayoutSubviews() { viewDidLayoutSubviews() }

    // MARK: Containment

    /// Adds `child` as a child controller; calls `child.willMove(toParent: self)` for you.
    /// Add the child's view to your hierarchy, then call `child.didMove(toParent: self)`.
    public func addChild(_ child: WidgetController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent; calls `didMove(toParent: nil)` for you.
    /// Call `willMove(toParent: nil)` first and remove the view from its superview, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: WidgetController?) {}

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: WidgetController?) {}

    /// The ``parent`` of this controller or of one above it changed (a hosting controller tells its component).
    @_spi(TermHostInternal) open func ancestorsDidChange() {
        for child in children { child.ancestorsDidChange() }
    }

    // MARK: Responder chain

    open override var next: Responder? {
        if let superview = viewIfLoaded?.superview { return superview }
        if let window = viewIfLoaded as? Window { return window.application }
        return parent
    }

    open override var focusChildren: [Responder] { [] }

    /// The nearest navigation controller above this controller (or itself).
    public var navigationController: NavigationController? {
        var current: WidgetController? = self
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }
}
