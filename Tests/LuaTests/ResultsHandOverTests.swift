import CLua
@testable import Lua
import Testing

/// `run(bytes:chunkName:handingResultsTo:after:)` (the REPL's way to run an input): a chunk
/// that ran to its end hands its results over even when its time ran out on the way, in a
/// call no hook reaches. The receiver — the host's own Lua, packing the results — ran under
/// the chunk's expired deadline and failed with "time limit exceeded" naming no line, after
/// the chunk had done all it does (the REPL left such a chunk out of its log, so a replay
/// lost what it had set). The chunk ends in that call (a tail call: no instruction of its
/// own after it); one with an instruction after the call stops there, at its line, since
/// the watchdog arms the hook at the deadline (watchdog.c).
@Suite struct ResultsHandOverTests {
    @Test func aChunkThatEndedPastItsDeadlineHandsItsResultsOver() throws {
        let lua = try makeState(LuaLimits(memory: 0, instructions: 0, seconds: 0.05, hostObjects: 0))
        var receiver: LuaRef?
        lua.register("keep") { call in receiver = try call.function(1); return 0 }
        // a C call that outlasts the deadline, as a long `string.rep` does: no hook runs in it
        lua.register("outlastTheDeadline") { call in
            while !call.state.stopRequested {}
            call.push("a")
            call.push("b")
            return 2
        }
        try lua.run("""
            keep(function(...)
              local packed = {n = select("#", ...), ...}
              for _ = 1, 10000 do end        -- instructions enough for the count hook to run
              return packed
            end)
            """)
        lua.startClock()
        let receiverRef = try #require(receiver)
        let packed = try lua.run(bytes: Array("return outlastTheDeadline()".utf8), chunkName: "=t",
                                 handingResultsTo: receiverRef, after: [])
        #expect(lua.rawField("n", of: packed) == .integer(2))
        #expect(lua.rawField("1", of: packed) == .nil)          // the keys are integers

        // an instruction after such a call: the watchdog, at the deadline, armed the hook for
        // the next one (the call waits for that, rather than racing the signal)
        lua.register("outlastTheDeadlineUntilArmed") { call in
            while !call.state.stopRequested || lua_gethookcount(call.L) != 1 {}
            return 0
        }
        lua.startClock()
        let stop = Self.stop(of: "outlastTheDeadlineUntilArmed()\nreturn 'a', 'b'", on: lua, handingResultsTo: receiverRef)
        #expect(stop?.kind == .timeLimit)
        #expect(stop?.message.hasPrefix("t:2: time limit exceeded") == true, "\(String(describing: stop))")
    }

    /// The chunk itself still stops at its deadline where a hook reaches it.
    @Test func aChunkStillStopsAtItsDeadline() throws {
        let lua = try makeState(LuaLimits(memory: 0, instructions: 0, seconds: 0.05, hostObjects: 0))
        var receiver: LuaRef?
        lua.register("keep") { call in receiver = try call.function(1); return 0 }
        try lua.run("keep(function(...) return {...} end)")
        lua.startClock()
        let receiverRef = try #require(receiver)
        let stop = Self.stop(of: "while true do end", on: lua, handingResultsTo: receiverRef)
        #expect(stop?.kind == .timeLimit)
        #expect(stop?.message == "t:1: time limit exceeded")
    }

    /// The error that stopped `chunk` (named "t"), run as the REPL runs an input; nil if it ran
    /// to its end.
    static func stop(of chunk: String, on lua: LuaState, handingResultsTo receiver: LuaRef) -> LuaError? {
        do throws(LuaError) {
            _ = try lua.run(bytes: Array(chunk.utf8), chunkName: "=t", handingResultsTo: receiver, after: [])
            return nil
        } catch {
            return error
        }
    }
}
