internal import CLuaShim

extension LuaState {
    /// `typeOf(set)`: a `type` that answers "function" for the tables of `set`, and what the
    /// standard `type` answers for everything else (callabletype.c) — the spec globals'
    /// `type`, for busted's `describe` and `it`, which are callable tables here. Held by the
    /// host; pushing the C function allocates nothing.
    public func callableTypeMaker() -> LuaRef {
        reference(toCFunction: clua_makecallabletype)
    }
}
