import TermHost
import TermHostTesting
import Testing

@Suite("UIKit corpus: a navigation flow with bar button items")
@MainActor
struct RecipesNavigationTests {
    private func launch() -> (RecipesViewController, HeadlessApp) {
        let recipes = RecipesViewController()
        let app = HeadlessApp(size: Size(width: 50, height: 10)) { _ in
            let window = Window()
            window.rootViewController = NavigationController(rootViewController: recipes)
            return window
        }
        return (recipes, app)
    }

    @Test func masterScreenShowsTitleAddButtonAndRecipes() {
        let (_, app) = launch()
        #expect(app.grid == """
                             Recipes                 F2 +

          [ Pancakes ]

          [ Omelette ]
        """)
    }

    @Test func addPresentsAFormSheetWithCancelAndDoneThatSavesByKeys() {
        let (recipes, app) = launch()
        app.press(.function(2))
        #expect(recipes.presentedViewController is NavigationController)
        #expect(app.grid == """
                             Recipes                 F2 +

          [ ╭────────────────────────────────────────╮
            │ F2 Cancel     New Recipe       F3 Done │
          [ │                                        │
            │ Name                                   │
            │                                        │
            ╰────────────────────────────────────────╯
        """)
        #expect(app.focusedDescription == "Name", "the editor focused its field in viewDidAppear")
        #expect(app.style(of: "Done")?.attributes.contains(.dim) == true, "Done starts disabled")
        app.press(.function(3))
        #expect(recipes.presentedViewController != nil, "a disabled item does nothing")
        app.type("Waffles")
        #expect(app.style(of: "Done")?.attributes.contains(.dim) == false)
        app.press(.function(3))
        #expect(recipes.presentedViewController == nil)
        #expect(recipes.recipes == ["Pancakes", "Omelette", "Waffles"])
        #expect(app.contains("[ Waffles ]"))
    }

    @Test func cancelByMouseDismissesWithoutSaving() {
        let (recipes, app) = launch()
        #expect(app.click(on: "F2 +"))
        app.type("Toast")
        #expect(app.click(on: "Cancel"))
        #expect(recipes.presentedViewController == nil)
        #expect(recipes.recipes == ["Pancakes", "Omelette"])
    }

    @Test func recipeButtonsPushTheDetailWhoseEditButtonToggles() throws {
        let (recipes, app) = launch()
        app.press(.tab)
        #expect(app.focusedDescription == "Omelette")
        app.press(.enter)
        let detail = try #require(recipes.navigationController?.topViewController as? RecipeDetailViewController)
        #expect(app.line(0) == " ‹ Recipes           Omelette             F2 Edit ")
        #expect(app.contains("Serves 2"))
        app.press(.function(2))
        #expect(detail.isEditing)
        #expect(app.line(0).contains("F2 Done"))
        #expect(app.contains("Editing…"))
        #expect(app.click(on: "F2 Done"))
        #expect(!detail.isEditing)
        app.press(.escape)
        #expect(recipes.navigationController?.viewControllers.count == 1)
        #expect(app.contains("[ Pancakes ]"))
    }
}
