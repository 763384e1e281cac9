import Glibc
import TermHost

extension HeadlessApp {
    /// The screen as an SVG picture (see ``ScreenPicture``): what a person would see in a terminal.
    public func svg(_ picture: ScreenPicture = ScreenPicture()) -> String {
        let terminal = self.terminal
        return picture.svg(size: terminal.size) { terminal.cell(at: $0) }
    }

    /// Writes ``svg(_:)`` to the file at `path` (created or replaced).
    public func writeSVG(to path: String, _ picture: ScreenPicture = ScreenPicture()) throws(PictureError) {
        let bytes = Array(svg(picture).utf8)
        guard let file = fopen(path, "wb") else { throw PictureError(path: path, code: errno) }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else { throw PictureError(path: path, code: errno) }
    }
}

/// A screen picture could not be written.
public struct PictureError: Error, CustomStringConvertible {
    /// The file that could not be written.
    public let path: String
    /// The C library's error number.
    public let code: Int32

    public var description: String {
        "cannot write \(path): \(String(cString: strerror(code)))"
    }
}
