import CBenchSupport
import Glibc

/// What the kernel knows about this process's use of the machine.
enum ProcessStats {
    /// User plus system CPU time used by the process so far, in microseconds.
    static func cpuMicroseconds() -> Double {
        cpuMicroseconds(in: resourceUsage())
    }

    /// User plus system CPU time in `usage`, in microseconds.
    static func cpuMicroseconds(in usage: rusage) -> Double {
        let seconds = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        let micro = Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
        return seconds * 1_000_000 + micro
    }

    /// The kernel's resource usage of this process so far (CPU times, context switches).
    static func resourceUsage() -> rusage {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage
    }

    /// The highest resident set size of this process image, in kilobytes: `VmHWM` from `/proc/self/status`.
    /// (`getrusage`'s `ru_maxrss` is not used: after posix_spawn's vfork-and-exec it keeps the parent's
    /// peak, so every child would report at least the parent's size.)
    static func peakRSSKilobytes() -> Int {
        for line in readFile("/proc/self/status").split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") ?? 0
        }
        return 0
    }

    /// The resident set size now, in bytes (from `/proc/self/statm`), or 0 when it cannot be read.
    static func currentRSSBytes() -> Int {
        let fields = readFile("/proc/self/statm").split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// How the Swift runtime is linked into this executable: `"shared"` when `libswiftCore.so` is mapped
    /// (the default of `swift build`), `"static"` when it is not (`-static-stdlib`, as TermHostBench's
    /// release build links, and as docs/Performance.md recommends for an app you ship).
    static func swiftRuntimeLinkage() -> String {
        readFile("/proc/self/maps").split(separator: "\n").contains { $0.hasSuffix("libswiftCore.so") } ? "shared" : "static"
    }

    /// A small text file read whole (empty when it cannot be read).
    private static func readFile(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: buffer[0..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Bytes of heap the allocator has handed out and not got back (`mallinfo2().uordblks`).
    static func heapBytesInUse() -> Int {
        Int(bench_heap_bytes_in_use())
    }

    /// Monotonic wall-clock time in microseconds.
    static func wallMicroseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) * 1_000_000 + Double(now.tv_nsec) / 1_000
    }
}
