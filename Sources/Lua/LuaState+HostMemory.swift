internal import CLuaShim

extension LuaState {
    /// Bytes the host holds for the script — bound objects, animations, records, captured
    /// output — which Lua's allocator does not see. The hook adds them to Lua's own usage
    /// when it checks the memory limit (every `hookInterval` instructions), so a script
    /// cannot grow past `--memory` through Swift objects. Owners add their part by wrapping
    /// the closure already there.
    public var hostMemory: () -> Int {
        get { hostMemoryEstimate }
        set {
            hostMemoryEstimate = newValue
            control.pointee.hostbytes = { host in
                let bridge = host!.assumingMemoryBound(to: Bridge.self)
                return max(0, bridge.pointee.state.hostMemoryEstimate())
            }
        }
    }
}

extension LuaState {
    /// Bytes a host call may still push into Lua (a module's source, a file's text) before the
    /// allocator's ceiling and its reserve for host calls run out; 0 when there is no limit
    /// (any size). A push past it from inside a host call has no safe way to fail.
    public var hostPushRoom: Int {
        let c = control.pointee
        guard c.ceiling > 0 else { return 0 }
        let room = Int(c.ceiling) + Int(c.reserve) - Int(c.used) - (1 << 20)
        return max(1, room / 2)          // the chunk compiled from it needs room too
    }
}
