import Foundation
import Testing

/// An `--unsafe` spec's first file is opened at descriptor 3, as under busted, whose process
/// holds nothing past standard error: BlueLua/tty's `tty.size(file)` test expects the message
/// to name "fd 3". transit's worker held the pool's pipes at 3 (its progress lines) and 4 (the
/// read end of its standard output), and the spec's file came at 5 (busted113).
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
struct BustedFileDescriptorTests {
    /// Where the spec's process's descriptor 3 leads, read by a shell it starts (`$PPID`).
    static let spec = """
        it("opens its first file at 3", function()
          local f = assert(io.open("first.txt", "w"))
          local shell = io.popen("readlink /proc/$PPID/fd/3")
          local target = shell:read("l")
          shell:close()
          f:close()
          assert.are.equal("first.txt", target:match("[^/]*$"))
        end)
        """

    @Test func aSpecsFirstFileIsDescriptorThree() throws {
        // a second file, so that `--jobs 2` runs two workers at once
        let project = try RunnerCITests.Project(["spec/fd_spec.lua": Self.spec, "spec/other_spec.lua": "it(\"other\", function() end)\n"])
        defer { project.remove() }
        let expected = "ok 1 - opens its first file at 3\nok 2 - other\n1..2\n"
        for words in [["--unsafe"], ["--unsafe", "--jobs", "1"], ["--unsafe", "--jobs", "2"]] {
            let r = try project.test(words + ["-o", "TAP"])
            #expect(r.status == 0 && r.stdout == expected, "\(words): \(r.stdout)\(r.stderr)")
        }
        // under a low descriptor limit too, where the pool's pipes go to its last two
        let transit = Executable.products.appendingPathComponent("transit").path
        let low = try Executable.run("/bin/sh", ["-c", "ulimit -n 32 && exec \"$0\" test --unsafe -o TAP", transit], in: project.dir)
        #expect(low.status == 0 && low.stdout == expected, "ulimit -n 32: \(low.stdout)\(low.stderr)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(theirs.stdout == expected, "busted: \(theirs.stdout)\(theirs.stderr)")
    }
}
