#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lua
import TransitLua
import TransitSpec

/// `transit test [paths…]`: reads the flags (after `.transit.lua`'s), then hands the run to
/// TransitSpec's `SuiteRunner` and its reporters.
enum TestCommand {
    static let help = """
    USAGE: transit test [<paths>…] [options]

    Runs the Lua specs (files named *_spec.lua) under the given files and folders — by
    default spec/ and scripts/, or the paths .transit.lua lists. Each file runs in its own
    Lua state; each test (`it`) gets a fresh engine with the clock at 0.

    OPTIONS:
      --filter <pattern>     Run the tests whose full name matches this Lua pattern.
      --tags <a,b>           Run only the tests tagged #a or #b (in their names).
      --exclude-tags <a,b>   Leave out the tests tagged #a or #b.
      --shuffle              Run files and tests in a random order (the seed is printed).
      --seed <N>             Seed of the shuffle and of math.random (default 0).
      --jobs <N>             Spec files run at once, each in its own process (default: the
                             number of cores).
      --shard <K/N>          Run part K of N (a fixed split by test, for CI matrices).
      --fail-fast            Stop at the first failure.
      --update               Rewrite the snapshots that differ and delete obsolete ones.
      --output <format>      human (default), tap, junit or json.
      --out <file>           Write that report to a file; the terminal shows the human one.
      --filmstrips <dir>     Write a failing test's filmstrip (what was on screen, as SVG)
                             into this folder; the failure and JUnit's system-out name it.
      --run <task>           Use this task set of .transit.lua (default: its "default").
      --config <file>        The project config (default: ./.transit.lua).
      --unsafe               Stock Lua libraries and no limits.
      --memory <MB>          Memory limit per file in MiB (default 256).
      --instructions <N>     VM instructions per test and per hook (default 200000000).
      --time <seconds>       Wall-clock limit per test and per hook (default 30).
      -h, --help             Show this help.

    ENVIRONMENT: with CI set, a missing snapshot fails instead of being written.

    EXIT STATUS: 0 when nothing failed, 1 when a test failed, 64 usage error.
    """

    static let valued: Set<String> = ["filter", "tags", "exclude-tags", "seed", "jobs", "shard", "output", "out",
                                      "run", "config", "memory", "instructions", "time", "filmstrips"]
    static let switches: Set<String> = ["shuffle", "fail-fast", "update", "unsafe", "worker"]

    static func main(_ words: [String]) -> Int32 {
        if words.contains("-h") || words.contains("--help") { print(help); return 0 }
        let plan: Plan
        do {
            plan = try Plan(words)
        } catch let usage as Arguments.UsageError {
            return CLI.usageError(usage.description, help: "transit test --help")
        } catch {
            CLI.error("\(error)")
            return 1
        }
        if plan.isWorker { return worker(plan) }
        let (files, missing) = SuiteRunner.specFiles(in: plan.paths)
        if let first = missing.first {
            CLI.error("no such file or folder: \(first)")
            return 1
        }
        guard !files.isEmpty else {
            let searched = plan.paths.isEmpty ? Plan.defaultPaths : plan.paths
            CLI.error("no spec files (*_spec.lua) under \(searched.joined(separator: ", "))")
            return 1
        }
        var report = ""
        var reporters: [Reporter] = []
        if plan.out != nil {
            reporters = [HumanReporter(write: CLI.out), plan.format.reporter { report += $0 }]
        } else {
            reporters = [plan.format.reporter(write: CLI.out)]
        }
        let executable = selfPath()
        let runner = SuiteRunner(options: plan.options, reporter: Reporters(reporters), worker: { file in
            [executable, "test", "--worker", file] + plan.workerWords
        })
        let result = runner.run(files: files)
        if let out = plan.out, let problem = writeFile(report, to: out) {
            CLI.error("cannot write \(out): \(problem)")
            return 1
        }
        return result.succeeded ? 0 : 1
    }

    /// `--worker FILE`: one file, its result as JSON on standard output.
    static func worker(_ plan: Plan) -> Int32 {
        guard plan.paths.count == 1 else { return CLI.usageError("--worker runs one file", help: "transit test --help") }
        // a line after each test tells the parent the worker is alive (the pool stops a
        // silent one); the result is the last line
        let result = FileRunner.run(plan.paths[0], options: plan.options) { _ in CLI.out("\n") }
        CLI.out(SuiteRunner.workerOutput(result))
        return 0
    }

    /// This executable's path, for the workers.
    static func selfPath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return n > 0 ? String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    }

    static func writeFile(_ text: String, to path: String) -> String? {
        guard let file = fopen(path, "wb") else { return String(cString: strerror(errno)) }
        var bytes = Array(text.utf8)
        let ok = fwrite(&bytes, 1, bytes.count, file) == bytes.count
        return fclose(file) == 0 && ok ? nil : String(cString: strerror(errno))
    }
}
