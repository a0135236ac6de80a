internal import CLuaShim

/// A Lua 5.4 state and everything the bridge keeps beside it: the control block (limits,
/// accounting, sticky stop), the host functions Lua may call, the bound classes, and the
/// queue of references waiting to be released.
///
/// One state is used from one thread at a time. Every call into Lua is protected and goes
/// through `LuaError`'s funnel; no Swift frame is ever unwound by Lua's `longjmp`.
public final class LuaState {
    let L: OpaquePointer
    let control: UnsafeMutablePointer<clua_Control>
    public private(set) var limits: LuaLimits

    let bridge: UnsafeMutablePointer<Bridge>
    var classes: [ClassRecord] = []
    /// The names of the record types given a metatable here (``setMetatable(of:)``): a
    /// userdata whose metatable's `__name` is one of them, or a class's, is foreign
    /// (``LuaCall/typeName(_:)``).
    var recordNames: Set<String> = []
    let refs = RefQueue()
    // This, `activeThread`, `entryDepth`, `isClosed` (and `RefQueue.pending`) are read or
    // stepped on every call into Lua, and no access to them spans a call: their dynamic
    // exclusivity checks are off (`drainReleases` and `call` made about 230 a cycle of the
    // zoom twin).
    @exclusivity(unchecked) var liveObjects = 0
    /// Of `liveObjects`, the boxes in the anchors rather than the identity cache.
    var anchoredObjects = 0
    /// The option-table fields host functions read last (``LuaCall/field(_:_:)``), so that
    /// an error about one names its table argument and key (LuaCall+FieldErrors.swift).
    @exclusivity(unchecked) var fieldReads = FieldReads()
    /// The last ``LuaCall``'s serial.
    @exclusivity(unchecked) var callSerial: UInt32 = 0
    /// While a record's computed field is read (`r.maxX`, ``LuaCall/computingField(_:_:)``)
    /// or the record is described (``LuaCall/describing(_:)``): the field read (nil when
    /// described), which an error about the record names, and the host call doing it — a host
    /// call made meanwhile (a finalizer run by a collection its table set off) is not it.
    @exclusivity(unchecked) var computedField: (name: String?, call: UInt32)?
    /// Registry slot of the weak-valued table that maps a Swift object to its one userdata.
    var identityCache: Int32 = 0
    /// Registry slot of the table of anchored userdata (see `anchor(_:)`).
    var anchors: Int32 = 0
    /// The thread running Lua while a host function that runs callbacks is active.
    @exclusivity(unchecked) var activeThread: OpaquePointer?
    /// Whether an object pushed for the first time should be anchored at once. Asked only of
    /// the classes the host named (``askShouldAnchor(only:)``), of every class until it does.
    public var shouldAnchor: ((AnyObject) -> Bool)?
    /// The classes whose new boxes ``shouldAnchor`` is asked about, a bit per class id (a
    /// state has at most 64 classes); all until the host says which. A box of any other
    /// class is never anchored at its first push: its objects are none the host anchors
    /// (the stage's views, layers, timelines and controllers), so the question — four failed
    /// casts for the slide-in's handles, contexts and coordinators — is not put. Read at each
    /// new box and set once, by the host, with no access spanning a call.
    @exclusivity(unchecked) var anchorableMask: UInt64 = .max
    /// How many calls from the host into Lua are on the stack; limits reset at depth 0.
    @exclusivity(unchecked) private(set) var entryDepth = 0
    /// The depth at which the host's outermost Lua runs (``atTopLevel(_:)``): 0 when Lua
    /// calls the host from a chunk no host call runs (a state Transit was loaded into).
    @exclusivity(unchecked) private var topLevelDepth = 0

    /// Whether Lua is running at the host's top level now: no host frame that called into
    /// Lua is below (a completion called by the clock, an override called by a present, a
    /// metamethod run for the bridge), and no finalizer is running (it runs inside whatever
    /// allocated, a host frame included). What a host frame below borrows — an engine, an
    /// object whose method is running — must outlive the call, so a host function that
    /// lets go of such things (an engine reset) keeps them until it is here again.
    public var isAtTopLevel: Bool { entryDepth <= topLevelDepth && clua_infinalizer(L) == 0 }

    /// Runs `body` (the host's script, a REPL line) as the top level: the Lua it calls runs
    /// at ``isAtTopLevel``. Only the outermost call counts: one made from inside Lua is not.
    public func atTopLevel<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        let saved = topLevelDepth
        if entryDepth == 0 { topLevelDepth = 1 }
        defer { topLevelDepth = saved }
        return try body()
    }

    /// Where warnings go: Lua's `warn`, errors in `__gc`, and the engine's own.
    public var onWarning: (String) -> Void = { _ in }
    /// Where an error in a finalizer goes, when set (else to ``onWarning``, in Lua's words):
    /// Lua hands it over as a warning, `error in __gc (…)`, kept even after a script's
    /// `warn("@off")`; the C handler tells it from a script's `warn` by its pieces, not its
    /// words, and hands over its place and message apart.
    public var onFinalizerError: ((FinalizerError) -> Void)?
    /// Told when a script makes a new Lua-side field on a bound object (`v.frmae = r`: a string
    /// key no bound name of its class, no field there yet), with the object at 1, the key at
    /// 2, the value at 3 and the object's class: the place to warn of a near miss of a bound
    /// name. Writes to bound names and to existing fields never call it. It runs inside
    /// `__newindex`, so it must not raise nor change the stack. Nil (the default): C skips it.
    public var onNewField: ((LuaCall, LuaClass) -> Void)? {
        didSet { control.pointee.newfield = onNewField == nil ? nil : newFieldHook }
    }
    /// See `hostMemory` (LuaState+HostMemory.swift).
    var hostMemoryEstimate: () -> Int = { 0 }

    /// A state the host made and closes (LuaState+Borrowed.swift: stock `lua5.4` loading
    /// Transit as a C module). Its control block lives in the host's registry; `close()` and
    /// `deinit` leave the state alone.
    let isBorrowed: Bool
    /// What a borrowed state keeps alive until the host closes it (the module's stage, which
    /// owns this state: a cycle the host's close breaks).
    public var owner: AnyObject?

    /// Whether LeakSanitizer runs in this process (a `make sanitize` build): what a command
    /// holds until exit to save freeing it must then be freed, or its objects' weak-reference
    /// side tables, reached only through encoded reference counts, read as leaks.
    public static var leakCheckerIsOn: Bool { clua_leakcheckerison() != 0 }

    /// Lets the next state made (not a side one, and no later one) take Lua's new blocks from
    /// one block of `bytes` first, by moving a pointer, its frees ignored until the state
    /// closes: for a process that makes one state and exits, whose start then skips malloc's and free's
    /// work per object (`clua_usestartarena`). Not for a host that measures malloc's heap.
    /// That state's collector is stopped, and its limits' count hook held, until its first
    /// ``startClock()`` (its script's start): the set-up before it keeps all it makes and runs
    /// only the host's own Lua (`clua_releasecollector`). A host that takes the arena calls
    /// `startClock()` before any script runs there.
    public static func useStartArena(bytes: Int = 512 * 1024) {
        clua_usestartarena(bytes)
    }

    /// Bytes of the start arena this state has taken (0: it has none).
    var arenaBytesTaken: Int { clua_arenataken(control) }

    /// Creates a state with the standard libraries open (under a protected call, so a tiny
    /// memory limit cannot panic) and the given limits. A side state — one the process makes
    /// beside its script's, before it (a project's config, a command line's patterns) — leaves
    /// the start arena, and the collector it holds, to the script's state.
    public convenience init(limits: LuaLimits = .none, side: Bool = false) throws(LuaError) {
        try self.init(limits: limits, arena: 0, side: side)
    }

    /// A state that owns the start arena, of `arena` bytes, if no other state does now (0:
    /// whatever `useStartArena` asked, unless `side`).
    convenience init(limits: LuaLimits, arena: Int, side: Bool = false) throws(LuaError) {
        let control = UnsafeMutablePointer<clua_Control>.allocate(capacity: 1)
        control.initialize(to: clua_Control())
        control.pointee.leavesarena = side ? 1 : 0
        if arena > 0 { _ = clua_takearena(control, arena) }
        guard let state = clua_newstate(control) else {
            control.deallocate()
            throw LuaError(kind: .memory, message: "cannot create a Lua state: not enough memory")
        }
        self.init(wrapping: state, control: control, borrowed: false)
        let status = clua_openlibs(L)
        if status != CLUA_OK { throw error(status: status, on: L) }
        createIdentityCache()
        apply(limits)
    }

    /// The bridge over a state and its control block (both kinds of state start here).
    init(wrapping state: OpaquePointer, control: UnsafeMutablePointer<clua_Control>, borrowed: Bool) {
        self.control = control
        L = state
        isBorrowed = borrowed
        self.limits = .none
        bridge = .allocate(capacity: 1)
        bridge.initialize(to: Bridge(state: self))
        control.pointee.host = UnsafeMutableRawPointer(bridge)
        control.pointee.dispatch = { L, index in
            Bridge.from(L!).pointee.invoke(Int(index), on: L!)
        }
        control.pointee.methoddispatch = methodDispatch
        control.pointee.propdispatch = propertyDispatch
        control.pointee.numberget = numberGet
        control.pointee.numberset = numberSet
    }

    /// True once `close()` ran: every later call into Lua fails with a Lua error.
    @exclusivity(unchecked) public internal(set) var isClosed = false          // internal: a borrowed state's end sets it

    /// Closes the state now: runs every finalizer (`__gc`) — as stock Lua does at exit, so a
    /// finalizer may still print or use the engine — then releases what Lua held. An owner
    /// calls it while the objects its bound functions reach are alive (not from `deinit`:
    /// Swift refuses `unowned` references to an object being deinitialized). The watchdog
    /// covers the finalizers.
    public func close() {
        guard !isClosed, !isBorrowed else { return }     // a borrowed state is the host's to close
        isClosed = true
        clua_forgetinterrupts(L)  // before closing: a Ctrl-C must not reach a closed state
        clua_closestate(L, 0)     // runs every __gc, releasing the objects Lua still held
        releaseClosingBoxes()
        drainWarningBuffer()      // a finalizer that failed left a warning
    }

    deinit {
        if !isClosed && !isBorrowed {
            // Nobody closed it: the host around it may be half gone, so finalizers cannot
            // reach it (a Lua error in each, and its warning dropped).
            isClosed = true
            clua_forgetinterrupts(L)
            clua_closestate(L, 1)
            releaseClosingBoxes()
        }
        if !isBorrowed {                                   // a borrowed one is Lua's (a userdata), and
            clua_freeclasses(control)                      // may be gone by now: hostClosed freed its
            control.deallocate()                           // classes
        }
        bridge.pointee.functions.release()
        bridge.pointee.properties.release()
        bridge.pointee.numbers.release()
        bridge.pointee.methods.release()
        bridge.deinitialize(count: 1)
        bridge.deallocate()
    }

    /// The state a host function was called on (any thread of it shares the extra space).
    static func from(_ L: OpaquePointer) -> LuaState {
        Bridge.from(L).pointee.state
    }

    // MARK: Limits

    /// Installs limits. Threads created afterwards inherit the hook; call this before any
    /// script runs.
    public func apply(_ limits: LuaLimits) {
        self.limits = limits
        let memory = max(0, limits.memory)
        control.pointee.limit = memory
        // the allocator's hard stop: a quarter above the limit, at most 32 MiB above it, so
        // that peak RSS stays within --memory + 64 MiB with the process's own ~15 MiB
        control.pointee.ceiling = memory == 0 ? 0 : memory + min(memory / 4, 32 << 20)
        control.pointee.reserve = memory == 0 ? 0 : max(8 << 20, memory / 8)
        control.pointee.budget = Int64(max(0, limits.instructions))
        control.pointee.match_budget = Int64(max(0, limits.patternSteps))
        clua_sethook(L, limits.needsHook ? Int32(max(1, limits.hookInterval)) : 0)
    }

    /// Starts the time limit now (it covers everything run until the next call): CPU time of
    /// the calling thread, the one that runs the script (Sources/CLuaShim/cpuclock.c). The
    /// first call also lets the start arena's state collect (``useStartArena(bytes:)``).
    public func startClock() {
        clua_releasecollector(L)
        clua_settimelimit(L, limits.seconds > 0 ? limits.seconds : 0)      // NaN too: none
    }

    /// Asks the running script to stop at its next hook call (safe from a signal handler's
    /// point of view: it only sets a flag). Needs a hook (any limit) to be installed.
    public func interrupt() { control.pointee.interrupt = 1 }

    /// Bytes Lua holds now, and the most it ever held.
    public var memoryInUse: Int { Int(control.pointee.used) }
    public var memoryPeak: Int { Int(control.pointee.peak) }
    /// Pattern-matching steps the current (or last) entry took, against `patternSteps`.
    public var patternStepsTaken: Int { Int(control.pointee.match_steps) }
    /// Bound objects alive now.
    public var hostObjectCount: Int { liveObjects }

    // MARK: Protected calls

    /// Calls the function under `nargs` arguments on top of the stack, leaving `nresults`
    /// results (LUA_MULTRET = -1 for all). Limits restart at the outermost entry.
    /// How many calls from the host into Lua are under way (clua_docall's count): one more
    /// inside a callback the host runs than around it. A task compares it with its own, from
    /// when it was resumed, to tell an engine's callback from a stock C function's (Tasks).
    public var hostCallDepth: Int32 { control.pointee.busy }

    public func call(arguments nargs: Int32, results nresults: Int32) throws(LuaError) {
        try call(arguments: nargs, results: nresults, on: L)
    }

    func call(arguments nargs: Int32, results nresults: Int32, on thread: OpaquePointer) throws(LuaError) {
        guard !isClosed else { throw LuaError(kind: .runtime, message: LuaState.closedMessage) }
        if entryDepth == 0 { clua_resetstop(thread) }
        drainReleases()
        entryDepth += 1
        let status = clua_docall(thread, nargs, nresults)
        entryDepth -= 1
        if entryDepth == 0 { drainWarnings() }
        if status != CLUA_OK {
            let failure = error(status: status, on: thread)
            if entryDepth == 0 { recover() }
            throw failure
        }
    }

    /// After an error reached the host: clear the sticky stop and free what the failed
    /// script left, so that the next entry starts clean.
    private func recover() {
        clua_resetstop(L)
        if control.pointee.limit > 0 && control.pointee.used > control.pointee.limit / 2 {
            clua_gccollect(L)
        }
    }

    /// Compiles text (binary chunks are refused) and pushes the function. A convenience for
    /// source written in Swift; files and user input go through `load(bytes:)`.
    public func load(_ source: String, chunkName: String) throws(LuaError) {
        try load(bytes: Array(source.utf8), chunkName: chunkName)
    }

    /// Compiles a chunk given as bytes, as Lua reads it: a Lua string is bytes, so a source
    /// that is not valid UTF-8 (`"\xE1"` written raw) must reach the lexer unchanged.
    /// `binary: true` also accepts precompiled chunks (mode "bt", as `lua.c` loads files):
    /// only for `--unsafe`, since a crafted binary chunk can corrupt memory.
    public func load(bytes: [UInt8], chunkName: String, binary: Bool = false) throws(LuaError) {
        let count = bytes.count
        let storage = bytes.isEmpty ? [0] : bytes                  // an empty array has no base address
        let status = storage.withUnsafeBufferPointer { buffer in
            clua_loadbuffer(L, UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self), count,
                             chunkName, binary ? "bt" : "t")       /* +1 function or message */
        }
        if status != CLUA_OK { throw error(status: status, on: L) }
    }

    /// Loads and runs a chunk; returns its results as strings for display (tests, REPL).
    @discardableResult
    public func run(_ source: String, chunkName: String = "=(run)") throws(LuaError) -> [LuaValue] {
        try run(source, chunkName: chunkName, arguments: [])
    }

    // MARK: Warnings and releases

    /// Objects boxed by finalizers while the state closed: Lua runs no finalizer for them.
    private func releaseClosingBoxes() {
        clua_releaseclosingboxes(control) { object in
            Unmanaged<AnyObject>.fromOpaque(object!).release()
        }
    }

    static let closedMessage = "the script's Lua state is closed: its engine is gone"

    /// Hands the warnings buffered by the C handler to `onWarning`.
    public func drainWarnings() {
        guard !isClosed else { return }
        drainWarningBuffer()
    }

    private func drainWarningBuffer() {
        // Every outermost call ends here: the buffer is made only when a warning waits.
        let c = control
        guard c.pointee.warn_count > 0 || c.pointee.warn_dropped > 0 || c.pointee.warn_gcdropped > 0 else { return }
        var buffer = [CChar](repeating: 0, count: Int(CLUA_WARN_SIZE) + 1)
        var place: Int32 = 0
        while case let kind = clua_nextwarning(c, &buffer, buffer.count, &place), kind != 0 {
            let bytes = buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }
            guard kind == 2 else { onWarning(String(decoding: bytes, as: UTF8.self)); continue }
            // "f.lua:2: boom": the place, ": ", the message (C measured the place)
            finalizerError(place == 0
                ? .raised(place: "", message: String(decoding: bytes, as: UTF8.self))
                : .raised(place: String(decoding: bytes[..<Int(place)], as: UTF8.self),
                          message: String(decoding: bytes[(Int(place) + 2)...], as: UTF8.self)))
        }
        if c.pointee.warn_dropped > 0 {
            onWarning("\(c.pointee.warn_dropped) more warnings were dropped")
            c.pointee.warn_dropped = 0
        }
        if c.pointee.warn_gcdropped > 0 {
            finalizerError(.dropped(count: Int(c.pointee.warn_gcdropped)))
            c.pointee.warn_gcdropped = 0
        }
    }

    private func finalizerError(_ error: FinalizerError) {
        if let onFinalizerError { onFinalizerError(error) } else { onWarning(error.luaText) }
    }

    /// Releases the registry references whose `LuaRef` died; only here, on the Lua thread,
    /// at a safe point, never from a `deinit`.
    public func drainReleases() {
        guard !isClosed else { refs.pending.removeAll(); return }
        guard !refs.pending.isEmpty else { return }
        for ref in refs.pending { luaL_unref(L, clua_registryindex(), ref) }
        refs.pending.removeAll(keepingCapacity: true)
    }

    /// Runs a full garbage collection (finalizers run protected; errors become warnings).
    public func collectGarbage() {
        drainReleases()                         // first, so released values are garbage
        clua_gccollect(L)
        drainReleases()                         // finalizers may have dropped more refs
        drainWarnings()
    }

    /// The number of values on the main thread's stack (tests use it to prove balance).
    public var stackTop: Int32 { lua_gettop(L) }
}
