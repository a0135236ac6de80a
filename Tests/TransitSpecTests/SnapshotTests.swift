import Foundation
import Testing
@testable import TransitSpec

/// Snapshots: record, match, mismatch with a unified diff, obsolete, `--update`, CI.
@Suite struct SnapshotTests {
    static let spec = """
    describe("slide", function()
      it("moves in", function()
        local v = View{name = "green", frame = Rect(0, -852, 393, 852), backgroundColor = Color.green}
        window:addSubview(v)
        View.animate(1.5, function() v.frame = Rect(0, 0, 393, 852) end)
        expect(window):toMatchFrameSnapshots()
        expect(timeline()):toMatchSnapshot("timeline")
      end)
      it("keeps a value", function()
        expect({alpha = 0.5, name = "x"}):toMatchSnapshot()
      end)
    end)
    """

    static func snap(_ dir: URL) throws -> String {
        try String(contentsOf: dir.appendingPathComponent("__snapshots__/s_spec.lua.snap"), encoding: .utf8)
    }

    @Test func recordThenMatch() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try runSpec(Self.spec, name: "s_spec.lua", in: dir)
        #expect(first.outcomes == ["passed slide moves in", "passed slide keeps a value"])
        #expect(first.snapshots.written == 3)
        // the timeline names files without their folder: snapshots do not depend on the cwd
        #expect(try Self.snap(dir) == """
            # Transit snapshots, written by `transit test`. Review changes like code.

            === slide keeps a value 1
            | {alpha = 0.5, name = "x"}

            === slide moves in 1
            | @ 0 (0.000000 s)
            | Window "window"
            |   model: alpha=1 backgroundColor=nil bounds=(0,0,393,852) center=(196.5,426) cornerRadius=0 frame=(0,0,393,852) transform=identity
            |   presentation: = model
            |   View "green"
            |     model: alpha=1 backgroundColor=(0,1,0,1) bounds=(0,0,393,852) center=(196.5,426) cornerRadius=0 frame=(0,0,393,852) transform=identity
            |     presentation: center=(196.5,-426) frame=(0,-852,393,852)
            |
            | @ 0.5 (0.750000 s)
            | Window "window"
            |   model: alpha=1 backgroundColor=nil bounds=(0,0,393,852) center=(196.5,426) cornerRadius=0 frame=(0,0,393,852) transform=identity
            |   presentation: = model
            |   View "green"
            |     model: alpha=1 backgroundColor=(0,1,0,1) bounds=(0,0,393,852) center=(196.5,426) cornerRadius=0 frame=(0,0,393,852) transform=identity
            |     presentation: center=(196.5,0) frame=(0,-426,393,852)
            |
            | @ 1 (1.500000 s)
            | Window "window"
            |   model: alpha=1 backgroundColor=nil bounds=(0,0,393,852) center=(196.5,426) cornerRadius=0 frame=(0,0,393,852) transform=identity
            |   presentation: = model
            |   View "green"
            |     model: alpha=1 backgroundColor=(0,1,0,1) bounds=(0,0,393,852) center=(196.5,426) cornerRadius=0 frame=(0,0,393,852) transform=identity
            |     presentation: = model

            === slide moves in: timeline 1
            | 0.000000 begin #1 [green.center] duration=1.5 curve=easeInOut at s_spec.lua:5
            | 1.500000 end #1 finished=true

            """)
        let second = try runSpec(Self.spec, name: "s_spec.lua", in: dir)
        #expect(second.outcomes == first.outcomes)
        #expect(second.snapshots == SnapshotSummary())
    }

    @Test func aMismatchFailsWithAUnifiedDiffUntilUpdated() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try runSpec(Self.spec, name: "s_spec.lua", in: dir)
        let changed = Self.spec.replacingOccurrences(of: "alpha = 0.5", with: "alpha = 0.25")
        let r = try runSpec(changed, name: "s_spec.lua", in: dir)
        #expect(r.outcomes == ["passed slide moves in", "failed slide keeps a value"])
        let f = r.failure("slide keeps a value")!
        #expect(f.message == "expect(received):toMatchSnapshot(hint): snapshot \"slide keeps a value 1\" does not match"
                + " (run transit test --update to accept the new one)")
        #expect(f.details == """
            --- stored snapshot
            +++ received
            @@ -1 +1 @@
            -{alpha = 0.5, name = "x"}
            +{alpha = 0.25, name = "x"}
            """)
        var update = RunOptions()
        update.update = true
        let updated = try runSpec(changed, name: "s_spec.lua", options: update, in: dir)
        #expect(updated.outcomes == ["passed slide moves in", "passed slide keeps a value"])
        #expect(updated.snapshots.updated == 1)
        #expect(try Self.snap(dir).contains("| {alpha = 0.25, name = \"x\"}"))
    }

    @Test func obsoleteSnapshotsAreReportedThenRemovedByUpdate() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try runSpec(Self.spec, name: "s_spec.lua", in: dir)
        let renamed = Self.spec.replacingOccurrences(of: "keeps a value", with: "keeps its value")
        let r = try runSpec(renamed, name: "s_spec.lua", in: dir)
        #expect(r.snapshots.written == 1)
        #expect(r.snapshots.obsolete.map { $0.split(separator: "/").last! } == ["s_spec.lua.snap: slide keeps a value 1"])
        var update = RunOptions()
        update.update = true
        let cleaned = try runSpec(renamed, name: "s_spec.lua", options: update, in: dir)
        #expect(cleaned.snapshots.removed == 1)
        #expect(cleaned.snapshots.obsolete.isEmpty)
        #expect(!(try Self.snap(dir)).contains("keeps a value"))
    }

    @Test func snapshotsOfTestsThatDidNotRunAreKept() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try runSpec(Self.spec, name: "s_spec.lua", in: dir)
        var filtered = RunOptions()
        filtered.filters = ["keeps"]
        let r = try runSpec(Self.spec, name: "s_spec.lua", options: filtered, in: dir)
        #expect(r.outcomes == ["passed slide keeps a value"])
        #expect(r.snapshots.obsolete.isEmpty)
    }

    @Test func withCISetAMissingSnapshotFailsAndIsNotWritten() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var ci = RunOptions()
        ci.ci = true
        let r = try runSpec(Self.spec, name: "s_spec.lua", options: ci, in: dir)
        #expect(r.outcomes == ["failed slide moves in", "failed slide keeps a value"])
        #expect(r.failure("slide keeps a value")!.message.contains("snapshot \"slide keeps a value 1\" is missing, and CI is set"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("__snapshots__").path))
    }

    @Test func theFileFormatRoundTrips() {
        let entries = ["a \\ b\nc 1": "line\n\n| not a header\n=== nor this", "b 1": ""]
        #expect(SnapshotFile.parse(SnapshotFile.serialize(entries)) == entries)
    }

    /// Two tests of one full name (busted allows it) keep their snapshots apart: the second
    /// overwrote the first's, so the next run failed on unchanged code (an outside review).
    @Test func testsOfOneNameKeepTheirOwnSnapshots() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = """
            describe("d", function()
              it("same", function() expect("first"):toMatchSnapshot() end)
              it("same", function() expect("second"):toMatchSnapshot() end)
            end)
            """
        let first = try runSpec(spec, name: "s_spec.lua", in: dir)
        #expect(first.snapshots.written == 2)
        #expect(try Self.snap(dir).contains("=== d same 1\n| first\n"))
        #expect(try Self.snap(dir).contains("=== d same [duplicate 2] 1\n| second\n"))
        let again = try runSpec(spec, name: "s_spec.lua", in: dir)
        #expect(again.outcomes == ["passed d same", "passed d same"])
    }

    /// A view's dump quotes its name itself, as the script wrote it: with the names shown
    /// escaped for the timeline, the dump escaped them twice (`View "a\\\\b"` for a name
    /// `a\b`), so a snapshot stored before no longer matched.
    @Test func aViewsDumpQuotesTheNameAsWritten() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = #"""
            it("dumps", function()
              local v = View{name = "a\\b\n\"c\"", frame = Rect(0, 0, 10, 10)}
              window:addSubview(v)
              expect(v):toMatchSnapshot()
            end)
            """#
        let first = try runSpec(spec, name: "s_spec.lua", in: dir)
        #expect(first.snapshots.written == 1)
        #expect(try Self.snap(dir).contains(#"| View "a\\b\n\"c\"""# + "\n|   model: "))
    }
}
