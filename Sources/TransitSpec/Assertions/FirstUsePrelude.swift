/// The spec preludes run on a spec's first use of them rather than at every spec file's start
/// (a spec that never formats a value or records motion does not undump them): the loader,
/// and stand-ins in the `shared` table for the values prelude's functions (``ValuesPrelude``)
/// and the assertions prelude's (``AssertPrelude``).
/// What loads luassert (spec_luassert.lua), expect's rarer, spy and snapshot matchers and
/// `motion` (spec_expect.lua) run through the same loader. The host hands over a prelude's
/// function (`host.prelude`, ``SpecEnvironment/lazyPrelude(_:)``).
enum FirstUsePrelude {
    /// In `Lua/spec_first_use.lua`, embedded at build time.
    static let file = EmbeddedLua.specFirstUse
}
