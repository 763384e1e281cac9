import Testing
import TermHost
import TermHostTesting

/// `Font.system(size:weight:design:)` and `Font.system(_:design:weight:)` take a `CGFloat` size as SwiftUI's do; a
/// terminal draws one size, so the weight and text style choose the look (semibold and heavier bold, light dim).
@MainActor
@Suite("SwiftUI: system fonts with CGFloat sizes")
struct SystemFontTests {
    struct PriceTag: View {
        let size: CGFloat = 14
        var body: some View {
            VStack(alignment: .leading) {
                Text("Price").font(.system(size: 14, weight: .semibold))
                Text("Note").font(.system(size: size * 0.8, weight: .light, design: .rounded))
                Text("Plain").font(.system(size: size))
                Text("Title").font(.system(.title, design: .serif))
            }
        }
    }

    @Test func weightsAndStylesChooseTheLookAndSizesAreAccepted() {
        let app = HeadlessApp(size: Size(width: 20, height: 4)) { _ in
            ViewRoot(rootView: PriceTag().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        }
        #expect(app.style(of: "Price")?.attributes.contains(.bold) == true)
        #expect(app.style(of: "Note")?.attributes.contains(.dim) == true)
        #expect(app.style(of: "Plain")?.attributes.isEmpty == true)
        #expect(app.style(of: "Title")?.attributes.contains(.bold) == true)
    }
}
