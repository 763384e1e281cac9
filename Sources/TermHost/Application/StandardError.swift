#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes lines to standard error (used only while the terminal is not taken over).
enum StandardError {
    static func write(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(2, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
    }
}
