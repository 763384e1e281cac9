// A three-tab app as SwiftUI tutorials build one: a recipes tab with its own NavigationStack, a
// kitchen timer and settings, chosen through a TabView bound to an enum. Ported by replacing
// `import SwiftUI`.
import TermHost

struct Recipe: Hashable, Identifiable {
    let id: Int
    let name: String
    let minutes: Int
}

enum RecipeTab: Hashable {
    case recipes, timer, settings
}

struct RecipeTabs: View {
    @State private var selection = RecipeTab.recipes
    let recipes: [Recipe]

    var body: some View {
        TabView(selection: $selection) {
            RecipesTab(recipes: recipes)
                .tabItem { Label("Recipes", systemImage: "house") }
                .tag(RecipeTab.recipes)
            TimerTab()
                .tabItem { Label("Timer", systemImage: "clock") }
                .tag(RecipeTab.timer)
            SettingsTab()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(RecipeTab.settings)
        }
    }
}

struct RecipesTab: View {
    let recipes: [Recipe]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                ForEach(recipes) { recipe in
                    NavigationLink(recipe.name, value: recipe)
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    @State private var isFavourite = false

    var body: some View {
        VStack {
            Text("\(recipe.name) takes \(recipe.minutes) minutes")
            Toggle("Favourite", isOn: $isFavourite)
        }
        .navigationTitle(recipe.name)
    }
}

struct TimerTab: View {
    @State private var minutes = 5

    var body: some View {
        Stepper("Timer: \(minutes) min", value: $minutes, in: 1...60)
    }
}

struct SettingsTab: View {
    @State private var sounds = true

    var body: some View {
        Toggle("Sounds", isOn: $sounds)
    }
}

/// The same kind of app written with iOS 18's `Tab`.
struct InboxTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab("Inbox", systemImage: "envelope", value: 0) {
                Text("3 messages")
            }
            Tab("Sent", systemImage: "arrow.up", value: 1) {
                Text("Nothing sent")
            }
        }
    }
}
