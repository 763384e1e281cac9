import Testing
import TermHost
import TermHostTesting

@Suite("Sheet detents: UISheetPresentationController's heights")
@MainActor
struct SheetDetentTests {
    /// The presented panel's frame in the window.
    private func panel(of controller: WidgetController) -> Rect? {
        guard let box = controller.viewIfLoaded?.superview as? BoxWidget else { return nil }
        return box.convertToWindow(box.bounds)
    }

    /// A 30×12 window: a large sheet is the area (2, 1, 26, 10).
    private func presented(_ configure: (SheetPresentationController) -> Void) -> (WidgetController, HeadlessApp) {
        let root = WidgetController()
        let app = controllerApp(root, size: Size(width: 30, height: 12))
        let sheet = WidgetController()
        if let controller = sheet.sheetPresentationController { configure(controller) }
        root.present(sheet)
        app.waitUntilIdle()
        return (sheet, app)
    }

    @Test func aSheetIsLargeByDefault() {
        let (sheet, _) = presented { controller in
            #expect(controller.detents.map(\.identifier) == [.large])
            #expect(controller.selectedDetentIdentifier == nil)
        }
        #expect(panel(of: sheet) == Rect(x: 2, y: 1, width: 26, height: 10))
    }

    @Test func withoutASelectionTheSheetRestsAtTheSmallestDetentAtTheBottom() {
        let (sheet, _) = presented { $0.detents = [.medium(), .large()] }
        #expect(panel(of: sheet) == Rect(x: 2, y: 6, width: 26, height: 5))
    }

    @Test func selectingADetentWhileShownResizesTheSheetInTheNextFrame() {
        let (sheet, app) = presented { $0.detents = [.medium(), .large()] }
        let controller = sheet.sheetPresentationController
        controller?.animateChanges { controller?.selectedDetentIdentifier = .large }
        app.waitUntilIdle()
        #expect(panel(of: sheet) == Rect(x: 2, y: 1, width: 26, height: 10))
        controller?.selectedDetentIdentifier = .medium
        app.waitUntilIdle()
        #expect(panel(of: sheet) == Rect(x: 2, y: 6, width: 26, height: 5))
    }

    @Test func aSelectionNotAmongTheDetentsFallsBackToTheSmallest() {
        let (sheet, _) = presented { controller in
            controller.detents = [.large(), .medium()]
            controller.selectedDetentIdentifier = SheetPresentationController.Detent.Identifier("gone")
        }
        #expect(panel(of: sheet) == Rect(x: 2, y: 6, width: 26, height: 5))
    }

    @Test func customDetentsResolveInContentRowsAndNilIsInactive() {
        let small = SheetPresentationController.Detent.Identifier("small")
        var maximum: Double?
        let (sheet, _) = presented { controller in
            controller.detents = [
                .custom { _ in nil },
                .custom(identifier: small) { context in
                    maximum = context.maximumDetentValue
                    return 2
                },
                .large(),
            ]
        }
        #expect(maximum == 8, "a large sheet of 10 rows has 8 rows inside its border")
        #expect(panel(of: sheet) == Rect(x: 2, y: 7, width: 26, height: 4))
        #expect(sheet.sheetPresentationController?.detents[1].identifier == small)
    }

    @Test func aCustomDetentTallerThanLargeIsLarge() {
        let (sheet, _) = presented { $0.detents = [.custom { context in context.maximumDetentValue * 3 }] }
        #expect(panel(of: sheet) == Rect(x: 2, y: 1, width: 26, height: 10))
    }

    @Test func unnamedCustomDetentsHaveDistinctIdentifiers() {
        let first = SheetPresentationController.Detent.custom { _ in 1 }
        let second = SheetPresentationController.Detent.custom { _ in 1 }
        #expect(first.identifier != second.identifier)
        #expect(first.identifier == first.identifier)
    }

    @Test func onlySheetsHaveASheetPresentationControllerAndAFormSheetKeepsItsSize() {
        let controller = WidgetController()
        #expect(controller.sheetPresentationController != nil, ".automatic is a page sheet")
        #expect(controller.sheetPresentationController === controller.sheetPresentationController)
        for style in [ModalPresentationStyle.popover, .fullScreen, .overFullScreen] {
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController == nil, "\(style)")
        }
        let root = WidgetController()
        let app = controllerApp(root, size: Size(width: 30, height: 12))
        let form = WidgetController()
        form.modalPresentationStyle = .formSheet
        form.preferredContentSize = Size(width: 10, height: 4)
        form.sheetPresentationController?.detents = [.medium()]
        root.present(form)
        app.waitUntilIdle()
        #expect(panel(of: form) == Rect(x: 9, y: 3, width: 12, height: 6))
    }
}
