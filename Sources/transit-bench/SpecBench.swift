import Foundation
import TransitSpec

/// `transit test` on generated 1,000-spec suites, run as a user runs it — the `transit` binary
/// beside this one — with `--jobs 1` and `--jobs 2`, interleaved. Wall time is reported, never
/// asserted. Two suites: issue 19's goal, seed 001's zoom presented from the grid and dismissed,
/// checked at five points (ZoomSuite, target ≤ 1 s with `--jobs 2`); and TransitSpec's
/// `BenchmarkSuite`, seed 003's segue and unwind checked at every frame at 60 fps.
func specSection(_ report: Report, transit: String, reps: Int) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-bench-specs-\(getpid())")
    defer { try? FileManager.default.removeItem(at: dir) }
    let zoom = dir.appendingPathComponent("zoom"), segue = dir.appendingPathComponent("segue")
    do {
        for d in [zoom, segue] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
        _ = try ZoomSuite.write(to: zoom.path, files: 10, cases: 100)
    } catch {
        report.note("cannot write the generated suites: \(error)")
        return
    }
    _ = BenchmarkSuite.write(to: segue.path, files: 10, cases: 100)
    report.section("Spec runner: transit test on 10 files of 100 generated specs — seed 001's zoom round trip "
                   + "checked at five points (zoom), seed 003's segue and unwind checked at every frame at 60 fps "
                   + "(segue); --jobs 1 and 2; \(reps) interleaved repetitions")
    suites: for (name, suite, target) in [("zoom", zoom, Target.atMost(1.0)), ("segue", segue, nil)] {
        var one = Samples(), two = Samples()
        for _ in 0..<reps {
            for jobs in [1, 2] {
                guard let t = ColdStart.spawnTime([transit, "test", suite.path, "--jobs", String(jobs)]) else {
                    report.note("transit test failed on the \(name) suite (--jobs \(jobs)): no figures for it")
                    continue suites
                }
                if jobs == 1 { one.append(t) } else { two.append(t) }
            }
        }
        report.add("specs.\(name).jobs1", one, "s")
        report.add("specs.\(name).jobs2", two, "s", target: target)
        report.add("specs.\(name).jobs1_over_jobs2", Samples.ratios(one, two), "×")
    }
}
