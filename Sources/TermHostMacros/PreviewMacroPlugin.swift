#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The compiler plug-in behind TermHost's `#Preview`: it expands every macro it is asked for into nothing.
///
/// A terminal has no preview canvas, so `#Preview { ContentView() }` in ported SwiftUI code compiles (its
/// body is still type-checked against the macro's signature) and adds no declaration. A plug-in is a
/// program the compiler runs and talks to over its standard input and output: each message is a
/// little-endian 64-bit length and that many bytes of JSON. This one answers the two messages a
/// freestanding macro brings — the compiler asking for its capability and asking for an expansion —
/// without reading their contents, so it needs neither swift-syntax nor Foundation (the toolchain alone).
@main
enum PreviewMacroPlugin {
    static func main() {
        while let message = readMessage() {
            let reply: String
            if message.hasPrefix(#"{"getCapability""#) {
                reply = #"{"getCapabilityResult":{"capability":{"protocolVersion":1}}}"#
            } else if message.hasPrefix(#"{"expandFreestandingMacro""#) {
                reply = #"{"expandFreestandingMacroResult":{"expandedSource":"","diagnostics":[]}}"#
            } else {
                reply = #"{"expandAttachedMacroResult":{"expandedSources":[],"diagnostics":[]}}"#
            }
            guard writeMessage(reply) else { return }
        }
    }

    /// The next message, or `nil` when the compiler closed the pipe.
    static func readMessage() -> String? {
        guard let header = readBytes(8) else { return nil }
        var length: UInt64 = 0
        for (index, byte) in header.enumerated() { length |= UInt64(byte) << (8 * UInt64(index)) }
        guard length < 1 << 32, let payload = readBytes(Int(length)) else { return nil }
        return String(decoding: payload, as: UTF8.self)
    }

    /// Exactly `count` bytes from standard input, or `nil` at its end.
    static func readBytes(_ count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return read(0, base + filled, count - filled)
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return nil }
            filled += got
        }
        return bytes
    }

    /// Writes `text` as one message; `false` when the compiler is gone.
    static func writeMessage(_ text: String) -> Bool {
        let payload = Array(text.utf8)
        let length = UInt64(payload.count)
        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * UInt64($0))) } + payload
        var written = 0
        while written < bytes.count {
            let put = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(1, base + written, bytes.count - written)
            }
            if put < 0, errno == EINTR { continue }
            guard put > 0 else { return false }
            written += put
        }
        return true
    }
}
