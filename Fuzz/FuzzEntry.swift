// The libFuzzer entry point of the TermHost fuzz harnesses, compiled only by scripts/fuzz.sh together
// with the library's sources (so the harnesses reach internal types such as NcursesInputDecoder).
// TERMHOST_FUZZ_TARGET chooses the harness: `decoder` (the default) or `editing`.

#if canImport(Glibc)
import Glibc
#endif

/// Which harness runs, read once from TERMHOST_FUZZ_TARGET.
enum FuzzTarget {
    case decoder, editing

    static let selected: FuzzTarget = {
        getenv("TERMHOST_FUZZ_TARGET").map { String(cString: $0) } == "editing" ? .editing : .decoder
    }()
}

/// Called by libFuzzer with each input; returns 0 (a broken invariant traps, which libFuzzer reports).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    MainActor.assumeIsolated {
        switch FuzzTarget.selected {
        case .decoder: InputDecoderFuzz.run(bytes)
        case .editing: TextEditingFuzz.run(bytes)
        }
    }
    return 0
}

/// Whether `text` holds a C0 or C1 control character or DEL other than those `allowed`.
func containsControl(_ text: String, allowed: Set<Unicode.Scalar> = []) -> Bool {
    text.unicodeScalars.contains {
        ($0.value < 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value)) && !allowed.contains($0)
    }
}
