import Foundation
import Testing

/// `transit test DIR` walks folders through symbolic links, as `find -L` does, and visits each
/// real folder once: a link back to a folder on the way (`self -> .`, `loop -> ..`) is not
/// entered again, and a spec file reached by two paths runs once.
@Suite struct SpecWalkTests {
    static let spec = "describe('a', function() it('runs', function() expect(1):toEqual(1) end) end)\n"

    /// A loop once made `transit test` run for a minute and take 1.5 GB (2^depth paths, until
    /// paths were too long): `timeout` kills the run (SIGKILL: the runner's SIGTERM handling
    /// does not reach a walk) so a regression fails instead of hanging.
    static func test(_ arguments: [String], in directory: URL) throws -> Execution {
        try Executable.run("timeout", ["-s", "KILL", "60", Executable.products.appendingPathComponent("transit").path, "test"] + arguments,
                           in: directory)
    }

    static func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("d"), withIntermediateDirectories: true)
        return dir
    }

    @Test func loopsOfLinkedFoldersAreVisitedOnce() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        try Self.spec.write(to: dir.appendingPathComponent("d/a_spec.lua"), atomically: true, encoding: .utf8)
        try Self.spec.write(to: dir.appendingPathComponent("outside_spec.lua"), atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: dir.path + "/d/self", withDestinationPath: ".")
        try fm.createSymbolicLink(atPath: dir.path + "/d/loop", withDestinationPath: "..")
        // a spec outside the folder, linked in: it runs, once, under the link's path (the
        // loop reaches the same file again as d/loop/outside_spec.lua)
        try fm.createSymbolicLink(atPath: dir.path + "/d/linked_spec.lua", withDestinationPath: "../outside_spec.lua")
        let r = try Self.test(["d"], in: dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasPrefix("d/a_spec.lua .\nd/linked_spec.lua .\n"), "\(r.stdout)")
        #expect(r.stdout.hasSuffix("\n2 passed, 0 failed\n"), "\(r.stdout)")
        #expect(r.stderr == "")
    }

    /// A folder linked twice is walked once, under the first path in byte order.
    @Test func aFolderReachedTwiceRunsItsSpecsOnce() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("d/real"), withIntermediateDirectories: true)
        try Self.spec.write(to: dir.appendingPathComponent("d/real/b_spec.lua"), atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: dir.path + "/d/alias", withDestinationPath: "real")
        let r = try Self.test(["d"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("d/alias/b_spec.lua .\n"), "\(r.stdout)")
        #expect(r.stdout.hasSuffix("\n1 passed, 0 failed\n"), "\(r.stdout)")
    }

    /// A link to nothing inside a walked folder: one named like a spec file is a file the run
    /// could not load, reported as that file's error (no crash, the others run); one named
    /// otherwise, or to a missing folder, is passed over.
    @Test func aDanglingLinkIsReportedAsItsFilesError() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        try Self.spec.write(to: dir.appendingPathComponent("d/a_spec.lua"), atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: dir.path + "/d/b_spec.lua", withDestinationPath: "gone_spec.lua")
        try fm.createSymbolicLink(atPath: dir.path + "/d/helper.lua", withDestinationPath: "gone.lua")
        try fm.createSymbolicLink(atPath: dir.path + "/d/sub", withDestinationPath: "gone")
        let r = try Self.test(["d", "-o", "tap"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr == "")
        #expect(r.stdout == """
            TAP version 14
            # Subtest: d/a_spec.lua
                # Subtest: a
                    ok 1 - runs
                    1..1
                ok 1 - a
                1..1
            ok 1 - d/a_spec.lua
            # Subtest: d/b_spec.lua
                not ok 1 - (load)
                  ---
                  message: "cannot open d/b_spec.lua: No such file or directory"
                  severity: error
                  at:
                    file: "d/b_spec.lua"
                    line: 0
                  location: "d/b_spec.lua"
                  ...
                1..1
            not ok 2 - d/b_spec.lua
            1..2

            """, "\(r.stdout)")
    }
}
