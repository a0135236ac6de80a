internal import CLuaShim

/// A Lua thread (the state's main thread or a coroutine), by identity: what a host function
/// compares to know which coroutine called it.
public struct LuaThread: Hashable, Sendable {
    let address: UInt

    init(_ L: OpaquePointer) { address = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(L))) }
}

extension LuaState {
    /// The main thread: what a host function called from the script's top level (or from a
    /// callback the host runs there) sees as `LuaCall.thread`.
    public var mainThread: LuaThread { LuaThread(L) }
}

extension LuaCall {
    /// The thread this host function was called on.
    public var thread: LuaThread { LuaThread(L) }

    /// Whether the calling thread is a coroutine that may yield here: false on the main
    /// thread and inside a callback the host runs through a protected call (a C boundary).
    public var isYieldable: Bool { lua_isyieldable(L) != 0 }

    /// Suspends the calling coroutine: `return call.suspend()` from a host function that
    /// checked ``isYieldable``. The trampoline yields after the Swift frame has returned;
    /// when the coroutine is resumed, the values passed to `coroutine.resume` become this
    /// host function's results.
    public func suspend() -> Int32 {
        precondition(isYieldable, "suspend() needs a yieldable coroutine")
        return CLUA_SUSPEND
    }

    /// A new coroutine whose body is the function at `i` (not started), and a reference that
    /// keeps it alive. Threads created after the limits were applied inherit the hook.
    public func newThread(running i: Int32) -> (thread: LuaThread, ref: LuaRef) {
        let fn = lua_absindex(L, i)
        let co = lua_newthread(L)!                                 /* +1 thread */
        lua_pushvalue(L, fn)                                       /* +1 body */
        lua_xmove(L, co, 1)                                        /* -1 body, onto the new thread */
        let ref = state.makeRef(on: L)                             /* -1 thread */
        return (LuaThread(co), ref)
    }
}

extension LuaState {
    /// Whether `thread` — a coroutine the caller keeps alive (a task's, held by its
    /// reference) — is suspended in a yield, as a task waiting for the engine is: one resumed
    /// to its end or closed by hand (stock `coroutine.resume`, `coroutine.close`) is not.
    public func isSuspended(_ thread: LuaThread) -> Bool {
        guard let co = OpaquePointer(bitPattern: thread.address) else { return false }
        return lua_status(co) == LUA_YIELD
    }

    /// Marks a task's coroutine (`coroutine`, its reference) as retired: `transit.reset()`
    /// ended its task, and the sandbox's `coroutine.resume` and `close` refuse it saying so.
    /// Raw operations on the thread running Lua now: nothing runs, nothing is allocated.
    public func retireTaskThread(_ coroutine: LuaRef) {
        let thread = activeThread ?? L
        coroutine.push(on: thread, state: self)                    /* +1 */
        clua_retiretaskthread(thread)                              /* -1 */
    }

    /// Whether `thread` — kept alive by the caller — is dead, as `coroutine.status` tells it
    /// (lcorolib.c's `auxstatus`): returned, raised or closed. Not when it is suspended,
    /// running, or resuming another coroutine (a task resumed by hand is running with its wait
    /// still counted, and is not ended).
    public func isDead(_ thread: LuaThread) -> Bool {
        guard let co = OpaquePointer(bitPattern: thread.address) else { return true }
        switch lua_status(co) {
        case LUA_YIELD: return false
        case LUA_OK:
            var record = lua_Debug()
            return lua_getstack(co, 0, &record) == 0 && lua_gettop(co) == 0
        default: return true                                      // stopped by an error
        }
    }
}
