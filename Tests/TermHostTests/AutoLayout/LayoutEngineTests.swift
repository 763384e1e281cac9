import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

@MainActor
@Suite struct LayoutEngineTests {
    @Test func pinsAChildToItsParentsEdgesWithInsets() {
        let env = RecordingEngine()
        let parent = env.root(Rect(x: 0, y: 0, width: 40, height: 12))
        let child = env.item("child")
        Constraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 2),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -3),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
        ])
        env.engine.solve()
        #expect(env.engine.frame(of: child) == Rect(x: 2, y: 1, width: 35, height: 10))
        #expect(env.messages.isEmpty)
    }

    @Test func centersAnItem() {
        let env = RecordingEngine()
        let parent = env.root(Rect(x: 10, y: 4, width: 30, height: 11))
        let child = env.item("child")
        Constraint.activate([
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 3),
            child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
        ])
        env.engine.solve()
        #expect(env.engine.frame(of: child) == Rect(x: 20, y: 8, width: 10, height: 3))
    }

    @Test func equalWidthsAndMultipliers() {
        let env = RecordingEngine()
        let parent = env.root(Rect(x: 0, y: 0, width: 30, height: 5))
        let a = env.item("a"), b = env.item("b"), half = env.item("half")
        Constraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            half.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
            half.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.4, constant: 1),
        ])
        env.engine.solve()
        #expect(env.engine.frame(of: a).width == 15)
        #expect(env.engine.frame(of: b) == Rect(x: 15, y: 0, width: 15, height: 0))
        #expect(env.engine.frame(of: half).width == 15)
        #expect(env.engine.frame(of: half).height == 3)
    }

    @Test func aHigherPriorityWins() {
        let env = RecordingEngine()
        let item = env.item("item")
        let low = item.widthAnchor.constraint(equalToConstant: 10)
        low.priority = .defaultLow
        let high = item.widthAnchor.constraint(equalToConstant: 20)
        high.priority = .defaultHigh
        Constraint.activate([low, high])
        env.engine.solve()
        #expect(env.engine.frame(of: item).width == 20)
        high.priority = 200
        env.engine.solve()
        #expect(env.engine.frame(of: item).width == 10)
        #expect(env.messages.isEmpty)
    }

    @Test func aRequiredConflictIsBrokenWithOneDiagnostic() {
        let env = RecordingEngine()
        let row = env.root(Rect(x: 0, y: 0, width: 20, height: 1), name: "row")
        let box = env.item("box")
        let fits = box.widthAnchor.constraint(lessThanOrEqualTo: row.widthAnchor)
        let tooWide = box.widthAnchor.constraint(equalToConstant: 30)
        tooWide.identifier = "tooWide"
        Constraint.activate([fits, tooWide])
        env.engine.solve()

        #expect(env.messages.count == 1)
        let message = env.messages.first ?? ""
        #expect(message.contains("breaking <Constraint 'tooWide' box.width == 30>"))
        #expect(message.contains("<Constraint box.width <= row.width>"))
        #expect(message.contains("<Constraint 'fixedFrame.width' row.width == 20>"))
        #expect(tooWide.isBroken && tooWide.isActive && !fits.isBroken)
        #expect(env.engine.frame(of: box).width == 20)
        #expect(env.engine.frame(of: row).width == 20)

        tooWide.isActive = false
        tooWide.isActive = true
        #expect(env.messages.count == 2)
    }

    @Test func aConstantEditThatConflictsIsBrokenWithOneDiagnostic() {
        let env = RecordingEngine()
        let row = env.root(Rect(x: 0, y: 0, width: 20, height: 1), name: "row")
        let box = env.item("box")
        let fits = box.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor)
        let offset = box.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 5)
        Constraint.activate([fits, offset, box.widthAnchor.constraint(equalToConstant: 10)])
        offset.constant = 15
        env.engine.solve()
        #expect(env.messages.count == 1)
        #expect(offset.isBroken)
        #expect(env.engine.frame(of: box) == Rect(x: 10, y: 0, width: 10, height: 0))
        offset.constant = 8
        env.engine.solve()
        #expect(env.engine.frame(of: box).minX == 8)
        #expect(env.messages.count == 1)
    }

    @Test func constantEditsAreIncremental() {
        let env = RecordingEngine()
        let parent = env.root(Rect(x: 0, y: 0, width: 50, height: 10))
        var items: [TestItem] = []
        var previous = parent.leadingAnchor
        for index in 0..<10 {
            let item = env.item("item\(index)")
            Constraint.activate([
                item.leadingAnchor.constraint(equalTo: previous, constant: 1),
                item.widthAnchor.constraint(equalToConstant: 3),
                item.topAnchor.constraint(equalTo: parent.topAnchor),
                item.heightAnchor.constraint(equalTo: parent.heightAnchor),
            ])
            previous = item.trailingAnchor
            items.append(item)
        }
        let last = env.item("last")
        let gap = last.leadingAnchor.constraint(equalTo: previous, constant: 2)
        Constraint.activate([gap, last.trailingAnchor.constraint(equalTo: parent.trailingAnchor)])
        env.engine.solve()
        #expect(env.engine.frame(of: last) == Rect(x: 42, y: 0, width: 8, height: 0))

        let before = env.engine.statistics
        gap.constant = 5
        let changed = env.engine.solve()
        let after = env.engine.statistics
        #expect(env.engine.frame(of: last) == Rect(x: 45, y: 0, width: 5, height: 0))
        #expect(changed == [ObjectIdentifier(last)])
        #expect(after.constraintsAdded == before.constraintsAdded)
        #expect(after.constraintsRemoved == before.constraintsRemoved)
        #expect(after.constantUpdates == before.constantUpdates + 1)
        #expect(after.rowsTouched - before.rowsTouched <= 4)

        let resize = env.engine.statistics
        env.engine.setFixedFrame(Rect(x: 0, y: 0, width: 60, height: 10), for: parent)
        env.engine.solve()
        #expect(env.engine.frame(of: last).width == 15)
        #expect(env.engine.statistics.constraintsAdded == resize.constraintsAdded)
    }

    @Test func roundingLeavesNoGapsBetweenPinnedSiblings() {
        let env = RecordingEngine()
        let parent = env.root(Rect(x: 0, y: 0, width: 10, height: 1))
        let views = (0..<3).map { env.item("v\($0)") }
        Constraint.activate([
            views[0].leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
            views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
            views[2].trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
            views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor),
        ])
        env.engine.solve()
        let frames = views.map { env.engine.frame(of: $0) }
        #expect(frames[0].minX == 0)
        #expect(frames[0].maxX == frames[1].minX)
        #expect(frames[1].maxX == frames[2].minX)
        #expect(frames[2].maxX == 10)
        #expect(frames.map(\.width).reduce(0, +) == 10)
        #expect(frames.allSatisfy { $0.width == 3 || $0.width == 4 })
    }

    @Test func intrinsicSizeHugsAndResistsCompression() {
        let env = RecordingEngine()
        let row = env.root(Rect(x: 0, y: 0, width: 20, height: 1), name: "row")
        let label = env.item("label"), field = env.item("field")
        field.layoutAnchors.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        env.engine.setIntrinsicContentSize(width: 8, height: 1, for: label)
        env.engine.setIntrinsicContentSize(width: 3, height: nil, for: field)
        Constraint.activate([
            label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            field.trailingAnchor.constraint(equalTo: row.trailingAnchor),
        ])
        env.engine.solve()
        #expect(env.engine.frame(of: label) == Rect(x: 0, y: 0, width: 8, height: 1))
        #expect(env.engine.frame(of: field).width == 12)

        let before = env.engine.statistics
        env.engine.setIntrinsicContentSize(width: 11, height: 1, for: label)
        env.engine.solve()
        #expect(env.engine.frame(of: label).width == 11)
        #expect(env.engine.frame(of: field).width == 9)
        #expect(env.engine.statistics.constraintsAdded == before.constraintsAdded)
        #expect(env.engine.intrinsicContentSize(of: label) == (11, 1))

        env.engine.setFixedFrame(Rect(x: 0, y: 0, width: 6, height: 1), for: row)
        env.engine.solve()
        #expect(env.engine.frame(of: label).width == 3)
        #expect(env.engine.frame(of: field).width == 3)

        env.engine.setIntrinsicContentSize(width: nil, height: nil, for: field)
        env.engine.solve()
        #expect(env.engine.frame(of: label).width == 11)
        #expect(env.engine.frame(of: field).width == 0)
        #expect(env.messages.isEmpty)
    }

    @Test func deactivatingRemovesTheEffectAndReactivatingRestoresIt() {
        let env = RecordingEngine()
        let parent = env.root(Rect(x: 0, y: 0, width: 30, height: 5))
        let item = env.item("item")
        let pin = item.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 4)
        let preferred = item.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 9)
        preferred.priority = .defaultLow
        Constraint.activate([pin, preferred, item.widthAnchor.constraint(equalToConstant: 2)])
        env.engine.solve()
        #expect(env.engine.frame(of: item).minX == 4)
        pin.isActive = false
        #expect(!pin.isActive)
        #expect(env.engine.solve().contains(ObjectIdentifier(item)))
        #expect(env.engine.frame(of: item).minX == 9)
        pin.constant = 6
        pin.isActive = true
        env.engine.solve()
        #expect(env.engine.frame(of: item).minX == 6)
        Constraint.deactivate(env.engine.constraints)
        #expect(env.engine.constraints.isEmpty)
        #expect(env.engine.solve().isEmpty)
    }

    @Test func solveReportsOnlyItemsWhoseFrameChanged() {
        let env = RecordingEngine()
        let parent = env.root(Rect(x: 0, y: 0, width: 30, height: 5))
        let a = env.item("a"), b = env.item("b")
        let aWidth = a.widthAnchor.constraint(equalToConstant: 5)
        Constraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor), aWidth,
            b.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            b.widthAnchor.constraint(equalToConstant: 5),
        ])
        #expect(env.engine.solve() == [ObjectIdentifier(parent), ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(env.engine.solve().isEmpty)
        aWidth.constant = 7
        #expect(env.engine.solve() == [ObjectIdentifier(a)])
    }

    @Test func pendingConstraintsWaitForAnEngine() {
        let env = RecordingEngine()
        let parent = TestItem("parent", engine: nil), child = TestItem("child", engine: nil)
        let pin = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 3)
        pin.isActive = true
        #expect(pin.isActive)
        #expect(env.engine.constraints.isEmpty)
        parent.layoutEngine = env.engine
        child.layoutEngine = env.engine
        env.engine.setFixedFrame(Rect(x: 1, y: 0, width: 10, height: 1), for: parent)
        env.engine.adoptPendingConstraints(of: child)
        env.engine.solve()
        #expect(env.engine.frame(of: child).minX == 4)
        #expect(env.engine.constraints.contains { $0 === pin })
    }

    @Test func itemsOfDifferentEnginesCannotBeRelated() {
        let env = RecordingEngine()
        let other = LayoutEngine(diagnosticHandler: { _ in })
        let a = env.item("a"), b = TestItem("b", engine: other)
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(env.messages.count == 1)
    }

    @Test func layoutGuidesTakePartInLayout() {
        let env = RecordingEngine()
        let parent = env.root(Rect(x: 0, y: 0, width: 21, height: 3))
        let spacer = LayoutGuide(identifier: "spacer", owningItem: parent)
        let left = env.item("left"), right = env.item("right")
        Constraint.activate([
            left.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 5),
            spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            spacer.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            right.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            right.widthAnchor.constraint(equalToConstant: 5),
            spacer.heightAnchor.constraint(equalTo: parent.heightAnchor),
        ])
        env.engine.solve()
        #expect(spacer.layoutFrame == Rect(x: 5, y: 0, width: 11, height: 3))
        #expect(env.engine.frame(of: right).minX == 16)
    }

    @Test func describesConstraintsLikeUIKit() {
        let a = TestItem("a", engine: nil), b = TestItem("b", engine: nil)
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: -2)
        constraint.priority = .defaultHigh
        constraint.identifier = "half"
        #expect(constraint.description == "<Constraint 'half' a.width == 0.5*b.width - 2 @750>")
        #expect(a.topAnchor.constraint(equalTo: b.bottomAnchor).description == "<Constraint a.top == b.bottom>")
    }
}
