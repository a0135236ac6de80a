import CLuaShim
import Foundation
@testable import Lua
import Testing

/// What setting a time limit costs the watchdog (Sources/CLuaShim/watchdog.c): the host sets
/// one at every entry into Lua (`transit test`: the file's chunk, each block, hook and test),
/// and the deadline cannot pass before the limit's seconds of the wall clock have. So the
/// watchdog reads the thread's CPU clock (a system call) only from then on, and a setting
/// wakes it only when it would otherwise look later than that.
@Suite struct WatchdogWakeTests {
    static func state(seconds: Double) throws -> LuaState {
        try LuaState(limits: LuaLimits(memory: 0, instructions: 0, seconds: seconds, hostObjects: 0))
    }

    /// Twenty settings of a 30 s limit, as twenty entries into Lua: the watchdog waits for
    /// the first one's 30 s and reads no clock (each setting woke it to read one, and the
    /// running thread then waited for the lock it held: 20 reads here before).
    @Test func settingsOfALongLimitReadNoClock() throws {
        let lua = try Self.state(seconds: 30)
        for _ in 0..<20 {
            lua.startClock()
            Thread.sleep(forTimeInterval: 0.002)
        }
        Thread.sleep(forTimeInterval: 0.05)
        #expect(clua_watchdoglooks(lua.L) == 0)
        lua.close()
    }

    /// A shorter limit after a longer one wakes the watchdog: it looks once the short limit's
    /// seconds have passed (here the thread sleeps, so its CPU time stays short of the
    /// deadline and the watchdog looks again and again), not at the long one's 30 s.
    @Test func aShorterLimitIsLookedAtInItsOwnTime() throws {
        let lua = try Self.state(seconds: 30)
        lua.startClock()
        Thread.sleep(forTimeInterval: 0.02)
        #expect(clua_watchdoglooks(lua.L) == 0)
        clua_settimelimit(lua.L, 0.05)
        var looks = 0
        for _ in 0..<200 where looks < 2 {         // 2 s at most: a loaded machine wakes it late
            Thread.sleep(forTimeInterval: 0.01)
            looks = clua_watchdoglooks(lua.L)
        }
        #expect(looks >= 2)
        lua.close()
    }

    /// No limit (0) after one: the watchdog, once it wakes, waits without a clock until the
    /// next setting, and reads none.
    @Test func noLimitAfterOneReadsNoClock() throws {
        let lua = try Self.state(seconds: 0.05)
        lua.startClock()
        Thread.sleep(forTimeInterval: 0.01)        // the limit's own 0.05 s not yet passed
        clua_settimelimit(lua.L, 0)
        Thread.sleep(forTimeInterval: 0.15)
        #expect(clua_watchdoglooks(lua.L) == 0)
        lua.close()
    }
}
