import Foundation
import TransitSpec

/// `transit test` on a generated 1,000-case suite (TransitSpec's `BenchmarkSuite`: seed 003's
/// segue and unwind round trip checked at every frame at 60 fps), run as a user runs it — the
/// `transit` binary beside this one — with `--jobs 1` and `--jobs 2`, interleaved. Wall time is
/// reported, never asserted.
func specSection(_ report: Report, transit: String, reps: Int) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-bench-specs-\(getpid())")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let files = BenchmarkSuite.write(to: dir.path, files: 10, cases: 100)
    report.section("Spec runner: transit test on \(files.count) files, 1,000 generated cases (seed 003's segue and "
                   + "unwind round trip, checked at every frame at 60 fps); \(reps) interleaved repetitions")
    var one = Samples(), two = Samples()
    for _ in 0..<reps {
        for jobs in [1, 2] {
            guard let t = ColdStart.spawnTime([transit, "test", dir.path, "--jobs", String(jobs)]) else {
                report.note("transit test failed (--jobs \(jobs)): no spec figures")
                return
            }
            if jobs == 1 { one.append(t) } else { two.append(t) }
        }
    }
    report.add("specs.jobs1", one, "s")
    report.add("specs.jobs2", two, "s")
    report.add("specs.jobs1_over_jobs2", Samples.ratios(one, two), "×")
}
