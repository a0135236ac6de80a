/// busted's assertion libraries, the real ones: Debian's luassert and say (`lua-luassert`,
/// `lua-say`), loaded as trusted library code — from the system's Lua tree, by the host, in an
/// environment of their own that has the few `debug` functions luassert needs (the sandbox
/// keeps `debug` from scripts) — and handed to specs: `assert` (every assertion, modifier,
/// matcher and formatter, `assert:register` …), `spy`, `stub`, `mock`, `match`, and the
/// modules `luassert`, `luassert.*` and `say` for `require`. They load on a spec's first use
/// of one of those globals or modules; until then the globals are stand-ins that become the
/// real objects (spec_luassert.lua), so a spec that checks only with `expect` never loads them.
///
/// As busted binds luassert's `error` to its `fail`, the `error` of `luassert.assert` raises an
/// assertion failure here: the host is told (`host.failure`) so the runner counts a failure,
/// not an error. luassert computes the level itself, so the message names the spec's line.
/// Each assertion counts (`host.count`): a tail call, so luassert's own frame walk still
/// finds the spec's line.
enum LuassertPrelude {
    /// In `Lua/spec_luassert.lua`, embedded at build time.
    static let file = EmbeddedLua.specLuassert
    /// How luassert and say load (`Lua/spec_luassert_load.lua`), run on a spec's first use of
    /// them (``FirstUsePrelude``).
    static let loading = EmbeddedLua.specLuassertLoad
}
