import Testing
import TermHost

@Suite("UIKit colours and fonts mapped to the terminal")
struct SystemColorAndFontTests {
    @Test func semanticColoursFollowTheDocumentedTable() {
        #expect(Color.systemBackground == .default && Color.label == .default)
        #expect(Color.tertiarySystemBackground == .default && Color.secondarySystemGroupedBackground == .default)
        for color in [Color.secondarySystemBackground, .systemGroupedBackground, .secondaryLabel, .tertiaryLabel,
                      .placeholderText, .separator, .systemGray] {
            #expect(color == .ansi(8))
        }
        #expect(Color.link == .ansi(4) && Color.systemBlue == .ansi(4) && Color.tintColor == .systemBlue)
        #expect([Color.systemRed, .systemGreen, .systemYellow, .systemPurple, .systemCyan, .systemTeal]
                == [.ansi(1), .ansi(2), .ansi(3), .ansi(5), .ansi(6), .ansi(6)])
        #expect(Color.systemOrange == .rgb(255, 149, 0) && Color.systemGray6 == .rgb(242, 242, 247))
        #expect(Color.purple == .magenta && Color.white == .ansi(7) && Color.black == .ansi(0))
    }

    @Test func systemColoursWithoutAnANSIHueDownsample() {
        #expect(Color.systemOrange.paletteIndex(colorCount: 16) == 3, "orange is nearest ANSI yellow")
        #expect(Color.systemGray5.paletteIndex(colorCount: 16) == 7)
        #expect(Color.clear.paletteIndex(colorCount: 256) == -1)
    }

    @Test func componentsMakeRGBAndAlphaIsAllOrNothing() {
        #expect(Color(red: 1, green: 0.5, blue: 0, alpha: 1) == .rgb(255, 128, 0))
        #expect(Color(red: 2, green: -1, blue: 0.2) == .rgb(255, 0, 51), "components are clamped")
        #expect(Color(red: 1, green: 1, blue: 1, alpha: 0.49) == .clear)
        #expect(Color(red: 1, green: 1, blue: 1, alpha: 0.5) == .rgb(255, 255, 255))
        #expect(Color(white: 0.5) == .rgb(128, 128, 128))
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == .rgb(255, 0, 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == .rgb(0, 255, 0))
        #expect(Color.systemRed.withAlphaComponent(0.3) == .clear)
        #expect(Color.systemRed.withAlphaComponent(0.8) == .systemRed)
    }

    @Test func aStyleNeverHoldsClear() {
        var style = Style(foreground: .clear, background: .clear)
        #expect(style.foreground == nil && style.background == nil)
        style.background = .red
        style.background = .clear
        #expect(style.background == nil)
    }

    @Test func fontsMapToAttributesAndSizesAreIgnored() {
        #expect(Font.preferredFont(forTextStyle: .headline).attributes == .bold)
        #expect(Font.preferredFont(forTextStyle: .title1).attributes == .bold)
        #expect(Font.preferredFont(forTextStyle: .largeTitle).attributes == [.bold, .underline])
        #expect(Font.preferredFont(forTextStyle: .caption1).attributes == .dim)
        #expect(Font.preferredFont(forTextStyle: .footnote).attributes == .dim)
        #expect(Font.preferredFont(forTextStyle: .body) == Font.body)
        #expect(Font.TextStyle.title == .title1 && Font.TextStyle.caption == .caption1)
        #expect(Font.systemFont(ofSize: 34) == Font.systemFont(ofSize: 12))
        #expect(Font.systemFont(ofSize: 17, weight: .semibold).attributes == .bold)
        #expect(Font.systemFont(ofSize: 17, weight: .medium).attributes == [])
        #expect(Font.systemFont(ofSize: 17, weight: .thin).attributes == .dim)
        #expect(Font.boldSystemFont(ofSize: 17).attributes == .bold)
        #expect(Font.italicSystemFont(ofSize: 17).attributes == .italic)
        #expect(Font.monospacedSystemFont(ofSize: 12, weight: .bold).attributes == .bold)
        #expect(Font(name: "Menlo", size: 12) == Font.body)
        #expect(Font.headline.withSize(40) == Font.headline)
    }
}
