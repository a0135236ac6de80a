import TransitCore
import TransitLua

/// The session written out as Lua: `.save` gives a script `transit run` replays; `.spec`
/// gives a busted-style spec for `transit test` — the same statements, plus an expectation
/// for each watched value at each stop (`toBeCloseTo` when it holds non-integers).
///
/// Each input becomes a statement: an expression that returned values as `_ = <expression>`
/// (what the REPL did with it), a chunk declaring locals inside `do … end` (its locals ended
/// with it), a loaded file inline as `load([[…]], "@path")()` (so errors keep its name and
/// lines, and the result needs nothing beside it), a time stop as `clock.advance(seconds)`.
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
            switch entry.step {
            case .chunk(let source, let expression, let setsLast):
                // written as text: bytes that are not UTF-8 become U+FFFD here, as for .load
                let text = String(decoding: source, as: UTF8.self)
                lines.append(indented(statement(text, expression: expression, setsLast: setsLast), indent))
            case .load(let path, let source):
                // a script is written as text: bytes that are not UTF-8 become U+FFFD here
                let text = String(decoding: source, as: UTF8.self)
                lines.append(indent + "load(" + longString(text) + ", " + quoted("@" + ScriptRuntime.displayName(path)) + ")()")
            case .time(let tick):
                lines.append(indent + "clock.advance(\(seconds(tick - entry.tick)))")
            case .observation(let expression, let value) where expectations:
                lines.append(indent + expectation(expression, value))
            case .observation:
                break
            }
        }
        return lines
    }

    static func statement(_ source: String, expression: Bool, setsLast: Bool) -> String {
        var body = source
        if expression && setsLast {
            body = "_ = " + source
        } else if !expression && setsLast, let rest = returned(source) {
            body = "_ = " + rest
        }
        return declaresLocals(body) ? "do " + body + " end" : body
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
