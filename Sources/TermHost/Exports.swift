// `import TermHost` is the one import a program needs, as `import UIKit` or `import SwiftUI` is: the library's
// layers and the modules UIKit and SwiftUI code uses without importing them come with it.
//
// - The layers: the core (geometry, drawing, terminal, application, editing, controls), the constraint solver,
//   the widget half, the declarative half and the hosting bridge (ARCHITECTURE.md).
// - Foundation, whole, as `import UIKit` brings it: `NSObject`, `NSCoder`, `UserDefaults`, `Bundle`, `Timer`,
//   `NotificationCenter`, `IndexPath`, `IndexSet`, `CGFloat`/`CGRect`, string and date APIs. The library's own
//   layers use FoundationEssentials only, so a statically linked app carries only the parts of Foundation it
//   calls ("Porting from UIKit", "What `import TermHost` brings"). The files of `Foundation/` keep that true: what they add
//   is `@_alwaysEmitIntoClient` (compiled into the app that calls it), and the types they define store no
//   Foundation type, so this module's own object code refers to none of Foundation's symbols and a static
//   link pulls no member of Foundation's archive on its account. `FoundationLinkTests` checks it.
// - Observation: `@Observable`, `@ObservationIgnored`, `withObservationTracking`.
// - Dispatch: `DispatchQueue.main.asyncAfter`, `DispatchQueue.global()`.
@_exported import Dispatch
@_exported import Foundation
@_exported import Observation
@_exported import TermHostAutoLayout
@_exported import TermHostCore
@_exported import TermHostHosting
@_exported import TermHostViews
@_exported import TermHostWidgets
