internal import CLuaShim

extension LuaState {
    /// `copy(t)`: a new table with t's pairs, set raw, made at its full size at once
    /// (copytable.c), for trusted preludes that copy a large table — the luassert prelude
    /// copies the globals at every spec file's start. Held by the host; pushing the C
    /// function allocates nothing.
    public func tableCopyFunction() -> LuaRef {
        reference(toCFunction: clua_copytable)
    }
}
