// A contact card as UIKit code builds one: a round avatar (a UIImageView with a system image, aspect-fit,
// its layer's corner radius, border width and border colour, masksToBounds), a tap gesture recognizer on
// the avatar (which has to switch on user interaction, as image views ignore events by default), a photo
// from the asset catalog (UIImage(named:)), a name label that fades in with UIView.animate, and an activity
// indicator centred in the view while "loading". Ported by the renames only (UIImageView → ImageWidget,
// UIImage → Image, UITapGestureRecognizer → TapGestureRecognizer, UIActivityIndicatorView →
// ActivityIndicatorWidget, UIView → Widget, UIColor → Color) and the two Linux forms: the recognizer's
// action is the method itself where UIKit writes #selector, and lengths are cells (the tutorial's 60-point
// avatar is 7 by 3 cells).
import TermHost

final class ContactCardViewController: WidgetController {
    let avatarView = ImageWidget(image: Image(systemName: "person.fill"))
    let photoView = ImageWidget()
    let nameLabel = LabelWidget()
    let activityIndicator = ActivityIndicatorWidget(style: .large)

    private(set) var avatarTaps = 0
    private(set) var stateSeenByAction: GestureRecognizer.State?
    private(set) var fadeFinished: Bool?

    override func viewDidLoad() {
        super.viewDidLoad()
        avatarView.frame = Rect(x: 1, y: 1, width: 7, height: 3)
        avatarView.contentMode = .scaleAspectFit
        avatarView.layer.cornerRadius = 30
        avatarView.layer.borderWidth = 1
        avatarView.layer.borderColor = Color.systemBlue.cgColor
        avatarView.layer.masksToBounds = true
        avatarView.isUserInteractionEnabled = true
        let tap = TapGestureRecognizer(target: self, action: ContactCardViewController.avatarTapped)
        avatarView.addGestureRecognizer(tap)
        view.addSubview(avatarView)

        photoView.frame = Rect(x: 10, y: 3, width: 5, height: 1)
        photoView.contentMode = .left
        photoView.image = Image(named: "contact-photo")
        view.addSubview(photoView)

        nameLabel.frame = Rect(x: 10, y: 2, width: 20, height: 1)
        nameLabel.text = "Ada Lovelace"
        nameLabel.alpha = 0
        view.addSubview(nameLabel)

        activityIndicator.frame.size = Size(width: 1, height: 1)
        activityIndicator.hidesWhenStopped = true
        view.addSubview(activityIndicator)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        activityIndicator.center = view.center
    }

    func avatarTapped(_ sender: TapGestureRecognizer) {
        avatarTaps += 1
        stateSeenByAction = sender.state
    }

    func startLoading() {
        activityIndicator.startAnimating()
    }

    func finishLoading() {
        activityIndicator.stopAnimating()
        Widget.animate(withDuration: 0.3, animations: {
            self.nameLabel.alpha = 1
        }, completion: { finished in
            self.fadeFinished = finished
        })
    }
}
