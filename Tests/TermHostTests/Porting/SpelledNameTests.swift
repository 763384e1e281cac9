import Foundation
import Testing

/// UIKit's spelled names are porting aids: a file written for UIKit, with `import TermHost` in place of
/// `import UIKit`, compiles unchanged; each UIKit name warns that it is deprecated and names TermHost's
/// name, and the compiler's fix-it does the renaming.
@Suite("Porting: UIKit's spelled names", .serialized)
struct SpelledNameTests {
    /// Type-checks `source` as a user's file importing `TermHost`, against this test run's built modules.
    static func typeCheck(_ source: String) throws -> LayerProbeTests.Outcome {
        let modules = try LayerProbeTests.builtModulesFolder()
        let scratch = try ToolRun.scratchFolder("names")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("Port.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        // The `#Preview` plug-in is built beside the modules, as SwiftPM passes it to a user's target.
        let plugin = modules.deletingLastPathComponent().appendingPathComponent("TermHostMacros-tool").path
        let run = try ToolRun.run(["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "Port",
                                   "-I", modules.path, "-I", PackageLayers.root.appendingPathComponent("Sources/CNcurses").path,
                                   "-load-plugin-executable", "\(plugin)#TermHostMacros", file.path])
        return LayerProbeTests.Outcome(succeeded: run.succeeded, diagnostics: run.output)
    }

    @Test func aUIKitScreenCompilesWithRenamingWarnings() throws {
        let outcome = try Self.typeCheck("""
            import TermHost

            final class ItemCell: UITableViewCell {}

            final class SettingsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            }

            @MainActor func tabs() -> UITabBarController {
                let tabs = UITabBarController()
                tabs.viewControllers = [SettingsViewController(style: .plain)]
                let icon: UIImage? = nil
                _ = UIImageView(image: icon)
                return tabs
            }

            final class ItemsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                private let tableView = UITableView()
                private let titleLabel = UILabel()
                private let doneButton = UIButton()
                private let stack = UIStackView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor.black
                    titleLabel.textAlignment = NSTextAlignment.center
                    tableView.register(ItemCell.self, forCellReuseIdentifier: "item")
                    tableView.dataSource = self
                    stack.addArrangedSubview(titleLabel)
                    stack.addArrangedSubview(tableView)
                    view.addSubview(stack)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)])
                    let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    _ = UIHostingController(rootView: Text("Hosted"))
                    _ = UINavigationController(rootViewController: UIViewController())
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
                }
            }
            """)
        #expect(outcome.succeeded, "\(outcome.diagnostics)")
        for (spelled, name) in [("UITableViewCell", "ListCellWidget"), ("UIViewController", "WidgetController"),
                                ("UITableViewDataSource", "ListWidgetDataSource"), ("UITableView", "ListWidget"),
                                ("UILabel", "LabelWidget"), ("UIButton", "ButtonWidget"), ("UIStackView", "StackWidget"),
                                ("UIColor", "Color"), ("NSTextAlignment", "TextAlignment"), ("NSLayoutConstraint", "Constraint"),
                                ("UIAlertController", "AlertController"), ("UIAlertAction", "AlertAction"),
                                ("UIHostingController", "HostingController"), ("UINavigationController", "NavigationController"),
                                ("UITableViewController", "ListWidgetController"), ("UITabBarController", "TabBarController"),
                                ("UIImage", "Image"), ("UIImageView", "ImageWidget")] {
            #expect(outcome.diagnostics.contains("'\(spelled)' is deprecated: renamed to '\(name)'"), "\(spelled) → \(name)")
        }
        #expect(outcome.diagnostics.contains("fix-it") || outcome.diagnostics.contains("use '"), "a fix-it renames each")
    }

    @Test func termHostsNamesCompileWithoutWarnings() throws {
        let outcome = try Self.typeCheck("""
            import TermHost

            @MainActor func screen() -> Widget {
                let label = LabelWidget()
                label.text = "Plain"
                let stack = StackWidget(arrangedSubviews: [label])
                Constraint.activate([])
                return stack
            }
            """)
        #expect(outcome.succeeded, "\(outcome.diagnostics)")
        #expect(!outcome.diagnostics.contains("warning"), "\(outcome.diagnostics)")
    }
}
