#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `~/.transit_history` as plain text, one entry a line, oldest first — readable, greppable,
/// editable. libedit's own `write_history` encodes every space and byte it deems special
/// (`x\040=\0401`), so the REPL writes and reads the file itself and hands libedit the
/// entries (`add_history`).
///
/// An entry of several lines (a function typed over lines) stays one line: a line break is
/// written `\n`, a carriage return `\r`, and a backslash `\\`. Reading turns those back; a
/// backslash before anything else is kept as it is. A file libedit wrote (first line
/// `_HiStOrY_V2_`) is read too, its octal escapes decoded, and is rewritten in this form at
/// the next input.
enum HistoryFile {
    /// The most entries kept (the oldest go first).
    static let limit = 1000

    static func encode(_ entry: String) -> String {
        var out = ""
        for c in entry.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    static func decode(_ line: Substring) -> String {
        var out = "", escaped = false
        for c in line.unicodeScalars {
            if escaped {
                switch c {
                case "n": out += "\n"
                case "r": out += "\r"
                case "\\": out += "\\"
                default: out += "\\"; out.unicodeScalars.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.unicodeScalars.append(c)
            }
        }
        if escaped { out += "\\" }                                   // a backslash at the line's end
        return out
    }

    /// The file's text, one entry a line (the last `limit` entries).
    static func text(_ entries: [String]) -> String {
        entries.suffix(limit).map { encode($0) + "\n" }.joined()
    }

    /// The entries a history text holds, in this form or libedit's.
    static func entries(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        if lines.first == "_HiStOrY_V2_" {
            lines.removeFirst()
            return lines.map(decodeLibedit).suffix(limit).map { $0 }
        }
        return lines.map(decode).filter { !$0.isEmpty }.suffix(limit).map { $0 }
    }

    /// libedit's `strvis` encoding: `\ooo` octal bytes and `\\`.
    static func decodeLibedit(_ line: Substring) -> String {
        var bytes: [UInt8] = []
        let u = Array(line.utf8)
        var i = 0
        while i < u.count {
            if u[i] == 0x5C, i + 4 <= u.count, let value = octal(u[(i + 1)..<(i + 4)]) {
                bytes.append(value)
                i += 4
            } else if u[i] == 0x5C, i + 1 < u.count, u[i + 1] == 0x5C {
                bytes.append(0x5C)
                i += 2
            } else {
                bytes.append(u[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func octal(_ digits: ArraySlice<UInt8>) -> UInt8? {
        guard digits.count == 3, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x37 }) else { return nil }
        let value = digits.reduce(0) { $0 * 8 + Int($1 - 0x30) }
        return value <= 255 ? UInt8(value) : nil
    }

    // MARK: The file

    /// The entries in the file at `path`; none when it cannot be read, or is not a regular
    /// file: a FIFO there held the session before its first prompt (opening it waits for a
    /// writer), and a link to `/dev/zero` read on until memory ran out. Opened without
    /// waiting, then asked what it is.
    static func read(_ path: String) -> [String] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return [] }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, let file = fdopen(fd, "rb") else {
            close(fd)
            return []
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return entries(String(decoding: bytes, as: UTF8.self))
    }

    /// Writes `entries` to `path` (a new file renamed over the old one: a session killed
    /// while writing leaves the old file whole), readable by its owner only, as Node's
    /// `~/.node_repl_history`: what is typed may hold anything. False when it cannot be
    /// written.
    @discardableResult
    static func write(_ entries: [String], to path: String) -> Bool {
        let temporary = path + ".new"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { return false }
        guard let file = fdopen(fd, "wb") else {
            close(fd)
            return false
        }
        var text = HistoryFile.text(entries)
        let count = text.utf8.count
        let written = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
        // the new file is removed when it cannot take the old one's place (a history that is
        // a directory): it was left beside it, `~/.transit_history.new`
        guard written == count, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
