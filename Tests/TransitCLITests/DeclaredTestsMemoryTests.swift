import Foundation
import Testing

/// The tests a file declares are the script's memory: a million `it` calls kept the host's
/// test objects outside `--memory` (RSS past 700 MB in ten minutes with the default limits,
/// 260 MB in the hostile corpus's 2 s). Each declaration now counts against `--memory`.
@Suite struct DeclaredTestsMemoryTests {
    @Test func declaringTestsWithoutBoundMeetsTheMemoryLimitAtItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("declared-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let many = folder.appendingPathComponent("many_spec.lua").path
        try """
            describe("many", function()
              for i = 1, 1e6 do it("test " .. i .. ("x"):rep(100), function() end) end
            end)
            """.write(toFile: many, atomically: true, encoding: .utf8)
        let some = folder.appendingPathComponent("some_spec.lua").path
        try """
            describe("some", function()
              for i = 1, 2000 do it("test " .. i .. ("x"):rep(100), function() end) end
            end)
            """.write(toFile: some, atomically: true, encoding: .utf8)
        let transit = Executable.products.appendingPathComponent("transit").path
        let refused = try Executable.run(transit, ["test", "--memory", "32", "--time", "60", many])
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("many_spec.lua:2: not enough memory (script memory limit 32 MiB)"), "\(refused.stdout)")
        let held = try Executable.run(transit, ["test", "--memory", "32", some])
        #expect(held.status == 0, "\(held.stdout)")
        #expect(held.stdout.contains("2000 passed, 0 failed"), "\(held.stdout)")
    }
}
