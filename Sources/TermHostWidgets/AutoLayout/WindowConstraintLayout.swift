import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The constraint layout of one ``Window``: its ``LayoutEngine`` and the bookkeeping that ties the
/// engine to the widget tree.
///
/// - Widgets enter the engine when a constraint mentions them. A widget whose frame is set outside the
///   engine (translated into constraints, or arranged by a stack) gets fixed constraints for its frame in
///   window coordinates (re-synced when frames move); a widget laid out by constraints gets constraints
///   for its intrinsic size (constants edited in place when it is invalidated).
/// - ``updateFrames()`` runs inside the window's layout pass: it applies pending intrinsic sizes, reads
///   the solution and sets the frame (in superview coordinates) of each constraint-laid-out widget whose
///   solved frame changed, parents first. Nothing else is touched. A widget whose width changed is
///   measured at its new width (height for width) and its intrinsic height follows.
/// - The engine is handed out only once the window has a size, so that constraints made while a screen
///   is built are not solved against an empty window; they wait and are adopted then.
/// - Diagnostics go to the application showing the window (kept until there is one).
@MainActor
final class WindowConstraintLayout {
    /// The window's engine.
    let engine = LayoutEngine()
    private weak var window: Window?
    /// Whether the window has had a size (the engine is handed out from then on).
    private var isReady = false
    /// Whether a constraint was activated while the engine was not handed out yet.
    private var needsAdoption = false

    private struct WeakWidget {
        weak var widget: Widget?
    }

    /// The widgets in the engine.
    private var participants: [ObjectIdentifier: WeakWidget] = [:]
    private var needsSolve = false
    /// Widgets whose frame changed since the last update: translated frames under them may have moved,
    /// and their constraint-laid-out subviews are re-placed relative to them.
    private var movedWidgets: [ObjectIdentifier: Widget] = [:]
    private var invalidIntrinsicSizes: [ObjectIdentifier: Widget] = [:]
    /// Widgets whose solved frame must be applied even if the engine does not report a change.
    private var needsApply: [ObjectIdentifier: Widget] = [:]
    private var heldDiagnostics: [String] = []
    /// How many diagnostics a window not yet shown by an application keeps for it; later ones are dropped.
    static let maximumHeldDiagnostics = 100

    private struct WeakGuide {
        weak var guide: LayoutGuide?
    }

    /// Guides in the engine whose owner follows their solved frame (a scroll widget's content guide).
    private var observedGuides: [ObjectIdentifier: WeakGuide] = [:]

    init(window: Window) {
        self.window = window
        isReady = window.frame.width > 0 && window.frame.height > 0
        engine.diagnosticHandler = { [weak self] message in self?.report(message) }
        engine.didChange = { [weak self] in self?.setNeedsUpdate() }
        engine.itemDidEnter = { [weak self] item in self?.itemDidEnter(item) }
        engine.itemDidLeave = { [weak self] id in self?.itemDidLeave(id) }
    }

    /// The engine once the window has a size; before that nil, remembering that constraints wait.
    var readyEngine: LayoutEngine? {
        guard isReady else {
            needsAdoption = true
            return nil
        }
        return engine
    }

    // MARK: Diagnostics

    private func report(_ message: String) {
        if let application = window?.attachedApplication {
            application.report(message)
        } else if heldDiagnostics.count < Self.maximumHeldDiagnostics {
            heldDiagnostics.append(message)
        }
    }

    /// Reports a layout problem found outside the engine (a stack that cannot fit its required lengths).
    func reportLayoutProblem(_ message: String) {
        report(message)
    }

    /// Hands the diagnostics made while the window was not shown to the application now showing it.
    func windowDidMove(to application: Application?) {
        guard let application else { return }
        let held = heldDiagnostics
        heldDiagnostics.removeAll()
        for message in held { application.report(message) }
        if hasWork { application.setNeedsFrame() }
    }

    // MARK: Changes reported by the engine and the widgets

    private func setNeedsUpdate() {
        needsSolve = true
        window?.attachedApplication?.setNeedsFrame()
    }

    private var hasWork: Bool {
        needsSolve || !movedWidgets.isEmpty || !invalidIntrinsicSizes.isEmpty || !needsApply.isEmpty
    }

    private func itemDidEnter(_ item: any LayoutItem) {
        if let guide = item as? LayoutGuide, guide.frameDidChange != nil {
            observedGuides[ObjectIdentifier(guide)] = WeakGuide(guide: guide)
        }
        guard let widget = item as? Widget else { return }
        participants[ObjectIdentifier(widget)] = WeakWidget(widget: widget)
        if widget.isLaidOutByEngine {
            applyIntrinsicContentSize(of: widget)
        } else {
            setFixedFrame(of: widget)
        }
    }

    private func itemDidLeave(_ id: ObjectIdentifier) {
        observedGuides[id] = nil
        participants[id] = nil
        invalidIntrinsicSizes[id] = nil
        needsApply[id] = nil
    }

    /// A widget's frame changed: the first size of the window makes the engine available.
    func frameDidChange(of widget: Widget) {
        if !isReady, widget === window, widget.frame.width > 0, widget.frame.height > 0 {
            becomeReady()
        }
        guard !participants.isEmpty else { return }
        movedWidgets[ObjectIdentifier(widget)] = widget
        window?.attachedApplication?.setNeedsFrame()
    }

    /// A widget's intrinsic size or its priorities changed: its generated constraints follow at the next update.
    func intrinsicContentSizeDidChange(of widget: Widget) {
        let id = ObjectIdentifier(widget)
        guard participants[id] != nil, widget.isLaidOutByEngine else { return }
        invalidIntrinsicSizes[id] = widget
        window?.attachedApplication?.setNeedsFrame()
    }

    /// The widget's frame is now set by the engine, or no longer (its translation flag changed, or a
    /// stack began or stopped arranging it). Swaps its generated constraints: the new ones go in before
    /// the old ones come out, so the widget never leaves the engine in between.
    func translationDidChange(of widget: Widget) {
        guard engine.contains(widget) else { return }
        if !widget.isLaidOutByEngine {
            setFixedFrame(of: widget)
            engine.setIntrinsicContentSize(width: nil, height: nil, for: widget)
        } else {
            applyIntrinsicContentSize(of: widget)
            engine.setFixedFrame(nil, for: widget)
            needsApply[ObjectIdentifier(widget)] = widget
        }
    }

    // MARK: Joining and leaving the window

    /// A widget (and its subtree) entered the window: its waiting constraints are adopted.
    func widgetDidEnter(_ widget: Widget) {
        guard let state = widget.constraintStorage else { return }
        if state.hasPendingConstraints {
            guard isReady else {
                needsAdoption = true
                return
            }
            adoptPendingConstraints(of: widget, state: state)
        }
        if engine.contains(widget) {
            if !widget.isLaidOutByEngine {
                setFixedFrame(of: widget)
            }
            needsApply[ObjectIdentifier(widget)] = widget
            setNeedsUpdate()
        }
    }

    /// A widget is about to leave the window. Its generated constraints are removed; a constraint
    /// between it and an item that leaves with it (in the same removed subtree) waits to be adopted
    /// again, and a constraint to an item that stays is deactivated, as in UIKit.
    func widgetWillLeave(_ widget: Widget) {
        guard let state = widget.constraintStorage, engine.contains(widget) || !state.allGuides.isEmpty else { return }
        let root = subtreeRoot(of: widget)
        engine.setFixedFrame(nil, for: widget)
        engine.setIntrinsicContentSize(width: nil, height: nil, for: widget)
        let items: [any LayoutItem] = [widget] + state.allGuides
        for item in items {
            for constraint in engine.constraints(involving: item) where constraint.state == .installed {
                if isInside(constraint.firstAnchor, root: root), isInside(constraint.secondAnchor, root: root) {
                    engine.suspend(constraint)
                } else {
                    Constraint.deactivate([constraint])
                }
            }
        }
        let id = ObjectIdentifier(widget)
        movedWidgets[id] = nil
        itemDidLeave(id)
    }

    private func becomeReady() {
        isReady = true
        guard needsAdoption, let window else { return }
        needsAdoption = false
        adoptAll(in: window, depth: 0)
    }

    private func adoptAll(in widget: Widget, depth: Int) {
        guard depth < Widget.maximumTreeDepth else { return }
        if let state = widget.constraintStorage, state.hasPendingConstraints {
            adoptPendingConstraints(of: widget, state: state)
        }
        for child in widget.subviews { adoptAll(in: child, depth: depth + 1) }
    }

    private func adoptPendingConstraints(of widget: Widget, state: WidgetConstraintState) {
        engine.adoptPendingConstraints(of: widget)
        for guide in state.allGuides { engine.adoptPendingConstraints(of: guide) }
    }

    private func subtreeRoot(of widget: Widget) -> Widget {
        var root = widget
        while let parent = root.superview { root = parent }
        return root
    }

    /// Whether an anchor's item is in the subtree topped by `root` (a constant counts as inside).
    private func isInside(_ anchor: LayoutAnchor?, root: Widget) -> Bool {
        guard let anchor else { return true }
        switch anchor.item {
        case let widget as Widget:
            return subtreeRoot(of: widget) === root
        case let guide as LayoutGuide:
            guard let owner = guide.owningItem as? Widget else { return false }
            return subtreeRoot(of: owner) === root
        default:
            return false
        }
    }

    // MARK: The layout pass

    /// Brings the engine up to date and applies the solution; returns true when it set any frame
    /// (which may have queued more layout). Cheap when nothing changed.
    func updateFrames() -> Bool {
        guard isReady, hasWork, let window else { return false }
        let invalid = invalidIntrinsicSizes
        invalidIntrinsicSizes.removeAll()
        for widget in invalid.values where engine.contains(widget) && widget.isLaidOutByEngine {
            applyIntrinsicContentSize(of: widget)
        }
        let moved = movedWidgets
        movedWidgets.removeAll()
        if !moved.isEmpty { syncTranslatedFrames(in: window) }
        needsSolve = false
        var targets = needsApply
        needsApply.removeAll()
        var guides: [LayoutGuide] = []
        for id in engine.solve() {
            if let widget = participants[id]?.widget {
                targets[id] = widget
            } else if let guide = observedGuides[id]?.guide {
                guides.append(guide)
            }
        }
        for widget in moved.values {
            for child in widget.subviews where participants[ObjectIdentifier(child)] != nil {
                targets[ObjectIdentifier(child)] = child
            }
        }
        let changed = apply(targets.values, in: window)
        for guide in guides { guide.frameDidChange?() }
        return changed || !guides.isEmpty
    }

    private func syncTranslatedFrames(in window: Window) {
        for (id, entry) in participants {
            guard let widget = entry.widget else {
                participants[id] = nil
                continue
            }
            if !widget.isLaidOutByEngine, widget.window === window {
                setFixedFrame(of: widget)
            }
        }
    }

    /// Sets the solved frames of constraint-laid-out widgets, parents first; true when one changed.
    private func apply(_ widgets: Dictionary<ObjectIdentifier, Widget>.Values, in window: Window) -> Bool {
        let placed = widgets
            .filter { $0.isLaidOutByEngine && $0.window === window && $0.superview != nil }
            .map { (depth: $0.depthInTree, widget: $0) }
            .sorted { $0.depth < $1.depth }
        var changed = false
        for entry in placed {
            guard let superview = entry.widget.superview else { continue }
            let origin = superview.originInWindow
            let frame = engine.frame(of: entry.widget).offsetBy(dx: -origin.x, dy: -origin.y)
            guard entry.widget.frame != frame else { continue }
            let widthChanged = entry.widget.frame.width != frame.width
            entry.widget.frame = frame
            changed = true
            if widthChanged { remeasureHeight(of: entry.widget) }
        }
        return changed
    }

    /// Height for width: a widget whose width the constraints set is measured at that width (a
    /// wrapping label, a host), and its intrinsic height constraints follow; the next round re-solves.
    private func remeasureHeight(of widget: Widget) {
        let (width, height) = engine.intrinsicContentSize(of: widget)
        guard let height else { return }
        let fitted = heightForWidth(of: widget)
        if fitted != height {
            engine.setIntrinsicContentSize(width: width, height: fitted, for: widget)
        }
    }

    /// Holds a widget whose frame is set outside the engine at that frame: a stack's arranged subview
    /// only just below required in size (its own size constraints are stronger).
    private func setFixedFrame(of widget: Widget) {
        engine.setFixedFrame(frameInWindow(of: widget), for: widget,
                             sizePriority: widget.isArrangedInStack ? .required - 1 : .required)
    }

    private func frameInWindow(of widget: Widget) -> Rect {
        Rect(origin: widget.originInWindow, size: widget.frame.size)
    }

    /// Generated constraints for the widget's intrinsic size; the height is measured at the widget's
    /// current width once it has one (see ``remeasureHeight(of:)``).
    private func applyIntrinsicContentSize(of widget: Widget) {
        let size = widget.intrinsicContentSize
        var height = size.height < 0 ? nil : size.height
        if height != nil, widget.frame.width > 0, size.width != widget.frame.width {
            height = heightForWidth(of: widget)
        }
        engine.setIntrinsicContentSize(width: size.width < 0 ? nil : size.width, height: height, for: widget)
    }

    /// The content's height at the widget's current width (``Widget/sizeThatFits(_:)`` with no limit on the height).
    private func heightForWidth(of widget: Widget) -> Int {
        max(0, widget.sizeThatFits(Size(width: widget.frame.width, height: Widget.unboundedLength)).height)
    }
}
