// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "TermHost",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TermHost", targets: ["TermHost"]),
        .library(name: "TermHostTesting", targets: ["TermHostTesting"]),
        .executable(name: "TermHostDemo", targets: ["TermHostDemo"]),
        .executable(name: "TermHostBench", targets: ["TermHostBench"]),
        .executable(name: "NcursesBaseline", targets: ["NcursesBaseline"]),
    ],
    targets: [
        // ncursesw is linked by the module map. (pkg-config's cflags for ncursesw, -D_DEFAULT_SOURCE and
        // -D_XOPEN_SOURCE=600, are flags SwiftPM refuses with a warning; the shim defines what it needs.)
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        // The library's layers, one target each, so the compiler holds the layer rules (ARCHITECTURE.md): a core
        // under both halves, the constraint solver, the widget half, the declarative half, and the bridge that knows
        // both. `TermHost` is the one module users import; it re-exports the others.
        .target(name: "TermHostCore", dependencies: ["CNcurses"], swiftSettings: strict),
        .target(name: "TermHostAutoLayout", dependencies: ["TermHostCore"], swiftSettings: strict),
        .target(name: "TermHostWidgets", dependencies: ["TermHostCore", "TermHostAutoLayout"], swiftSettings: strict),
        .target(name: "TermHostViews", dependencies: ["TermHostCore"], swiftSettings: strict),
        .target(
            name: "TermHostHosting",
            dependencies: ["TermHostCore", "TermHostAutoLayout", "TermHostWidgets", "TermHostViews"],
            swiftSettings: strict),
        // The compiler plug-in behind `#Preview` (it expands to nothing: a terminal has no preview canvas). It
        // speaks the plug-in protocol itself, so it needs no swift-syntax, only the toolchain.
        .macro(name: "TermHostMacros", dependencies: [], swiftSettings: strict),
        .target(
            name: "TermHost",
            dependencies: ["TermHostCore", "TermHostAutoLayout", "TermHostWidgets", "TermHostViews", "TermHostHosting",
                           "TermHostMacros"],
            swiftSettings: strict),
        .target(name: "TermHostTesting", dependencies: ["TermHost"], swiftSettings: strict),
        .target(name: "TermHostDemoKit", dependencies: ["TermHost"], swiftSettings: strict),
        .executableTarget(name: "TermHostDemo", dependencies: ["TermHost", "TermHostDemoKit"], swiftSettings: strict),
        // The bench's release build links the Swift runtime statically, as docs/Performance.md recommends for an app you
        // ship (`--static-swift-stdlib`), so its memory figures are those of that build; it prints how it is linked.
        // It uses the default linker (gold), as `swift build --static-swift-stdlib` does: gold takes a weak symbol
        // defined in both Foundation's and FoundationEssentials' archives from the archive that needs it, so the
        // link carries no member of Foundation the program does not call (lld takes it from the first archive on
        // the line, Foundation's, and with it Foundation, CoreFoundation and ICU: 93 MB, +4 MB peak memory). gold
        // prints glibc's link-time note on `mktemp` for FoundationEssentials' Data+Writing, as it does for every
        // static Swift program that uses `Data`. The two shim archives are what FoundationEssentials needs and the
        // static runtime's link arguments leave out.
        .executableTarget(
            name: "TermHostBench", dependencies: ["TermHost", "CBenchSupport", "NcursesBaseline"], swiftSettings: strict,
            linkerSettings: [
                .unsafeFlags(["-static-stdlib", "-l_FoundationCShims", "-l_FoundationCollections"],
                             .when(configuration: .release)),
            ]),
        // Pseudo-terminal and heap calls the Glibc module does not show, for the benchmark.
        .target(name: "CBenchSupport", path: "Sources/CBenchSupport"),
        // The raw-ncurses baseline TermHostBench compares with; it runs it as a child process from beside its own executable.
        .executableTarget(name: "NcursesBaseline", path: "Sources/NcursesBaseline", linkerSettings: [
            .linkedLibrary("ncursesw"),
            // SwiftPM links every executable through swiftc, which adds the Swift runtime's start-up object and
            // libswiftCore; a C program needs neither (static-stdlib pulls nothing from the static archive).
            .unsafeFlags(["-static-stdlib", "-nostartfiles"]),
        ]),
        // A hidden helper for the reliability end-to-end tests (not a product).
        .executableTarget(name: "TermHostProbe", dependencies: ["TermHost"], swiftSettings: strict),
        .executableTarget(name: "Hello", dependencies: ["TermHost"], path: "Examples/Hello", swiftSettings: strict),
        .executableTarget(name: "Grow", dependencies: ["TermHost"], path: "Examples/Grow", swiftSettings: strict),
        .executableTarget(name: "Counter", dependencies: ["TermHost"], path: "Examples/Counter", swiftSettings: strict),
        .executableTarget(name: "Widgets", dependencies: ["TermHost"], path: "Examples/Widgets", swiftSettings: strict),
        .executableTarget(name: "HelloHost", dependencies: ["TermHost"], path: "Examples/HelloHost", swiftSettings: strict),
        .executableTarget(name: "LoadingForm", dependencies: ["TermHost"], path: "Examples/LoadingForm", swiftSettings: strict),
        .executableTarget(name: "CountryPicker", dependencies: ["TermHost"], path: "Examples/CountryPicker",
                          swiftSettings: strict),
        .executableTarget(name: "Representable", dependencies: ["TermHost"], path: "Examples/Representable",
                          swiftSettings: strict),
        .executableTarget(name: "ControllerAccess", dependencies: ["TermHost"], path: "Examples/ControllerAccess",
                          swiftSettings: strict),
        .executableTarget(name: "UIKitApp", dependencies: ["TermHost"], path: "Examples/UIKitApp", swiftSettings: strict),
        .executableTarget(name: "Tasks", dependencies: ["TermHost"], path: "Examples/Tasks", swiftSettings: strict),
        // The app the DocC tutorial "Build a two-pane app" builds; TwoPaneTests holds its tests and checks the tutorial's code.
        .executableTarget(name: "TwoPane", dependencies: ["TermHost"], path: "Examples/TwoPane", swiftSettings: strict),
        .testTarget(
            name: "TermHostTests",
            dependencies: ["TermHost", "TermHostTesting", "TermHostDemoKit", "CNcurses"],
            swiftSettings: strict
        ),
        // Programs written from UIKit's and SwiftUI's documentation, ported by renaming only (public API only).
        .testTarget(
            name: "CompatibilityTests",
            dependencies: ["TermHost", "TermHostTesting"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TwoPaneTests",
            dependencies: ["TwoPane", "TermHost", "TermHostTesting"],
            swiftSettings: strict
        ),
        // End-to-end tests run the real executables under tmux; depending on them makes `swift test` build them.
        .testTarget(
            name: "TermHostEndToEndTests",
            dependencies: ["TermHostDemo", "Hello", "Grow", "TermHostProbe", "Tasks", "LoadingForm"],
            swiftSettings: strict
        ),
    ]
)
