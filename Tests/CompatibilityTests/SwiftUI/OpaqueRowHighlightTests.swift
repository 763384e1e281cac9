import Testing
import TermHost
import TermHostTesting

/// A `List` with a selection shows the selected row highlighted, whatever the row's background
/// (`.listRowBackground`) or its content paints.
@Suite("SwiftUI: a selected row shows over an opaque row background")
@MainActor
struct OpaqueRowHighlightTests {
    @Test func theSelectedRowIsHighlightedOverOpaqueContent() throws {
        let app = HeadlessApp(size: Size(width: 20, height: 6)) { _ in
            ViewRoot(rootView: List(selection: .constant(Optional(1))) {
                ForEach(0..<3, id: \.self) { row in
                    Text("Row \(row)")
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(Color.blue)
                        .listRowBackground(Color.blue)
                }
            })
        }
        #expect(try #require(app.style(of: "Row 1")).attributes.contains(.reverse), "selected: highlighted over the blue row")
        #expect(try #require(app.style(of: "Row 2")).attributes.contains(.reverse) == false, "neither selected nor focused")
    }
}
