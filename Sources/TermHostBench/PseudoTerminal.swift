import CBenchSupport
import Glibc

/// A pseudo-terminal pair opened by the benchmark itself, so it needs no interactive terminal and
/// runs the same under CI or ssh: the slave side is the TTY ncurses draws on, and everything ncurses
/// writes is read (and counted) from the master side.
final class PseudoTerminal {
    /// The side the program under test reads and writes, like a real terminal.
    let slave: Int32
    /// The side the benchmark reads the program's output from (non-blocking).
    let master: Int32
    /// Where drained output goes (allocated once, so draining costs no more than the C baseline's read).
    private var buffer = [UInt8](repeating: 0, count: 65_536)

    /// Opens a pair of `columns` x `rows` cells.
    init(columns: Int, rows: Int) throws(BenchError) {
        var master: Int32 = -1, slave: Int32 = -1
        let code = bench_open_pty(Int32(clamping: columns), Int32(clamping: rows), &master, &slave)
        guard code == 0 else { throw .system("opening a pseudo-terminal", code) }
        self.master = master
        self.slave = slave
    }

    /// Reads everything waiting on the master side without blocking; returns the number of bytes.
    func drain() -> Int {
        var total = 0
        while true {
            let got = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if got > 0 {
                total += got
            } else if got < 0 && errno == EINTR {
                continue
            } else {
                return total
            }
        }
    }

    deinit {
        close(slave)
        close(master)
    }
}
