import Foundation
import TransitSpec

/// `transit test` on a generated 1,000-case suite (TransitSpec's `BenchmarkSuite`: seed 003's
/// segue and unwind round trip checked at every frame at 60 fps), run as a user runs it — the `transit` binary
/// beside this one — with `--jobs 2` and, for the ratio, `--jobs 1`. Wall time is printed,
/// never asserted.
func specRunnerBench(rounds: Int) {
    let transit = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("transit").path
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-bench-specs-\(getpid())")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let files = BenchmarkSuite.write(to: dir.path, files: 10, cases: 100)

    /// Runs the suite once; the wall seconds and the summary line.
    func run(jobs: Int) -> (seconds: Double, summary: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: transit)
        process.arguments = ["test", dir.path, "--jobs", String(jobs)]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let start = DispatchTime.now().uptimeNanoseconds
        do { try process.run() } catch { return (0, "(cannot run \(transit): \(error))") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        return (seconds, lines.last.map(String.init) ?? "(no output)")
    }

    print("")
    print("Spec runner (transit test on \(files.count) files, 1,000 generated cases: seed 003's segue and unwind round trip,")
    print("  checked at every frame at 60 fps; wall time, best of \(rounds) interleaved rounds)")
    var best: [Int: (Double, String)] = [:]
    for _ in 1...rounds {
        for jobs in [1, 2] {
            let r = run(jobs: jobs)
            if best[jobs] == nil || r.seconds < best[jobs]!.0 { best[jobs] = r }
        }
    }
    let one = best[1]!, two = best[2]!
    print("  " + pad("--jobs 1", 34) + String(format: "%7.3f s", one.0) + "   " + one.1)
    print("  " + pad("--jobs 2", 34) + String(format: "%7.3f s", two.0) + "   " + two.1
          + String(format: "   %.2f× faster", one.0 / max(two.0, 1e-9)))
}
