import Foundation
import Testing

/// `--helper` names a file ending in `.lua`, or a module busted `require`s from its path: a
/// module name was opened as a file and not found. The helper runs in the specs' globals as a
/// file does (busted's `require` runs it in `_G`).
@Suite struct HelperModuleTests {
    static let files = [
        "spec_setup.lua": "HELPED = 'yes'",
        "spec/helped_spec.lua": "it(\"helped\", function() assert.equal('yes', HELPED) end)",
    ]

    @Test func aModuleNameIsFoundOnTheModulePath() throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        for words in [["--helper=spec_setup"], ["--helper", "spec_setup.lua"], ["--helper=spec_setup", "--unsafe"]] {
            let r = try project.test(["-o", "TAP"] + words)
            #expect(r.status == 0 && r.stdout == "ok 1 - helped\n1..1\n", "\(words): \(r.stdout)\(r.stderr)")
        }
        let missing = try project.test(["-o", "TAP", "--helper=nosuch"])
        #expect(missing.status == 1, "\(missing.stdout)")
        #expect(missing.stdout.contains("module 'nosuch' not found:\n# \tno file './src/nosuch.lua'"), "\(missing.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "--helper=spec_setup"], in: project.dir)
        #expect(theirs.stdout == "ok 1 - helped\n1..1\n", "\(theirs.stdout)\(theirs.stderr)")
    }
}
