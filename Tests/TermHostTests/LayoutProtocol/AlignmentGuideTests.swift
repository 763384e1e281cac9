import Testing
import TermHost
import TermHostTesting

private struct MidAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Int { context[VerticalAlignment.center] }
}

private struct LabelColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Int { context[HorizontalAlignment.leading] }
}

extension VerticalAlignment {
    fileprivate static let mid = VerticalAlignment(MidAlignment.self)
}

extension HorizontalAlignment {
    fileprivate static let labelColumn = HorizontalAlignment(LabelColumn.self)
}

/// `.alignmentGuide(_:computeValue:)` gives a view its own value for a guide, computed from its
/// `ViewDimensions`; a stack aligned on that guide lines the view up there. Custom guides
/// (`AlignmentID`) reach through nested stacks; the geometric ones stop at the first container.
@Suite("SwiftUI layout: alignment guides")
@MainActor
struct AlignmentGuideTests {
    @Test func anExplicitLeadingGuideMovesAViewInALeadingColumn() {
        // The second text's leading guide is 2 columns into it: its third column lines up with the others' first.
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("abc")
            Text("xyz").alignmentGuide(.leading) { _ in 2 }
        }
        #expect(measure(view, .unspecified) == Size(width: 5, height: 2))
        let app = show(view.topLeading(), width: 10, height: 2)
        #expect(app.screen == "  abc\nxyz")
    }

    @Test func theClosureReceivesTheViewsDimensions() {
        var seen: Size?
        let view = VStack(alignment: .trailing, spacing: 0) {
            Text("long line")
            Text("ab").alignmentGuide(.trailing) { dimensions in
                seen = Size(width: dimensions.width, height: dimensions.height)
                return dimensions[HorizontalAlignment.leading]
            }
        }
        let app = show(view.topLeading(), width: 20, height: 2)
        #expect(seen == Size(width: 2, height: 1))
        #expect(app.screen == "long line\n         ab", "its leading edge on the others' trailing edge")
    }

    @Test func aCustomGuideReachesThroughNestedStacks() {
        // The classic form: labels in one column, values in another, aligned on a custom guide.
        let view = VStack(alignment: .labelColumn, spacing: 0) {
            HStack(spacing: 1) {
                Text("Name:")
                Text("Ada").alignmentGuide(.labelColumn) { $0[.leading] }
            }
            HStack(spacing: 1) {
                Text("Occupation:")
                Text("Maths").alignmentGuide(.labelColumn) { $0[.leading] }
            }
        }
        let app = show(view.topLeading(), width: 30, height: 2)
        #expect(app.screen == "      Name: Ada\nOccupation: Maths")
    }

    @Test func aCustomVerticalGuideLinesUpARow() {
        // The tall column's "mid" guide is its second row; the single text's is its centre.
        let view = HStack(alignment: .mid, spacing: 1) {
            VStack(spacing: 0) {
                Text("a")
                Text("b").alignmentGuide(.mid) { $0[VerticalAlignment.center] }
                Text("c")
                Text("d")
            }
            Text("x")
        }
        let app = show(view.topLeading(), width: 5, height: 4)
        #expect(app.screen == "a\nb x\nc\nd")
    }

    @Test func explicitGuidesPassThroughPaddingAndFrames() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("abc")
            Text("xyz").alignmentGuide(.leading) { _ in 1 }.padding(.leading, 2)
        }
        // The padded view's leading guide is the text's (1) moved by the padding (2): 3.
        let app = show(view.topLeading(), width: 10, height: 2)
        #expect(app.screen == "   abc\n  xyz")
    }

    @Test func aFrameAlignsItsContentsGuideWithItsOwn() {
        // The frame puts the text's leading guide (3 columns before it) on its own leading edge, and
        // passes that guide on: the frame's leading guide is its leading edge again.
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("0123456789")
            Text("ab").alignmentGuide(.leading) { _ in -3 }.frame(width: 8, alignment: .leading)
        }
        let app = show(view.topLeading(), width: 12, height: 2)
        #expect(app.lines[1] == "   ab")
    }

    @Test func dimensionsGiveExplicitValuesOnlyWhenSet() {
        var explicit: [Int?] = []
        let view = HStack(alignment: .firstTextBaseline) {
            Color.red.frame(width: 1, height: 3)
                .alignmentGuide(.firstTextBaseline) { dimensions in
                    explicit.append(dimensions[explicit: VerticalAlignment.firstTextBaseline])
                    return dimensions.height
                }
            Text("t")
                .alignmentGuide(.firstTextBaseline) { dimensions in
                    explicit.append(dimensions[explicit: VerticalAlignment.firstTextBaseline])
                    return dimensions[.firstTextBaseline]
                }
        }
        _ = show(view, width: 5, height: 3)
        #expect(explicit.contains(nil), "a colour has no baseline of its own")
        #expect(explicit.contains(1), "a text's first baseline is under its first row")
    }
}
