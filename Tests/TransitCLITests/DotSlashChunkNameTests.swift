import Foundation
import Testing

/// A `./` in a path stays in chunk names and report names, as busted and stock `lua5.4` keep
/// it: `busted ./spec/x_spec.lua` reports `./spec/x_spec.lua @ 2` and `./spec/x_spec.lua:2:`,
/// and a module found by `./src/?.lua` fails at `./src/bad.lua:1:` however the spec was named.
/// transit dropped the `./`, sandboxed or not, in one job or in workers.
@Suite struct DotSlashChunkNameTests {
    static let files = [
        "src/bad.lua": "return { boom = function() error(\"module boom\") end }",
        "spec/x_spec.lua": """
        local bad = require("bad")
        it("module", function() bad.boom() end)
        it("own", function() error("own boom") end)
        """,
    ]

    static func lines(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("# ") }
    }

    @Test(arguments: [["--jobs", "1"], ["--jobs", "2"], ["--jobs", "1", "--unsafe"]])
    func theDotSlashStays(words: [String]) throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        let dotted = try project.test(["-o", "TAP", "./spec/x_spec.lua"] + words)
        let expected = ["# ./spec/x_spec.lua @ 2", "# Failure message: ./src/bad.lua:1: module boom",
                        "# ./spec/x_spec.lua @ 3", "# Failure message: ./spec/x_spec.lua:3: own boom"]
        #expect(Self.lines(dotted.stdout) == expected, "\(words): \(dotted.stdout)\(dotted.stderr)")
        let plain = try project.test(["-o", "TAP", "spec/x_spec.lua"] + words)
        #expect(Self.lines(plain.stdout) == expected.map { $0.replacingOccurrences(of: "./spec/", with: "spec/") },
                "\(words): \(plain.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "./spec/x_spec.lua"], in: project.dir)
        #expect(Self.lines(theirs.stdout) == expected, "busted: \(theirs.stdout)")
    }
}
