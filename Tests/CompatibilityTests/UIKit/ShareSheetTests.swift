import TermHost
import TermHostTesting
import Testing

@Suite("UIKit corpus: a medium sheet that grows to large")
@MainActor
struct ShareSheetTests {
    private func launch() -> (PhotoViewController, HeadlessApp) {
        let photo = PhotoViewController()
        let app = HeadlessApp(size: Size(width: 30, height: 12)) { _ in
            let window = Window()
            window.rootViewController = photo
            return window
        }
        return (photo, app)
    }

    @Test func theSheetOpensAtTheMediumDetentOverTheBottomHalf() {
        let (_, app) = launch()
        app.press(.enter)
        #expect(app.grid == """
         [ Share ]





          ╭────────────────────────╮
          │[ Copy Link ]           │
          │[ More Options ]        │
          │                        │
          ╰────────────────────────╯
        """, "a rounded card with no title in its border")
    }

    @Test func moreOptionsGrowsTheSheetToTheLargeDetent() {
        let (photo, app) = launch()
        photo.share()
        app.waitUntilIdle()
        #expect(app.click(on: "More Options"))
        #expect(app.grid == """
         [ Share ]
          ╭────────────────────────╮
          │[ Copy Link ]           │
          │[ More Options ]        │
          │                        │
          │                        │
          │                        │
          │                        │
          │                        │
          │                        │
          ╰────────────────────────╯
        """)
    }

    @Test func copyDismissesThenRunsItsCompletionAndEscDismissesWithoutCopying() {
        let (photo, app) = launch()
        app.press(.enter)
        app.press(.enter)
        #expect(photo.copied == 1 && photo.presentedViewController == nil)
        app.press(.enter)
        app.press(.escape)
        #expect(photo.copied == 1 && photo.presentedViewController == nil)
    }
}
