import Foundation
import Testing

/// A callback's error raised again by the host function that ran it carries the traceback of
/// its raise, used when that raise reaches a handler. A script's pcall may catch it without
/// running one, and the carry stayed: the same message raised later by `error` — a C function
/// in the call place the host function had, one level below the main chunk — got that old
/// traceback (the pcall's, naming a line that did not raise) instead of its own.
@Suite struct CarriedTracebackTests {
    @Test(arguments: [["run"], ["run", "--unsafe"]])
    func theSameMessageRaisedAgainByErrorGetsItsOwnTraceback(command: [String]) throws {
        let dir = try ReplPipedTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("same.lua")
        try #"""
        local function f() error("same") end
        print(pcall(View and View.animate or function(_, g) g() end, 0, f))
        f()
        """#.write(to: script, atomically: true, encoding: .utf8)
        let stock = try Executable.run("lua5.4", ["same.lua"], in: dir)
        let ours = try Executable.run("transit", command + ["same.lua"], in: dir)
        #expect(stock.stdout == "false\tsame.lua:1: same\n")
        #expect(ours.stdout == stock.stdout)
        #expect(stock.status == 1 && ours.status == 1)
        #expect(stock.stderr == "lua5.4: same.lua:1: same\nstack traceback:\n\t[C]: in function 'error'\n"
                + "\tsame.lua:1: in local 'f'\n\tsame.lua:3: in main chunk\n\t[C]: in ?\n")
        #expect(ours.stderr == "transit: " + stock.stderr.dropFirst("lua5.4: ".count))
    }

    /// The message carried with it is its bytes whole: a "\0" in it ended it there (a C string),
    /// and what followed went with it — the rest of the message, and the context after it (a
    /// task's "(in the task started at …)" in a spec). Its bytes as stock's pcall gives them
    /// (lua.c itself writes an uncaught message only up to the "\0"; transit writes one raised
    /// outside a callback whole: DifferentialTests).
    @Test func aMessageHoldingANulIsCarriedWhole() throws {
        let dir = try ReplPipedTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("nul.lua")
        try #"""
        local call = View and function(f) View.animate(0, f) end or function(f) f() end
        print(pcall(call, function() error("n\0m") end))
        call(function() error("n\0m") end)
        """#.write(to: script, atomically: true, encoding: .utf8)
        let stock = try Executable.run("lua5.4", ["nul.lua"], in: dir)
        let ours = try Executable.run("transit", ["run", "nul.lua"], in: dir)
        #expect(stock.stdoutBytes == Data("false\tnul.lua:2: n\0m\n".utf8))
        #expect(ours.stdoutBytes == stock.stdoutBytes)
        #expect(ours.status == 1)
        #expect(Array(ours.stderrBytes).starts(with: Array("transit: nul.lua:3: n\0m\nstack traceback:\n".utf8)), "\(ours.stderr)")
    }
}
