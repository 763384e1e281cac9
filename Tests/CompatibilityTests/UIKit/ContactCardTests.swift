import Dispatch
import Testing
import TermHost
import TermHostTesting

@Suite("UIKit corpus: a contact card with an image view, layer border, tap gesture, fade and activity indicator")
@MainActor
struct ContactCardTests {
    private func launch() -> (ContactCardViewController, HeadlessApp) {
        let card = ContactCardViewController()
        let app = HeadlessApp(size: Size(width: 40, height: 10)) { _ in
            let window = Window()
            window.rootViewController = card
            return window
        }
        return (card, app)
    }

    @Test func theAvatarIsARoundedBorderAroundTheCentredSymbolAndTheNameIsNotShownAtAlphaZero() {
        let (_, app) = launch()
        // UIImageView draws its image by contentMode (aspect-fit centres it); the layer's border is drawn over
        // the content along the bounds, and a corner radius rounds it. An asset image draws the placeholder.
        #expect(app.grid == """

             ╭─────╮
             │  ☻  │
             ╰─────╯  ▨
            """)
        #expect(app.style(at: Point(x: 1, y: 1)).foreground == .systemBlue, "the border colour")
        #expect(app.style(at: Point(x: 4, y: 2)).foreground == .systemBlue, "a symbol is a template: drawn in the tint")
    }

    @Test func aClickOnTheAvatarCallsTheTargetOnceInTheEndedState() {
        let (card, app) = launch()
        app.click(at: Point(x: 4, y: 2))
        #expect(card.avatarTaps == 1)
        #expect(card.stateSeenByAction == .ended, "a tap is discrete: recognized in .ended")
        #expect(card.avatarView.gestureRecognizers?.first?.state == .possible, "back to possible after the action")
        app.click(at: Point(x: 20, y: 7))
        #expect(card.avatarTaps == 1, "a click elsewhere is not a tap on the avatar")
    }

    @Test func theIndicatorShowsCentredWhileLoadingAndTheNameFadesInAfterwards() async {
        let (card, app) = launch()
        #expect(card.activityIndicator.isHidden, "hidesWhenStopped: hidden until it animates")
        card.startLoading()
        app.waitUntilIdle()
        #expect(card.activityIndicator.isAnimating)
        #expect(card.activityIndicator.frame.origin == Point(x: 20, y: 5), "centred in the 40 by 10 view")
        #expect(app.line(5).trimmingCharacters(in: .whitespaces) == "|")
        card.finishLoading()
        app.waitUntilIdle()
        #expect(card.activityIndicator.isHidden)
        #expect(card.nameLabel.alpha == 1, "the animations block ran at once")
        #expect(app.line(2).contains("Ada Lovelace"))
        #expect(card.fadeFinished == nil, "UIKit calls the completion after the animation, not inside animate")
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(card.fadeFinished == true)
    }
}
