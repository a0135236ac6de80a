import Foundation
import Testing

/// busted's `--cpath`: under `--unsafe`, where specs load C modules, `package.cpath` starts
/// with busted's `./csrc/?.so;./csrc/?/?.so` (or the `--cpath` given) before stock's, as
/// busted's does; sandboxed, `--cpath` is refused saying why. transit refused `--cpath` even
/// with `--unsafe` and left `package.cpath` as stock's.
@Suite struct BustedCPathTests {
    static let spec = """
        print(package.cpath)
        it("finds lfs", function() print(package.searchpath("lfs", package.cpath)) end)
        """

    /// The first two lines of a `-o TAP` run: the file's `print`, the test's.
    static func printed(_ r: Execution) -> [String] { Array(r.stdout.split(separator: "\n").prefix(2).map(String.init)) }

    @Test func unsafeSpecsSearchBustedsCFolders() throws {
        // a second file, so that `--jobs 2` runs workers
        let project = try RunnerCITests.Project(["spec/c_spec.lua": Self.spec, "spec/e_spec.lua": "it(\"e\", function() end)\n"])
        defer { project.remove() }
        let stock = try Executable.run("lua5.4", ["-e", "io.write(package.cpath)"]).stdout
        let lfs = "/usr/lib/x86_64-linux-gnu/lua/5.4/lfs.so"
        let hasLFS = FileManager.default.fileExists(atPath: lfs)
        if hasLFS {
            // a copy in ./csrc is found before the system's: busted's order
            try FileManager.default.createDirectory(at: project.dir.appendingPathComponent("csrc"), withIntermediateDirectories: true)
            // its bytes (Debian's is a relative link, which a copy would leave dangling)
            try Data(contentsOf: URL(fileURLWithPath: lfs)).write(to: project.dir.appendingPathComponent("csrc/lfs.so"))
        }
        var runs = [(["--unsafe"], ["./csrc/?.so;./csrc/?/?.so;" + stock, hasLFS ? "./csrc/lfs.so" : ""]),
                    (["--unsafe", "--cpath", "./lib/?.so"], ["./lib/?.so;" + stock, hasLFS ? lfs : ""])]
        if !hasLFS { runs = runs.map { ($0.0, [$0.1[0]]) } }
        for (words, expected) in runs {
            let r = try project.test(words + ["-o", "TAP"])
            #expect(r.status == 0 && Array(Self.printed(r).prefix(expected.count)) == expected, "\(words): \(r.stdout)\(r.stderr)")
            guard BustedSelectionTests.hasBusted else { continue }
            let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"] + words.filter { $0 != "--unsafe" }, in: project.dir)
            #expect(Array(Self.printed(theirs).prefix(expected.count)) == expected, "busted \(words): \(theirs.stdout)")
        }
        // each worker gets the same path
        let jobs = try project.test(["--unsafe", "--cpath", "./lib/?.so", "-o", "TAP", "--jobs", "2"])
        #expect(Self.printed(jobs).first == "./lib/?.so;" + stock, "\(jobs.stdout)")
    }

    /// A config's `cpath` is `--cpath`: busted's `.busted` (and a `.transit.lua`) sets it
    /// before stock's under `--unsafe`, the command line's replaces it, every worker gets it;
    /// sandboxed it is ignored with a warning naming the config. transit ignored the key (`./csrc/?.so;…`
    /// under `--unsafe`, a run like any other sandboxed).
    @Test func aConfigsCPathIsTheOption() throws {
        let stock = try Executable.run("lua5.4", ["-e", "io.write(package.cpath)"]).stdout
        for config in [".busted", ".transit.lua"] {
            let project = try RunnerCITests.Project([config: "return { default = { cpath = \"./lib/?.so\" } }\n",
                                                     "spec/c_spec.lua": Self.spec, "spec/e_spec.lua": "it(\"e\", function() end)\n"])
            defer { project.remove() }
            for (words, expected) in [([String](), "./lib/?.so;" + stock), (["--cpath", "./other/?.so"], "./other/?.so;" + stock)] {
                for jobs in ["1", "2"] {
                    let r = try project.test(["--unsafe", "-o", "TAP", "--jobs", jobs] + words)
                    #expect(r.status == 0 && Self.printed(r).first == expected, "\(config) \(words) --jobs \(jobs): \(r.stdout)\(r.stderr)")
                }
                guard config == ".busted", BustedSelectionTests.hasBusted else { continue }
                let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"] + words, in: project.dir)
                #expect(Self.printed(theirs).first == expected, "busted \(words): \(theirs.stdout)")
            }
            // sandboxed, the key is the project's, not this run's word: ignored with a warning,
            // and the spec that needs a C module fails at its require (the other passes)
            let sandboxed = try project.test(["-o", "TAP"])
            #expect(sandboxed.status == 1 && sandboxed.stdout.contains("ok 2 - e"), "\(sandboxed.stdout)")
            #expect(sandboxed.stderr.hasPrefix("transit: warning: \(config): cpath ignored: sandboxed specs load no C modules"), "\(sandboxed.stderr)")
        }
    }

    @Test func sandboxedSpecsRefuseCPath() throws {
        let project = try RunnerCITests.Project(["spec/c_spec.lua": Self.spec])
        defer { project.remove() }
        let r = try project.test(["--cpath", "./lib/?.so"])
        #expect(r.status == 64 && r.stderr.contains("--cpath needs --unsafe: sandboxed specs load no C modules"), "\(r.stderr)")
        // sandboxed, package.cpath stays empty: no C module loads
        let plain = try project.test(["-o", "TAP"])
        #expect(plain.stdout.hasPrefix("\n"), "\(plain.stdout)")
    }
}
