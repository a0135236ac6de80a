import Testing
@testable import TransitSpec

/// A test may print up to the memory limit and be named with any string: what a result keeps
/// of either is bounded, so every report stays small and readable.
@Suite struct ReportSizeTests {
    @Test func aResultKeepsTheLastOutputAndSaysWhatItDropped() {
        let lines = (1...10).map { "line \($0)" }
        #expect(FileRunner.keptOutput(lines) == lines)
        // a budget of 20 bytes keeps "line 9\nline 10\n" (15), not "line 8" too (22)
        #expect(FileRunner.keptOutput(lines, budget: 20) == ["… (8 earlier lines of output not kept)", "line 9", "line 10"])
        #expect(FileRunner.keptOutput(["a", "b"], budget: 2) == ["… (1 earlier line of output not kept)", "b"])
    }

    @Test func anOverlongLineKeepsItsTailAndMarksTheCut() throws {
        // the last 64 KiB of what was printed: a line longer than that keeps its own end
        let r = try runSpec("""
            it("prints", function() print("early"); print(string.rep("a", 70 * 1024) .. "END") end)
            """)
        let output = try #require(r.tests.first?.output)
        #expect(output.count == 2)
        #expect(output.first == "… (1 earlier line of output not kept)")
        let line = try #require(output.last)
        #expect(line.hasPrefix("… (\(70 * 1024 + 3 - 65_535) earlier bytes of this line not kept) aaa"))
        #expect(line.hasSuffix("aaaEND"))
        // never cut inside a character: "é" is two bytes
        #expect(FileRunner.keptOutput(["xéé"], budget: 4) == ["… (3 earlier bytes of this line not kept) é"])
        // bytes let go before the last line was kept count in its mark, whether its end is cut
        // here too or it is kept whole (the lines in their order)
        #expect(FileRunner.keptOutput(["xéé"], lastLineLost: 10, budget: 4) == ["… (13 earlier bytes of this line not kept) é"])
        #expect(FileRunner.keptOutput(["a", "bc"], lastLineLost: 10) == ["a", "… (10 earlier bytes of this line not kept) bc"])
        // whole lines otherwise: ten 10 KB lines keep the last six (61,446 bytes; seven are 71,687)
        let lines = (0..<10).map { String(repeating: "\($0)", count: 10_240) }
        #expect(FileRunner.keptOutput(lines) == ["… (4 earlier lines of output not kept)"] + lines.suffix(6))
    }

    @Test func aHugeNameKeepsItsStartAndItsLength() {
        #expect(SpecBlock.shortened("short") == "short")
        let name = String(repeating: "n", count: 5_000)
        #expect(SpecBlock.shortened(name) == String(repeating: "n", count: 1_000) + "… (4000 more bytes)")
        // never cut inside a character: "é" is two bytes, and byte 1,000 is its second
        let accented = String(repeating: "a", count: 999) + String(repeating: "é", count: 600)
        #expect(SpecBlock.shortened(accented) == String(repeating: "a", count: 999) + "… (1200 more bytes)")
    }

    @Test func aTestPrintingWithoutBoundStopsAtTheMemoryLimitAndKeepsLittle() throws {
        var options = RunOptions()
        options.runtime.limits.memory = 32 << 20
        let r = try runSpec("""
            it("prints", function()
              local line = ("x"):rep(1000)
              while true do print(line) end
            end)
            """, options: options)
        let test = try #require(r.tests.first)
        #expect(test.failure?.message == "not enough memory (script memory limit 32 MiB)")
        #expect(test.output.first?.hasPrefix("… (") == true)
        #expect(test.output.reduce(0) { $0 + $1.utf8.count } <= 1 << 16)
    }
    /// A line io.write left open is joined when its entry ends, which takes as much memory
    /// again: 28 MB written under --memory 64 could not be, and the line was let go with
    /// nothing said — the test passed with no output (stock `lua5.4` writes the 28 MB). It
    /// fails for memory, as a test printing without bound does; the next test has its memory.
    @Test func anOpenLineTooLongToJoinFailsItsTestNotVanishes() throws {
        var options = RunOptions()
        options.runtime.limits.memory = 64 << 20
        let r = try runSpec("""
            it("writes a long open line", function()
              local s = ("x"):rep(1e6)
              for i = 1, 28 do io.write(s) end
            end)
            it("next", function() print("next ran") end)
            """, options: options)
        #expect(r.tests.map(\.status) == [.errored, .passed])
        #expect(r.tests.first?.failure?.message == "not enough memory (script memory limit 64 MiB)")
        #expect(r.tests.last?.output == ["next ran"])
    }

    /// The same line left open by the file's body, outside any test, is the file's error: it
    /// was joined to the first test's output at that test's end and failed it for memory at
    /// its line (or, with no test, the state's close said "error in __gc" at line 0).
    @Test func anOpenLineOfTheFilesBodyTooLongToJoinIsTheFilesError() throws {
        var options = RunOptions()
        options.runtime.limits.memory = 64 << 20
        let r = try runSpec("""
            local s = ("x"):rep(1e6)
            for i = 1, 28 do io.write(s) end
            it("next", function() print("next ran") end)
            """, options: options)
        #expect(r.tests.map(\.name) == ["(load)", "next"])
        #expect(r.tests.map(\.status) == [.errored, .passed])
        #expect(r.tests.first?.failure?.message == "not enough memory (script memory limit 64 MiB)")
        #expect(r.tests.last?.output == ["next ran"])
    }
}
