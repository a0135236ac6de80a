import Testing
@testable import TransitREPL

/// lua.c's habits: `return <line>` first, `=expr`, incomplete chunks continue, `_`.
@Suite struct LuaConventionsTests {
    @Test func anExpressionPrintsItsValues() throws {
        let t = try Transcript()
        #expect(t.feed("1 + 1") == "2\n")
        #expect(t.feed("1, 'two', nil, true") == "1\t\"two\"\tnil\ttrue\n")
        #expect(t.feed("=2 ^ 10") == "1024.0\n")
    }

    @Test func aStatementPrintsNothingButWhatItReturns() throws {
        let t = try Transcript()
        #expect(t.feed("x = 42") == "")
        #expect(t.feed("print(x)") == "42\n")
        #expect(t.feed("return x, x + 1") == "42\t43\n")
    }

    @Test func underscoreHoldsTheLastResult() throws {
        let t = try Transcript()
        t.feed("6 * 7")
        #expect(t.feed("_") == "42\n")
        #expect(t.feed("_ + 1") == "43\n")
        t.feed("print('no results')")                  // a call that returned nothing keeps _
        #expect(t.feed("_") == "43\n")
    }

    @Test func anIncompleteChunkContinuesOnTheNextLine() throws {
        let t = try Transcript()
        #expect(t.feed("function square(x)") == "")
        #expect(t.session.isContinuing)
        #expect(t.feed("  return x * x") == "")
        #expect(t.feed("end") == "")
        #expect(!t.session.isContinuing)
        #expect(t.feed("square(12)") == "144\n")
        #expect(t.feed("s = [[a", "b]]", "s") == "\"a\\nb\"\n")
    }

    /// `=expr` is `return expr`, as lua.c's pushline reads it, so it goes on over lines as any
    /// chunk does (lua5.4 -i prints the function, the table, `1 2`): the line was an error at
    /// once ("'end' expected near <eof>") and the next one misread.
    @Test func anEqualsExpressionContinuesOnTheNextLine() throws {
        let t = try Transcript()
        #expect(t.feed("=function()") == "")
        #expect(t.session.isContinuing)
        #expect(t.feed("return 1 end") == "<function>\n")
        #expect(t.feed("={", "1}") == "{1}\n")
        #expect(t.feed("= 1,", "2") == "1\t2\n")
        #expect(t.feed("_") == "1\n")
        #expect(t.session.failures == 0)
    }

    /// A list of 254 values prints, as in lua5.4 -i (the REPL shows the first 100): the
    /// no-tail-call local before `return` takes a register, the list then needed one too many,
    /// and the line was read as a statement ("unexpected symbol near '0'"). It runs as lua.c's
    /// `return <line>`.
    @Test func aLineOf254ValuesPrintsThem() throws {
        let t = try Transcript()
        let values = (0..<254).map(String.init)
        let shown = (values.prefix(100) + ["...(154 more)"]).joined(separator: "\t") + "\n"
        #expect(t.feed(values.joined(separator: ",")) == shown)
        #expect(t.feed("_") == "0\n")
        #expect(t.feed("=" + values.joined(separator: ",")) == shown)
        #expect(t.session.failures == 0)
    }

    @Test func localsLastOneChunkAsInLua() throws {
        let t = try Transcript()
        t.feed("local hidden = 1")
        #expect(t.feed("hidden") == "nil\n")
    }

    @Test func aSyntaxErrorIsReportedWithoutATraceback() throws {
        let t = try Transcript()
        #expect(t.feed("x = = 1") == "stdin:1: unexpected symbol near '='\n")
        #expect(!t.session.isContinuing)
        #expect(t.feed("2") == "2\n")
    }

    @Test func aRuntimeErrorPrintsMessageAndTracebackAndTheSessionGoesOn() throws {
        let t = try Transcript()
        #expect(t.feed("error('boom')") == """
        stdin:1: boom
        stack traceback:
        \t[C]: in function 'error'
        \tstdin:1: in main chunk

        """)
        #expect(t.feed("3") == "3\n")
        #expect(t.session.failures == 1)
    }

    @Test func theEndOfInputReportsAnUnfinishedChunk() throws {
        let t = try Transcript()
        t.feed("if true then")
        t.session.finishInput()
        #expect(t.output == "stdin:1: 'end' expected near <eof>\n")
    }

    @Test func ctrlCAtThePromptDropsTheChunkBeingTyped() throws {
        let t = try Transcript()
        t.feed("for i = 1, 3 do")
        t.session.cancelInput()
        #expect(!t.session.isContinuing)
        #expect(t.feed("'fresh'") == "\"fresh\"\n")
    }

    @Test func aLineStartingWithADotAndADigitIsLua() throws {
        let t = try Transcript()
        #expect(t.feed(".5 + .25") == "0.75\n")
    }
}
