import Testing
import TermHost
import TermHostTesting

/// `ToolbarItemPlacement.principal`: "the item is placed in the principal item section", the centre of
/// the navigation bar; the page's content is laid out below the bar (its safe area), never under it. A
/// title over a subtitle, a common principal item, makes the bar two rows tall here.
@Suite("SwiftUI: a two-line principal toolbar item")
@MainActor
struct PrincipalToolbarItemTests {
    @Test func theBarGrowsToFitTheTitleAndSubtitleAndThePageStartsBelowIt() throws {
        let app = HeadlessApp(size: Size(width: 30, height: 6)) { _ in
            ViewRoot(rootView: NavigationStack {
                VStack(alignment: .leading, spacing: 0) {
                    Text("First line")
                    Divider()
                    Spacer()
                }
                .toolbar {
                    ToolbarItem(placement: .principal) {
                        VStack {
                            Text("Inbox")
                            Text("3 unread")
                        }
                    }
                    ToolbarItem(placement: .navigationBarTrailing) { Button("Edit") {} }
                }
            })
        }
        #expect(app.line(0).contains("Inbox"), "the title in the bar's centre")
        #expect(app.line(0).contains("Edit"), "the trailing item on the bar's first row")
        #expect(app.line(1).contains("3 unread"), "the subtitle under it, in the bar")
        #expect(app.line(2).hasPrefix("First line"), "the page starts below the bar, not overwritten")
        #expect(app.line(3).hasPrefix("───"), "and its divider stays whole")
    }

    @Test func aPrincipalItemTallerThanTheBarIsCutToIt() {
        let app = HeadlessApp(size: Size(width: 30, height: 8)) { _ in
            ViewRoot(rootView: NavigationStack {
                Text("Page").frame(maxHeight: .infinity, alignment: .top)
                    .toolbar {
                        ToolbarItem(placement: .principal) {
                            VStack { Text("One"); Text("Two"); Text("Three"); Text("Four") }
                        }
                    }
            })
        }
        #expect(!app.contains("Four"), "cut to the bar")
        #expect(app.line(3).contains("Page"), "the page starts below the bar")
    }
}
