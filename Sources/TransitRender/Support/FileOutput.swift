#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A document written to `--out` a piece at a time, as it is made: into a file beside its
/// place, renamed into it once complete (``finish()``), or removed when the render stops
/// (``abandon()``) — a render that fails halfway leaves no half-written file that looks
/// complete. A stream (`--out /dev/stdout`) is appended to as the pieces come.
final class FileOutput {
    private let path: String
    private let written: String
    private let file: UnsafeMutablePointer<FILE>

    init(_ out: String) throws(RenderError) {
        let stream = Files.isStream(out)
        path = stream ? out : try Files.destination(out)
        written = stream ? out : Files.temporaryName(for: path)
        guard let file = fopen(written, stream ? "ab" : "wb") else { throw Files.failure(path) }
        self.file = file
    }

    func write(_ text: String) throws(RenderError) {
        var text = text
        let complete = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, file) == $0.count }
        guard complete else { throw Files.failure(path) }
    }

    /// Closes the file and renames it into place.
    func finish() throws(RenderError) {
        guard fclose(file) == 0, written == path || rename(written, path) == 0 else {
            let error = Files.failure(path)
            if written != path { unlink(written) }
            throw error
        }
    }

    /// Closes the file and removes it (a stream keeps what it was given).
    func abandon() {
        fclose(file)
        if written != path { unlink(written) }
    }
}
