import Testing
import TermHost
import TermHostTesting

@Suite("LabelWidget: UILabel's text properties")
@MainActor
struct LabelTextTests {
    private func draw(_ label: LabelWidget, width: Int, height: Int = 1) -> HeadlessApp {
        show([(label, Rect(x: 0, y: 0, width: width, height: height))], size: Size(width: width, height: height))
    }

    @Test func textAlignmentPlacesEachLine() {
        let label = LabelWidget("ab")
        let app = draw(label, width: 6)
        #expect(app.line(0) == "ab    ", ".natural is the left in a left-to-right terminal")
        for (alignment, expected) in [(TextAlignment.center, "  ab  "), (.right, "    ab"), (.trailing, "    ab"),
                                      (.left, "ab    "), (.leading, "ab    ")] {
            label.textAlignment = alignment
            app.waitUntilIdle()
            #expect(app.line(0) == expected)
        }
    }

    @Test func justifiedSpreadsEveryLineButTheLastOfAParagraph() {
        let label = LabelWidget("one two three four\nend here")
        label.numberOfLines = 0
        label.textAlignment = .justified
        let app = draw(label, width: 12, height: 3)
        #expect(app.line(0) == "one      two")
        #expect(app.line(1) == "three four  ", "the last line of a paragraph stays at the left")
        #expect(app.line(2) == "end here    ")
    }

    /// A line feed is a line break whatever follows it (before a non-ASCII character it was read as
    /// one more column: a bulleted list showed as one line with a stray glyph where the break was).
    @Test func aLineBreakBeforeANonASCIICharacterStartsANewLine() {
        let label = LabelWidget("• Buy milk\n• Call Ada")
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == Size(width: 10, height: 2))
        #expect(label.sizeThatFits(Size(width: 30, height: 10)) == Size(width: 10, height: 2))
        let app = draw(label, width: 12, height: 2)
        #expect(app.lines == ["• Buy milk", "• Call Ada"])
        let fieldSeparated = LabelWidget("a\u{0B}世")
        fieldSeparated.numberOfLines = 0
        #expect(fieldSeparated.intrinsicContentSize == Size(width: 2, height: 2), "a vertical tab too")
    }

    @Test func numberOfLinesWrapsThenEndsTheLastLineWithAnEllipsis() {
        let label = LabelWidget("the quick brown fox jumps over it")
        label.numberOfLines = 2
        let app = draw(label, width: 10, height: 3)
        #expect(app.lines == ["the quick", "brown fox…", ""])
        label.numberOfLines = 0
        app.waitUntilIdle()
        #expect(app.lines == ["the quick", "brown fox", "jumps ove…"], "unlimited lines, cut by the label's height")
        #expect(label.systemLayoutSizeFitting(Size(width: 10, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel).height == 4)
    }

    @Test func lineBreakModesEndTheTextAsUIKitDoes() {
        let label = LabelWidget("alpha beta gamma")
        let app = draw(label, width: 8)
        label.lineBreakMode = .byWordWrapping
        app.waitUntilIdle()
        #expect(app.line(0) == "alpha   ", "a one-line word-wrapping label shows the words that fit")
        label.lineBreakMode = .byCharWrapping
        app.waitUntilIdle()
        #expect(app.line(0) == "alpha be")
        label.lineBreakMode = .byClipping
        app.waitUntilIdle()
        #expect(app.line(0) == "alpha be")
        label.lineBreakMode = .byTruncatingTail
        app.waitUntilIdle()
        #expect(app.line(0) == "alpha b…")
    }

    @Test func multiLineCharWrappingAndClippingHaveNoEllipsis() {
        let label = LabelWidget("abcdefghij")
        label.numberOfLines = 2
        label.lineBreakMode = .byCharWrapping
        let app = draw(label, width: 4, height: 2)
        #expect(app.lines == ["abcd", "efgh"])
        label.lineBreakMode = .byTruncatingTail
        app.waitUntilIdle()
        #expect(app.lines == ["abcd", "efg…"])
    }

    @Test func charWrappingBreaksBeforeTheFirstCharacterThatDoesNotFit() {
        let label = LabelWidget("ab cd ef\nghijk")
        label.numberOfLines = 0
        label.lineBreakMode = .byCharWrapping
        let app = draw(label, width: 4, height: 4)
        #expect(app.lines == ["ab c", "d ef", "ghij", "k"], "spaces are characters like any other; a line break ends a line")
        #expect(label.sizeThatFits(Size(width: 4, height: 0)) == Size(width: 4, height: 4))
        label.preferredMaxLayoutWidth = 3
        #expect(label.intrinsicContentSize == Size(width: 3, height: 5))
        label.lineBreakMode = .byWordWrapping
        #expect(label.intrinsicContentSize == Size(width: 3, height: 5), "words: ab / cd / ef / ghi / jk")
        label.numberOfLines = 2
        #expect(label.intrinsicContentSize == Size(width: 2, height: 2))
    }

    @Test func textColorFontAndEnabledStyleTheText() {
        let label = LabelWidget("Hi")
        label.textColor = .systemRed
        label.font = .preferredFont(forTextStyle: .caption1)
        let app = draw(label, width: 4)
        #expect(app.style(of: "Hi")?.foreground == .systemRed)
        #expect(app.style(of: "Hi")?.attributes.contains(.dim) == true)
        label.font = .boldSystemFont(ofSize: 30)
        label.isEnabled = false
        app.waitUntilIdle()
        #expect(app.style(of: "Hi")?.attributes == [.bold, .dim])
        label.textColor = .label
        #expect(label.style.foreground == nil)
        #expect(label.textColor == .label)
        label.adjustsFontForContentSizeCategory = true
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        #expect(label.intrinsicContentSize == Size(width: 2, height: 1), "accepted, no effect")
    }

    @Test func preferredMaxLayoutWidthWrapsTheIntrinsicSize() {
        let label = LabelWidget("one two three")
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == Size(width: 13, height: 1))
        label.preferredMaxLayoutWidth = 7
        #expect(label.intrinsicContentSize == Size(width: 7, height: 2))
    }

    @Test func frameInitializerMakesAnEmptyLabel() {
        let label = LabelWidget(frame: Rect(x: 1, y: 2, width: 3, height: 1))
        #expect(label.text == nil && label.frame == Rect(x: 1, y: 2, width: 3, height: 1))
    }
}
