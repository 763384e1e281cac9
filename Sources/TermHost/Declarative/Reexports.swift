// `import TermHost` is enough, as `import SwiftUI` is: the modules SwiftUI code uses without importing
// them come with it.
//
// - Observation: `@Observable`, `@ObservationIgnored`, `withObservationTracking`.
// - Dispatch: `DispatchQueue.main.asyncAfter`, `DispatchQueue.global()`.
// - FoundationEssentials: `UUID`, `Date`, `Calendar`, `TimeZone`, `JSONEncoder` / `JSONDecoder`, the
//   `FormatStyle` protocols. (Full Foundation is never imported by the library; the README's "Porting from
//   SwiftUI" section gives the peak-RSS figures behind this choice.)
@_exported import Dispatch
@_exported import FoundationEssentials
@_exported import Observation
