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
