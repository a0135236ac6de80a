import Foundation
import Testing

/// busted writes Lua's strings as they are: a failure message, a name, a helper's error that is
/// not valid UTF-8 reaches its reports byte for byte. transit turned each bad byte into U+FFFD
/// everywhere but TAP names, so `assert.are.equal("a\xff", "a\xfe")` failed showing two
/// identical lines, `(string) 'a�'`. Now busted's formats (TAP, gtest, --list, the helper's
/// error) write the bytes, from workers too, and the human report escapes them (`'a\xFF'`).
@Suite struct BustedMessageBytesTests {
    static let spec = #"""
        describe("bad \xff\xfe name", function()
          it("equal", function() assert.are.equal("a\xff", "a\xfe") end)
          it("raises", function() error("boom \xc0 end") end)
        end)
        """#

    static let files = ["spec/a_spec.lua": spec, "spec/b_spec.lua": spec,
                        "helper.lua": "error(\"\\255\\254 bad \\192\")\n",
                        "spec/c_expect.lua": #"it("expect", function() expect("a\xff"):toEqual("a\xfe") end)"#,
                        "spec/d_spec.lua": #"describe("d\xff", function() error("bad \xfe") end)"#]

    /// Bytes read one to one as text, gtest's milliseconds masked.
    static func masked(_ data: Data) -> String {
        String(data: data, encoding: .isoLatin1)!.replacingOccurrences(of: #"\(\d+\.\d\d ms"#, with: "(T ms", options: .regularExpression)
    }

    @Test func failureMessagesKeepTheirBytes() throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        let tap = try project.test(["-o", "TAP", "spec/a_spec.lua"])
        let message = Array("# (string) 'a".utf8) + [0xFE] + Array("'\n# Expected:\n# (string) 'a".utf8) + [0xFF, 0x27, 0x0A]
        let raised = Array("# Failure message: spec/a_spec.lua:3: boom ".utf8) + [0xC0] + Array(" end\n".utf8)
        #expect(tap.status == 1 && tap.stdoutBytes.range(of: Data(message)) != nil && tap.stdoutBytes.range(of: Data(raised)) != nil,
                "\(Array(tap.stdoutBytes))")
        let workers = try project.test(["-o", "TAP", "--jobs", "2", "spec/a_spec.lua", "spec/b_spec.lua"])
        #expect(workers.stdoutBytes.range(of: Data(message)) != nil, "\(workers.stdout)")
        let gtest = try project.test(["-o", "gtest", "spec/a_spec.lua"])
        let name = Array("[  FAILED  ] spec/a_spec.lua @ 2: bad ".utf8) + [0xFF, 0xFE] + Array(" name equal (".utf8)
        let lines = Array("(string) 'a".utf8) + [0xFE] + Array("'\nExpected:\n(string) 'a".utf8) + [0xFF, 0x27, 0x0A]
        #expect(gtest.stdoutBytes.range(of: Data(lines)) != nil && gtest.stdoutBytes.range(of: Data(name)) != nil,
                "\(Array(gtest.stdoutBytes))")
        let list = try project.test(["--list", "spec/a_spec.lua"])
        #expect(list.stdoutBytes == Data(Array("spec/a_spec.lua:2: bad ".utf8) + [0xFF, 0xFE] + Array(" name equal\n".utf8)
                                         + Array("spec/a_spec.lua:3: bad ".utf8) + [0xFF, 0xFE] + Array(" name raises\n".utf8)))
        // a describe body's error: named by the block's bytes, its message's bytes
        let body = try project.test(["-o", "gtest", "spec/d_spec.lua"])
        let bodyLines = Array("spec/d_spec.lua:1: bad ".utf8) + [0xFE] + Array("\n[----------] 0 tests".utf8)
        let bodyName = Array("[  ERROR   ] spec/d_spec.lua @ 1: d".utf8) + [0xFF, 0x0A]
        #expect(body.stdoutBytes.range(of: Data(bodyLines)) != nil && body.stdoutBytes.range(of: Data(bodyName)) != nil,
                "\(Array(body.stdoutBytes))")
        let listed = try project.test(["--list", "spec/d_spec.lua"])
        #expect(listed.stderrBytes == Data(Array("transit: spec/d_spec.lua: d".utf8) + [0xFF] + Array(": spec/d_spec.lua:1: bad ".utf8) + [0xFE, 0x0A]),
                "\(Array(listed.stderrBytes))")
        let helper = try project.test(["--helper", "helper.lua", "spec/a_spec.lua"])
        let words = Array("failed running the specified helper (helper.lua), error: helper.lua:1: ".utf8) + [0xFF, 0xFE]
            + Array(" bad ".utf8) + [0xC0, 0x0A]
        #expect(helper.status == 1 && helper.stderrBytes == Data(Array("transit: ".utf8) + words), "\(Array(helper.stderrBytes))")
        // the human report is UTF-8: each bad byte escaped, so the two strings still differ
        let human = try project.test(["spec/a_spec.lua", "spec/c_expect.lua"])
        #expect(human.stdout.contains("     (string) 'a\\xFE'\n     Expected:\n     (string) 'a\\xFF'\n"), "\(human.stdout)")
        #expect(human.stdout.contains("   spec/a_spec.lua:3: boom \\xC0 end\n"), "\(human.stdout)")
        #expect(human.stdout.contains("\n2) bad \\xFF\\xFE name › raises\n"), "\(human.stdout)")
        #expect(human.stdout.contains("Expected: \"a\\xFE\"\n     Received: \"a\\xFF\""), "\(human.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "spec/a_spec.lua"], in: project.dir)
        #expect(tap.stdoutBytes == theirs.stdoutBytes, "\(Array(tap.stdoutBytes))\n\(Array(theirs.stdoutBytes))")
        let theirGTest = try Executable.run("busted", ["--lua=lua5.4", "-o", "gtest", "spec/a_spec.lua"], in: project.dir)
        #expect(Self.masked(gtest.stdoutBytes) == Self.masked(theirGTest.stdoutBytes), "\(Self.masked(gtest.stdoutBytes))")
        let theirBody = try Executable.run("busted", ["--lua=lua5.4", "-o", "gtest", "spec/d_spec.lua"], in: project.dir)
        #expect(Self.masked(body.stdoutBytes) == Self.masked(theirBody.stdoutBytes), "\(Self.masked(theirBody.stdoutBytes))")
        let theirList = try Executable.run("busted", ["--lua=lua5.4", "--list", "spec/a_spec.lua"], in: project.dir)
        #expect(list.stdoutBytes == theirList.stdoutBytes, "\(Array(theirList.stdoutBytes))")
        let theirHelper = try Executable.run("busted", ["--lua=lua5.4", "--helper", "helper.lua", "spec/a_spec.lua"], in: project.dir)
        #expect(theirHelper.stderrBytes == Data(Array("busted: ".utf8) + words), "\(Array(theirHelper.stderrBytes))")
    }
}
