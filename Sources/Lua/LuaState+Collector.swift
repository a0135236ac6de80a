internal import CLuaShim

extension LuaState {
    /// `--unsafe`: the collector in generational mode, as lua.c's `pmain` switches it before
    /// running anything (a state starts incremental): `collectgarbage("step")`'s answers and
    /// when finalizers run then follow lua5.4's.
    public func useGenerationalCollector() { clua_gcgenerational(L) }
}
