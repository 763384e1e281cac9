import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

@Suite("Color palette index")
struct ColorTests {
    @Test(arguments: [256, 16, 8, 0])
    func defaultIsAlwaysMinusOne(colorCount: Int) {
        #expect(Color.default.paletteIndex(colorCount: colorCount) == -1)
    }

    @Test func ansiAt256And16KeepsItsIndex() {
        for index in UInt8(0)...15 {
            #expect(Color.ansi(index).paletteIndex(colorCount: 256) == Int(index))
            #expect(Color.ansi(index).paletteIndex(colorCount: 16) == Int(index))
        }
    }

    @Test func ansiAt8ColoursDropsBrightness() {
        #expect(Color.red.paletteIndex(colorCount: 8) == 1)
        #expect(Color.brightRed.paletteIndex(colorCount: 8) == 1)
        #expect(Color.brightWhite.paletteIndex(colorCount: 8) == 7)
        #expect(Color.blue.paletteIndex(colorCount: 8) == 4)
    }

    @Test func ansiOutOfRangeWraps() {
        #expect(Color.ansi(17).paletteIndex(colorCount: 256) == 1)
    }

    @Test func noColoursMeansDefault() {
        #expect(Color.red.paletteIndex(colorCount: 0) == -1)
        #expect(Color.indexed(196).paletteIndex(colorCount: 0) == -1)
        #expect(Color.rgb(255, 0, 0).paletteIndex(colorCount: 0) == -1)
        #expect(Color.rgb(255, 0, 0).paletteIndex(colorCount: 2) == -1)
    }

    @Test func indexedAt256IsItself() {
        for index in [0, 15, 16, 196, 231, 232, 255] {
            #expect(Color.indexed(UInt8(index)).paletteIndex(colorCount: 256) == index)
        }
    }

    @Test func indexedDownsamplesToANSI() {
        #expect(Color.indexed(196).paletteIndex(colorCount: 16) == 9)
        #expect(Color.indexed(196).paletteIndex(colorCount: 8) == 1)
        #expect(Color.indexed(21).paletteIndex(colorCount: 16) == 4)
        #expect(Color.indexed(46).paletteIndex(colorCount: 16) == 10)
        #expect(Color.indexed(16).paletteIndex(colorCount: 16) == 0)
        #expect(Color.indexed(231).paletteIndex(colorCount: 16) == 15)
        #expect(Color.indexed(232).paletteIndex(colorCount: 16) == 0)
        #expect(Color.indexed(255).paletteIndex(colorCount: 16) == 7)
    }

    @Test func indexedBelow16MapsToItselfAt16() {
        for index in UInt8(0)...15 {
            #expect(Color.indexed(index).paletteIndex(colorCount: 16) == Int(index))
        }
    }

    @Test func rgbAt256IsNearestCubeOrGrey() {
        #expect(Color.rgb(255, 0, 0).paletteIndex(colorCount: 256) == 196)
        #expect(Color.rgb(0, 255, 0).paletteIndex(colorCount: 256) == 46)
        #expect(Color.rgb(0, 0, 255).paletteIndex(colorCount: 256) == 21)
        #expect(Color.rgb(255, 255, 255).paletteIndex(colorCount: 256) == 231)
        #expect(Color.rgb(0, 0, 0).paletteIndex(colorCount: 256) == 16)
        #expect(Color.rgb(250, 2, 3).paletteIndex(colorCount: 256) == 196)
        #expect(Color.rgb(95, 135, 175).paletteIndex(colorCount: 256) == 67)
    }

    @Test func rgbGreysUseTheGreyRamp() {
        #expect(Color.rgb(128, 128, 128).paletteIndex(colorCount: 256) == 244)
        #expect(Color.rgb(8, 8, 8).paletteIndex(colorCount: 256) == 232)
        #expect(Color.rgb(238, 238, 238).paletteIndex(colorCount: 256) == 255)
        #expect(Color.rgb(50, 50, 50).paletteIndex(colorCount: 256) == 236)
    }

    @Test func rgbAt16IsNearestANSI() {
        #expect(Color.rgb(255, 0, 0).paletteIndex(colorCount: 16) == 9)
        #expect(Color.rgb(200, 0, 0).paletteIndex(colorCount: 16) == 1)
        #expect(Color.rgb(0, 0, 0).paletteIndex(colorCount: 16) == 0)
        #expect(Color.rgb(255, 255, 255).paletteIndex(colorCount: 16) == 15)
        #expect(Color.rgb(120, 120, 120).paletteIndex(colorCount: 16) == 8)
        #expect(Color.rgb(0, 200, 200).paletteIndex(colorCount: 16) == 6)
    }

    @Test func rgbAt8IsNearestOfTheEight() {
        #expect(Color.rgb(255, 0, 0).paletteIndex(colorCount: 8) == 1)
        #expect(Color.rgb(255, 255, 255).paletteIndex(colorCount: 8) == 7)
        #expect(Color.rgb(0, 0, 0).paletteIndex(colorCount: 8) == 0)
        #expect(Color.rgb(0, 255, 0).paletteIndex(colorCount: 8) == 2)
        #expect(Color.rgb(140, 140, 140).paletteIndex(colorCount: 8) == 7)
        #expect(Color.indexed(244).paletteIndex(colorCount: 8) == 7)
        #expect(Color.indexed(9).paletteIndex(colorCount: 8) == 1)
    }

    @Test func greysStayGrey() {
        #expect(Color.rgb(128, 128, 128).paletteIndex(colorCount: 16) == 8)
        #expect(Color.rgb(200, 200, 200).paletteIndex(colorCount: 16) == 7)
        #expect(Color.rgb(40, 40, 40).paletteIndex(colorCount: 8) == 0)
        #expect(Color.rgb(128, 128, 128).paletteIndex(colorCount: 8) == 7)
        #expect(Color.rgb(128, 128, 110).paletteIndex(colorCount: 8) == 7)
    }

    @Test func grayAt8ColoursStaysVisible() {
        #expect(Color.gray.paletteIndex(colorCount: 8) == 7)
        #expect(Color.gray.paletteIndex(colorCount: 16) == 8)
    }

    @Test func everyPaletteEntryHasInRangeComponents() {
        for index in 0..<256 {
            let (r, g, b) = Color.rgbComponents(ofPaletteIndex: index)
            #expect((0...255).contains(r) && (0...255).contains(g) && (0...255).contains(b))
        }
    }

    @Test func everyCubeEntryRoundTripsAt256() {
        for index in 16..<256 {
            let (r, g, b) = Color.rgbComponents(ofPaletteIndex: index)
            #expect(Color.rgb(UInt8(r), UInt8(g), UInt8(b)).paletteIndex(colorCount: 256) == index)
        }
    }
}
