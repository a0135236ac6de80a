import Testing

/// busted's `-C DIR` given again is read from the folder the one before it named (its
/// cli.lua: `path.join(previous, value)`, "each is interpreted relative to the previous
/// one"): `-C a -C b` runs in a/b, `-C a -C /x` in /x. transit refused the second as an
/// option given twice (busted106).
@Suite struct BustedDirectoryTwiceTests {
    static let files = [
        "outer/inner/spec/a_spec.lua": "it(\"inner runs\", function() end)\n",
        "outer/spec/b_spec.lua": "it(\"outer runs\", function() end)\n",
    ]
    static let inner = "ok 1 - inner runs\n1..1\n"

    @Test func eachDirectoryIsReadFromTheOneBefore() throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        let absolute = project.dir.appendingPathComponent("outer/inner").path
        for (words, expected) in [(["-C", "outer", "-C", "inner"], Self.inner), (["-C", "outer/inner", "-C", "."], Self.inner),
                                  (["-C", "outer", "-C", absolute], Self.inner), (["--directory=outer", "--directory=inner"], Self.inner),
                                  // the second from the first: `inner/..` is outer, whose spec/ holds b alone
                                  (["-C", "outer/inner", "-C", ".."], "ok 1 - outer runs\n1..1\n")] {
            let r = try project.test(words + ["-o", "TAP"])
            #expect(r.status == 0 && r.stdout == expected && r.stderr.isEmpty, "\(words): \(r.stdout)\(r.stderr)")
            guard BustedSelectionTests.hasBusted else { continue }
            let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"] + words, in: project.dir)
            #expect(theirs.stdout == expected, "busted \(words): \(theirs.stdout)\(theirs.stderr)")
        }
    }

    /// The config read is the folder's the run moves to. busted's is the last `-C` alone,
    /// from where it started (`path.join(cliArgs.directory, '.busted')` with lua_cliargs'
    /// last value, not its joined one): `-C outer -C inner` reads ./inner/.busted, a folder
    /// the run never enters — busted's slip, not followed.
    @Test func theConfigIsTheLastFoldersOwn() throws {
        let project = try RunnerCITests.Project(Self.files.merging([
            "outer/inner/.busted": "return { default = { output = \"TAP\" } }\n",
        ]) { $1 })
        defer { project.remove() }
        let r = try project.test(["-C", "outer", "-C", "inner"])
        #expect(r.status == 0 && r.stdout == Self.inner && r.stderr.isEmpty, "\(r.stdout)\(r.stderr)")
    }

    /// A folder not there, read from the one before it, is a usage error naming it as the
    /// joined path, as busted does ("chdir failed for 'outer/outer'"; it named the last `-C`
    /// alone, `-C outer`, before).
    @Test func aMissingSecondDirectoryIsRefused() throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        for (words, named) in [(["-C", "outer", "-C", "outer"], "outer/outer"), (["-C", "outer", "-C", "inner", "-C", "no"], "outer/inner/no"),
                               (["-C", "outer", "-C", "/no/such/dir"], "/no/such/dir")] {
            let r = try project.test(words)
            #expect(r.status == 64 && r.stdout.isEmpty && r.stderr.hasPrefix("transit: -C \(named): No such file or directory\n"), "\(words): \(r.stdout)\(r.stderr)")
            guard BustedSelectionTests.hasBusted else { continue }
            let theirs = try Executable.run("busted", ["--lua=lua5.4"] + words, in: project.dir)
            #expect(theirs.stderr.contains("chdir failed for '\(named)'"), "busted \(words): \(theirs.stderr)")
        }
    }
}
