// UIKit's documented behaviour of image views, layers, alpha, center, transform, animations, edge insets
// and activity indicators, each written from Apple's documentation with the renames only.
import Testing
import TermHost
import TermHostTesting

@MainActor
private func show(_ build: (Widget) -> Void, size: Size = Size(width: 20, height: 6)) -> HeadlessApp {
    HeadlessApp(size: size) { _ in
        let window = Window()
        let root = Widget(frame: Rect(origin: .zero, size: size))
        build(root)
        window.addSubview(root)
        return window
    }
}

@Suite("UIKit: UIImageView and UIImage")
@MainActor
struct ImageViewCompatibilityTests {
    @Test func anImageViewIgnoresEventsByDefaultAndHasNoIntrinsicSizeWithoutAnImage() {
        // "New image view objects are configured to disregard user events by default."
        let imageView = ImageWidget()
        #expect(imageView.isUserInteractionEnabled == false)
        #expect(imageView.image == nil)
        #expect(imageView.intrinsicContentSize == Size(width: Widget.noIntrinsicMetric, height: Widget.noIntrinsicMetric))
        #expect(imageView.contentMode == .scaleToFill, "UIView's default content mode")
    }

    @Test func initWithImageSizesTheViewToTheImageAndTheIntrinsicSizeFollowsTheImage() {
        // init(image:) "adjusts the frame of the receiver to match the size of the specified image".
        let imageView = ImageWidget(image: Image(systemName: "star.fill"))
        #expect(imageView.frame.size == Size(width: 1, height: 1))
        #expect(imageView.intrinsicContentSize == Size(width: 1, height: 1))
        imageView.image = Image(systemName: "person.2")
        #expect(imageView.intrinsicContentSize == Size(width: 2, height: 1))
        imageView.image = nil
        #expect(imageView.intrinsicContentSize.width == Widget.noIntrinsicMetric)
    }

    @Test func theContentModePlacesTheImage() {
        var imageView = ImageWidget()
        let app = show { root in
            imageView = ImageWidget(frame: Rect(x: 0, y: 0, width: 5, height: 3))
            imageView.image = Image(systemName: "star.fill")
            imageView.contentMode = .scaleAspectFit
            root.addSubview(imageView)
        }
        #expect(app.grid == "\n  ★")
        imageView.contentMode = .bottomRight
        app.waitUntilIdle()
        #expect(app.grid == "\n\n    ★")
        imageView.contentMode = .topLeft
        app.waitUntilIdle()
        #expect(app.grid == "★")
    }

    @Test func imageNamedAlwaysGivesAnImageAndItsViewDrawsThePlaceholder() throws {
        // UIImage(named:) is failable; a terminal has no assets, so TermHost answers a placeholder image.
        let image = try #require(Image(named: "placeholder"))
        let app = show { root in
            let imageView = ImageWidget(image: image)
            imageView.frame.origin = Point(x: 2, y: 1)
            root.addSubview(imageView)
        }
        #expect(app.grid == "\n  ▨")
        #expect(app.style(at: Point(x: 2, y: 1)).attributes.contains(.dim))
    }

    @Test func theHighlightedImageShowsWhileHighlighted() {
        var imageView = ImageWidget()
        let app = show { root in
            imageView = ImageWidget(image: Image(systemName: "heart"), highlightedImage: Image(systemName: "heart.fill"))
            root.addSubview(imageView)
        }
        #expect(app.grid == "♡")
        imageView.isHighlighted = true
        app.waitUntilIdle()
        #expect(app.grid == "♥")
    }

    @Test func swiftUIsImageViewIsTheSameImageAndStillDrawsItsSymbol() {
        let image: Image = Image(systemName: "star.fill")
        let app = HeadlessApp(size: Size(width: 10, height: 2)) { _ in
            let window = Window()
            let host = HostWidget { HStack { image; Text("ok") } }
            host.frame = Rect(x: 0, y: 0, width: 10, height: 1)
            window.addSubview(host)
            return window
        }
        #expect(app.line(0).contains("★ ok"))
    }
}

@Suite("UIKit: CALayer border, corner radius and masksToBounds")
@MainActor
struct LayerCompatibilityTests {
    @Test func theDefaultsAreUIKits() {
        let view = Widget()
        #expect(view.layer === view.layer, "one layer per view")
        #expect(view.layer.cornerRadius == 0)
        #expect(view.layer.borderWidth == 0)
        #expect(view.layer.masksToBounds == false)
        #expect(view.layer.shadowOpacity == 0)
        #expect(view.layer.shadowRadius == 3)
        #expect(view.layer.shadowOffset == CGSize(width: 0, height: -3))
    }

    @Test func masksToBoundsIsClipsToBounds() {
        let view = Widget()
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        #expect(view.layer.masksToBounds == false)
    }

    @Test func aBorderIsDrawnAlongTheBoundsOverTheSubviewsAndACornerRadiusRoundsIt() {
        var card = Widget()
        let app = show { root in
            card = Widget(frame: Rect(x: 1, y: 0, width: 8, height: 4))
            let label = LabelWidget(frame: Rect(x: 0, y: 1, width: 8, height: 1))
            label.text = "12345678"
            card.addSubview(label)
            card.layer.borderWidth = 1
            card.layer.borderColor = Color.red.cgColor
            root.addSubview(card)
        }
        // "The border is drawn inset from the receiver's bounds ... composited above the receiver's contents and sublayers."
        #expect(app.grid == """
             ┌──────┐
             │234567│
             │      │
             └──────┘
            """)
        #expect(app.style(at: Point(x: 1, y: 0)).foreground == .red)
        card.layer.cornerRadius = 8
        app.waitUntilIdle()
        #expect(app.lines[0] == " ╭──────╮")
        #expect(app.lines[3] == " ╰──────╯")
        card.layer.borderWidth = 0
        app.waitUntilIdle()
        #expect(app.grid == "\n 12345678", "no border at width 0; a radius alone has nothing to round")
    }

    @Test func shadowsAreKeptAndDrawNothing() {
        let view = Widget()
        view.layer.shadowColor = Color.black.cgColor
        view.layer.shadowOpacity = 0.3
        view.layer.shadowOffset = CGSize(width: 0, height: 2)
        view.layer.shadowRadius = 4
        #expect(view.layer.shadowColor == Color.black.cgColor)
        #expect(view.layer.shadowOffset.height == 2)
        #expect(Color(cgColor: Color.gray.cgColor) == .gray)
    }
}

@Suite("UIKit: alpha, center, transform and UIView.animate")
@MainActor
struct ViewGeometryCompatibilityTests {
    @Test func alphaBelowOneDimsAndBelowOneHundredthIsNeitherDrawnNorHit() {
        var label = LabelWidget()
        let app = show { root in
            label = LabelWidget(frame: Rect(x: 0, y: 0, width: 5, height: 1))
            label.text = "Hello"
            root.addSubview(label)
        }
        #expect(label.alpha == 1, "default 1.0")
        label.alpha = 0.5
        app.waitUntilIdle()
        #expect(app.style(of: "Hello")?.attributes.contains(.dim) == true)
        label.alpha = 0
        app.waitUntilIdle()
        #expect(app.grid == "")
        // "This method ignores view objects that are hidden, that have disabled user interactions, or have an
        // alpha level less than 0.01."
        label.isUserInteractionEnabled = true
        #expect(label.superview?.hitTest(Point(x: 1, y: 0)) === label.superview)
        label.alpha = 1
        #expect(label.superview?.hitTest(Point(x: 1, y: 0)) === label)
    }

    @Test func centerIsTheMiddleOfTheFrameAndSettingItMovesTheFrame() {
        let view = Widget(frame: Rect(x: 10, y: 4, width: 6, height: 2))
        #expect(view.center == Point(x: 13, y: 5))
        view.center = Point(x: 20, y: 10)
        #expect(view.frame == Rect(x: 17, y: 9, width: 6, height: 2), "the size is kept")
        let spinner = Widget(frame: Rect(x: 0, y: 0, width: 2, height: 2))
        spinner.center = view.center
        #expect(spinner.center == view.center)
    }

    @Test func theTransformIsIdentityByDefaultAndKeepsWhatIsSet() {
        let view = Widget()
        #expect(view.transform == .identity)
        #expect(view.transform.isIdentity)
        view.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        #expect(view.transform.a == 0.9 && view.transform.d == 0.9)
        view.transform = .identity
        #expect(view.transform.isIdentity)
    }

    @Test func affineTransformMathIsCoreGraphics() {
        let move = CGAffineTransform(translationX: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(move) == CGPoint(x: 3, y: 4))
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 2).concatenating(move)
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 4, y: 5))
        #expect(move.scaledBy(x: 2, y: 2) == CGAffineTransform(scaleX: 2, y: 2).concatenating(move))
        #expect(scaleThenMove.concatenating(scaleThenMove.inverted()).isIdentity)
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(turned.x) < 1e-9 && abs(turned.y - 1) < 1e-9)
    }

    @Test func animateRunsTheAnimationsAtOnceAndCompletesOnALaterTurn() async {
        let view = Widget()
        view.alpha = 0
        var finished: Bool?
        Widget.animate(withDuration: 0.3) {
            view.alpha = 1
        }
        #expect(view.alpha == 1)
        Widget.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        #expect(view.alpha == 0.5)
        #expect(finished == nil)
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(finished == true)
    }
}

@Suite("UIKit: UIEdgeInsets and UIActivityIndicatorView")
@MainActor
struct InsetsAndIndicatorCompatibilityTests {
    @Test func edgeInsetsTakeUIKitsLabelsAndSwiftUIsStillWork() {
        let insets = EdgeInsets(top: 8, left: 16, bottom: 4, right: 2)
        #expect(insets.top == 8 && insets.left == 16 && insets.bottom == 4 && insets.right == 2)
        #expect(insets == EdgeInsets(top: 8, leading: 16, bottom: 4, trailing: 2))
        var changed = insets
        changed.left = 1
        #expect(changed.leading == 1)
        #expect(EdgeInsets(top: 1) == EdgeInsets(top: 1, left: 0, bottom: 0, right: 0))
    }

    @Test func anIndicatorIsHiddenWhenStoppedAndShownWhileAnimating() {
        // "hidesWhenStopped ... The default value is true"; "isAnimating" reports startAnimating/stopAnimating.
        let indicator = ActivityIndicatorWidget(style: .large)
        #expect(indicator.style == .large)
        #expect(indicator.hidesWhenStopped)
        #expect(indicator.isHidden)
        #expect(!indicator.isAnimating)
        indicator.startAnimating()
        #expect(indicator.isAnimating)
        #expect(!indicator.isHidden)
        indicator.stopAnimating()
        #expect(!indicator.isAnimating)
        #expect(indicator.isHidden)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
        let framed = ActivityIndicatorWidget(frame: Rect(x: 1, y: 2, width: 1, height: 1))
        #expect(framed.frame.origin == Point(x: 1, y: 2))
        framed.color = .red
        #expect(framed.color == .red)
    }
}
