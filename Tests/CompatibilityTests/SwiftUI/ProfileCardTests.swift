import TermHost
import TermHostTesting
import Testing

@MainActor
@Suite struct ProfileCardTests {
    private func makeApp(width: Int, height: Int) -> HeadlessApp {
        HeadlessApp(size: Size(width: width, height: height)) { _ in ViewRoot(rootView: ProfileCard()) }
    }

    @Test func onAWideScreenTheCardIsSixtyColumnsCentred() {
        // .frame(maxWidth: 60) caps the card (62 with its border), centred in the 80 columns like a
        // window's content. Inside the 2-column padding: the avatar's fixed 6 × 3 frame with the
        // badge overlaid at its bottom-trailing corner, the name column top-aligned next to it, the
        // Spacer pushing the button to the trailing edge; the description wraps in the 56 columns;
        // the stats keep their ideal width (fixedSize), each at least 10 wide; the detail values
        // share one column through the custom guide.
        let app = makeApp(width: 80, height: 20)
        #expect(app.grid == """


                 ┌────────────────────────────────────────────────────────────┐
                 │                                                            │
                 │         Ada Lovelace                           [ Follow ]  │
                 │    AL   @ada · London                                      │
                 │       ●                                                    │
                 │                                                            │
                 │  Mathematician and writer, known for her notes on the      │
                 │  Analytical Engine.                                        │
                 │                                                            │
                 │    1204     │    87      │    12                           │
                 │  followers    following      notes                         │
                 │                                                            │
                 │       Born 10 Dec 1815                                     │
                 │  Known for Note G                                          │
                 │                                                            │
                 └────────────────────────────────────────────────────────────┘
        """)
        #expect(app.style(at: Point(x: 12, y: 4)).background == .blue, "the avatar's frame is filled")
        #expect(app.style(at: Point(x: 17, y: 6)).foreground == .green, "the badge")
        #expect(app.style(of: "Ada Lovelace")?.attributes.contains(.bold) == true)
        #expect(app.style(of: "@ada")?.attributes.contains(.dim) == true, "secondary")
        #expect(app.style(of: "Mathematician")?.attributes.contains(.dim) == true)
        #expect(app.style(at: .init(x: 9, y: 2)).foreground == .gray, "the border")
    }

    @Test func onANarrowScreenTheCardFillsTheWidthAndTheTextWraps() {
        // 44 columns: the card takes all of them (less than its 60-column maximum); the description
        // wraps in 38; the button is still pushed to the trailing edge.
        let app = makeApp(width: 44, height: 20)
        #expect(app.grid == """


        ┌──────────────────────────────────────────┐
        │                                          │
        │         Ada Lovelace         [ Follow ]  │
        │    AL   @ada · London                    │
        │       ●                                  │
        │                                          │
        │  Mathematician and writer, known for     │
        │  her notes on the Analytical Engine.     │
        │                                          │
        │    1204     │    87      │    12         │
        │  followers    following      notes       │
        │                                          │
        │       Born 10 Dec 1815                   │
        │  Known for Note G                        │
        │                                          │
        └──────────────────────────────────────────┘
        """)
    }

    @Test func theFollowButtonTogglesByKeys() {
        let app = makeApp(width: 44, height: 20)
        #expect(app.focusedDescription == "Follow")
        app.press(.enter)
        #expect(app.contains("[ Following ]"))
        #expect(app.contains("1205"))
        #expect(app.find("[ Following ]")?.x == 28, "still against the trailing padding")
        app.press(.character(" "))
        #expect(app.contains("[ Follow ]"))
        #expect(app.contains("1204"))
    }
}
