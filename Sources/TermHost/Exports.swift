// `import TermHost` is the one import a program needs, as `import UIKit` or `import SwiftUI` is: the library's
// layers and the modules UIKit and SwiftUI code uses without importing them come with it.
//
// - The layers: the core (geometry, drawing, terminal, application, editing, controls), the constraint solver,
//   the widget half, the declarative half and the hosting bridge (ARCHITECTURE.md).
// - Observation: `@Observable`, `@ObservationIgnored`, `withObservationTracking`.
// - Dispatch: `DispatchQueue.main.asyncAfter`, `DispatchQueue.global()`.
// - FoundationEssentials: `UUID`, `Date`, `Calendar`, `TimeZone`, `JSONEncoder` / `JSONDecoder`, the
//   `FormatStyle` protocols.
@_exported import Dispatch
@_exported import FoundationEssentials
@_exported import Observation
@_exported import TermHostAutoLayout
@_exported import TermHostCore
@_exported import TermHostHosting
@_exported import TermHostViews
@_exported import TermHostWidgets
