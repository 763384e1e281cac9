import TermHost
import TermHostTesting
import Testing

@MainActor
@Suite struct PetVotesTests {
    private func makeApp(width: Int = 44, height: Int = 16) -> HeadlessApp {
        HeadlessApp(size: Size(width: width, height: height)) { _ in ViewRoot(rootView: PetVotesView()) }
    }

    @Test func aThreeWayTieIsARowAndTheButtonsAreEqualWidth() {
        // 42 columns inside the padding: the equal-width row (3 × 12 + 2) fits, so ViewThatFits
        // shows it; each button is as wide as "[ Goldfish ]". The tied avatars are an HStackLayout,
        // centred in the 9 rows of the profile's frame.
        let app = makeApp()
        #expect(app.grid == """





             ┌───────┐ ┌────────────┐ ┌───────┐
             │ Cat 0 │ │ Goldfish 0 │ │ Dog 0 │
             └───────┘ └────────────┘ └───────┘




           [   Cat    ] [ Goldfish ] [   Dog    ]
        """)
        #expect(app.focusedDescription == "Cat")
    }

    @Test func aVoteBreaksTheTieAndTheRadialLayoutPutsTheWinnerOnTop() {
        let app = makeApp()
        app.press(.enter)
        // The radial layout takes the whole 42 × 9 proposal; the winner is at the top of the oval,
        // the others at a third of a turn each side, below.
        #expect(app.grid == """



                          ┌───────┐
                          │ Cat 1 │
                          └───────┘
                 ┌───────┐      ┌────────────┐
                 │ Dog 0 │      │ Goldfish 0 │
                 └───────┘      └────────────┘



           [   Cat    ] [ Goldfish ] [   Dog    ]
        """)
        #expect(app.focusedDescription == "Cat", "the buttons keep focus across the layout change")
    }

    @Test func theRankLayoutValueOrdersTheAvatars() {
        let app = makeApp()
        app.press(.tab)
        app.press(.enter)
        app.press(.enter)
        app.press(.tab)
        app.press(.enter)
        #expect(app.row(of: "Goldfish 2") == 4, "first place: the top of the oval")
        #expect(app.find("Dog 1")?.x ?? 0 > app.find("Goldfish 2")?.x ?? 0, "second place: a third of a turn clockwise")
        #expect(app.find("Cat 0")?.x ?? 99 < app.find("Goldfish 2")?.x ?? 0, "third place: two thirds of a turn")
        app.press(.enter)
        app.press(.tab)
        app.press(.enter)
        app.press(.enter)
        // 2, 2, 2: a three-way tie again, back in a row, every view kept.
        #expect(app.row(of: "Cat 2") == 6)
        #expect(app.row(of: "Goldfish 2") == 6)
        #expect(app.row(of: "Dog 2") == 6)
    }

    @Test func aNarrowScreenStacksTheButtonsInAnEqualWidthColumn() {
        // 34 columns inside the padding: the row of buttons (38) does not fit, the column does.
        let app = makeApp(width: 36, height: 18)
        #expect(app.grid == """





         ┌───────┐ ┌────────────┐ ┌───────┐
         │ Cat 0 │ │ Goldfish 0 │ │ Dog 0 │
         └───────┘ └────────────┘ └───────┘




                    [   Cat    ]
                    [ Goldfish ]
                    [   Dog    ]
        """)
        app.press(.tab)
        app.press(.enter)
        #expect(app.contains("Goldfish 1"))
    }
}
