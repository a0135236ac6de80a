import Foundation
import Testing
@testable import TransitSpec

/// A test, a hook and a `describe` body run under a frame of C, as under busted (its
/// `xpcall`s) and lua5.4 (pmain): a `debug.traceback` taken in one has a line below the
/// spec's function, and a library that reads the frame below its caller up to the newline
/// ending it finds it (Fixtures/busted/traceback_below_spec.lua). transit called them from the host
/// with nothing below: the spec's line was the traceback's last, with no newline after it, and
/// Tieske/tabletrack.lua's `get_trace` returned nil (its 14 tests errors, `bad argument #1 to
/// 'write' (string expected, got nil)`, where busted passes all 14; busted105).
@Suite struct TracebackBelowTests {
    static let file = packageRoot + "/Tests/TransitSpecTests/Fixtures/busted/traceback_below_spec.lua"

    @Test(arguments: [true, false])
    func aSpecFunctionHasAFrameBelowIt(sandboxed: Bool) {
        var options = RunOptions()
        if !sandboxed { options.runtime = .unsafe }
        let result = FileRunner.run(Self.file, options: options)
        #expect(result.tests.map(\.status) == [.passed, .passed, .passed, .passed],
                "\(result.tests.map { $0.failure?.message ?? "" })")
    }

    /// The frame is hidden from an error's reported traceback, as busted's cut at its first C
    /// frame hides its own: the last line shown is still the test's.
    @Test func anErrorsTracebackStillEndsAtTheTest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tb-below-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("e_spec.lua")
        try "it('raises', function()\n  error('boom')\nend)\n".write(to: spec, atomically: true, encoding: .utf8)
        let result = FileRunner.run(spec.path, options: RunOptions())
        let failure = try #require(result.tests.first?.failure)
        let last = failure.traceback.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.contains("e_spec.lua:2: in function <") && last.hasSuffix("e_spec.lua:1>"), "\(failure.traceback)")
        #expect(!failure.traceback.contains("[C]: in ?"), "\(failure.traceback)")
    }
}
