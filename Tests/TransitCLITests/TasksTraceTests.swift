import Foundation
import Testing

/// Issue 9: a script written with tasks traces the same as its callback version — every
/// line of `transit run --trace`, completions included; only the origins (` at file:line`)
/// differ, since the calls are on other lines.
@Suite struct TasksTraceTests {
    /// The trace's lines with each ` at file:line` suffix replaced by ` at …`.
    static func normalised(_ output: String) -> [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).replacing(#/ at \S+:\d+$/#, with: " at …")
        }
    }

    /// Runs `transit run --trace <views>` on each source (written to a temporary file, run
    /// from the package root so `require` finds scripts/), and returns the outputs.
    static func traces(_ sources: [String], views: String, name: String) throws -> [String] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-tasks-trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        return try sources.enumerated().map { i, source in
            let file = dir.appendingPathComponent("\(name)-\(i).lua")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let r = try Executable.transit("run", file.path, "--trace", views)
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
            return r.stdout
        }
    }

    static func expectSameLines(_ callbacks: String, _ tasks: String) {
        let a = normalised(callbacks), b = normalised(tasks)
        #expect(a.count == b.count)
        // The first difference says what went wrong; the lines after it only follow from it.
        if let n = a.indices.first(where: { $0 < b.count && a[$0] != b[$0] }) {
            Issue.record("line \(n + 1) differs:\n  callbacks: \(a[n])\n  tasks:     \(b[n])")
        }
    }

    /// Seed 000's scene (scripts/examples/fullscreen.lua) with transitions/fullscreen.lua and
    /// with its task port, transitions/fullscreen_tasks.lua: frame by frame and event by event.
    @Test func theFullscreenPortsTraceTheSame() throws {
        let example = try String(contentsOf: Executable.root.appendingPathComponent("scripts/examples/fullscreen.lua"), encoding: .utf8)
        let callbackRequire = #"require "transitions.fullscreen""#
        #expect(example.components(separatedBy: callbackRequire).count == 2)
        let ported = example.replacingOccurrences(of: callbackRequire, with: #"require "transitions.fullscreen_tasks""#)
        let out = try Self.traces([example, ported], views: "player", name: "fullscreen")
        Self.expectSameLines(out[0], out[1])
        #expect(out[0] != out[1])                                  // the origins name the two ports
        #expect(out[1].contains("fullscreen_tasks.lua:"))
        let completions = Self.normalised(out[1]).filter { $0.contains(" completion #") }
        #expect(completions == ["0.500000 completion #1 finished=true", "0.900000 completion #2 finished=true",
                                "1.900000 completion #4 finished=true", "2.000000 completion #5 finished=true",
                                "2.500000 completion #6 finished=true"])
        #expect(out[1].contains("0.000000 present #1 completed\n"))
        #expect(out[1].contains("1.000000 player frame=(0,0,852,393)"))
    }

    /// A small pyramid — a non-animated present, an animation with a completion, a dismiss —
    /// and the same steps in a task, with `await(fn)` for the present and the dismiss and
    /// `handle:await()` for the animations.
    @Test func aSmallPyramidTracesTheSameAsATask() throws {
        let setUp = """
        local home = ViewController{name = "home"}
        window.rootViewController = home
        local card = ViewController{name = "card", modalPresentationStyle = "overFullScreen"}
        card.view.name = "card"
        card.view.alpha = 0

        """
        let pyramid = setUp + """
        home:present(card, false, function()
          View.animate(0.25, function() card.view.alpha = 1 end, function(finished)
            print("shown", finished, clock.now)
            View.animate(0.5, function() card.view.center = Point(200, 300) end, function()
              home:dismiss(false, function() print("dismissed", clock.now) end)
            end)
          end)
        end)
        """
        let straight = setUp + """
        task(function()
          await(function(done) home:present(card, false, done) end)
          local finished = View.animate(0.25, function() card.view.alpha = 1 end):await()
          print("shown", finished, clock.now)
          View.animate(0.5, function() card.view.center = Point(200, 300) end):await()
          await(function(done) home:dismiss(false, done) end)
          print("dismissed", clock.now)
        end)
        """
        let out = try Self.traces([pyramid, straight], views: "card", name: "pyramid")
        Self.expectSameLines(out[0], out[1])
        #expect(out[1].contains("0.133333 card frame=(0,0,393,852) alpha=0.557306 "))
        let events = Self.normalised(out[1]).filter { !$0.contains(" card frame=") }
        #expect(events == [
            "0.000000 present #1 card on home style=overFullScreen animated=false at …",
            "0.000000 present #1 completed",
            "0.000000 begin #1 [card.alpha] duration=0.25 curve=easeInOut at …",
            "0.250000 end #1 finished=true",
            "0.250000 completion #1 finished=true",
            "shown\ttrue\t0.25",
            "0.250000 begin #2 [card.center] duration=0.5 curve=easeInOut at …",
            "0.750000 end #2 finished=true",
            "0.750000 completion #2 finished=true",
            "0.750000 dismiss #2 card from home animated=false at …",
            "0.750000 dismiss #2 completed",
            "dismissed\t0.75",
            "",
        ])
    }
}
