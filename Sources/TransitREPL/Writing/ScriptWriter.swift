import TransitCore
import TransitLua

/// The session written out as Lua: `.save` gives a script `transit run` replays; `.spec`
/// gives a busted-style spec for `transit test` — the same statements, plus an expectation
/// for each watched value at each stop (`toBeCloseTo` when it holds non-integers).
///
/// Each input becomes a statement: an expression that returned values as `_ = <expression>`
/// (what the REPL did with it), a chunk declaring locals or labels inside `do … end` (its
/// locals ended with it), a chunk with `return` or `...` at its top level as its own chunk
/// again, `load([[…]], "=stdin")()` (``ChunkShape``), a loaded file inline as `load([[…]], "@path")()` (so errors keep its name and
/// lines, and the result needs nothing beside it), a time stop as `clock.advance(seconds)`.
/// In a spec, a step that warned runs inside `expect_warning` (a warning a test does not
/// expect fails it).
enum ScriptWriter {
    static func script(_ log: SessionLog) -> String {
        let header = [
            "-- Written by transit repl (.save): the session's input, in order.",
            "-- Replay it with `transit run <this file>`.",
        ]
        return (header + statements(log, indent: "", expectations: false)).joined(separator: "\n") + "\n"
    }

    /// `finishing`: transitions were still running where the session stopped; `transit test`
    /// fails a test that ends so, so the spec runs the clock until they end.
    static func spec(_ log: SessionLog, finishing: Bool = false) -> String {
        var lines = [
            "-- Written by transit repl (.spec): the session's input, and what each watched",
            "-- expression showed at each stop. Run it with `transit test`.",
            "describe(\"transit repl session\", function()",
            "  it(\"shows what the session showed\", function()",
        ]
        lines += statements(log, indent: "    ", expectations: true)
        if finishing { lines.append("    clock.runUntilIdle()   -- a test ends with its transitions ended") }
        lines += ["  end)", "end)"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func statements(_ log: SessionLog, indent: String, expectations: Bool) -> [String] {
        var lines: [String] = []
        for entry in log.entries {
            if expectations && !entry.warnings.isEmpty {
                lines += expectingWarnings(entry.warnings, indent: indent) { statement(entry, indent: $0, expectations: true) }
            } else {
                lines += statement(entry, indent: indent, expectations: expectations)
            }
        }
        return lines
    }

    /// The Lua of one step of the log.
    private static func statement(_ entry: SessionLog.Entry, indent: String, expectations: Bool) -> [String] {
        switch entry.step {
        case .chunk(let source, let expression, let setsLast):
            // written as text: bytes that are not UTF-8 become U+FFFD here, as for .load
            let text = String(decoding: source, as: UTF8.self)
            return [indented(statement(text, expression: expression, setsLast: setsLast), indent)]
        case .load(let path, let source):
            // a script is written as text: bytes that are not UTF-8 become U+FFFD here. Its
            // first line commented out when it starts with `#` (a `#!` line) and a byte-order
            // mark dropped, as `transit run` and `.load` read a file (luaL_loadfilex): `load`
            // reads neither, and the written file did not run (rev21); no line number moves
            let text = String(decoding: Travel.asFile(source), as: UTF8.self)
            return [indent + "load(" + longString(text) + ", " + quoted("@" + ScriptRuntime.displayName(path)) + ")()"]
        case .time(let tick):
            let advance = "clock.advance(\(seconds(tick - entry.tick)))"
            // a step an error stopped: the spec expects it to raise (without its location,
            // which a typed chunk's `stdin:N:` would not match), as the session saw
            if expectations, let error = entry.error {
                return [indent + "expect(function() \(advance) end):toThrow(\(quoted(errorText(error))))"]
            }
            return [indent + advance]
        case .observation(let expression, let value) where expectations:
            return [indent + expectation(expression, value)]
        case .observation:
            return []
        }
    }

    /// `body` inside one `expect_warning` per distinct warning, nested: an inner one hands
    /// the warnings it does not match to the outer ones (docs/spec-reference.md).
    static func expectingWarnings(_ warnings: [String], indent: String, _ body: (String) -> [String]) -> [String] {
        var patterns: [String] = []
        for w in warnings.map(warningPattern) where !patterns.contains(w) { patterns.append(w) }
        var lines: [String] = []
        var inner = indent
        for pattern in patterns {
            lines.append(inner + "expect_warning(" + quoted(pattern) + ", function()")
            inner += "  "
        }
        lines += body(inner)
        for _ in patterns {
            inner.removeLast(2)
            lines.append(inner + "end)")
        }
        return lines
    }

    /// An error's first line without the places a spec would name otherwise: the
    /// `file:line: ` it begins with (a typed chunk's `stdin:N`) and the engine's ` (in the
    /// task started at …)` or ` (in a completion of …)` after it.
    static func errorText(_ message: String) -> String {
        var line = Substring(message.prefix { $0 != "\n" })
        let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        if parts.count == 3, !parts[1].isEmpty, parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), parts[2].hasPrefix(" ") {
            line = parts[2].dropFirst()
        }
        var context: Substring.Index?
        var from = line.startIndex
        while let found = line[from...].firstRange(of: " (in ") { context = found.lowerBound; from = found.upperBound }
        if let context { line = line[..<context] }
        return String(line)
    }

    /// The Lua pattern that finds a warning where the spec will raise it: its text, each
    /// pattern character escaped, without the `stdin:N: ` a typed chunk's line put before it
    /// (in the spec that line is the spec's; a loaded file keeps its name and lines).
    static func warningPattern(_ warning: String) -> String {
        var text = Substring(warning)
        if text.hasPrefix("stdin:") {
            let rest = text.dropFirst(6)
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(": ") { text = rest.dropFirst(digits.count + 2) }
        }
        var pattern = ""
        for c in text {
            if "^$()%.[]*+-?".contains(c) { pattern.append("%") }
            pattern.append(c)
        }
        return pattern
    }

    static func statement(_ source: String, expression: Bool, setsLast: Bool) -> String {
        // `return a, b` typed as a statement that returned values: `_ = a, b`
        if !expression && setsLast, let rest = returned(source), !ChunkShape(Array(rest.utf8)).needsOwnChunk {
            return block("_ = " + rest)
        }
        if ChunkShape(Array(source.utf8)).needsOwnChunk {
            // its own chunk again, as the REPL ran it: its `return` ends only it, its `...`
            // is empty, its errors name `stdin:N` (an expression is returned, as the REPL
            // did: `...` is not a statement; one that gave no value but `...` is a call, a
            // statement as it stands)
            let call = "load(" + longString(expression ? "return " + source : source) + ", \"=stdin\")()"
            return setsLast ? "_ = " + call : call
        }
        return block(expression && setsLast ? "_ = " + source : source)
    }

    /// A chunk inside `do … end` when it declares locals (they ended with it) or labels (two
    /// chunks' `::top::` would clash); `end` on a line of its own when the chunk's last line
    /// may end in a comment, which would take it.
    private static func block(_ body: String) -> String {
        guard declaresLocals(body) || ChunkShape(Array(body.utf8)).hasLabels else { return body }
        let lastLine = body.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        return "do " + body + (lastLine.contains("--") ? "\nend" : " end")
    }

    static func expectation(_ expression: String, _ value: SessionLog.Observed) -> String {
        switch value {
        case .exact(let source): return "expect(\(expression)):toEqual(\(source))"
        case .close(let source): return "expect(\(expression)):toBeCloseTo(\(source), 1e-6)"
        case .text(let text): return "expect(tostring(\(expression))):toEqual(\(quoted(text)))"
        }
    }

    /// `return a, b` typed as a statement: "a, b".
    private static func returned(_ source: String) -> String? {
        let trimmed = source.drop(while: \.isWhitespace)
        guard trimmed.hasPrefix("return"), trimmed.dropFirst(6).first?.isWhitespace == true else { return nil }
        return trimmed.dropFirst(6).trimmingWhitespace()
    }

    private static func declaresLocals(_ source: String) -> Bool {
        source.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains("local")
    }

    /// Indents every line of a chunk — unless it holds a long bracket, whose text would change.
    private static func indented(_ chunk: String, _ indent: String) -> String {
        if chunk.contains("[[") || chunk.contains("[=") { return indent + chunk }
        return chunk.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
    }

    /// `[==[` … `]==]` with the fewest `=` that cannot end early. The newline after the
    /// opening bracket is skipped by Lua, so the text comes back exactly.
    static func longString(_ text: String) -> String {
        var level = ""
        while (text + "]" + level).contains("]" + level + "]") { level += "=" }
        return "[" + level + "[\n" + text + "]" + level + "]"
    }

    /// A Lua string literal.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for unit in s.unicodeScalars {
            switch unit {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if unit.value < 32 || unit.value == 127 {
                    let digits = String(unit.value)
                    out += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
                } else {
                    out.unicodeScalars.append(unit)
                }
            }
        }
        return out + "\""
    }

    /// Ticks as the shortest decimal seconds: 166666 → "0.166666", 1_000_000 → "1".
    static func seconds(_ ticks: Int64) -> String {
        var s = formatTicks(ticks)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
