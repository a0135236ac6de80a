/// busted's vocabulary — `describe` (`context`), `it` (`test`), `pending`, the hooks — plus
/// Jest's focus and skip (`describe.only`, `it.only`, `describe.skip`, `it.skip`), and the
/// spec environment's helpers for time and warnings (`at`, `expect_warning`, `timeline`,
/// `clock.advanceToNextTimer`, `shared_engine`).
///
/// As busted: the file's chunk declares its top-level blocks and tests to the host
/// (`host.describe`, `host.test`, `host.hook` …), which keeps the closures; a block's body
/// runs when the runner reaches that block, each as its own entry into Lua with fresh limits.
///
/// The chunk returns what the runner calls between tests: the reset between tests (spies reverted, `math.random`
/// reseeded) and the list of names for the reference.
enum DSLPrelude {
    /// In `Lua/spec_dsl.lua`, embedded at build time.
    static let file = EmbeddedLua.specDsl
    /// The rarer words — `at`, `expect_warning`, `timeline`, an `insulate` block's save and
    /// restore, `randomize`'s shuffle — in `Lua/spec_dsl_more.lua`, run on a spec's first use
    /// of one of them (``FirstUsePrelude``); until then spec_dsl.lua's globals for them call it.
    static let more = EmbeddedLua.specDslMore
    /// With `--unsafe`, the spec's own folder searched for the spec's own `require`s
    /// (`Lua/spec_spec_folder.lua`): run by the DSL prelude at start, and only then.
    static let specFolder = EmbeddedLua.specSpecFolder
}
