internal import CLuaShim

/// A Lua value held by Swift: a registry reference that knows its state.
///
/// When the last Swift owner lets go, `deinit` only queues the slot; the state releases it on
/// the Lua thread at its next safe point (`drainReleases`). A ref that outlives its state
/// does nothing (the state's close freed the registry). Releasing early — a one-shot callback
/// after it ran — is `release()`.
public final class LuaRef {
    fileprivate var slot: Int32
    fileprivate weak var queue: RefQueue?
    /// Where the value came from, e.g. "zoom.lua:42", for messages about it later.
    public var origin: String = ""

    init(slot: Int32, queue: RefQueue) {
        self.slot = slot
        self.queue = queue
    }

    deinit { release() }

    /// Gives the slot back now (it is freed at the state's next safe point).
    public func release() {
        if slot > 0 { queue?.pending.append(slot) }
        slot = 0
    }

    public var isReleased: Bool { slot <= 0 }

    /// Whether this holds a value of `state` still (not released, not another state's).
    func isLive(in state: LuaState) -> Bool { slot > 0 && queue === state.refs }

    func push(on L: OpaquePointer, state: LuaState) {
        precondition(queue === state.refs, "a LuaRef was pushed onto another state")
        if slot > 0 {
            lua_rawgeti(L, clua_registryindex(), lua_Integer(slot))   /* +1 the value */
        } else {
            lua_pushnil(L)                                             /* +1 released: nil */
        }
    }
}

/// Slots whose refs died, waiting for the Lua thread.
final class RefQueue {
    /// Unchecked: appended to by a ref's `deinit`, drained each call into Lua; neither access
    /// calls out (the slots are integers).
    @exclusivity(unchecked) var pending: [Int32] = []
}

extension LuaState {
    /// Pops the top value of `L` into a new reference. [-1, +0, m]
    func makeRef(on L: OpaquePointer) -> LuaRef {
        let slot = luaL_ref(L, clua_registryindex())
        return LuaRef(slot: slot, queue: refs)
    }

    /// A C function without upvalues, held by the host (the functions the host hands its
    /// trusted preludes: ``stockDebugOpener()``, ``tableCopyFunction()``,
    /// ``callableTypeMaker()``). Pushing it allocates nothing; the reference is made as any.
    /// (Its type spelled out: with `lua_CFunction` named in this signature, the release build
    /// of TransitLua refused StandardOutput.swift's `stdout` as not concurrency-safe, its
    /// `@preconcurrency import Glibc` notwithstanding.)
    func reference(toCFunction function: @convention(c) (OpaquePointer?) -> Int32) -> LuaRef {
        lua_pushcclosure(L, function, 0)                           /* +1 */
        return makeRef(on: L)                                      /* -1 */
    }

    /// Pushes a referenced value onto the main thread's stack.
    public func push(_ ref: LuaRef) { ref.push(on: L, state: self) }

    /// Calls a referenced function with arguments pushed by `arguments`, protected, with a
    /// traceback. Used for callbacks the engine runs later (completions, timers).
    ///
    /// It runs on the thread that is running Lua now (`activeThread`, e.g. a coroutine that
    /// called `clock.advance`), or on the main thread from the host's top level: a thread
    /// suspended in `coroutine.resume` must not have its stack used.
    public func callback(_ function: LuaRef, arguments: (LuaCall) -> Int32 = { _ in 0 }) throws(LuaError) {
        let thread = activeThread ?? L
        let base = lua_gettop(thread)
        function.push(on: thread, state: self)                     /* +1 */
        let n = arguments(LuaCall(L: thread, state: self))         /* +n */
        do {
            try call(arguments: n, results: 0, on: thread)         /* -(n+1) */
        } catch {
            lua_settop(thread, base)
            throw error
        }
    }

    /// As ``callback(_:arguments:)`` with no arguments, the function called from a C function
    /// (``clua_pushhostframe``) rather than straight from the host: a spec's test, hook or block
    /// body, which busted runs under its `xpcall`. A traceback taken inside then has a line
    /// below the function's own, `[C]: in ?`, as under busted and lua5.4; with nothing below,
    /// a library reading the frame after its caller's up to its newline found none.
    public func callbackUnderC(_ function: LuaRef) throws(LuaError) {
        let thread = activeThread ?? L
        let base = lua_gettop(thread)
        clua_pushhostframe(thread)                                 /* +1 */
        function.push(on: thread, state: self)                     /* +1 */
        do {
            try call(arguments: 1, results: 0, on: thread)         /* -2 */
        } catch {
            lua_settop(thread, base)
            throw error
        }
    }

    /// Calls a referenced function for one result, which `read` takes from the top of the
    /// stack (a curve's value, a delegate's answer).
    public func callback(_ function: LuaRef, arguments: (LuaCall) -> Int32, read: (LuaCall) -> Void) throws(LuaError) {
        let thread = activeThread ?? L
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        function.push(on: thread, state: self)                     /* +1 */
        let n = arguments(LuaCall(L: thread, state: self))         /* +n */
        try call(arguments: n, results: 1, on: thread)             /* -(n+1) +1 */
        read(LuaCall(L: thread, state: self))
    }

    /// Runs `body` with `call`'s thread as the one callbacks run on: host functions that run
    /// callbacks (advancing the clock, an animation block) wrap their work in this.
    public func whileActive<R>(_ call: LuaCall, _ body: () throws -> R) rethrows -> R {
        let saved = activeThread
        activeThread = call.L
        defer { activeThread = saved }
        return try body()
    }

    /// Reads global `name` raw into a reference (nil if absent).
    public func global(_ name: String) -> LuaRef {
        clua_pushglobaltable(L)                                    /* +1 _G */
        lua_pushstring(L, name)                                    /* +1 key */
        lua_rawget(L, -2)                                          /* -1 +1 value: [_G value] */
        let ref = makeRef(on: L)                                   /* -1 value */
        clua_pop(L, 1)                                             /* -1 _G */
        return ref
    }
}
