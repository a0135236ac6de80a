/// What Transit's own checks (`expect`, `expect_warning`, snapshots) share: raising an
/// assertion failure at the spec's line, and wording what differed. `assert`, `spy`, `stub`,
/// `mock` and `match` are luassert's own (``LuassertPrelude``).
///
/// A failure raises through `host.fail`, which names the spec's line (the preludes' frames
/// are skipped) and tells the runner it was an assertion, not an error.
///
/// It runs at a spec's first failure, or first use of what it shares (``FirstUsePrelude``):
/// a file whose checks all pass never undumps it.
enum AssertPrelude {
    /// In `Lua/spec_assert.lua`, embedded at build time.
    static let file = EmbeddedLua.specAssert
}
