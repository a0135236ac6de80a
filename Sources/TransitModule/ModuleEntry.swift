import TransitLua

/// The Swift half of `luaopen_transit` (Sources/CTransitModule/luaopen.c), which calls it with
/// the host's `lua_State *` — the state of stock `lua5.4` or busted, which Transit borrows and
/// never closes. Everything but this entry is TransitLua's ``LoadedModule``.
@_cdecl("transit_module_open")
public func transitModuleOpen(_ L: OpaquePointer?) -> Int32 {
    guard let L else { return 0 }
    return LoadedModule.open(L)
}
