import TermHost
import TermHostTesting
import Testing

@Suite("UIKit corpus: a modal sheet and a popover with completions")
@MainActor
struct ProfileSheetsTests {
    private func launch() -> (ProfileViewController, HeadlessApp) {
        let profile = ProfileViewController()
        let app = HeadlessApp(size: Size(width: 40, height: 12)) { _ in
            let window = Window()
            window.rootViewController = NavigationController(rootViewController: profile)
            return window
        }
        return (profile, app)
    }

    @Test func screen() {
        let (_, app) = launch()
        #expect(app.grid == """
                        Profile

         [ Edit Profile ]
         [ Sort: Name ]
         [ About ]
        """)
    }

    @Test func formSheetIsACentredPanelOfThePreferredSizeAndCompletionsFollowTheLifecycle() {
        let (profile, app) = launch()
        app.press(.enter)
        #expect(profile.log == ["viewWillAppear beingPresented=true", "viewDidAppear beingPresented=true", "presented"])
        #expect(app.grid == """
                        Profile

         [ Edit Profile ]
         [ Sort╭────────────────────────╮
         [ Abou│Ada                     │
               │                        │
               │        [ Save ]        │
               ╰────────────────────────╯
        """)
        app.press(.tab)
        app.press(.enter)
        #expect(profile.log.suffix(3) == ["viewWillDisappear beingDismissed=true", "viewDidDisappear", "dismissed"])
        #expect(profile.presentedViewController == nil)
        #expect(app.focusedDescription == "Edit Profile", "focus comes back to the button that presented")
    }

    @Test func escDismissesTheSheetAsASwipeDownWouldUnlessModalInPresentation() {
        let (profile, app) = launch()
        app.press(.enter)
        profile.presentedViewController?.isModalInPresentation = true
        app.press(.escape)
        #expect(profile.presentedViewController != nil)
        profile.presentedViewController?.isModalInPresentation = false
        app.press(.escape)
        #expect(profile.presentedViewController == nil)
    }

    @Test func popoverSitsBelowItsSourceButtonAndAChoiceDismissesThenReports() {
        let (profile, app) = launch()
        app.press(.tab)
        app.press(.enter)
        #expect(profile.presentedViewController is SortOptionsViewController)
        #expect(app.grid == """
                        Profile

         [ Edit Profile ]
         [ Sort: Name ]
         ╭──────────╮
         │[ Name ]  │
         │[ Date ]  │
         ╰──────────╯
        """)
        app.press(.tab)
        app.press(.enter)
        #expect(profile.presentedViewController == nil)
        #expect(profile.sortOrder == "Date")
        #expect(app.contains("[ Sort: Date ]"))
    }

    @Test func aClickOutsideThePopoverDismissesIt() {
        let (profile, app) = launch()
        #expect(app.click(on: "Sort: Name"))
        #expect(profile.presentedViewController != nil)
        app.click(at: Point(x: 30, y: 10))
        #expect(profile.presentedViewController == nil)
        #expect(profile.sortOrder == "Name")
    }

    @Test func pageSheetCoversAllButAMarginWithNoTitleInItsBorder() {
        let (profile, app) = launch()
        #expect(app.click(on: "About"))
        #expect(app.grid == """
                        Profile
          ╭──────────────────────────────────╮
         [│ Version 1.0                      │
         [│                                  │
         [│                                  │
          │                                  │
          │                                  │
          │                                  │
          │                                  │
          │                                  │
          ╰──────────────────────────────────╯
        """)
        app.press(.escape)
        #expect(profile.presentedViewController == nil)
    }
}
