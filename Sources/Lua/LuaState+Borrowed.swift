internal import CLuaShim

/// A state Transit did not make: the host's (`require "transit"` from stock `lua5.4` or
/// busted, through the C module). The host owns it — its allocator, hooks, warning handler,
/// `print` and `require` — so nothing here limits, sandboxes or closes it; the bridge's rules
/// hold all the same (protected calls only, errors naming the script's line, one userdata per
/// object).
///
/// The control block lives in a sentinel userdata in the host's registry (borrow.c). When the
/// host closes the state, every bound object's `__gc` runs first (the sentinel is older than
/// all of them), then the sentinel's, which ends the bridge here: ``hostClosed(_:)``.
extension LuaState {
    /// Wraps the state `host` (any thread of it) belongs to. The new state keeps itself alive
    /// until the host closes the Lua state; its `owner` lives as long.
    public convenience init(borrowing host: OpaquePointer) throws(LuaError) {
        var found: UnsafeMutablePointer<clua_Control>?
        let status = clua_borrowstate(host, &found)                /* +0, or +1 message */
        guard status == CLUA_OK, let control = found else {
            let message = lua_type(host, -1) == LUA_TSTRING ? String(cString: lua_tolstring(host, -1, nil)) : "not enough memory"
            clua_pop(host, 1)                                      /* -1 the message */
            throw LuaError(kind: status == CLUA_ERRMEM ? .memory : .runtime, message: message)
        }
        // A bridge made before (whose functions Lua may still hold) must never be rewired:
        // a function's index would reach another function.
        guard control.pointee.dispatch == nil else {
            throw LuaError(kind: .runtime, message: control.pointee.host == nil
                ? "Transit cannot load again into this Lua state: an earlier load failed or the state is closing"
                : "Transit is already loaded into this Lua state")
        }
        self.init(wrapping: clua_mainthread(host), control: control, borrowed: true)
        createIdentityCache()
        _ = Unmanaged.passRetained(self)                           // released by hostClosed
        control.pointee.onclose = { control in LuaState.hostClosed(control!) }
    }

    /// The borrowed state already wrapped for the Lua state `host` belongs to, if any: a
    /// second `require "transit"` (busted clears `package.loaded` between spec files) finds
    /// the first one's.
    public static func borrowed(by host: OpaquePointer) -> LuaState? {
        guard let control = clua_findborrowed(host), let bridge = control.pointee.host else { return nil }
        return bridge.assumingMemoryBound(to: Bridge.self).pointee.state
    }

    /// Ends the bridge now, as the host's close would: for a load that failed half way (its
    /// globals, if any, then raise "Transit is closed"; a later load into the state is
    /// refused).
    public func abandonBorrowed() {
        precondition(isBorrowed, "only a borrowed state is abandoned")
        control.pointee.onclose = nil
        LuaState.hostClosed(control)
    }

    /// The sentinel's `__gc`: the host is closing its Lua state, after every bound object's
    /// finalizer ran. Releases what Lua still boxes, makes every bound function raise from C
    /// from now on (a finalizer older than the module's may still call one), then lets go of
    /// the owner and of this state.
    private static func hostClosed(_ control: UnsafeMutablePointer<clua_Control>) {
        guard let bridge = control.pointee.host else { return }     // abandoned already
        let state = bridge.assumingMemoryBound(to: Bridge.self).pointee.state   // held to the end
        state.isClosed = true
        state.releaseBoxedObjects()
        clua_detach(control)
        // Now, not in deinit: the host may close its state from inside a callback
        // (`os.exit(0, true)` in a completion), whose Swift frames hold this state until the
        // process exits — deinit never runs, and Lua frees the block that points to them.
        // Nothing reads them again: every box left has no object, and a use of one is an error
        // before its class is looked at (clua_self).
        clua_freeclasses(control)
        state.owner = nil
        Unmanaged.passUnretained(state).release()                  // init's retain
    }

    /// Releases the object of every box that still holds one. Lua runs no finalizer for an
    /// object a finalizer made while the state closed, so its box is found here, through the
    /// identity cache and the anchors (every box is in one, and closing Lua clears no weak
    /// table).
    private func releaseBoxedObjects() {
        for table in [identityCache, anchors] {
            lua_rawgeti(L, clua_registryindex(), lua_Integer(table))   /* +1 table */
            lua_pushnil(L)                                         /* +1 first key */
            while lua_next(L, -2) != 0 {                           /* -1 +2 key box (raw: keys from next) */
                if let box = clua_tobox(L, -1), let object = box.pointee.object {
                    box.pointee.object = nil
                    liveObjects -= 1
                    Unmanaged<AnyObject>.fromOpaque(object).release()
                }
                clua_pop(L, 1)                                     /* -1 box, keep the key */
            }
            clua_pop(L, 1)                                         /* -1 table */
        }
    }

    /// Runs `body` with `_G`'s metatable taken off and put back after (even a protected one:
    /// the C API ignores `__metatable`): a host's strictness metatable (penlight's
    /// `pl.strict`, which refuses assignments to undeclared globals) must not stop Transit's
    /// set-up, whose preludes assign their globals. Only raw API calls that cannot raise.
    public func withoutGlobalsMetatable<T>(_ body: () throws -> T) rethrows -> T {
        clua_pushglobaltable(L)                                    /* +1 _G */
        guard lua_getmetatable(L, -1) != 0 else {                  /* +1 mt, or +0 */
            clua_pop(L, 1)                                         /* -1 _G */
            return try body()
        }
        lua_pushnil(L)                                             /* +1 */
        lua_setmetatable(L, -3)                                    /* -1 _G has none */
        defer {
            lua_setmetatable(L, -2)                                /* -1 _G's own again */
            clua_pop(L, 1)                                         /* -1 _G */
        }
        return try body()                                          // stack: _G mt below the body's work
    }

    /// Pushes a referenced value onto `host` (any thread of this state: the one running the
    /// C function that will return it, `luaopen_transit`). [-0, +1, -]
    public func push(_ ref: LuaRef, on host: OpaquePointer) {
        ref.push(on: host, state: self)                            /* +1 */
    }

    /// Pushes `message` onto `host`, for the C function running there to raise. [-0, +1, m]
    public static func pushMessage(_ message: String, on host: OpaquePointer) {
        _ = lua_pushstring(host, Bridge.bounded(message))       /* +1 */
    }
}

extension LuaCall {
    /// Whether the script's state is closing under this call: closed already, or — in a
    /// borrowed state, whose close the host runs — a finalizer of that close (the host's
    /// globals' finalizers run before the sentinel's, which is the first Transit hears of it).
    public var isAtClose: Bool {
        state.isClosed || state.isBorrowed && clua_closingfinalizer(L) != 0
    }
}
