import Foundation
import Testing
@testable import TransitSpec

/// Arguments to the DSL that are not a name and a function are declared as busted declares
/// them; a bad one was an error of the whole block around it, whose valid tests did not run
/// (rev18 #10). Fixtures/busted/arguments_spec.lua pins the counts against busted's;
/// here the names, messages and places. busted 2.1.1 (`lua5.4 /usr/bin/busted -o TAP`) on
/// that file:
///
///     ok 1 - arguments runs before
///     ok 2 - arguments describe in a nameless block
///     ok 3 - arguments it
///     ok 4 - arguments 5
///     ok 5 - # SKIP arguments 5
///     not ok 6 - arguments a number
///     # arguments_spec.lua @ 16
///     # Failure message: /usr/bin/busted:3: attempt to call a number value
///     ok 7 - arguments runs after
///
/// (its terminal report also has the errors of "arguments a table" @ 15 and "arguments
/// callable" @ 17: 5 successes / 0 failures / 3 errors / 1 pending).
@Suite struct InvalidArgumentTests {
    @Test func eachIsDeclaredAsBustedDeclaresIt() throws {
        let r = FileRunner.run(BustedCompatibilityTests.folder + "/arguments_spec.lua", options: RunOptions())
        #expect(r.tests.map { "\($0.status.rawValue) \($0.fullName) @ \($0.line)" } == [
            "passed arguments runs before @ 5",
            "passed arguments describe in a nameless block @ 6",
            "passed arguments it @ 7",
            "passed arguments 5 @ 8",
            "skipped arguments 5 @ 9",
            "errored arguments a table @ 15",
            "errored arguments a number @ 16",
            "errored arguments callable @ 17",
            "passed arguments runs after @ 18",
        ])
        let messages = r.tests.compactMap { t in
            t.status == .errored ? t.failure.map { "\($0.location.split(separator: "/").last ?? ""): \($0.message)" } : nil
        }
        #expect(messages == [
            "arguments_spec.lua:15: bad argument #2 to 'it' (function expected, got table)",
            "arguments_spec.lua:16: bad argument #2 to 'describe' (function expected, got number)",
            "arguments_spec.lua:17: bad argument #2 to 'it' (function expected, got table)",
        ])
    }

    /// A hook given something other than a function errors where it runs, before each test,
    /// at its line (busted calls it there: an error per test, the tests not run).
    @Test func aHookThatIsNoFunctionErrorsWhereItRuns() throws {
        let r = try runSpec("""
            describe("d", function()
              before_each("named", 5)
              it("t", function() end)
            end)
            """)
        #expect(r.outcomes == ["errored d named"])         // busted 2.1.1: `not ok 1 - d named`
        #expect(r.tests.first?.failure.map { "\($0.location.split(separator: "/").last ?? ""): \($0.message)" }
                == "t_spec.lua:2: bad argument #2 to 'before_each' (function expected, got number)")
    }

    /// A name that is no string, number or nil is still the error of the block declaring it,
    /// as busted's table.concat of the names fails there.
    @Test func aNameThatIsATableIsTheBlocksError() throws {
        let r = try runSpec("""
            describe("d", function()
              it("ok", function() end)
              it({}, function() end)
            end)
            """)
        #expect(r.outcomes == ["errored d"])
        #expect(r.tests.first?.failure?.message == "bad argument #1 to 'it' (string expected, got table)")
    }

    /// A nil name is busted's descriptor, not the word's (Fixtures/busted/nil_names_spec.lua):
    /// `insulate(nil, fn)` is the block "describe", `test(nil, fn)` the test "it",
    /// `setup(nil, fn)`'s error the hook "strict_setup", where a function alone is the word
    /// (`insulate(fn)`, "insulate"). busted 2.1.1's `-o TAP` on that file gives these names;
    /// transit gave the word for both (`outer insulate in insulate`, `outer test`,
    /// `outer hooks setup`), found running thediveo/multibow's `insulate(nil, fn)`.
    @Test func aNilNameIsBustedsDescriptor() throws {
        let r = FileRunner.run(BustedCompatibilityTests.folder + "/nil_names_spec.lua", options: RunOptions())
        #expect(r.tests.map { "\($0.status.rawValue) \($0.fullName)" } == [
            "passed outer describe in insulate",
            "passed outer describe in expose",
            "passed outer describe in context",
            "passed outer insulate in a bare insulate",
            "passed outer  named empty",
            "passed outer it",
            "passed outer it",
            "passed outer test",
            "passed outer it",
            "errored outer hooks strict_setup",
            "errored outer more hooks setup",
            "passed outer teardowns z",
            "errored outer teardowns strict_teardown",
        ])
    }
}
