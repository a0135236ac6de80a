import Lua

/// Lua shared by Transit's trusted preludes in other targets (the REPL's printer, the spec
/// runner's values), written once in `Lua/sorted_keys.lua`.
public enum LuaSnippets {
    /// sorted_keys.lua itself, for a prelude that runs it when first needed (the spec
    /// runner's values: its third argument is then the standard functions to use, `std`).
    public static var sortedKeys: some LuaPrelude { EmbeddedLua.sortedKeys }

    /// `sortedKeys(t)` (see sorted_keys.lua): a function the host holds, to hand to a prelude
    /// as an argument (`LuaArgument.reference`).
    public static func sortedKeysFunction(in lua: LuaState) throws(LuaError) -> LuaRef {
        let file = EmbeddedLua.sortedKeys
        try lua.load(prelude: file)
        try lua.call(arguments: 0, results: 1)
        defer { lua.hostCall.pop() }
        return lua.hostCall.reference(-1)
    }
}
