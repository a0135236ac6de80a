internal import CLuaShim

/// The host's message handler puts the script's line before a message that names none
/// (`error("x", 0)` reads `x.lua:1: x`), as busted's own handler does for a test's error.
/// Some callers show a message as a plain `pcall` gives it instead: busted runs `--helper`
/// under `pcall(dofile, …)`, and its `error("needs Lua 5.1", 0)` reads as those words alone.
extension LuaState {
    /// Runs `body` with the handler leaving such messages as they were raised (a place the
    /// message names stays, and one inside Transit's own Lua is still the script's line).
    public func leavingMessagesUnplaced<T>(_ body: () throws(LuaError) -> T) throws(LuaError) -> T {
        let was = control.pointee.unplaced
        control.pointee.unplaced = 1
        defer { control.pointee.unplaced = was }
        return try body()
    }
}
