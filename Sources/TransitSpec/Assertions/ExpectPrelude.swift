/// `expect(received):matcher(expected)`, for those who know Jest; `.never` negates
/// (`not` is a Lua keyword): `expect(v.alpha).never:toBe(0)`.
///
/// A failure's first line names the matcher and says what differed
/// (`expect(received):toBeCloseTo(expected): at .y: expected -426, received -425.5 (off by
/// 0.5)`); the lines after it show both values, as a line diff when they span lines.
enum ExpectPrelude {
    /// In `Lua/spec_expect.lua`, embedded at build time.
    static let file = EmbeddedLua.specExpect
    /// The matchers past `toBe` that specs use most — `toEqual`, `toBeCloseTo`, the three
    /// truthiness ones, `toThrow` — run on a spec's first matcher name the file above does not
    /// know, before the rarer ones: a spec that checks with `toBe` alone never undumps them.
    static let commonMatchers = EmbeddedLua.specCommonMatchers
    /// The rarer matchers (the comparisons, `toMatch`, `toContain`, `toContainEqual`,
    /// `toHaveLength`), the spy matchers (`toHaveBeenCalled` …) and the snapshot matchers, run
    /// on a spec's first matcher name the files above do not know (``FirstUsePrelude``), in
    /// that order.
    static let moreMatchers = EmbeddedLua.specMoreMatchers
    static let spyMatchers = EmbeddedLua.specSpyMatchers
    static let snapshotMatchers = EmbeddedLua.specSnapshotMatchers
}
