import Testing
import TermHost
import TermHostTesting

/// `.frame(width:height:alignment:)` is exactly that size whatever its content, which it places by
/// the alignment (centre by default); the flexible frame clamps the proposal and the child's answer
/// as SwiftUI documents; `.fixedSize` proposes `nil` (the ideal size) on its axes.
@Suite("SwiftUI layout: frames and fixedSize")
@MainActor
struct FrameRuleTests {
    private static let alignments: [(Alignment, String)] = [
        (.topLeading, "ab\n\n"), (.top, "  ab\n\n"), (.topTrailing, "    ab\n\n"),
        (.leading, "\nab\n"), (.center, "\n  ab\n"), (.trailing, "\n    ab\n"),
        (.bottomLeading, "\n\nab"), (.bottom, "\n\n  ab"), (.bottomTrailing, "\n\n    ab"),
    ]

    @Test(arguments: 0..<9)
    func aFixedFramePlacesItsContentByEachAlignment(_ index: Int) {
        let (alignment, expected) = Self.alignments[index]
        let app = show(Text("ab").frame(width: 6, height: 3, alignment: alignment).border(.ascii).topLeading(),
                       width: 10, height: 5)
        let inside = (1...3).map { String(app.line($0).dropFirst().prefix(6)).trimmingTrailingSpaces }
        #expect(inside.joined(separator: "\n") == expected)
    }

    @Test func aFixedFrameIsExactlyItsSizeWhateverTheContent() {
        // Taller content does not make the frame taller; short content does not shrink it.
        let tall = VStack(spacing: 0) { ForEach(0..<20) { Text("line \($0)") } }
        #expect(measure(tall.frame(width: 30, height: 12), .unspecified) == Size(width: 30, height: 12))
        #expect(measure(tall.frame(width: 30, height: 12), ProposedViewSize(width: 5, height: 5)) == Size(width: 30, height: 12))
        #expect(measure(Text("Hi").frame(width: 6, height: 3), ProposedViewSize(width: 1, height: 1))
                == Size(width: 6, height: 3))
        let inStack = VStack(spacing: 0) { tall.frame(width: 30, height: 12).border(); Text("after") }
        let app = show(inStack.topLeading(), width: 40, height: 20)
        #expect(app.find("after")?.y == 14, "the frame's 12 rows and the border's 2")
    }

    @Test func contentLargerThanAFixedFrameOverflowsItUnclipped() {
        // The 2-column frame is 2 columns in the layout; its 6-column content, centred, sticks out
        // 2 columns on each side and is drawn there, unless the frame is clipped.
        let view = VStack(spacing: 0) { Text("abcdef").fixedSize().frame(width: 2); Text("xy") }
        #expect(measure(view, .unspecified) == Size(width: 2, height: 2))
        let app = show(view, width: 10, height: 2)
        #expect(app.lines[0] == "  abcdef")
        #expect(app.lines[1] == "    xy")
        let clipped = VStack(spacing: 0) { Text("abcdef").fixedSize().frame(width: 2).clipped(); Text("xy") }
        let clippedApp = show(clipped, width: 10, height: 2)
        #expect(clippedApp.lines[0] == "    cd")
    }

    @Test func aFrameWithOneDimensionFollowsTheContentOnTheOther() {
        #expect(measure(Text("Hello world").frame(width: 5), .unspecified) == Size(width: 5, height: 2))
        #expect(measure(Text("Hi").frame(height: 3), .unspecified) == Size(width: 2, height: 3))
    }

    @Test func aFlexibleFrameClampsAsDocumented() {
        // Only a minimum: max(min, min(child, proposal)).
        let minimum = Text("Hi").frame(minWidth: 10)
        #expect(measure(minimum, ProposedViewSize(width: 40, height: nil)).width == 10)
        #expect(measure(minimum, ProposedViewSize(width: 5, height: nil)).width == 10)
        // Only a maximum: min(max, max(child, proposal)).
        let maximum = Text("Hi").frame(maxWidth: 10)
        #expect(measure(maximum, ProposedViewSize(width: 40, height: nil)).width == 10)
        #expect(measure(maximum, ProposedViewSize(width: 6, height: nil)).width == 6)
        #expect(measure(maximum, .unspecified).width == 2)
        // Both: the proposal clamped to them, whatever the child.
        let both = Text("Hi").frame(minWidth: 4, maxWidth: 8)
        #expect(measure(both, ProposedViewSize(width: 1, height: nil)).width == 4)
        #expect(measure(both, ProposedViewSize(width: 6, height: nil)).width == 6)
        #expect(measure(both, ProposedViewSize(width: 20, height: nil)).width == 8)
        // .infinity fills; an ideal value replaces a missing proposal.
        #expect(measure(Text("Hi").frame(maxWidth: .infinity), ProposedViewSize(width: 33, height: 1)).width == 33)
        #expect(measure(Text("Hi").frame(idealWidth: 7, maxWidth: .infinity), .unspecified).width == 7)
        // The child is proposed the clamped proposal: it wraps to the maximum.
        #expect(measure(Text("aaa bbb ccc").frame(maxWidth: 7), ProposedViewSize(width: 30, height: nil))
                == Size(width: 7, height: 2))
    }

    @Test(arguments: 0..<9)
    func aFlexibleFramePlacesItsContentByEachAlignment(_ index: Int) {
        let (alignment, expected) = Self.alignments[index]
        let view = Text("ab").frame(minWidth: 6, maxWidth: 6, minHeight: 3, maxHeight: 3, alignment: alignment)
        let app = show(view.border(.ascii).topLeading(), width: 10, height: 5)
        let inside = (1...3).map { String(app.line($0).dropFirst().prefix(6)).trimmingTrailingSpaces }
        #expect(inside.joined(separator: "\n") == expected)
    }

    @Test func maxWidthInfinityFillsAndAlignsItsContent() {
        let app = show(VStack(spacing: 0) {
            Text("left").frame(maxWidth: .infinity, alignment: .leading)
            Text("right").frame(maxWidth: .infinity, alignment: .trailing)
        }, width: 12, height: 2)
        #expect(app.lines[0] == "left")
        #expect(app.lines[1] == "       right")
    }

    @Test func fixedSizeProposesTheIdealSize() {
        #expect(measure(Text("Hello world").fixedSize(), ProposedViewSize(width: 4, height: 1)) == Size(width: 11, height: 1))
        #expect(measure(Text("Hello world").fixedSize().frame(width: 5), .unspecified) == Size(width: 5, height: 1))
        #expect(measure(Text("Hello world").fixedSize(horizontal: false, vertical: true),
                        ProposedViewSize(width: 5, height: 1)) == Size(width: 5, height: 2))
        #expect(measure(Text("Hello world").fixedSize(horizontal: true, vertical: false),
                        ProposedViewSize(width: 5, height: 1)) == Size(width: 11, height: 1))
        // In a squeezed row the fixed child keeps its whole text; the other gives way.
        let row = HStack(alignment: .top, spacing: 0) { Text("abcdef").fixedSize(); Text("ghijkl") }
        let app = show(row.topLeading(), width: 9, height: 2)
        #expect(app.screen == "abcdefghi\n      jkl")
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
