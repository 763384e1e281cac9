import TermHost
import TermHostTesting
import Testing

@MainActor
@Suite struct PhotoGridTests {
    private func makeApp(width: Int) -> HeadlessApp {
        HeadlessApp(size: Size(width: width, height: 6)) { _ in ViewRoot(rootView: PhotoGrid()) }
    }

    @Test func fourColumnsFitIn40Cells() {
        // The scroll view's content is 39 wide (the last column is the scroll indicator): 4
        // columns of 9 with 1 between; one row between rows.
        let app = makeApp(width: 40)
        #expect(app.grid == """
        Library · 1000 photos
        IMG_0001  IMG_0002  IMG_0003  IMG_0004 ┃
                                               │
        IMG_0005  IMG_0006  IMG_0007  IMG_0008 │
                                               │
        IMG_0009  IMG_0010  IMG_0011  IMG_0012 │
        """)
    }

    @Test func sixColumnsFitIn60Cells() {
        let app = makeApp(width: 60)
        #expect(app.lines[1].hasPrefix("IMG_0001  IMG_0002  IMG_0003  IMG_0004  IMG_0005  IMG_0006"))
        #expect(app.lines[3].hasPrefix("IMG_0007  IMG_0008"))
    }

    @Test func widerTerminalRegroupsThePhotosIntoMoreColumns() {
        let app = makeApp(width: 40)
        app.resize(to: Size(width: 60, height: 6))
        #expect(app.lines[1].hasPrefix("IMG_0001  IMG_0002  IMG_0003  IMG_0004  IMG_0005  IMG_0006"))
        #expect(app.lines[3].hasPrefix("IMG_0007  IMG_0008"))
        app.resize(to: Size(width: 40, height: 6))
        #expect(app.lines[3].hasPrefix("IMG_0005  IMG_0006  IMG_0007  IMG_0008 "))
    }

    @Test func theKeysScrollToTheLastPhotosAndBack() {
        let app = makeApp(width: 40)
        app.press(.tab)
        app.press(.end)
        // 1,000 photos in rows of 4: the last row is 997 to 1,000.
        #expect(app.lines[5].hasPrefix("IMG_0997  IMG_0998  IMG_0999  IMG_1000"))
        app.press(.home)
        #expect(app.lines[1].hasPrefix("IMG_0001"))
        app.press(.pageDown)
        #expect(!app.lines[1].hasPrefix("IMG_0001"))
    }
}
