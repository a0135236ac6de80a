import Foundation
import Testing
@testable import TransitSpec

/// Transit's note of the callback an error came from, "(in the completion of the animation
/// begun at …)": after a message of one line, and on a line of its own after one of several
/// (luassert's), whose last line it was glued to ("(number) 1 (in the completion …)", read
/// as if luassert had printed that). The place stays first. busted with the module shows
/// luassert's message without the note (the failure crosses the engine as itself).
@Suite struct CallbackNoteTests {
    static let source = """
        it("fails an assertion in a completion", function()
          View.animate(1, function() window.alpha = 0 end, function() assert.are.equal(1, 2) end)
          clock.runUntilIdle()
        end)
        it("raises a table in a completion", function()
          View.animate(1, function() window.alpha = 0 end, function() error({code = 1}) end)
          clock.runUntilIdle()
        end)
        it("raises a string in a completion", function()
          View.animate(1, function() window.alpha = 0 end, function() error("cb boom") end)
          clock.runUntilIdle()
        end)
        """

    /// Each failure as a report shows it, the scratch folder left out (Lua shows its long
    /// path by its end: "...sit-spec-…/t_spec.lua").
    static func texts() throws -> [String] {
        try runSpec(source).tests.map { t in
            let f = t.failure!
            return "\(t.status.rawValue) \(f.location): \(f.message)\(f.details.isEmpty ? "" : "\n" + f.details)"
                .replacingOccurrences(of: "[^ ]*/t_spec\\.lua", with: "t_spec.lua", options: .regularExpression)
        }
    }

    @Test func theNoteFollowsTheMessageWithoutChangingItsLines() throws {
        #expect(try Self.texts() == [
            "failed t_spec.lua:2: Expected objects to be equal.\nPassed in:\n(number) 2\nExpected:\n(number) 1\n"
                + "(in the completion of the animation begun at t_spec.lua:2)",
            "errored t_spec.lua:6: {\n  code = 1\n}\n(in the completion of the animation begun at t_spec.lua:6)",
            "errored t_spec.lua:10: cb boom (in the completion of the animation begun at t_spec.lua:10)",
        ])
    }
}
