import Testing
import TermHost
import TermHostTesting

/// `.padding` proposes the offer minus its insets and adds them to the child's size (SwiftUI's
/// default padding is 1 cell on every edge here); a `Divider` is a line across its stack; the root
/// content is centred in the screen as a window's content is.
@Suite("SwiftUI layout: padding, dividers and the root")
@MainActor
struct PaddingAndRootTests {
    @Test func paddingAddsItsInsetsToTheContent() {
        #expect(measure(Text("x").padding(), .unspecified) == Size(width: 3, height: 3), "1 cell on every edge by default")
        #expect(measure(Text("x").padding(2), .unspecified) == Size(width: 5, height: 5))
        #expect(measure(Text("x").padding(.horizontal, 2), .unspecified) == Size(width: 5, height: 1))
        #expect(measure(Text("x").padding(.top), .unspecified) == Size(width: 1, height: 2))
        #expect(measure(Text("x").padding(EdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 3)), .unspecified)
                == Size(width: 4, height: 2))
    }

    @Test func paddingProposesTheOfferMinusItsInsets() {
        // 9 columns offered, 2 of padding: the text wraps in 7.
        #expect(measure(Text("aaaa bbbb").padding(.horizontal, 1), ProposedViewSize(width: 9, height: nil))
                == Size(width: 6, height: 2))
        let app = show(Text("ab").padding(.leading, 3).topLeading(), width: 6, height: 1)
        #expect(app.lines[0] == "   ab")
    }

    @Test func aDividerIsALineAcrossItsStack() {
        let app = show(VStack { Text("abcd"); Divider(); Text("ef") }.topLeading(), width: 10, height: 3)
        #expect(app.lines[1] == "──────────", "as wide as the width offered to the column")
        let row = show(HStack { Text("a"); Divider(); Text("b") }.topLeading(), width: 10, height: 1)
        #expect(row.grid == "a │ b")
    }

    @Test func theRootContentIsCentred() {
        let app = show(Text("mid"), width: 9, height: 3)
        #expect(app.find("mid") == Point(x: 3, y: 1))
    }

    @Test func severalRootViewsFormAColumn() {
        let app = show(Group { Text("one"); Text("three") }, width: 9, height: 2)
        #expect(app.grid == "   one\n  three")
    }
}
