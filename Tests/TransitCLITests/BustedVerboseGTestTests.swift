import Foundation
import Testing

/// busted's `--verbose` in `-o gtest` (Penlight's and Tieske/binaryheap's `.busted` set
/// `verbose = true, output = "gtest"`): after each failure's and error's message, a blank line
/// and its traceback, trimmed as busted trims it. transit's gtest ignored the flag.
@Suite struct BustedVerboseGTestTests {
    /// busted 2.1.1's `-v -o gtest` of BustedVerboseTAPTests' spec, times masked.
    static let busted = """
        [==========] Running tests from scanned files.
        [----------] Global test environment setup.
        [----------] Running tests from spec/v_spec.lua
        [ RUN      ] spec/v_spec.lua @ 3: v errors deep
        spec/v_spec.lua:1: deep 1

        stack traceback:
        \tspec/v_spec.lua:1: in upvalue 'helper'
        \tspec/v_spec.lua:3: in function <spec/v_spec.lua:3>

        [  ERROR   ] spec/v_spec.lua @ 3: v errors deep (T ms)
        [ RUN      ] spec/v_spec.lua @ 4: v asserts
        spec/v_spec.lua:4: Expected objects to be equal.
        Passed in:
        (number) 2
        Expected:
        (number) 1

        stack traceback:
        \tspec/v_spec.lua:4: in function <spec/v_spec.lua:4>

        [  FAILED  ] spec/v_spec.lua @ 4: v asserts (T ms)
        [ RUN      ] spec/v_spec.lua @ 5: v passes
        [       OK ] spec/v_spec.lua @ 5: v passes (T ms)
        [ RUN      ] spec/v_spec.lua @ 6: v later
        [ SKIPPED  ] spec/v_spec.lua @ 6: v later (T ms)
        [ RUN      ] spec/v_spec.lua @ 7: v errors table
        spec/v_spec.lua:7: {
          code = 1
        }

        stack traceback:
        \tspec/v_spec.lua:7: in function <spec/v_spec.lua:7>

        [  ERROR   ] spec/v_spec.lua @ 7: v errors table (T ms)
        [----------] 5 tests from spec/v_spec.lua (T ms total)

        [----------] Global test environment teardown.
        [==========] 5 tests from 1 test file ran. (T ms total)
        [  PASSED  ] 1 test.
        [ SKIPPED  ] 1 test, listed below:
        [ SKIPPED  ] spec/v_spec.lua @ 6: v later
        [  FAILED  ] 1 test, listed below:
        [  FAILED  ] spec/v_spec.lua @ 4: v asserts
        [  ERROR   ] 2 errors, listed below:
        [  ERROR   ] spec/v_spec.lua @ 3: v errors deep
        [  ERROR   ] spec/v_spec.lua @ 7: v errors table

         1 SKIPPED TEST
         1 FAILED TEST
         2 ERRORS

        """

    /// The milliseconds, which differ from run to run.
    static func masked(_ text: String) -> String {
        text.replacingOccurrences(of: #"\(\d+\.\d\d ms"#, with: "(T ms", options: .regularExpression)
    }

    @Test func verboseGTestIsBustedsLineForLine() throws {
        let project = try RunnerCITests.Project(["spec/v_spec.lua": BustedVerboseTAPTests.spec])
        defer { project.remove() }
        let flag = try project.test(["-o", "gtest", "-v"])
        #expect(flag.status == 1 && Self.masked(flag.stdout) == Self.busted, "\(flag.stdout)\(flag.stderr)")
        try #"return { _all = { verbose = true, output = "gtest" } }"#.write(to: project.dir.appendingPathComponent(".busted"),
                                                                         atomically: true, encoding: .utf8)
        let config = try project.test([])
        #expect(Self.masked(config.stdout) == Self.busted, "\(config.stdout)")
        let plain = try project.test(["--no-verbose"])
        #expect(!plain.stdout.contains("stack traceback:") && plain.stdout.contains("[ RUN      ] spec/v_spec.lua @ 3"),
                "\(plain.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4"], in: project.dir)
        #expect(Self.masked(theirs.stdout) == Self.busted, "\(theirs.stdout)")
    }

    /// Errors outside tests — hooks', a file's that would not load — get their traceback too.
    @Test func errorsOutsideTestsShowTheirTraceback() throws {
        let project = try RunnerCITests.Project([
            "spec/b_spec.lua": """
                describe("o2", function()
                  after_each(function() error("ae broke") end)
                  it("t3", function() end)
                end)
                """,
            "spec/m_spec.lua": "package.path = \"./M/?.lua;\" .. package.path\nrequire \"badmod\"\n",
            "M/badmod.lua": "local x = 1\nerror(\"mod broke\")\n",
        ])
        defer { project.remove() }
        let r = try project.test(["-o", "gtest", "-v", "--jobs", "1"])
        let hook = "[       OK ] spec/b_spec.lua @ 3: o2 t3 (T ms)\nspec/b_spec.lua:2: ae broke\n\nstack traceback:\n"
            + "\tspec/b_spec.lua:2: in function <spec/b_spec.lua:2>\n\n"
        let load = "[----------] Running tests from spec/m_spec.lua\n./M/badmod.lua:2: mod broke\n\nstack traceback:\n"
            + "\t./M/badmod.lua:2: in main chunk\n\n"
        // the sandbox's require calls the module's chunk from C, as stock's: its frame is the main chunk
        #expect(Self.masked(r.stdout).contains(hook) && r.stdout.contains(load), "\(r.stdout)")
        let unsafe = try project.test(["-o", "gtest", "-v", "--jobs", "1", "--unsafe"])
        #expect(Self.masked(unsafe.stdout).contains(hook) && unsafe.stdout.contains(load), "\(unsafe.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "gtest", "-v"], in: project.dir)
        #expect(Self.masked(theirs.stdout).contains(hook) && theirs.stdout.contains(load), "\(theirs.stdout)")
    }
}
