// swift-tools-version: 6.0
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
    ],
    targets: [
        // ncursesw is linked by the module map. (pkg-config's cflags for ncursesw, -D_DEFAULT_SOURCE and
        // -D_XOPEN_SOURCE=600, are flags SwiftPM refuses with a warning; the shim defines what it needs.)
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .target(name: "TermHost", dependencies: ["CNcurses"], swiftSettings: strict),
        .target(name: "TermHostTesting", dependencies: ["TermHost"], swiftSettings: strict),
        .target(name: "TermHostDemoKit", dependencies: ["TermHost"], swiftSettings: strict),
        .executableTarget(name: "TermHostDemo", dependencies: ["TermHost", "TermHostDemoKit"], swiftSettings: strict),
        .executableTarget(name: "TermHostBench", dependencies: ["TermHost"], swiftSettings: strict),
        .executableTarget(name: "Hello", dependencies: ["TermHost"], path: "Examples/Hello", swiftSettings: strict),
        .executableTarget(name: "Grow", dependencies: ["TermHost"], path: "Examples/Grow", swiftSettings: strict),
        .executableTarget(name: "Counter", dependencies: ["TermHost"], path: "Examples/Counter", swiftSettings: strict),
        .executableTarget(name: "Widgets", dependencies: ["TermHost"], path: "Examples/Widgets", swiftSettings: strict),
        .executableTarget(name: "HelloHost", dependencies: ["TermHost"], path: "Examples/HelloHost", swiftSettings: strict),
        .executableTarget(name: "LoadingForm", dependencies: ["TermHost"], path: "Examples/LoadingForm", swiftSettings: strict),
        .executableTarget(name: "CountryPicker", dependencies: ["TermHost"], path: "Examples/CountryPicker",
                          swiftSettings: strict),
        .executableTarget(name: "ControllerAccess", dependencies: ["TermHost"], path: "Examples/ControllerAccess",
                          swiftSettings: strict),
        .testTarget(
            name: "TermHostTests",
            dependencies: ["TermHost", "TermHostTesting", "TermHostDemoKit", "CNcurses"],
            swiftSettings: strict
        ),
        // End-to-end tests run the real executables under tmux; depending on them makes `swift test` build them.
        .testTarget(
            name: "TermHostEndToEndTests",
            dependencies: ["TermHostDemo", "Hello", "Grow"],
            swiftSettings: strict
        ),
    ]
)
