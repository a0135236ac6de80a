import Testing
@testable import TransitSpec

/// `transit test --jobs N` runs files in worker processes; a worker stuck where its own limits
/// and watchdog cannot end it must not hang the run.
@Suite struct WorkerPoolTests {
    /// How each command ended, and what it wrote to standard output, by index.
    func run(_ commands: [[String]], silence: Double?) -> [(WorkerPool.Finished, String)] {
        var finished: [WorkerPool.Finished] = []
        var output = [[UInt8]](repeating: [], count: commands.count)
        WorkerPool(silence: silence).run(commands, width: 2, output: { output[$0] += $1 }) { finished.append($0); return true }
        return finished.sorted { $0.index < $1.index }.map { ($0, String(decoding: output[$0.index], as: UTF8.self)) }
    }

    /// Silence is counted in the worker's CPU time: one that spins without a word is killed
    /// once it has spent `silence` seconds of CPU, and the others finish.
    @Test func aSpinningSilentWorkerIsKilledAndTheOthersFinish() {
        let results = run([["/bin/sh", "-c", "while :; do :; done"], ["/bin/sh", "-c", "echo done >&3"]], silence: 0.5)
        #expect(results.count == 2)
        #expect(results[0].0.signal == 9)
        #expect(results[0].0.silent == .spent(0.5))
        #expect(results[1].0.status == 0)
        #expect(results[1].0.silent == nil)
        #expect(results[1].1 == "done\n")
    }

    /// A worker silent off the CPU (its spec waiting on a process, or starved on a loaded
    /// machine) is not stuck: past `silence` of the wall clock it runs on. The wall clock
    /// killed this one at 0.3 s.
    @Test func aWorkerSilentOffTheCPUIsNotKilled() {
        let results = run([["/bin/sh", "-c", "sleep 1.5; echo woke >&3"]], silence: 0.3)
        #expect(results.first?.0.status == 0)
        #expect(results.first?.0.silent == nil)
        #expect(results.first?.1 == "woke\n")
    }

    /// One blocked for good is killed at the wall clock's last resort, ten silences (its
    /// waits for a CPU not counted), and said to be blocked.
    @Test func aBlockedWorkerIsKilledAtTheLastResort() {
        let results = run([["/bin/sleep", "600"]], silence: 0.2)
        #expect(results.first?.0.signal == 9)
        #expect(results.first?.0.silent == .blocked(2))
    }

    @Test func aWorkerThatKeepsTalkingIsNotSilent() {
        // a line every 0.1 s for 1 s: never 3 s without a word
        let talker = ["/bin/sh", "-c", "for i in 1 2 3 4 5 6 7 8 9 10; do echo $i >&3; sleep 0.1; done"]
        let results = run([talker], silence: 3)
        #expect(results.first?.0.status == 0)
        #expect(results.first?.0.silent == nil)
        #expect(results.first?.1 == "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n")
    }

    @Test func theSilenceFollowsTheTimeLimit() {
        var options = RunOptions()
        options.runtime.limits.seconds = 2
        #expect(SuiteRunner.workerSilence(options) == 9)
        options.runtime.limits.seconds = 0
        #expect(SuiteRunner.workerSilence(options) == nil)
    }
}
