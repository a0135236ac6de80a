/// What a script may use. `LuaLimits.sandbox` is the default for scripts; `.none` is what
/// `--unsafe` gives.
public struct LuaLimits: Sendable, Equatable {
    /// Bytes the state may hold; 0 = unlimited. Past it the hook raises an error naming the
    /// line; past `memory + memory / 4` the allocator refuses.
    public var memory: Int
    /// VM instructions one entry from the host (a chunk, a callback) may run; 0 = unlimited.
    public var instructions: Int
    /// Seconds of CPU time of the thread running the script from `LuaState.startClock()`, with
    /// ten times that of the wall clock as a last resort for a blocked call; 0 = unlimited.
    public var seconds: Double
    /// Bound objects (boxes) alive at once; 0 = unlimited. The Lua allocator does not see
    /// Swift objects, so they are counted here.
    public var hostObjects: Int
    /// Steps of pattern matching (single-character tests and backtracking) one entry may take
    /// in the sandbox's `string.find/match/gmatch/gsub`; 0 = unlimited. Matching is one C
    /// call the hook cannot interrupt, so it keeps its own count. Unless set, it follows
    /// `instructions` (see `patternSteps(forInstructions:)`), so `--instructions` moves both.
    public var patternSteps: Int {
        get { explicitPatternSteps ?? LuaLimits.patternSteps(forInstructions: instructions) }
        set { explicitPatternSteps = newValue }
    }
    private var explicitPatternSteps: Int?
    /// VM instructions between two hook calls: the granularity of the budget and the limits.
    public var hookInterval: Int

    /// `patternSteps` defaults to `LuaLimits.patternSteps(forInstructions:)`.
    public init(memory: Int, instructions: Int, seconds: Double, hostObjects: Int, hookInterval: Int = 1000,
                patternSteps: Int? = nil) {
        self.memory = memory
        self.instructions = instructions
        self.explicitPatternSteps = patternSteps
        self.seconds = seconds
        self.hostObjects = hostObjects
        self.hookInterval = hookInterval
    }

    public static let sandbox = LuaLimits(memory: 256 << 20, instructions: 200_000_000,
                                          seconds: 30, hostObjects: 200_000)
    public static let none = LuaLimits(memory: 0, instructions: 0, seconds: 0, hostObjects: 0)

    /// The pattern budget that goes with an instruction budget: none without one; otherwise a
    /// tenth of it, but at least ten million (the sandbox's 200 million instructions give 20
    /// million steps). A step costs 5 ns (release build) to 15 ns (debug), so a runaway pattern
    /// stops within 0.1–0.3 s, where a runaway loop gets about 1 s; an ordinary gsub takes 2–3
    /// steps a byte, so the budget still covers several megabytes of text per entry.
    public static func patternSteps(forInstructions instructions: Int) -> Int {
        instructions > 0 ? max(10_000_000, instructions / 10) : 0
    }

    /// Equal when they limit the same: an explicit `patternSteps` equal to the derived one
    /// counts as the same.
    public static func == (a: LuaLimits, b: LuaLimits) -> Bool {
        a.memory == b.memory && a.instructions == b.instructions && a.seconds == b.seconds &&
            a.hostObjects == b.hostObjects && a.patternSteps == b.patternSteps && a.hookInterval == b.hookInterval
    }

    /// True when any limit needs the count hook (which costs VM-bound loops about 2×).
    var needsHook: Bool { memory > 0 || instructions > 0 || seconds > 0 }
}
