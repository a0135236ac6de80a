internal import CLuaShim

/// A Swift function Lua can call. It reads its arguments and pushes its results through the
/// `LuaCall`, and returns how many results it pushed. To fail, it throws: a `LuaCall` check
/// has already pushed a Lua-worded message (`LuaRaise`); any other error's description is
/// pushed with the caller's `file:line`. Either way the C trampoline raises after this Swift
/// frame has returned — Swift is never unwound by `longjmp`.
public typealias HostFunction = (LuaCall) throws -> Int32

/// Thrown by `LuaCall`'s checks: the Lua-worded message (with the caller's `file:line`),
/// pushed by `Bridge.raise` only when it reaches the trampoline, never before.
public struct LuaRaise: Error, CustomStringConvertible {
    public let message: String
    /// The message's bytes when they are not valid UTF-8 (a failure message holding what the
    /// script gave): raised as they are, as ``LuaError/messageBytes`` keeps them.
    let bytes: [UInt8]?
    init(message: String, bytes: [UInt8]? = nil) {
        self.message = message
        self.bytes = bytes
    }
    public var description: String { message }
}

extension LuaState {
    /// Pushes `function` as a Lua function (through the trampoline). Host functions live as
    /// long as the state: register them once, at set-up, not per call.
    public func push(_ function: @escaping HostFunction) {
        pushFunction(FunctionBox(function))
    }

    /// A reference to `function` as a Lua function, for a host function handed to Lua code
    /// (a prelude's helper calls back into the host) rather than named by a global. Set-up
    /// only, as `push(_:)`.
    public func reference(to function: @escaping HostFunction) -> LuaRef {
        push(function)                                             /* +1 */
        return makeRef(on: L)                                      /* -1 */
    }

    /// Sets global `name` to `function`, raw: set-up only, as `defineGlobal`.
    public func register(_ name: String, _ function: @escaping HostFunction) {
        push(function)                                             /* +1 */
        defineGlobal(name)                                         /* -1 */
    }

    /// Sets `table[name]` (the table on top of the stack) to `function`, raw: set-up only.
    public func registerField(_ name: String, _ function: @escaping HostFunction) {
        push(function)                                             /* +1 */
        hostCall.setField(-2, name)                                /* -1 */
    }

    /// Boxed functions must be kept as boxes on the way here: a `HostFunction` taken back
    /// out of an array or tuple is a reabstraction thunk, paid on every call.
    func pushFunction(_ box: FunctionBox, on L: OpaquePointer? = nil) {
        let index = bridge.pointee.functions.append(Unmanaged.passRetained(box))
        clua_pushhostfunction(L ?? self.L, lua_Integer(index))     /* +1 */
    }
}

extension Bridge {
    /// The one place host functions are entered from Lua.
    @inline(__always)
    func invoke(_ index: Int, on L: OpaquePointer) -> Int32 {
        let call = LuaCall(L: L, state: state)
        // Borrowed, not retained: the state holds every box until it closes.
        return functions[index]._withUnsafeGuaranteedRef { box in
            do {
                return try box.body(call)
            } catch {
                return Bridge.raise(error, on: L)
            }
        }
    }

    /// Turns a thrown error into the value the trampoline raises.
    static func raise(_ error: any Error, on L: OpaquePointer) -> Int32 {
        if let raise = error as? LuaRaise {
            LuaCall(L: L, state: LuaState.from(L)).push(message: raise.message, bytes: raise.bytes)   /* +1 the message */
            return CLUA_RAISE
        }
        if let lua = error as? LuaError {
            // A Lua error passing back through Swift (a callback that failed): re-raise its
            // message as it is — it already names its line — with the traceback taken where
            // it was raised, which has the frames inside the callback (the outer handler's,
            // from where it surfaces, would not). A value that is no string, number or nil is
            // raised again itself (a pcall or busted gets what the callback raised); a handler
            // that meets it still shows the message, context included, with that traceback.
            let state = LuaState.from(L)
            if let thrown = lua.thrown, thrown.ref.isLive(in: state) {
                thrown.ref.push(on: L, state: state)                /* +1 the value */
            } else {
                LuaCall(L: L, state: state).push(message: lua.message, bytes: lua.messageBytes)   /* +1 the message */
            }
            if !lua.traceback.isEmpty {
                let message = bounded(lua.message)                  // its bytes whole: a "\0" may be in it
                clua_carrytraceback(L, message, message.utf8.count, lua.traceback)
            }
            return CLUA_RAISE
        }
        // A host loop that stopped because the script must (``LuaState/stopRequested``):
        // whatever it threw, the script hears the limit, as it would from the hook.
        let state = LuaState.from(L)
        if state.stopRequested { return state.raiseStop(on: L) }
        clua_pusherror(L, bounded(String(describing: error)))     /* +1 "file:line: …" */
        return CLUA_RAISE
    }

    /// A message the host pushes into Lua, at most 64 KiB (LuaError's bound too): it may name
    /// what a script chose (a 100 MB view name, twice), and a push past the memory ceiling's
    /// reserve from inside a host call has no safe way to fail.
    static func bounded(_ message: String) -> String {
        BoundedText.prefix(message, bytes: LuaError.longestMessage)
    }
}

extension LuaState {
    /// Sets global `name` to a raw `lua_CFunction` that does nothing: the floor a bound call
    /// is measured against (`transit-bench`).
    public func registerRawNoop(_ name: String) {
        lua_pushcclosure(L, clua_noop, 0)                          /* +1 */
        defineGlobal(name)                                         /* -1 */
    }

    /// Sets global `name` to a raw `lua_CFunction` (`lua_State *` arrives as an opaque
    /// pointer): the benchmark's floors, C of its own that binds nothing of Transit's.
    public func registerRawFunction(_ name: String, _ function: @convention(c) (OpaquePointer?) -> Int32) {
        lua_pushcclosure(L, function, 0)                           /* +1 */
        defineGlobal(name)                                         /* -1 */
    }
}
