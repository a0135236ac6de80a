import TransitLua

/// busted's shuffle of the spec files (busted/utils.lua's `shuffle`, which its execute.lua
/// applies to the files under `--shuffle-files`): `math.randomseed(seed)`, then a
/// Fisher–Yates pass from the last element down, swapping element n with `math.random(n)`.
/// The draws are Lua 5.4's own generator (xoshiro256**), so they are made in a Lua state of
/// the same library busted's `lua5.4` runs (Debian's liblua5.4): the same seed gives busted's
/// order. A block's tests are shuffled the same way, in the spec's own state (spec_dsl_more.lua's
/// `permute`), where busted draws them.
enum BustedShuffle {
    /// Lua/busted_shuffle.lua.
    static let chunk = EmbeddedLua.bustedShuffle

    /// The 1-based positions of `count` files in busted's order for `seed`; nil if the state
    /// could not be made (the files then keep their order).
    static func order(_ count: Int, seed: Int) -> [Int]? {
        guard let runtime = try? ScriptRuntime(side: true),
              let values = try? runtime.lua.run(chunk.source, chunkName: chunk.chunkName,
                                                arguments: [.integer(Int64(count)), .integer(Int64(seed))]),
              case .string(let text)? = values.first else { return nil }
        let order = text.split(separator: " ").compactMap { Int($0) }
        return order.count == count ? order : nil
    }
}
