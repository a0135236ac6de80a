import Foundation
import Testing

/// `transit run` with tasks and endless animations: the run waits for waiting tasks, and a
/// scene that never goes idle is named rather than run forever.
@Suite struct TimingCommandTests {
    func run(_ name: String, _ source: String, _ extra: [String] = []) throws -> Execution {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-timing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try source.write(to: dir.appendingPathComponent("\(name).lua"), atomically: true, encoding: .utf8)
        return try Executable.run(Executable.products.appendingPathComponent("transit").path,
                                  ["run", "\(name).lua", "--quiet"] + extra, in: dir)
    }

    @Test func theRunWaitsForWaitingTasks() throws {
        let r = try run("waits", "task(function()\n  wait(2)\n  print('resumed at ' .. clock.now)\nend)\n")
        #expect(r.status == 0)
        #expect(r.stdout == "resumed at 2.0\n")
    }

    @Test func aForeverAnimationEndsTheRunWithItsName() throws {
        let source = "local v = View{}\nView.animate{duration = 1, options = 'repeat', animations = function() v.alpha = 0 end}\n"
        let r = try run("pulse", source)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("transit: runUntilIdle would never return: animation #1 (begun at pulse.lua:2) repeats forever;"
                                   + " advance the clock by a fixed time instead (play a fixed span with --until SECONDS)\n"), "\(r.stderr)")
        #expect(try run("pulse", source, ["--until", "2"]).status == 0)
    }
}
