import Testing
import TermHost
import TermHostTesting

@Suite("A screen laid out with constraints")
@MainActor
struct ConstraintSnapshotTests {
    @Test func loginPanel() {
        let box = constrained(BoxWidget(title: "Sign in"))
        let nameLabel = constrained(LabelWidget("Name:"))
        let name = constrained(LabelWidget("ada"))
        let ok = constrained(ButtonWidget("OK")), cancel = constrained(ButtonWidget("Cancel"))
        let (app, _) = constraintApp(width: 32, height: 8) { window in
            window.addSubview(box)
            for widget in [nameLabel, name, ok, cancel] { box.addSubview(widget) }
            let guide = box.safeAreaLayoutGuide
            nameLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            Constraint.activate([
                box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 2),
                box.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -2),
                box.topAnchor.constraint(equalTo: window.topAnchor, constant: 1),
                box.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -1),
                nameLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 1),
                nameLabel.topAnchor.constraint(equalTo: guide.topAnchor, constant: 1),
                name.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 1),
                name.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -1),
                name.topAnchor.constraint(equalTo: nameLabel.topAnchor),
                cancel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -1),
                cancel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                ok.trailingAnchor.constraint(equalTo: cancel.leadingAnchor, constant: -1),
                ok.bottomAnchor.constraint(equalTo: cancel.bottomAnchor),
                ok.widthAnchor.constraint(equalTo: cancel.widthAnchor),
            ])
        }
        #expect(app.screen == """

          ┌ Sign in ─────────────────┐
          │                          │
          │ Name: ada                │
          │                          │
          │      [ OK ]   [ Cancel ] │
          └──────────────────────────┘

        """)
        #expect(app.application.diagnostics.isEmpty)
    }
}
