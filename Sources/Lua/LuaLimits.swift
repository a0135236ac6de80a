/// What a script may use. `LuaLimits.sandbox` is the default for scripts; `.none` is what
/// `--unsafe` gives.
public struct LuaLimits: Sendable, Equatable {
    /// Bytes the state may hold; 0 = unlimited. Past it the hook raises an error naming the
    /// line; past `memory + memory / 4` the allocator refuses.
    public var memory: Int
    /// VM instructions one entry from the host (a chunk, a callback) may run; 0 = unlimited.
    public var instructions: Int
    /// Wall-clock seconds from `LuaState.startClock()`; 0 = unlimited.
    public var seconds: Double
    /// Bound objects (boxes) alive at once; 0 = unlimited. The Lua allocator does not see
    /// Swift objects, so they are counted here.
    public var hostObjects: Int
    /// VM instructions between two hook calls: the granularity of the budget and the limits.
    public var hookInterval: Int

    public init(memory: Int, instructions: Int, seconds: Double, hostObjects: Int, hookInterval: Int = 1000) {
        self.memory = memory
        self.instructions = instructions
        self.seconds = seconds
        self.hostObjects = hostObjects
        self.hookInterval = hookInterval
    }

    public static let sandbox = LuaLimits(memory: 256 << 20, instructions: 200_000_000,
                                          seconds: 30, hostObjects: 200_000)
    public static let none = LuaLimits(memory: 0, instructions: 0, seconds: 0, hostObjects: 0)

    /// True when any limit needs the count hook (which costs VM-bound loops about 2×).
    var needsHook: Bool { memory > 0 || instructions > 0 || seconds > 0 }
}
