import Foundation
import Testing

/// An error whose message holds the words that start a traceback ("\nstack traceback:") —
/// luassert's failure showing such a string, an error object's __tostring, a message built with
/// debug.traceback — was cut at them once it crossed the host (a callback's, raised again in the
/// script's call), and a value whose text held them was taken for a task's error and lost:
/// busted's assertion failure then counted as an error (found running mpeterv/depgraph's suite).
/// Each is compared with what lua5.4 and Debian's busted give.
@Suite struct TracebackWordsTests {
    static let spec = #"""
        describe("s", function()
          it("x", function() assert.are.equal("a\nstack traceback:\n", "b") end)
          it("y", function() error("e\nstack traceback:\nq") end)
          it("z", function() error(setmetatable({}, {__tostring = function() return "o\nstack traceback:\nq" end})) end)
        end)
        """#

    /// Bytes read one to one as text, gtest's and the summary's times masked.
    static func masked(_ data: Data) -> String {
        String(data: data, encoding: .isoLatin1)!.replacingOccurrences(of: #"\d+\.\d+( ms| seconds)"#, with: "T", options: .regularExpression)
    }

    @Test func testReportsThemAsBustedDoes() throws {
        let project = try RunnerCITests.Project(["spec/x_spec.lua": Self.spec])
        defer { project.remove() }
        let tap = try project.test(["-o", "TAP", "spec"])
        let gtest = try project.test(["-o", "gtest", "spec"])
        let human = try project.test(["spec"])
        #expect(tap.stdout.hasPrefix("not ok 1 - s x\n# spec/x_spec.lua @ 2\n# Failure message: spec/x_spec.lua:2: Expected objects to be equal.\n"
                                    + "# Passed in:\n# (string) 'b'\n# Expected:\n# (string) 'a\n# stack traceback:\n# '\n"), "\(tap.stdout)")
        #expect(tap.stdout.contains("# Failure message: spec/x_spec.lua:3: e\n# stack traceback:\n# q\n"), "\(tap.stdout)")
        #expect(gtest.stdout.contains("[  FAILED  ] spec/x_spec.lua @ 2: s x ("), "\(gtest.stdout)")
        #expect(human.stdout.contains("0 successes / 1 failure / 2 errors / 0 pending"), "\(human.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "spec"], in: project.dir)
        #expect(tap.stdoutBytes == theirs.stdoutBytes, "\(tap.stdout)\n\(theirs.stdout)")
        let theirGTest = try Executable.run("busted", ["--lua=lua5.4", "-o", "gtest", "spec"], in: project.dir)
        #expect(Self.masked(gtest.stdoutBytes) == Self.masked(theirGTest.stdoutBytes), "\(gtest.stdout)\n\(theirGTest.stdout)")
        let theirCounts = try Executable.run("busted", ["--lua=lua5.4", "-o", "utfTerminal", "spec"], in: project.dir)
        #expect(theirCounts.stdout.contains("0 successes / 1 failure / 2 errors / 0 pending"), "\(theirCounts.stdout)")
    }

    /// A script's pcall of a call into the engine gets the callback's message whole, as stock's
    /// pcall of a Lua function calling it does (`call` is View.animate's block under transit, a
    /// plain call under lua5.4); an uncaught one reads as lua.c writes it.
    @Test(arguments: [["run"], ["run", "--unsafe"]])
    func runGivesThemWholeAsLuaDoes(command: [String]) throws {
        let dir = try ReplPipedTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("words.lua")
        try #"""
        local call = View and function(f) View.animate(0, f) end or function(f) f() end
        local words = "a\nstack traceback:\nb"
        print(pcall(call, function() error(words) end))
        local object = setmetatable({}, {__tostring = function() return words end})
        local ok, e = pcall(call, function() error(object) end)
        print(ok, e == object)
        print(pcall(call, function() call(function() error(words) end) end))
        error(words)
        """#.write(to: script, atomically: true, encoding: .utf8)
        let stock = try Executable.run("lua5.4", ["words.lua"], in: dir)
        let ours = try Executable.run("transit", command + ["words.lua"], in: dir)
        #expect(stock.stdout == "false\twords.lua:3: a\nstack traceback:\nb\nfalse\ttrue\nfalse\twords.lua:7: a\nstack traceback:\nb\n")
        #expect(ours.stdout == stock.stdout)
        #expect(stock.status == 1 && ours.status == 1)
        #expect(stock.stderr.hasPrefix("lua5.4: words.lua:8: a\nstack traceback:\nb\nstack traceback:\n\t[C]: in function 'error'\n"))
        #expect(ours.stderr == "transit: " + stock.stderr.dropFirst("lua5.4: ".count))
    }

    /// The REPL runs a typed chunk as a coroutine and raises its error again with the chunk's
    /// traceback: the message is whole there too, as `lua5.4 -i` writes it (each line is its
    /// own chunk, `stdin:1`).
    @Test func theReplWritesThemAsLuaIDoes() throws {
        let input = #"error("a\nstack traceback:\nb")"# + "\n"
        let repl = try ReplProcess()
        repl.send(bytes: Array(input.utf8))
        repl.send(#"print(select(2, pcall(View.animate, 0, function() error("c\nstack traceback:\nd") end)))"#)
        let r = repl.finish()
        let stock = String(decoding: try ReplPipedTests.stockInteractive(Array(input.utf8)), as: UTF8.self)
        let typed = "stdin:1: a\nstack traceback:\nb\nstack traceback:\n\t[C]: in function 'error'\n\tstdin:1: in main chunk\n"
        #expect(stock.contains(typed), "\(stock)")
        #expect(r.output == typed + "stdin:1: c\nstack traceback:\nd\n", "\(r.output)")
    }
}
