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
///
/// The result is bytes, as Lua source is: a typed chunk or a loaded file keeps the bytes that
/// ran, UTF-8 or not (written as text, `s = "\xff"` typed raw became three bytes of U+FFFD,
/// and the saved script said `#s` was 3 where the session had said 1).
enum ScriptWriter {
    static func script(_ log: SessionLog) -> [UInt8] {
        let header = [
            "-- Written by transit repl (.save): the session's input, in order.",
            "-- Replay it with `transit run <this file>`.",
        ].map { Array($0.utf8) }
        return joined(header + statements(log, indent: "", expectations: false))
    }

    /// `finishing`: transitions were still running where the session stopped; `transit test`
    /// fails a test that ends so, so the spec runs the clock until they end.
    static func spec(_ log: SessionLog, finishing: Bool = false) -> [UInt8] {
        var lines = [
            "-- Written by transit repl (.spec): the session's input, and what each watched",
            "-- expression showed at each stop. Run it with `transit test`.",
            "describe(\"transit repl session\", function()",
            "  it(\"shows what the session showed\", function()",
        ].map { Array($0.utf8) }
        lines += statements(log, indent: "    ", expectations: true)
        if finishing { lines.append(Array("    clock.runUntilIdle()   -- a test ends with its transitions ended".utf8)) }
        lines += [Array("  end)".utf8), Array("end)".utf8)]
        return joined(lines)
    }

    /// The lines, each ended by a newline.
    private static func joined(_ lines: [[UInt8]]) -> [UInt8] {
        var out: [UInt8] = []
        for line in lines { out += line + [0x0A] }
        return out
    }

    static func statements(_ log: SessionLog, indent: String, expectations: Bool) -> [[UInt8]] {
        var lines: [[UInt8]] = []
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
    private static func statement(_ entry: SessionLog.Entry, indent: String, expectations: Bool) -> [[UInt8]] {
        switch entry.step {
        case .chunk(let source, let expression, let setsLast):
            return [indented(statement(source, expression: expression, setsLast: setsLast), indent)]
        case .load(let path, let source):
            // its first line commented out when it starts with `#` (a `#!` line) and a
            // byte-order mark dropped, as `transit run` and `.load` read a file
            // (luaL_loadfilex): `load` reads neither, and the written file did not run
            // (rev21); no line number moves
            return [Array((indent + "load(").utf8) + longString(Travel.asFile(source))
                    + Array((", " + quoted("@" + ScriptRuntime.displayName(path)) + ")()").utf8)]
        case .time(let tick):
            let advance = "clock.advance(\(seconds(tick - entry.tick)))"
            // a step an error stopped: the spec expects it to raise (without its location,
            // which a typed chunk's `stdin:N:` would not match), as the session saw
            if expectations, let error = entry.error {
                return [Array((indent + "expect(function() \(advance) end):toThrow(\(quoted(errorText(error))))").utf8)]
            }
            return [Array((indent + advance).utf8)]
        case .observation(let expression, let value) where expectations:
            return [Array((indent + expectation(expression, value)).utf8)]
        case .observation:
            return []
        }
    }

    /// `body` inside one `expect_warning` per distinct warning, nested: an inner one hands
    /// the warnings it does not match to the outer ones (docs/spec-reference.md).
    static func expectingWarnings(_ warnings: [String], indent: String, _ body: (String) -> [[UInt8]]) -> [[UInt8]] {
        var patterns: [String] = []
        for w in warnings.map(warningPattern) where !patterns.contains(w) { patterns.append(w) }
        var lines: [[UInt8]] = []
        var inner = indent
        for pattern in patterns {
            lines.append(Array((inner + "expect_warning(" + quoted(pattern) + ", function()").utf8))
            inner += "  "
        }
        lines += body(inner)
        for _ in patterns {
            inner.removeLast(2)
            lines.append(Array((inner + "end)").utf8))
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

    /// A typed chunk as a statement among others, in the bytes it ran as.
    static func statement(_ source: [UInt8], expression: Bool, setsLast: Bool) -> [UInt8] {
        // `return a, b` typed as a statement that returned values: `_ = a, b`
        if !expression && setsLast, let rest = returned(source), !ChunkShape(rest).needsOwnChunk {
            return block(Array("_ = ".utf8) + rest)
        }
        if ChunkShape(source).needsOwnChunk {
            // its own chunk again, as the REPL ran it: its `return` ends only it, its `...`
            // is empty, its errors name `stdin:N` (an expression is returned, as the REPL
            // did: `...` is not a statement; one that gave no value but `...` is a call, a
            // statement as it stands)
            let call = Array("load(".utf8) + longString(expression ? Array("return ".utf8) + source : source)
                + Array(", \"=stdin\")()".utf8)
            return setsLast ? Array("_ = ".utf8) + call : call
        }
        return block(expression && setsLast ? Array("_ = ".utf8) + source : source)
    }

    /// A chunk inside `do … end` when it declares locals (they ended with it) or labels (two
    /// chunks' `::top::` would clash); `end` on a line of its own when the chunk's last line
    /// may end in a comment, which would take it.
    private static func block(_ body: [UInt8]) -> [UInt8] {
        guard declaresLocals(body) || ChunkShape(body).hasLabels else { return body }
        let lastLine = body.split(separator: 0x0A, omittingEmptySubsequences: false).last ?? []
        return Array("do ".utf8) + body + Array((lastLine.contains("--".utf8) ? "\nend" : " end").utf8)
    }

    static func expectation(_ expression: String, _ value: SessionLog.Observed) -> String {
        switch value {
        case .exact(let source): return "expect(\(expression)):toEqual(\(source))"
        case .close(let source): return "expect(\(expression)):toBeCloseTo(\(source), 1e-6)"
        case .text(let text): return "expect(tostring(\(expression))):toEqual(\(quoted(text)))"
        }
    }

    /// Lua's white space (lctype's `lisspace`).
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// `return a, b` typed as a statement: "a, b".
    private static func returned(_ source: [UInt8]) -> [UInt8]? {
        let trimmed = source.drop(while: isSpace)
        guard trimmed.starts(with: "return".utf8), let after = trimmed.dropFirst(6).first, isSpace(after) else { return nil }
        let rest = trimmed.dropFirst(6).drop(while: isSpace)
        return Array(rest.dropLast(rest.reversed().prefix(while: isSpace).count))
    }

    private static func declaresLocals(_ source: [UInt8]) -> Bool {
        let isNameByte = { (b: UInt8) in (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F }
        return source.split(whereSeparator: { !isNameByte($0) }).contains { $0.elementsEqual("local".utf8) }
    }

    /// Indents every line of a chunk — unless it holds a long bracket, whose text would change.
    private static func indented(_ chunk: [UInt8], _ indent: String) -> [UInt8] {
        let prefix = Array(indent.utf8)
        if chunk.contains("[[".utf8) || chunk.contains("[=".utf8) { return prefix + chunk }
        var out: [UInt8] = []
        for (i, line) in chunk.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            if i > 0 { out.append(0x0A) }
            if !line.isEmpty { out += prefix + line }
        }
        return out
    }

    /// `[==[` … `]==]` with the fewest `=` that cannot end early. The newline after the
    /// opening bracket is skipped by Lua, so the text comes back exactly.
    static func longString(_ text: [UInt8]) -> [UInt8] {
        var level: [UInt8] = []
        while (text + [0x5D] + level).contains([0x5D] + level + [0x5D]) { level.append(0x3D) }
        return [0x5B] + level + [0x5B, 0x0A] + text + [0x5D] + level + [0x5D]
    }

    /// A Lua string literal.
    static func quoted(_ s: String) -> String { "\"" + s.luaEscaped(quote: true) + "\"" }

    /// Ticks as the shortest decimal seconds: 166666 → "0.166666", 1_000_000 → "1".
    static func seconds(_ ticks: Int64) -> String {
        var s = formatTicks(ticks)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
