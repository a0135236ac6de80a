import Lua
import TransitLua

/// The Lua half of time travel into a chunk's own clock (`Lua/travel.lua`): a replayed input
/// runs as a coroutine whose `clock.advance` stops at a horizon and suspends it there; moving
/// the clock later resumes it where it stopped. Also the loaded files' top-level locals
/// (`locals`), captured at each file's end by a to-be-closed local its first line is
/// prefixed with.
struct Travel {
    static let file = EmbeddedLua.travel

    /// The source `start` compiles next: handed over by a host function, as bytes (Lua
    /// source is bytes; a Swift string would change those that are not UTF-8).
    private final class Pending { var source: [UInt8] = [] }
    private let pending = Pending()
    private let lua: LuaState
    private let startHelper, moveHelper, horizonHelper, finishHelper, nextHelper, armHelper, disarmHelper: LuaRef

    /// `nextTimer()`: the tick of the clock's next timer, or nil (the stage's clock now: a
    /// script may replace its engine).
    init(lua: LuaState, collector: LuaRef, nextTimer: @escaping () -> Int64?) throws(LuaError) {
        self.lua = lua
        let pending = self.pending
        let host = lua.table(functions: [
            ("source", { c in c.push(bytes: pending.source); return 1 }),
            ("nextTimer", { c in
                if let tick = nextTimer() { c.push(Int(tick)) } else { c.pushNil() }
                return 1
            }),
        ])
        let helpers = try lua.runHelpers(
            Travel.file,
            arguments: [.reference(host), .reference(collector), .reference(try lua.stockDebugLibrary()),
                        .reference(lua.tracedErrorMaker())],
            names: ["start", "moveTo", "setHorizon", "finishAll", "nextTarget", "arm", "disarm"])
        startHelper = helpers["start"]!
        moveHelper = helpers["moveTo"]!
        horizonHelper = helpers["setHorizon"]!
        finishHelper = helpers["finishAll"]!
        nextHelper = helpers["nextTarget"]!
        armHelper = helpers["arm"]!
        disarmHelper = helpers["disarm"]!
    }

    /// Runs a replayed input as a coroutine (a typed chunk keeps its first result as `_`);
    /// true when it ran to its end, false when its advance stopped at the horizon. Throws
    /// the syntax error of a source that does not compile (a file `.reload` read again).
    @discardableResult
    func start(_ source: [UInt8], chunkName: String, keepingLast: Bool, file: Bool) throws(LuaError) -> Bool {
        pending.source = file ? Travel.prefixed(source) : source
        defer { pending.source = [] }
        let result = try lua.call(startHelper, [.value(.string(chunkName)), .value(.boolean(keepingLast)), .value(.boolean(file))])
        switch result {
        case .string("done"): return true
        case .string("suspended"): return false
        case .string(let problem): throw LuaError(kind: .syntax, message: problem)
        default: return false
        }
    }

    /// Where chunks stop: a tick, or nil for nowhere (the live session).
    func setHorizon(_ tick: Int64?) throws(LuaError) {
        _ = try lua.call(horizonHelper, [.value(tick.map { .integer($0) } ?? .number(.infinity))])
    }

    /// The clock to `tick`, resuming on the way each suspended chunk at its tick.
    func move(to tick: Int64) throws(LuaError) {
        _ = try lua.call(moveHelper, [.value(.integer(tick))])
    }

    /// The suspended chunks run to their ends (what `.run` does first).
    func finishAll() throws(LuaError) {
        _ = try lua.call(finishHelper)
    }

    /// The earliest tick a suspended chunk waits for; nil when none is suspended.
    func nextTarget() -> Int64? {
        switch try? lua.call(nextHelper) {
        case .integer(let tick)?: return tick
        case .number(let tick)?: return Int64(exactly: tick)
        default: return nil
        }
    }

    /// Before a live `.load` of `prefixed(source)`: its first line finds the closer.
    func arm() throws(LuaError) {
        _ = try lua.call(armHelper)
    }

    /// After it: the closer is not left where a script could find it (a file that did not
    /// compile never took it).
    func disarm() {
        _ = try? lua.call(disarmHelper)
    }

    /// A loaded file with `local __repl_locals <close> = _ENV[false]; _ENV[false] = nil;`
    /// before its first line (on that line: no line number moves). A byte-order mark is
    /// dropped and a first line starting with `#` commented out, as the runtime does.
    static func prefixed(_ source: [UInt8]) -> [UInt8] {
        Array("local __repl_locals <close> = _ENV[false]; _ENV[false] = nil; ".utf8) + asFile(source)
    }

    /// A file's bytes as the runtime reads them (as `luaL_loadfilex`): a byte-order mark
    /// dropped, a first line starting with `#` commented out (no line number moves).
    static func asFile(_ source: [UInt8]) -> [UInt8] {
        var bytes = source.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(source.dropFirst(3)) : source
        if bytes.first == UInt8(ascii: "#") { bytes.insert(contentsOf: [0x2D, 0x2D], at: 0) }   // "--"
        return bytes
    }
}
