/// A preview of a view, as SwiftUI's `#Preview { ContentView() }` declares one for Xcode's canvas.
///
/// A terminal has no preview canvas: the macro expands to nothing (its body is still type-checked, so a
/// preview that no longer compiles is reported). Run the view in a `HeadlessApp` or in the app itself to
/// see it. The macro is implemented by a compiler plug-in built with the package, from the toolchain alone.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TermHostMacros", type: "PreviewMacro")
