import Foundation
import Testing

/// `--unsafe` specs share the file system, as busted's do, and busted runs its files one after
/// another: GUI/lua-shell-games' files each empty and fill `spec/tmp` before each test. Run two
/// at once (`--jobs` defaulted to the number of cores), they emptied each other's: 8 to 11 of
/// its 81 tests failed, run to run, where busted fails 2. So `--unsafe` runs one file at a time
/// unless `--jobs` says otherwise; sandboxed files, which share nothing, still run at once.
@Suite struct UnsafeJobsTests {
    /// b reads, as it loads, what a wrote at its end, after its 100 tests. Before, on a machine
    /// of two cores or more, b loaded while a ran: `not ok 101 - reads what a wrote` (nil), in
    /// 7 of 8 runs of `--unsafe --jobs 2` (the old default on two cores).
    @Test func unsafeFilesRunOneAfterAnother() throws {
        let project = try RunnerCITests.Project([
            "spec/a_spec.lua": """
            describe("a", function()
              for i = 1, 100 do it("writes " .. i, function() end) end
              teardown(function() local f = assert(io.open("a.log", "w")); f:write("a done"); f:close() end)
            end)
            """,
            "spec/b_spec.lua": """
            local f = io.open("a.log")
            local seen = f and f:read("a")
            if f then f:close() end
            it("reads what a wrote", function() assert.are.equal("a done", seen) end)
            """,
        ])
        defer { project.remove() }
        let r = try project.test(["-o", "TAP", "--unsafe"])
        #expect(r.status == 0 && r.stdout.hasSuffix("ok 100 - a writes 100\nok 101 - reads what a wrote\n1..101\n"), "\(r.stdout)\(r.stderr)")
        guard BustedSelectionTests.hasBusted else { return }
        try FileManager.default.removeItem(at: project.dir.appendingPathComponent("a.log"))
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(theirs.stdout.hasSuffix("ok 100 - a writes 100\nok 101 - reads what a wrote\n1..101\n"), "\(theirs.stdout)\(theirs.stderr)")
    }
}
