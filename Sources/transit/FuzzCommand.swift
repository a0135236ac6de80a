#if canImport(Glibc)
import Glibc
#endif
import TransitLua

/// `transit fuzz [NAME…] --schedules N --seed S`: random schedules of interruptions over each
/// bundled transition's scene (FuzzScene), checked for the transition invariants, NaN, model
/// = presentation at rest and callback counts (FuzzRunner). A failing schedule is printed as
/// a spec that reproduces it (FuzzReproduction). Deterministic: the same seed gives the same
/// schedules and the same report, byte for byte, except the timing line.
enum FuzzCommand {
    static let declaration = CommandDeclaration(
        command: "transit fuzz",
        usage: "transit fuzz [<transition>…] [--schedules N] [--seed S] [--for seconds]",
        abstract: """
        Interrupts a transition at random: each schedule lays one to six actions — pause,
        reverse, seek, cancel, finish (on an interactive dismissal the fuzzer drives), rotate,
        dismiss (animated, not, or driven by a finger), a second present, a change to a grid's
        flow layout or bounds — at random times over
        the transition's example scene (scripts/examples), then runs the clock until idle and
        checks: the transition invariants (docs/motion.md), no NaN in what is on screen, every
        presentation equal to its model at rest, every animation and transition ended once,
        every completion called at most once. Without names, every bundled transition
        (scripts/transitions). A failing schedule is printed as a spec that reproduces it.
        """,
        groups: [.init(title: "OPTIONS", options: [
            Option("schedules", short: "n", .integer("N", 0...10_000_000), default: "100", help: "Schedules per transition."),
            Option("seed", .integer("S", 0...Int(Int32.max)), default: "0", help: "Seed of the schedules."),
            Option("for", .number("seconds", 0...86400),
                   help: "Instead of --schedules: as many schedules as fit in this wall time, the transitions in turn; prints the rate."),
            Option("quiet", short: "q", help: "Print only violations and the total."),
        ])],
        footer: "EXIT STATUS: 0 no violation, 1 a violation (or a transition without a scene), 64 usage error.")

    static func main(_ words: [String]) -> Int32 {
        if CommandDeclaration.wantsHelp(words) { print(declaration.help); return 0 }
        let args: Arguments
        do throws(UsageError) { args = try declaration.parse(words) } catch { return CLI.usageError(error, of: declaration) }
        let options = ScriptRuntime.Options()
        let names = args.positionals.isEmpty ? FuzzScene.all(options.searchPath) : args.positionals
        let seed = args.integer("seed") ?? 0
        let quiet = args.flags.contains("quiet")
        var tally = Tally()
        let start = monotonicSeconds()
        if let budget = args.number("for") {
            // every scene at once, in turn, until the time is up
            var runners: [(FuzzRunner, Double)] = []
            for name in names {
                guard let runner = prepare(name, options) else { return 1 }
                runners.append(runner)
            }
            var index = 0
            while monotonicSeconds() - start < budget {
                for (runner, span) in runners { tally.add(runner, span, seed: seed, index: index) }
                index += 1
            }
            for (runner, _) in runners { runner.stage.lua.startClock() }     // its finalizers run as it goes
        } else {
            let count = args.integer("schedules") ?? 100
            for name in names {
                guard let (runner, span) = prepare(name, options) else { return 1 }
                let before = tally
                for index in 0..<count { tally.add(runner, span, seed: seed, index: index) }
                runner.stage.lua.startClock()
                if !quiet {
                    print("\(name): \(tally.schedules - before.schedules) schedules, "
                          + "\(tally.failing - before.failing) failing, \(tally.scriptErrors - before.scriptErrors) ended by the example's own error")
                }
            }
        }
        let elapsed = monotonicSeconds() - start
        let rate = elapsed > 0 ? Double(tally.schedules) / elapsed : 0
        print("\(tally.schedules) schedules over \(names.count) transition\(names.count == 1 ? "" : "s"), seed \(seed): "
              + "\(tally.failing) failing; \(Int(elapsed.rounded())) s, \(Int(rate.rounded())) schedules/s")
        return tally.failing == 0 ? 0 : 1
    }

    /// The runner of transition `name` and its scene's length, or nil (said on standard error).
    static func prepare(_ name: String, _ options: ScriptRuntime.Options) -> (FuzzRunner, Double)? {
        switch FuzzScene.find(name, options.searchPath) {
        case .failure(let error):
            CLI.error(error.message)
            return nil
        case .success(let scene):
            do {
                let runner = try FuzzRunner(scene: scene, options: options)
                return (runner, try runner.span())
            } catch {
                CLI.error("\(name): its scene does not run without interruptions: \(error)")
                return nil
            }
        }
    }

    /// Counts, and the first failures printed as specs.
    struct Tally {
        var schedules = 0, failing = 0, scriptErrors = 0
        /// At most this many reproductions are printed: the first is what to fix.
        static let printed = 3

        mutating func add(_ runner: FuzzRunner, _ span: Double, seed: Int, index: Int) {
            let schedule = FuzzSchedule(seed: seed, index: index, span: span)
            // every other schedule keeps no events, so the timing rows' ends are fuzzed too
            let keepsEvents = index.isMultiple(of: 2)
            let outcome = runner.run(schedule, keepsEvents: keepsEvents)
            schedules += 1
            if outcome.scriptError != nil { scriptErrors += 1 }
            guard !outcome.violations.isEmpty else { return }
            failing += 1
            guard failing <= Self.printed else { return }
            if !keepsEvents { print("-- (run with no events kept: `transit test` keeps them, so the spec may not fail)") }
            print(FuzzReproduction.spec(runner.scene, schedule, seed: seed, index: index, violations: outcome.violations))
            print("")
        }
    }

    static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
