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
    /// The controller this one presented modally.
    public internal(set) var presentedController: WidgetController?
    /// The controller that presented this one modally.
    public internal(set) weak var presentingController: WidgetController?
    /// The panel showing this controller while it is presented.
    var presentationWidget: Widget?
    /// The responder focused before this controller presented another or was covered by a push.
    weak var focusToRestore: Responder?

    /// A short title (shown by navigation bars and presentation panels).
    public var title: String? {
        didSet {
            guard title != oldValue else { return }
            navigationController?.childTitleDidChange(self)
        }
    }

    /// The parent controller in a containment hierarchy.
    public private(set) weak var parent: WidgetController? {
        didSet { if parent !== oldValue { ancestorsDidChange() } }
    }
    /// The child controllers, in the order they were added.
    public private(set) var children: [WidgetController] = []

    /// Creates a controller; its view is loaded when first needed.
    public override init() {
        super.init()
    }

    // MARK: View

    /// The root widget, loaded on first access.
    public var view: Widget {
        if let existing = strongView ?? weakView { return existing }
        loadViewIfNeeded()
        return strongView ?? weakView ?? Widget()
    }

    /// Whether the root widget exists yet.
    public var isViewLoaded: Bool { (strongView ?? weakView) != nil }

    /// The root widget if loaded, without loading it.
    public var viewIfLoaded: Widget? { strongView ?? weakView }

    /// Loads the root widget now if it is not loaded.
    public func loadViewIfNeeded() {
        guard !isViewLoaded, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if !isViewLoaded { setView(Widget()) }
        isLoadingView = false
        viewDidLoad()
    }

    /// Makes the root widget; override and call ``WidgetController/setView(_:)`` to use another widget. The default makes a plain `Widget`.
    open func loadView() {
        setView(Widget())
    }

    /// Installs `widget` as the root widget (from ``loadView()``).
    public func setView(_ widget: Widget) {
        strongView?.owningController = nil
        strongView = widget
        weakView = nil
        widget.owningController = self
    }

    /// Installs a root widget that owns this controller, held weakly so the two do not keep each other alive.
    func setViewOwnedByWidget(_ widget: Widget) {
        strongView = nil
        weakView = widget
        widget.owningController = self
    }

    /// Called once after the root widget was loaded.
    open func viewDidLoad() {}

    // MARK: Appearance and layout

    /// Called before the root widget appears (enters a window or is pushed / presented).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the root widget appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the root widget disappears (leaves the window, is covered by a push or popped).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the root widget disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root widget lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root widget laid out its subviews: the place to set frames from `view.safeAreaFrame`.
    open func viewDidLayoutSubviews() {}

    func rootWidgetWillMove(toWindow window: Window?) {
        guard !transitionIsExplicit else { return }
        let isInWindow = viewIfLoaded?.window != nil
        if window != nil, !isInWindow, appearanceState == .disappeared {
            beginTransition(appearing: true, explicit: false)
        } else if window == nil, isInWindow, appearanceState == .appeared {
            beginTransition(appearing: false, explicit: false)
        }
    }

    func rootWidgetDidMoveToWindow(_ window: Window?) {
        guard !transitionIsExplicit else { return }
        if appearanceState == .appearing || appearanceState == .disappearing { endAppearanceTransition() }
    }

    /// Esc in this controller's presentation panel: dismisses it (an alert also runs its cancel action).
    func presentedEscapePressed() {
        dismiss()
    }

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
    func ancestorsDidChange() {
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
