import Foundation
import Testing

/// A spec file that does not compile, as busted reports it: busted loads every file before it
/// runs any (test_file_loader.lua), so the file's error comes first — its mark before every
/// test's, first in the list of errors, whatever the shuffle — and, having no trace, is
/// written as its message and the file's name (`Error -> spec/b_spec.lua:2: unexpected symbol
/// near '='`, then `spec/b_spec.lua`); its `-o json` element is named by the file. Its shuffle
/// draws over the files that loaded only. transit ran it in its place, as `suite spec/b_spec.lua
/// @ 2` (Yonaba/Jumper's `specs/pathfinder_specs.lua:143`, an invalid escape, read so).
@Suite struct BustedUncompiledFileTests {
    static let files: [String: String] = [
        "spec/a_spec.lua": "it(\"passes\", function() end)\n",
        "spec/b_spec.lua": "describe(\"b\", function()\n  it(\"never\", function() local x = = 1 end)\nend)\n",
        "spec/c_spec.lua": "it(\"fails\", function() assert.equal(1, 2) end)\n",
        "spec/d_spec.lua": "pending(\"d pends\")\n",
    ]

    /// busted 2.1.1's `-o plainTerminal`, its time aside.
    static let bustedPlain = """
        *+-.
        1 success / 1 failure / 1 error / 1 pending : T seconds

        Pending -> spec/d_spec.lua @ 1
        d pends

        Failure -> spec/c_spec.lua @ 1
        fails
        spec/c_spec.lua:1: Expected objects to be equal.
        Passed in:
        (number) 2
        Expected:
        (number) 1

        Error -> spec/b_spec.lua:2: unexpected symbol near '='
        spec/b_spec.lua

        """

    static func timeless(_ text: String) -> String {
        text.replacingOccurrences(of: " : [0-9.]+ seconds", with: " : T seconds", options: .regularExpression)
    }

    @Test(arguments: ["1", "2"])
    func terminalReportsItFirstByItsMessage(jobs: String) throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        let ours = try project.test(["-o", "plainTerminal", "--jobs", jobs])
        #expect(ours.status == 1 && Self.timeless(ours.stdout) == Self.bustedPlain, "\(ours.stdout)\(ours.stderr)")
        let utf = try project.test(["-o", "utfTerminal", "--jobs", jobs])
        #expect(utf.stdout.hasPrefix("✱●◼◌\n") && utf.stdout.hasSuffix("\nError → spec/b_spec.lua:2: unexpected symbol near '='\nspec/b_spec.lua\n"),
                "\(utf.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "plainTerminal"], in: project.dir)
        #expect(Self.timeless(theirs.stdout) == Self.bustedPlain, "\(theirs.stdout)")
    }

    /// busted shuffles the files that loaded: with seed 4, d, c, a (`.-+` after the error's `*`).
    @Test func theShuffleDrawsOverTheFilesThatLoaded() throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        let ours = try project.test(["-o", "plainTerminal", "--shuffle-files", "--seed", "4"])
        #expect(ours.stdout.hasPrefix("*.-+\n"), "\(ours.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "plainTerminal", "--shuffle-files", "--seed", "4"], in: project.dir)
        #expect(theirs.stdout.hasPrefix("*.-+\n"), "\(theirs.stdout)")
    }

    /// `-o json`: busted names the element by the file alone. (Without d_spec.lua: busted's
    /// `-o json` writes nothing for a file-level `pending`.)
    @Test func jsonNamesItByTheFile() throws {
        let project = try RunnerCITests.Project(Self.files.filter { $0.key != "spec/d_spec.lua" })
        defer { project.remove() }
        let ours = try JSONSerialization.jsonObject(with: Data(try project.test(["-o", "json"]).stdout.utf8)) as? [String: Any]
        let names = (ours?["errors"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["spec/b_spec.lua"])
        guard BustedSelectionTests.hasBusted else { return }
        let text = try Executable.run("busted", ["--lua=lua5.4", "-o", "json"], in: project.dir).stdout
        let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect((theirs?["errors"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["spec/b_spec.lua"])
    }
}
