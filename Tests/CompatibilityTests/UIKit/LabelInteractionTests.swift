import Testing
import TermHost
import TermHostTesting

/// `UILabel.isUserInteractionEnabled`: "The default value of this property is false", so touches on a
/// label go to the view behind it, and a tap gesture recognizer added to a label only fires once the
/// property is set to `true`. `UIImageView` likewise.
@MainActor
private final class TapCounter {
    var count = 0
    func tapped() { count += 1 }
}

@Suite("UIKit: labels and image views ignore user events by default")
@MainActor
struct LabelInteractionTests {
    @Test func aLabelIgnoresClicksUntilInteractionIsEnabled() {
        var label = LabelWidget()
        let behind = TapCounter()
        let onLabel = TapCounter()
        let app = HeadlessApp(size: Size(width: 20, height: 3)) { _ in
            let window = Window()
            let card = Widget(frame: Rect(x: 0, y: 0, width: 20, height: 3))
            card.addGestureRecognizer(TapGestureRecognizer(target: behind, action: TapCounter.tapped))
            label = LabelWidget(frame: Rect(x: 0, y: 1, width: 10, height: 1))
            label.text = "Tap me"
            label.addGestureRecognizer(TapGestureRecognizer(target: onLabel, action: TapCounter.tapped))
            card.addSubview(label)
            window.addSubview(card)
            return window
        }
        #expect(label.isUserInteractionEnabled == false, "UILabel's default")
        #expect(ImageWidget().isUserInteractionEnabled == false, "UIImageView's default")
        #expect(app.click(on: "Tap me"))
        #expect(onLabel.count == 0, "the label's recognizer does not see the click")
        #expect(behind.count == 1, "the view under the label gets it")
        label.isUserInteractionEnabled = true
        #expect(app.click(on: "Tap me"))
        #expect(onLabel.count == 1)
        #expect(behind.count == 1)
    }
}
