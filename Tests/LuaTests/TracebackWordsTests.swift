import Lua
import Testing

/// A message may hold the words that start a traceback ("\nstack traceback:"): luassert's
/// failure shows a string that does, an error object's __tostring may, a script may raise one
/// it built with debug.traceback. The host split the handler's text at the first of them, so
/// such a message was cut there (and a callback's, raised again, came out cut), and a value
/// whose text held them was taken for a task's error and lost (a luassert failure then counted
/// as an error). The handler now says where its message ends.
@Suite struct TracebackWordsTests {
    static let words = #"local words = "a\nstack traceback:\nb""#

    @Test func aMessageHoldingTracebackWordsIsWhole() throws {
        let lua = try makeState()
        let error = try #require(lua.failure(Self.words + "\nerror(words)"))
        #expect(error.message == "t.lua:2: a\nstack traceback:\nb")
        #expect(error.traceback == "stack traceback:\n\t[C]: in function 'error'\n\tt.lua:2: in main chunk")
    }

    /// Its __tostring is the message; the value itself is kept, to be raised again where the
    /// error surfaces (busted tells its failure from an error by it).
    @Test func anErrorObjectWhoseTextHoldsThemIsKept() throws {
        let lua = try makeState()
        let error = try #require(lua.failure(Self.words + """

        failure = setmetatable({}, {__tostring = function() return words end})
        error(failure)
        """))
        #expect(error.message == "t.lua:3: a\nstack traceback:\nb")
        #expect(error.traceback == "stack traceback:\n\t[C]: in function 'error'\n\tt.lua:3: in main chunk")
        let thrown = try #require(error.thrown)
        lua.push(thrown.ref)
        try lua.setGlobal("thrown")
        #expect(try lua.run("return thrown == failure") == [.boolean(true)])
    }

    /// Raised again by the host in the script's call of it, caught there or not: the message
    /// as the callback raised it, the traceback its raise's (nested rethrows keep theirs:
    /// CallbackTests).
    @Test func aCallbacksMessageHoldingThemCrossesTheHostWhole() throws {
        let lua = try makeState()
        lua.register("nested") { [unowned lua] call in    // unowned: the state holds this closure
            try lua.callback(try call.function(1))
            return 0
        }
        let caught = try lua.run(Self.words + "\nreturn pcall(nested, function() error(words) end)", chunkName: "@p.lua")
        #expect(caught == [.boolean(false), .string("p.lua:2: a\nstack traceback:\nb")])
        let error = try #require(lua.failure(Self.words + "\nnested(function() nested(function() error(words) end) end)"))
        #expect(error.message == "t.lua:2: a\nstack traceback:\nb")
        #expect(error.traceback.ranges(of: "stack traceback:").count == 1, "\(error.traceback)")
        #expect(error.traceback.hasSuffix("[C]: in function 'nested'\n\tt.lua:2: in main chunk"), "\(error.traceback)")
        #expect(lua.stackTop == 0)
    }

    /// The handler also runs where a script's `load` catches the error (its reader's), and no
    /// host call takes the record of where its message ends then: the record held the text,
    /// and with it the message, for the rest of the run (lua5.4 frees it: 22 KB in use after
    /// the same lines with 60 MB, where transit kept 58,807 KB).
    @Test func aTextCaughtByLoadIsNotKeptByItsRecord() throws {
        let lua = try makeState()
        let kilobytes = try lua.run("""
        local big = string.rep("y", 8 * 2^20)
        local f, e = load(function() error(big) end)
        assert(f == nil and #e > #big)
        big, e = nil, nil
        collectgarbage(); collectgarbage()
        return collectgarbage("count")
        """)
        guard case .number(let used)? = kilobytes.first else { Issue.record("\(kilobytes)"); return }
        #expect(used < 1024, "\(used) KB in use")
        let error = try #require(lua.failure(Self.words + "\nerror(words)"))
        #expect(error.message == "t.lua:2: a\nstack traceback:\nb")
    }
}
