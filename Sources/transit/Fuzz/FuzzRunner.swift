import Lua
import TransitCore
import TransitLua

/// Runs schedules over one transition's scene in one stage: before each, a fresh engine
/// (``Stage/resetEngine(screen:)``, the Lua state kept, as `transit test` does per test);
/// then the schedule's tasks, the example, the clock until idle, and the checks: the
/// transition invariants (the stage's audit, heard on its warning channel), a transition
/// never completed, and fuzz_schedule.lua's checks at rest (NaN, model = presentation,
/// animations and transitions ended once, completions called at most once).
final class FuzzRunner {
    let scene: FuzzScene
    let stage: Stage
    private var warnings: [String] = []

    /// What one schedule came to.
    struct Outcome {
        var violations: [String] = []
        /// The example's own error, when the interruptions broke its assumptions (it reads a
        /// presented controller that a fuzzed dismissal removed): not a violation.
        var scriptError: String?
    }

    init(scene: FuzzScene, options: ScriptRuntime.Options) throws {
        self.scene = scene
        stage = try Stage(options: options)
        stage.runtime.output = { _ in }
        stage.runtime.warnings = { [unowned self] in self.warnings.append($0) }
    }

    /// The Lua a schedule runs before the example: the fuzz actions and checks (one local
    /// table), the module swap, the schedule's tasks. `forSpec` leaves out the global the
    /// fuzzer calls the checks through.
    static func program(_ scene: FuzzScene, _ schedule: FuzzSchedule?, forSpec: Bool = false) -> String {
        var text = "local fuzz = (function()\n" + EmbeddedLua.fuzzSchedule.source + "\nend)()\n" + scene.prelude
        if let schedule { text += schedule.lua + "\n" }
        if !forSpec { text += "transitFuzzCheck = fuzz.check\n" }
        return text
    }

    /// The scene's length without interruptions: when its clock comes to rest.
    func span() throws -> Double {
        stage.lua.startClock()
        try stage.resetEngine()
        try stage.run(Self.program(scene, nil), chunkName: "=(fuzz)")
        try stage.runFile(scene.example)
        try stage.runUntilIdle()
        return stage.engine.clock.seconds
    }

    /// How many errors of the example the clock runs past before the schedule is given up
    /// (a pan's action fails at every one of its events).
    static let maxErrors = 10_000

    /// `keepsEvents` false runs the schedule with no timeline kept: blocks nothing observes
    /// then end with their timing row (AnimationSystem+RowEnds.swift), a path a recorded run
    /// never takes. The checks at rest and the invariants hold as before; the timeline's (each
    /// animation ended once) have no events to read.
    func run(_ schedule: FuzzSchedule, keepsEvents: Bool = true) -> Outcome {
        var outcome = Outcome()
        warnings = []
        do {
            stage.lua.startClock()          // each entry into Lua gets the run's limits afresh
            try stage.resetEngine()
            stage.engine.recordsTimeline = keepsEvents
            try stage.run(Self.program(scene, schedule), chunkName: "=(fuzz schedule)")
        } catch {
            outcome.violations.append("the fuzzer could not start: \(error)")
            return outcome
        }
        do {
            stage.lua.startClock()
            try stage.runFile(scene.example)
        } catch {
            outcome.scriptError = "\(error)"
        }
        // until idle; a script error on the way (a completion or a gesture's action of the
        // example failing, as often as it is called) is the example's, and the clock goes on
        var idle = false
        for _ in 0..<Self.maxErrors where !idle {
            stage.lua.startClock()
            do {
                try stage.runUntilIdle()
                idle = true
            } catch let error as CoreError {
                // nothing left to run but a transition in flight: it never completes
                outcome.violations.append("\(error.message)")
                return outcome
            } catch {
                outcome.scriptError = outcome.scriptError ?? "\(error)"
            }
        }
        guard idle else {
            outcome.scriptError = "the example kept failing: \(outcome.scriptError ?? "")"
            return outcome
        }
        outcome.violations += warnings.filter { $0.contains("transition invariant:") || $0.contains("completeTransition must end it") }
        let lines = stage.engine.timeline.map(\.description).joined(separator: "\n")
        do {
            stage.lua.startClock()
            let result = try stage.lua.run("return transitFuzzCheck(...)", chunkName: "=(fuzz check)", arguments: [.string(lines)])
            if case .string(let text)? = result.first, !text.isEmpty {
                outcome.violations += text.split(separator: "\n").map(String.init)
            }
        } catch {
            outcome.violations.append("the checks failed: \(error)")
        }
        return outcome
    }
}
