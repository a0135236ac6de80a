import TransitRender

/// `--output tap`: TAP version 14. Each spec file is a subtest of the stream, each `describe`
/// a subtest of its file (4 spaces deeper, introduced by `# Subtest: name` and closed by
/// its own test point), each `it` a test point; a failure carries a YAML diagnostic block
/// (2 spaces deeper, between `---` and `...`); a skipped test is `ok … # SKIP reason`. What
/// the file printed outside its tests is a comment (`# …`) before the test point it preceded.
///
///     TAP version 14
///     # Subtest: spec/slide_spec.lua
///         # Subtest: slide in
///             ok 1 - starts above the screen
///             1..1
///         ok 1 - slide in
///         1..1
///     ok 1 - spec/slide_spec.lua
///     1..1
public final class TAPReporter: Reporter {
    let write: (String) -> Void
    private var count = 0

    public init(write: @escaping (String) -> Void) { self.write = write }

    public func started(files: [String]) { write("TAP version 14\n") }

    public func finished(file: FileResult) {
        count += 1
        var lines: [String] = []
        let root = Group(name: file.file)
        for t in file.tests { root.insert(t, path: t.blocks[...]) }
        Self.emit(root, number: count, indent: "", after: file.printedAfter, into: &lines)
        write(lines.joined(separator: "\n") + "\n")
    }

    public func finished(run: RunResult) {
        var end = "1..\(count)\n"
        if run.stoppedEarly { end = "Bail out! --fail-fast stopped the run at the first failure\n" + end }
        write(end)
    }

    /// A `describe` (or the file) and what it holds, in run order.
    final class Group {
        let name: String
        var children: [Child] = []
        init(name: String) { self.name = name }

        enum Child {
            case test(TestResult)
            case group(Group)
        }

        /// Adds a result under its blocks; consecutive results of one block share a group.
        func insert(_ t: TestResult, path: ArraySlice<String>) {
            guard let first = path.first else { children.append(.test(t)); return }
            if case .group(let g)? = children.last, g.name == first {
                g.insert(t, path: path.dropFirst())
            } else {
                let g = Group(name: first)
                g.insert(t, path: path.dropFirst())
                children.append(.group(g))
            }
        }

        var failed: Bool {
            children.contains { child in
                switch child {
                case .test(let t): t.status.isFailure
                case .group(let g): g.failed
                }
            }
        }
    }

    /// A group's subtest; `after`: what the file printed after its last test, as comments
    /// at the end of the file's subtest.
    static func emit(_ group: Group, number: Int, indent: String, after: [String] = [], into lines: inout [String]) {
        lines.append(indent + "# Subtest: " + oneLine(group.name))
        let inner = indent + "    "
        for (i, child) in group.children.enumerated() {
            switch child {
            case .group(let g): emit(g, number: i + 1, indent: inner, into: &lines)
            case .test(let t): point(t, number: i + 1, indent: inner, into: &lines)
            }
        }
        lines += comments(after, indent: inner)
        lines.append(inner + "1..\(group.children.count)")
        lines.append(indent + (group.failed ? "not ok" : "ok") + " \(number) - " + description(group.name))
    }

    /// What the file printed outside its tests, as TAP comments (`# …`): a consumer shows
    /// them and counts nothing from them.
    static func comments(_ printed: [String], indent: String) -> [String] {
        printed.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map { indent + "# " + oneLine(String($0)) }
    }

    static func point(_ t: TestResult, number: Int, indent: String, into lines: inout [String]) {
        lines += comments(t.printedBefore, indent: indent)
        var line = indent + (t.status.isFailure ? "not ok" : "ok") + " \(number) - " + description(t.name)
        if t.status == .skipped { line += " # SKIP " + oneLine(t.skipReason ?? "skipped") }
        lines.append(line)
        guard let f = t.failure else { return }
        let y = indent + "  "
        lines.append(y + "---")
        lines.append(y + "message: " + quoted(f.message))
        lines.append(y + "severity: " + (t.status == .failed ? "fail" : "error"))
        lines.append(y + "at:")
        lines.append(y + "  file: " + quoted(t.place))
        lines.append(y + "  line: \(t.line)")
        lines.append(y + "location: " + quoted(f.location))
        for (key, text) in [("details", f.details), ("traceback", f.traceback), ("output", t.output.joined(separator: "\n"))]
        where !text.isEmpty {
            lines.append(y + key + ": |-")
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).map { y + "  " + printable(String($0)) }
        }
        lines.append(y + "...")
    }

    /// TAP 14 escapes `\` and `#` in descriptions; a description is one line.
    static func description(_ s: String) -> String {
        var out = ""
        for ch in oneLine(s) {
            if ch == "\\" || ch == "#" { out.append("\\") }
            out.append(ch)
        }
        return out
    }

    /// One line of printable text: line breaks and tabs become spaces, other control
    /// characters U+FFFD (as the JUnit report replaces them), so a name holding ESC or NUL
    /// cannot break a TAP consumer's line or its terminal.
    static func oneLine(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\t": out.append(" ")
            default: out.append(isPrintable(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return String(out)
    }

    /// A line of a YAML block scalar: YAML allows tabs there but no other control character
    /// (C0, DEL, C1 but NEL, U+FFFE, U+FFFF); those become U+FFFD.
    static func printable(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars { out.append(scalar == "\t" || isPrintable(scalar) ? scalar : "\u{FFFD}") }
        return String(out)
    }

    /// YAML 1.2's printable set, less the line breaks.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F, 0x80...0x84, 0x86...0x9F, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    /// A YAML double-quoted scalar (JSON's escapes are valid there; JSON leaves DEL and the C1
    /// controls as they are, which YAML refuses, so they become U+FFFD first).
    static func quoted(_ s: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in s.unicodeScalars { kept.append(scalar.value < 0x20 || isPrintable(scalar) ? scalar : "\u{FFFD}") }
        var out = ""
        JSONValue.quote(String(kept), into: &out)
        return out
    }
}
