// The compatibility corpus: programs written the way iOS developers write them, from UIKit's and
// SwiftUI's documented behaviour, with the platform prefix dropped and widgets renamed as the porting
// articles say — and nothing else changed. Each program lives in `UIKit/` or `SwiftUI/`, uses
// only `import TermHost` (never `@testable`), and is snapshot-tested on a HeadlessTerminal and driven
// by keys and the mouse. The expected grids come from what the documentation says the code does, not
// from what TermHost happened to draw. `HeadlessApp.grid` (in TermHostTesting) reads the screen as that grid.
import TermHost
import TermHostTesting

