import Lua
import TransitLua

/// Lua's `string.find` for the patterns of the command line (`--filter`, `--filter-out`,
/// `--tags`, `--exclude-tags`, `-p`, `--exclude-pattern`), in a sandboxed state of its own.
///
/// A pattern from the command line is the user's, not a spec's: matched in the spec's state,
/// it spent that entry's pattern budget, and a pathological one (`('(.-)'):rep(32) .. 'x'`,
/// on which stock Lua — busted — backtracks for ever) was charged to the `it` line declaring
/// the test (`end_spec.lua:12: pattern matching too complex`), once a file. Here each text
/// is one entry with the sandbox's budget of its own, under `--unsafe` too.
public final class PatternMatcher {
    private let runtime: ScriptRuntime

    public init() throws(LuaError) { runtime = try ScriptRuntime(side: true) }

    /// Whether `pattern` is found in `text`; past the budget (or for a malformed pattern),
    /// Lua's message.
    public func find(_ pattern: String, in text: String) throws(LuaError) -> Bool {
        let values = try runtime.lua.run("local p, s = ... return (s:find(p)) ~= nil", chunkName: "=(transit pattern)",
                                         arguments: [.string(pattern), .string(text)])
        return values.first == .boolean(true)
    }

    /// The usage error of `option`'s `pattern` failing on `text` (a name of a test or a file).
    public static func problem(_ error: LuaError, option: String, pattern: String, text: String) -> String {
        "\(option) '\(pattern)': \(error.message) on '\(text)'"
    }
}
