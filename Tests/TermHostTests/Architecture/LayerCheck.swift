/// The layer rules of ARCHITECTURE.md, checked over the library's sources: each layer (a folder of
/// `Sources/TermHost`) declares types, and a file may name only the types of its own layer and of the
/// layers its row allows. A type counts as a layer's when a file of it declares it at the top level
/// (`struct`, `class`, `enum`, `protocol`, `actor`, `typealias`; not `private` or `fileprivate`, which no
/// other file sees; extensions declare nothing). A name several layers declare is a use of any of them, so
/// it is a violation only when none of them is allowed. Names a file reaches unqualified without naming a
/// top-level type are not checked: the types nested in a type the file declares or extends, or in what that
/// type inherits from (wherever they are declared: `ButtonWidget` reaches `ControlWidget.State`), and the
/// file's generic parameters.
struct LayerCheck {
    /// What each layer may use besides itself: ARCHITECTURE.md's table, row for row. An entry is a layer
    /// (all its types) or one of ``parts`` (those types of a layer only).
    static let rules: [String: Set<String>] = [
        "Geometry": [],
        "Drawing": ["Geometry"],
        "Terminal": ["Drawing", "Geometry"],
        "Application": ["Terminal", "Drawing", "Geometry"],
        "Editing": ["Terminal", "Drawing", "Geometry"],
        "Layout": ["Drawing", "Geometry"],
        "Widgets": ["Application", "Editing", "Layout", "Terminal events", "Drawing", "Geometry"],
        "Controllers": ["Widgets", "Application", "Editing", "Layout", "Terminal events", "Drawing", "Geometry"],
        "Declarative": ["Application", "Terminal events", "Drawing", "Geometry"],
        "Graph": ["Declarative", "Application", "Editing", "Terminal events", "Drawing", "Geometry"],
        "Hosting": ["Controllers", "Widgets", "Layout", "Graph", "Declarative", "Application", "Editing", "Terminal",
                    "Drawing", "Geometry"],
    ]

    /// Parts of a layer that a rule may allow alone: the input events `Responder`'s methods take.
    static let parts: [String: Set<String>] = [
        "Terminal events": ["Key", "KeyModifiers", "KeyEvent", "MouseButton", "MouseEvent"],
    ]

    struct SourceFile {
        var layer: String
        var path: String
        var text: String
    }

    struct Violation: Equatable, CustomStringConvertible {
        var path: String
        var line: Int
        var layer: String
        var type: String
        var declaringLayers: [String]

        var description: String {
            "\(path):\(line): \(layer) uses \(type) (declared in \(declaringLayers.joined(separator: ", "))), "
                + "which \(layer) may not use"
        }
    }

    private static let declarationKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
    private static let hidingModifiers: Set<String> = ["private", "fileprivate"]

    let rules: [String: Set<String>]
    let parts: [String: Set<String>]

    init(rules: [String: Set<String>] = LayerCheck.rules, parts: [String: Set<String>] = LayerCheck.parts) {
        self.rules = rules
        self.parts = parts
    }

    /// Every use in `files` of a type from a layer the file's layer may not use, in file and line order.
    func violations(in files: [SourceFile]) -> [Violation] {
        let tokenized = files.map { (file: $0, tokens: SwiftTokens($0.text).tokens) }
        var declaredIn: [String: Set<String>] = [:]
        var nested: [String: Set<String>] = [:]
        var supertypes: [String: Set<String>] = [:]
        for (file, tokens) in tokenized {
            for name in Self.topLevelDeclarations(in: tokens) { declaredIn[name, default: []].insert(file.layer) }
            nested.merge(Self.nestedDeclarations(in: tokens)) { $0.union($1) }
            supertypes.merge(Self.owners(in: tokens)) { $0.union($1) }
        }
        var found: [Violation] = []
        for (file, tokens) in tokenized {
            let permitted = (rules[file.layer] ?? []).union([file.layer])
            let permittedTypes = permitted.reduce(into: Set<String>()) { $0.formUnion(parts[$1] ?? []) }
            let local = Self.localNames(in: tokens).union(Self.reachableNestedTypes(
                from: Set(Self.owners(in: tokens).keys), nested: nested, supertypes: supertypes))
            for (position, token) in tokens.enumerated() {
                guard case .identifier(let name) = token.kind, !token.isMember, !local.contains(name),
                      !permittedTypes.contains(name),
                      let layers = declaredIn[name], layers.isDisjoint(with: permitted),
                      !Self.isDeclaredName(at: position, in: tokens) else { continue }
                found.append(Violation(path: file.path, line: token.line, layer: file.layer, type: name,
                                       declaringLayers: layers.sorted()))
            }
        }
        return found
    }

    /// The names declared at brace depth 0 and visible to other files.
    static func topLevelDeclarations(in tokens: [SwiftTokens.Token]) -> [String] {
        var names: [String] = []
        var depth = 0
        for (position, token) in tokens.enumerated() {
            switch token.kind {
            case .openBrace: depth += 1
            case .closeBrace: depth -= 1
            case .identifier:
                guard depth == 0, isDeclaredName(at: position, in: tokens),
                      case .identifier(let name) = token.kind, !isHidden(declarationAt: position - 1, in: tokens)
                else { continue }
                names.append(name)
            case .punctuation: continue
            }
        }
        return names
    }

    /// The types declared inside each top-level type or extension (and its associated types), by the
    /// name of that type: `extension ControlWidget { struct State … }` gives `ControlWidget: [State]`.
    static func nestedDeclarations(in tokens: [SwiftTokens.Token]) -> [String: Set<String>] {
        var nested: [String: Set<String>] = [:]
        var owner: String?
        var depth = 0
        for (position, token) in tokens.enumerated() {
            switch token.kind {
            case .openBrace: depth += 1
            case .closeBrace: depth -= 1
            case .identifier(let name):
                guard position > 0, case .identifier(let keyword) = tokens[position - 1].kind else { continue }
                if depth == 0 && (keyword == "extension" || isDeclaredName(at: position, in: tokens)) {
                    owner = name
                } else if let owner, depth > 0, keyword == "associatedtype" || isDeclaredName(at: position, in: tokens) {
                    nested[owner, default: []].insert(name)
                }
            case .punctuation: continue
            }
        }
        return nested
    }

    /// The top-level types a file declares or extends, each with the names in its inheritance clause
    /// (`class ButtonWidget: PressableControlWidget {` gives `ButtonWidget: [PressableControlWidget]`).
    static func owners(in tokens: [SwiftTokens.Token]) -> [String: Set<String>] {
        var owners: [String: Set<String>] = [:]
        var depth = 0
        var position = 0
        while position < tokens.count {
            switch tokens[position].kind {
            case .openBrace: depth += 1
            case .closeBrace: depth -= 1
            case .identifier(let name):
                guard depth == 0, position > 0, case .identifier(let keyword) = tokens[position - 1].kind,
                      keyword == "extension" || isDeclaredName(at: position, in: tokens) else { break }
                var inherited = owners[name] ?? []
                while position + 1 < tokens.count, tokens[position + 1].kind != .openBrace {
                    position += 1
                    if case .identifier(let supertype) = tokens[position].kind { inherited.insert(supertype) }
                }
                owners[name] = inherited
            case .punctuation: break
            }
            position += 1
        }
        return owners
    }

    /// The types nested in `owners` or in what they inherit from, transitively.
    static func reachableNestedTypes(from owners: Set<String>, nested: [String: Set<String>],
                                     supertypes: [String: Set<String>]) -> Set<String> {
        var visited: Set<String> = []
        var pending = Array(owners)
        var names: Set<String> = []
        while let owner = pending.popLast() {
            guard visited.insert(owner).inserted else { continue }
            names.formUnion(nested[owner] ?? [])
            pending.append(contentsOf: supertypes[owner] ?? [])
        }
        return names
    }

    /// The generic parameters of a file's types, functions, initializers and subscripts.
    static func localNames(in tokens: [SwiftTokens.Token]) -> Set<String> {
        var names: Set<String> = []
        for (position, token) in tokens.enumerated() {
            guard case .punctuation("<") = token.kind, position > 0,
                  case .identifier(let before) = tokens[position - 1].kind,
                  isDeclaredName(at: position - 1, in: tokens) || isFunctionName(at: position - 1, in: tokens)
                    || before == "init" || before == "subscript" else { continue }
            names.formUnion(genericParameters(from: position, in: tokens))
        }
        return names
    }

    /// The parameter names of the generic list opening at `position` (`<A: P, each B, C>`).
    private static func genericParameters(from position: Int, in tokens: [SwiftTokens.Token]) -> [String] {
        var names: [String] = []
        var angle = 0
        var expectsName = true
        for token in tokens[position...] {
            switch token.kind {
            case .punctuation("<"): angle += 1
            case .punctuation(">"):
                angle -= 1
                if angle == 0 { return names }
            case .punctuation(","): if angle == 1 { expectsName = true }
            case .identifier(let name) where angle == 1 && expectsName:
                if name != "each" {
                    names.append(name)
                    expectsName = false
                }
            case .openBrace, .closeBrace: return names
            default: continue
            }
        }
        return names
    }

    private static func isFunctionName(at position: Int, in tokens: [SwiftTokens.Token]) -> Bool {
        guard position > 0, case .identifier("func") = tokens[position - 1].kind else { return false }
        return true
    }

    /// Whether the token at `position` is the name a declaration keyword introduces.
    private static func isDeclaredName(at position: Int, in tokens: [SwiftTokens.Token]) -> Bool {
        guard position > 0, case .identifier(let keyword) = tokens[position - 1].kind, !tokens[position - 1].isMember
        else { return false }
        return declarationKeywords.contains(keyword)
    }

    /// Whether `private` or `fileprivate` stands before the keyword at `position` on its line.
    private static func isHidden(declarationAt position: Int, in tokens: [SwiftTokens.Token]) -> Bool {
        let line = tokens[position].line
        var earlier = position - 1
        while earlier >= 0, tokens[earlier].line == line {
            if case .identifier(let word) = tokens[earlier].kind, hidingModifiers.contains(word) { return true }
            earlier -= 1
        }
        return false
    }
}
