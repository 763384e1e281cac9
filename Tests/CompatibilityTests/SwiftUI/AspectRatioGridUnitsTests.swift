import Testing
import TermHost
import TermHostTesting

/// SwiftUI's `aspectRatio(_:contentMode:)` ("constrains this view's dimensions to the specified aspect ratio":
/// `.fit` the largest size of that ratio inside the offer, `.fill` the smallest that covers it) and `GridItem`
/// sizes written in points, read with the points unit as the rest of the app's lengths are.
@MainActor
@Suite("SwiftUI: aspectRatio, and grid items in points")
struct AspectRatioGridUnitsTests {
    private func width(of app: HeadlessApp, row: Int) -> Int {
        app.lines[row].filter { $0 == "#" }.count
    }

    @Test func fitTakesTheLargestSizeOfTheRatioInsideTheOffer() {
        let app = HeadlessApp(size: Size(width: 20, height: 10)) { _ in
            ViewRoot(rootView: Color.blue.aspectRatio(1, contentMode: .fit).overlay(Text("####")))
        }
        let cells = (0..<20).filter { app.terminal.cell(at: Point(x: $0, y: 5)).style.background == .blue }
        #expect(cells == Array(5..<15), "a square of 10 cells, centred")
        #expect(app.terminal.cell(at: Point(x: 5, y: 0)).style.background == .blue)
        #expect(app.terminal.cell(at: Point(x: 4, y: 0)).style.background != .blue)
    }

    @Test func offeredOnlyAWidthTheHeightFollowsTheRatio() {
        let app = HeadlessApp(size: Size(width: 30, height: 12)) { _ in
            ViewRoot(rootView: ScrollView {
                VStack(spacing: 0) {
                    Color.green.aspectRatio(3, contentMode: .fit).frame(width: 12)
                    Text("below")
                }
            })
        }
        #expect(app.row(of: "below") == 4, "12 wide at 3:1 is 4 high")
    }

    @Test func withPointsTheRatioIsOfPoints() {
        let app = HeadlessApp(size: Size(width: 30, height: 12)) { application in
            application.lengthUnit = .points
            return ViewRoot(rootView: VStack(spacing: 0) {
                Color.green.aspectRatio(2 / 3, contentMode: .fit).frame(width: 64)
                Text("below")
                Spacer()
            })
        }
        #expect(app.row(of: "below") == 6, "64 points is 8 columns; 2:3 in points is 6 rows of 16 points")
    }

    @Test func adaptiveGridItemsAreReadInPointsWithThePointsUnit() {
        let app = HeadlessApp(size: Size(width: 44, height: 6)) { application in
            application.lengthUnit = .points
            return ViewRoot(rootView: LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<8, id: \.self) { Text("c\($0)") }
            })
        }
        let first = app.row(of: "c0")
        #expect(first != nil && app.row(of: "c3") == first && app.row(of: "c4") == first.map { $0 + 1 },
                "80 points is 10 columns: 4 tracks in 44 columns with 1 between them")
    }

    @Test func fixedGridItemsAreReadInPointsToo() {
        let app = HeadlessApp(size: Size(width: 40, height: 4)) { application in
            application.lengthUnit = .points
            return ViewRoot(rootView: LazyVGrid(columns: [GridItem(.fixed(80)), GridItem(.fixed(80))], spacing: 16) {
                ForEach(0..<4, id: \.self) { Text("c\($0)") }
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        }
        #expect(app.find("c1") == Point(x: 11 + 4, y: 0), "two 10-column tracks, 1 column apart")
        #expect(app.row(of: "c2") == 2, "spacing 16 between rows is one row")
    }
}
