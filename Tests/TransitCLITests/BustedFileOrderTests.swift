import Foundation
import Testing

/// The order busted runs files in: each folder's files sorted by their whole path (so
/// `a-b_spec.lua` before `a/b_spec.lua`: '-' < '/'), and with `--sort-files` (`--sort`) every
/// file of the run sorted so, the ones named on the command line too (busted 2.1.1).
@Suite struct BustedFileOrderTests {
    /// The tests `--list` names, in the run's order (a test of a file's main chunk is listed
    /// by its name alone, as busted lists it).
    static func listed(_ r: Execution) -> [String] { r.stdout.split(separator: "\n").map(String.init) }

    @Test func sortFilesSortsTheFilesNamedOnTheCommandLine() throws {
        let project = try RunnerCITests.Project([
            "z_spec.lua": "it('z', function() end)", "a_spec.lua": "it('a', function() end)",
            "d1/x_spec.lua": "it('x', function() end)", "d2/b_spec.lua": "it('b', function() end)",
        ])
        defer { project.remove() }
        let given = try project.test(["--list", "z_spec.lua", "a_spec.lua"])
        #expect(Self.listed(given) == ["z", "a"], "\(given.stdout)\(given.stderr)")
        for flag in ["--sort-files", "--sort"] {
            let sorted = try project.test(["--list", flag, "z_spec.lua", "a_spec.lua"])
            #expect(Self.listed(sorted) == ["a", "z"], "\(flag): \(sorted.stdout)\(sorted.stderr)")
            let folders = try project.test(["--list", flag, "d2", "d1"])
            #expect(Self.listed(folders) == ["x", "b"], "\(flag): \(folders.stdout)\(folders.stderr)")
        }
    }

    @Test func aFoldersFilesRunInTheByteOrderOfTheirWholePaths() throws {
        let project = try RunnerCITests.Project([
            "spec/a/b_spec.lua": "it('1', function() end)", "spec/a-b_spec.lua": "it('2', function() end)",
            "spec/a.b_spec.lua": "it('3', function() end)", "spec/a_spec.lua": "it('4', function() end)",
        ])
        defer { project.remove() }
        let r = try project.test(["--list", "spec"])
        #expect(Self.listed(r) == ["2", "3", "1", "4"],    // a-b, a.b, a/b, a_
                "\(r.stdout)\(r.stderr)")
    }
}

/// busted's `--no-keep-going` (`--fail-fast`) stops at a failing run: later repeats do not run.
@Suite struct RepeatFailFastTests {
    @Test func aFailingRunEndsTheRepeats() throws {
        let project = try RunnerCITests.Project([
            "nkg_spec.lua": "it('fails', function() assert.is_true(false) end)\nit('passes', function() end)",
        ])
        defer { project.remove() }
        let summaries = { (r: Execution) in r.stdout.split(separator: "\n").filter { $0.hasPrefix("0 passed, 1 failed") }.count }
        let stopped = try project.test(["--repeat=2", "--no-keep-going", "nkg_spec.lua"])
        #expect(stopped.status == 1 && summaries(stopped) == 1, "\(stopped.stdout)\(stopped.stderr)")
        let going = try project.test(["--repeat=2", "nkg_spec.lua"])
        #expect(going.status == 1 && going.stdout.split(separator: "\n").filter { $0.hasPrefix("1 passed, 1 failed") }.count == 2,
                "\(going.stdout)\(going.stderr)")
    }
}
