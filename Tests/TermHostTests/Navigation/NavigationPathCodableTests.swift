import Foundation
import TermHost
import TermHostTesting
import Testing

struct SavedRecipe: Codable, Hashable {
    let name: String
    let servings: Int
}

private struct NotCodable: Hashable {
    let id: Int
}

/// A stack restored from a saved path, as Apple's "Restoring navigation state" pattern does it.
private struct RestoredStack: View {
    @State var path: NavigationPath

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root")
                .navigationDestination(for: SavedRecipe.self) { Text("\($0.name) for \($0.servings)") }
                .navigationDestination(for: Int.self) { Text("Step \($0)") }
        }
    }
}

@MainActor
@Suite struct NavigationPathCodableTests {
    private func roundTrip(_ path: NavigationPath) throws -> NavigationPath {
        let codable = try #require(path.codable)
        let data = try JSONEncoder().encode(codable)
        return NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    }

    @Test func aPathOfCodableValuesSurvivesEncodingAndDecoding() throws {
        var path = NavigationPath()
        path.append(SavedRecipe(name: "Soup", servings: 4))
        path.append(3)
        path.append("notes")
        let restored = try roundTrip(path)
        #expect(restored == path)
        #expect(restored.count == 3)
        #expect(try roundTrip(NavigationPath()).isEmpty)
    }

    @Test func codableIsNilWhenAValueIsNotCodable() {
        var path = NavigationPath([1, 2])
        #expect(path.codable != nil)
        path.append(NotCodable(id: 1))
        #expect(path.codable == nil)
    }

    @Test func aStackBoundToARestoredPathShowsItsTopPageAndPopsThroughTheRest() throws {
        var saved = NavigationPath()
        saved.append(SavedRecipe(name: "Soup", servings: 4))
        saved.append(2)
        let app = show(RestoredStack(path: try roundTrip(saved)), width: 30, height: 6)
        #expect(app.contains("Step 2"))
        app.press(.escape)
        #expect(app.contains("Soup for 4"))
        app.press(.escape)
        #expect(app.contains("Root"))
    }

    @Test func anUnknownTypeNameIsACorruptedDataErrorNamingIt() {
        let data = Data(#"["NoSuchType9999", 1]"#.utf8)
        #expect {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription.contains("NoSuchType9999")
        }
    }
}
