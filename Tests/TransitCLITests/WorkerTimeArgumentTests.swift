import Testing

/// `--jobs` hands `--time` on to each worker, and a config's numbers become options, both in
/// the options' spelling (no exponent): `--time 0.00001` reached the workers as `--time 1e-05`
/// and every one exited with status 64 (`expected a number in decimal digits (0.5; no
/// exponent, hex, + or inf), got '1e-05'`), as a `.transit.lua`'s `time = 0.00001` was refused.
/// Such a limit is spent before a test's first lines: each test passes or fails on its time.
@Suite struct WorkerTimeArgumentTests {
    static let specs = [
        "spec/a_spec.lua": "it(\"adds\", function() assert.are.equal(2, 1 + 1) end)\n",
        "spec/b_spec.lua": "it(\"adds too\", function() assert.are.equal(3, 1 + 2) end)\n",
    ]

    @Test func aTimeLimitBelowATenThousandthReachesTheWorkers() throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        let flag = try project.test(["--jobs", "2", "--time", "0.00001"])
        Self.expectRan(flag, "--time 0.00001")
        let config = try RunnerCITests.Project(Self.specs.merging([".transit.lua": "return { default = { time = 0.00001 } }\n"]) { $1 })
        defer { config.remove() }
        for jobs in ["1", "2"] { Self.expectRan(try config.test(["--jobs", jobs]), ".transit.lua, --jobs \(jobs)") }
    }

    /// Both tests ran, each passed or ended by its time limit; no option was refused.
    static func expectRan(_ r: Execution, _ what: String) {
        #expect(!r.stdout.contains("status 64") && !r.stderr.contains("expected a number"), "\(what): \(r.stdout)\(r.stderr)")
        let summary = ["2 passed, 0 failed", "1 passed, 1 failed", "0 passed, 2 failed"].first { r.stdout.hasSuffix("\n\($0)\n") }
        #expect(summary != nil, "\(what): \(r.stdout)\(r.stderr)")
        if summary != "2 passed, 0 failed" { #expect(r.stdout.contains(": time limit exceeded"), "\(what): \(r.stdout)") }
    }
}
