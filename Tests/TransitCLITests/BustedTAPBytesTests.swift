import Foundation
import Testing

/// busted's `-o TAP` writes a name that is not valid UTF-8 as the spec gave its bytes; transit
/// turned each bad byte into U+FFFD (`d\xff` came out as `d\xef\xbf\xbd`). Now the bytes reach
/// the report unchanged: on standard output, from workers (`--jobs`), in an `--out` file.
@Suite struct BustedTAPBytesTests {
    /// Bad bytes in a block's name, a test's (one cut short in a 4-byte sequence, which
    /// decodes to U+FFFD of as many bytes), a failing test's, a pending one's, a hook error's
    /// block, a named hook's; a valid `é` beside them.
    static let spec = #"""
        describe("d\xff", function()
          it("caf\xe9 \xf0\x9f\x98", function() end)
          it("fails \x80", function() assert.equal(1, 2) end)
          pending("later \xc3")
          describe("inner \xfe", function()
            before_each(function() error("be") end)
            it("t", function() end)
          end)
        end)
        describe("hooked", function()
          after_each("tidy \xff", function() error("ae") end)
          it("t", function() end)
        end)
        it("valid \xc3\xa9", function() end)
        """#

    static let files = ["spec/a_spec.lua": spec, "spec/b_spec.lua": spec]

    @Test func badBytesInNamesAreWrittenAsTheyAre() throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        let one = try project.test(["-o", "TAP", "spec/a_spec.lua"])
        #expect(one.status == 1)
        // busted's bytes, pinned where busted is absent
        let first = Array("ok 1 - d".utf8) + [0xFF] + Array(" caf".utf8) + [0xE9, 0x20, 0xF0, 0x9F, 0x98, 0x0A]
        let hook = Array("\nnot ok 4 - d".utf8) + [0xFF] + Array(" inner ".utf8) + [0xFE] + Array(" before_each\n".utf8)
        let pending = Array("\nok 3 - # SKIP d".utf8) + [0xFF] + Array(" later ".utf8) + [0xC3, 0x0A]
        #expect(one.stdoutBytes.starts(with: first), "\(Array(one.stdoutBytes.prefix(24)))")
        let named = Array("\nnot ok 6 - hooked tidy ".utf8) + [0xFF, 0x0A]
        #expect(one.stdoutBytes.range(of: Data(hook)) != nil && one.stdoutBytes.range(of: Data(pending)) != nil, "\(one.stdout)")
        #expect(one.stdoutBytes.range(of: Data(named)) != nil, "\(one.stdout)")
        let workers = try project.test(["-o", "TAP", "--jobs", "2", "spec"])
        let out = project.dir.appendingPathComponent("report.tap")
        let file = try project.test(["-o", "TAP", "--out", out.path, "--jobs", "1", "spec"])
        #expect(file.status == 1)
        let written = try Data(contentsOf: out)
        #expect(written == workers.stdoutBytes)
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "spec/a_spec.lua"], in: project.dir)
        #expect(one.stdoutBytes == theirs.stdoutBytes, "\(Array(one.stdoutBytes))\n\(Array(theirs.stdoutBytes))")
        let both = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "spec"], in: project.dir)
        #expect(workers.stdoutBytes == both.stdoutBytes, "\(Array(workers.stdoutBytes))\n\(Array(both.stdoutBytes))")
        let verbose = try project.test(["-o", "TAP", "--verbose", "spec/a_spec.lua"])
        let theirsVerbose = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "--verbose", "spec/a_spec.lua"], in: project.dir)
        #expect(verbose.stdoutBytes == theirsVerbose.stdoutBytes, "\(verbose.stdout)\n\(theirsVerbose.stdout)")
    }
}
