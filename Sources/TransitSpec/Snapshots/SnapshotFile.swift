/// The text of a `__snapshots__/<spec>.snap` file: entries sorted by key, each a `=== key`
/// line and its content lines prefixed `| ` (so no content can be mistaken for a header),
/// separated by blank lines. Keys are written on one line (`\n` and `\\` escaped).
///
///     # Transit snapshots, written by `transit test`. Review changes like code.
///
///     === slide in halfway 1
///     | Window "window"
///     |   model: alpha=1 …
enum SnapshotFile {
    static let header = "# Transit snapshots, written by `transit test`. Review changes like code."

    static func parse(_ text: String) -> [String: String] {
        var entries: [String: String] = [:]
        var key: String?
        var lines: [String] = []
        func flush() {
            if let key { entries[key] = lines.joined(separator: "\n") }
            lines = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("=== ") {
                flush()
                key = unescape(String(line.dropFirst(4)))
            } else if line.hasPrefix("| ") {
                lines.append(String(line.dropFirst(2)))
            } else if line == "|" {
                lines.append("")
            }
        }
        flush()
        return entries
    }

    static func serialize(_ entries: [String: String]) -> String {
        var out = header + "\n"
        for key in entries.keys.sorted() {
            out += "\n=== " + escape(key) + "\n"
            for line in entries[key]!.split(separator: "\n", omittingEmptySubsequences: false) {
                out += line.isEmpty ? "|\n" : "| " + line + "\n"
            }
        }
        return out
    }

    static func escape(_ key: String) -> String {
        var out = ""
        for ch in key {
            switch ch {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(ch)
            }
        }
        return out
    }

    static func unescape(_ key: String) -> String {
        var out = ""
        var escaped = false
        for ch in key {
            if escaped {
                out.append(ch == "n" ? "\n" : ch)
                escaped = false
            } else if ch == "\\" {
                escaped = true
            } else {
                out.append(ch)
            }
        }
        return out
    }
}
