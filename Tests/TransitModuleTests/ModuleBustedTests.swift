import Foundation
import Testing

/// Debian's busted (2.1.1, `lua-busted`) runs Transit specs on stock Lua 5.4 with the module:
/// `busted --lua=lua5.4`, its plain-terminal report read for the counts and the places.
/// (Not `-o json`: busted 2.1.1's JSON handler fails on a run with a pending test, writing
/// nothing and exiting 1 — a spec without Transit does it too.)
@Suite(.enabled(if: !LuaModule.sanitized, "built with AddressSanitizer (make sanitize): stock lua5.4 cannot load a module linked from these objects"),
       .enabled(if: LuaModule.hasBusted, "busted is not installed (apt-get install lua-busted; `make deps` does it)"))
struct ModuleBustedTests {
    func busted(_ spec: String) throws -> Run {
        try LuaModule.withModule("busted", ["--lua=lua5.4", "-o", "plainTerminal", spec])
    }

    /// busted's closing line without its timing: "3 successes / 0 failures / 0 errors / 1 pending".
    func counts(_ run: Run) -> String? {
        run.stdout.split(separator: "\n").first { $0.contains(" / ") && $0.hasSuffix("seconds") }
            .map { String($0.prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces) }
    }

    @Test func passingSpecPasses() throws {
        let run = try busted("spec/passing_spec.lua")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(counts(run) == "3 successes / 0 failures / 0 errors / 1 pending", "\(run.stdout)")
        #expect(run.stdout.contains("Pending -> spec/passing_spec.lua @ 29\n"))
    }

    /// A failed assertion is a failure at its line; an error raised in a completion (run by
    /// the engine inside `clock.advance`) is an error naming the completion's line and where
    /// its animation began.
    @Test func failingSpecFailsNamingTheLine() throws {
        let run = try busted("spec/failing_spec.lua")
        #expect(run.status == 1)
        #expect(counts(run) == "1 success / 1 failure / 1 error / 0 pending", "\(run.stdout)")
        #expect(run.stdout.contains("""
            Failure -> spec/failing_spec.lua @ 4
            failures fails an assertion
            spec/failing_spec.lua:7: Expected objects to be equal.
            """))
        #expect(run.stdout.contains("""
            Error -> spec/failing_spec.lua @ 10
            failures errors in a completion
            spec/failing_spec.lua:13: the completion broke (in the completion of the animation begun at spec/failing_spec.lua:12)
            """))
    }

    /// A failing luassert assertion inside a completion or an animation block is a failure,
    /// as busted counts one anywhere else, at the assertion's line: its error value crosses
    /// the engine unchanged (it was made a string, and busted counted an error). Spies are
    /// callbacks. `transit test` counts the same.
    @Test func assertionsAndSpiesInsideCallbacks() throws {
        let run = try busted("spec/callbacks_spec.lua")
        #expect(run.status == 1)
        #expect(counts(run) == "1 success / 2 failures / 0 errors / 0 pending", "\(run.stdout)")
        #expect(run.stdout.contains("""
            Failure -> spec/callbacks_spec.lua @ 9
            luassert in callbacks fails inside a completion
            spec/callbacks_spec.lua:11: Expected objects to be equal.
            """), "\(run.stdout)")
        #expect(run.stdout.contains("""
            Failure -> spec/callbacks_spec.lua @ 15
            luassert in callbacks fails inside an animation block
            spec/callbacks_spec.lua:16: Expected objects to be the same.
            """), "\(run.stdout)")
        let transit = LuaModule.transit(["test", "spec/callbacks_spec.lua"])
        #expect(transit.stdout.contains("1 success / 2 failures / 0 errors / 0 pending"), "\(transit.stdout)")
    }

    /// The same spec files under `transit test`: `require "transit"` (with `transit.reset`)
    /// works in Transit's own state too, and the counts agree with busted's.
    @Test func sameSpecsUnderTransitTest() throws {
        let run = LuaModule.transit(["test", "spec/passing_spec.lua", "spec/second_spec.lua"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("5 passed, 0 failed, 1 skipped"), "\(run.stdout)")
    }

    /// A spec that takes Transit out of `package.loaded` and requires it again passes both
    /// ways: busted loads transit.so again; `transit test` and `run` (sandboxed or not) answer
    /// from `package.preload` (it failed there: "module 'transit' not found").
    @Test func reloadingTheModulePassesBothWays() throws {
        let run = try busted("spec/reload_spec.lua")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(counts(run) == "1 success / 0 failures / 0 errors / 0 pending", "\(run.stdout)")
        for runtime in [[], ["--unsafe"]] {
            let transit = LuaModule.transit(["test"] + runtime + ["spec/reload_spec.lua"])
            #expect(transit.status == 0, "\(transit.stdout)\(transit.stderr)")
            #expect(transit.stdout.contains("1 passed, 0 failed"), "\(transit.stdout)")
        }
    }

    /// Two spec files in one run: busted clears `package.loaded` and the globals the first
    /// added, so the second `require "transit"` loads again — the globals come back and the
    /// engine starts afresh — and both files pass.
    @Test func twoSpecFilesInOneRun() throws {
        let run = try LuaModule.withModule("busted", ["--lua=lua5.4", "-o", "plainTerminal", "spec/passing_spec.lua",
                                                      "spec/second_spec.lua"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(counts(run) == "5 successes / 0 failures / 0 errors / 1 pending", "\(run.stdout)")
    }
}
