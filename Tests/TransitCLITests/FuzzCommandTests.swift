import Foundation
import Testing

/// `transit fuzz`: the bundled transitions keep their invariants under the schedules (and the
/// same seed gives the same report); a transition that forgets its snapshot when a dismissal
/// is cancelled is caught, and the spec printed for it fails `transit test` the same way.
@Suite struct FuzzCommandTests {
    /// Runs `transit` in a fresh folder holding `files` (relative path → source).
    static func transit(_ arguments: [String], files: [String: String] = [:]) throws -> (Execution, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString)")
        for (name, source) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (try Executable.run("transit", arguments, in: folder), folder)
    }

    /// The report without its timing ("…; 3 s, 80 schedules/s"): the rest is deterministic.
    static func untimed(_ text: String) -> String {
        text.split(separator: "\n").map { line in
            line.firstRange(of: " failing; ").map { String(line[..<$0.upperBound]) } ?? String(line)
        }.joined(separator: "\n")
    }

    @Test func theZoomKeepsItsInvariantsAndTheReportIsTheSameForTheSameSeed() throws {
        let (a, folder) = try Self.transit(["fuzz", "zoom", "--schedules", "25", "--seed", "3"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(a.status == 0)
        // the example's own error: schedule 22 scrolls the grid (a `grid` action) until the
        // selected cell is out of sight, and the dismissal's `cellForItem` answers nil, as
        // UIKit's, where the seed's `as! CollectionViewCell` would crash (zoom.lua:107)
        #expect(Self.untimed(a.stdout) == """
            zoom: 25 schedules, 0 failing, 1 ended by the example's own error
            25 schedules over 1 transition, seed 3: 0 failing; 
            """)
        let (b, other) = try Self.transit(["fuzz", "zoom", "--schedules", "25", "--seed", "3"])
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(Self.untimed(b.stdout) == Self.untimed(a.stdout))
    }

    /// A slide whose dismissal removes its snapshot only when it completes: a cancelled
    /// (interactive) dismissal leaves it in the container.
    static let leaky = """
        local Leaky = {}
        function Leaky.new() return {
          animationControllerForPresented = function(self) self.presenting = true return self end,
          animationControllerForDismissed = function(self) self.presenting = false return self end,
          transitionDuration = function() return 0.4 end,
          animateTransition = function(self, ctx)
            local container = ctx.containerView
            if self.presenting then
              local to = ctx:viewController("to").view
              to.frame = ctx:finalFrame(ctx:viewController("to"))
              container:addSubview(to)
              to.alpha = 0
              View.animate(0.4, function() to.alpha = 1 end, function() ctx:completeTransition(not ctx.transitionWasCancelled) end)
            else
              local from = ctx:viewController("from").view
              local shot = from:snapshotView()
              container:addSubview(shot)
              from.isHidden = true
              View.animate(0.4, function() shot.alpha = 0 end, function()
                if not ctx.transitionWasCancelled then shot:removeFromSuperview() end   -- the bug
                from.isHidden = false
                ctx:completeTransition(not ctx.transitionWasCancelled)
              end)
            end
          end,
        } end
        return Leaky
        """

    static let scene = """
        local Leaky = require "transitions.leaky"
        local root = ViewController{name = "root"}
        window.rootViewController = root
        local card = ViewController{name = "card"}
        card.transitioningDelegate = Leaky.new()
        root:present(card, true)
        clock.advance(1)
        """

    @Test func aSnapshotLeftByACancelledDismissalIsCaughtAndItsSpecReproducesIt() throws {
        let files = ["transitions/leaky.lua": Self.leaky, "examples/leaky_scene.lua": Self.scene]
        let (r, folder) = try Self.transit(["fuzz", "leaky", "--schedules", "60"], files: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(r.status == 1)
        // the first spec printed: from its heading to its last line, `end)` at the margin
        let start = try #require(r.stdout.firstRange(of: "-- transit fuzz leaky --seed 0: schedule "))
        let end = try #require(r.stdout[start.lowerBound...].firstRange(of: "\nend)\n"))
        let first = String(r.stdout[start.lowerBound..<end.upperBound])
        #expect(first.contains("dismiss #2 card from root (cancelled): left in the container: snapshot(View#"))
        #expect(first.contains("require \"examples.leaky_scene\""))
        // the printed spec, run as a spec, fails at the same invariant
        try first.write(to: folder.appendingPathComponent("leaky_spec.lua"), atomically: true, encoding: .utf8)
        let t = try Executable.run("transit", ["test", "leaky_spec.lua"], in: folder)
        #expect(t.status == 1)
        #expect(t.stdout.contains("transition invariant: dismiss #2 card from root (cancelled): left in the container: snapshot(View#"))
    }

    @Test func aFixedTransitionPassesTheSameSchedules() throws {
        let fixed = Self.leaky.replacingOccurrences(of: "if not ctx.transitionWasCancelled then shot:removeFromSuperview() end",
                                                    with: "shot:removeFromSuperview()")
        let (r, folder) = try Self.transit(["fuzz", "leaky", "--schedules", "60"],
                                           files: ["transitions/leaky.lua": fixed, "examples/leaky_scene.lua": Self.scene])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("leaky: 60 schedules, 0 failing, 0 ended by the example's own error\n"))
    }

    @Test func anUnknownTransitionOrOneWithoutASceneIsAnErrorAndBadCountsAreUsageErrors() throws {
        let (a, f1) = try Self.transit(["fuzz", "nope"])
        defer { try? FileManager.default.removeItem(at: f1) }
        #expect(a.status == 1)
        #expect(a.stderr == "transit: no transition 'nope' (scripts/transitions/nope.lua)\n")
        // a near miss is answered with the nearest transition (it named none)
        let (typo, typoFolder) = try Self.transit(["fuzz", "zom"], files: ["transitions/zoom.lua": "return {}"])
        defer { try? FileManager.default.removeItem(at: typoFolder) }
        #expect(typo.status == 1)
        #expect(typo.stderr == "transit: no transition 'zom' (scripts/transitions/zom.lua) (did you mean 'zoom'?)\n")
        // a file's path is answered with the transition's name (it was looked for as zoom.lua.lua, no hint)
        let (file, fileFolder) = try Self.transit(["fuzz", "transitions/zoom.lua"], files: ["transitions/zoom.lua": "return {}"])
        defer { try? FileManager.default.removeItem(at: fileFolder) }
        #expect(file.status == 1)
        #expect(file.stderr == "transit: no transition 'transitions/zoom.lua' (did you mean 'zoom'?)\n")
        let (b, f2) = try Self.transit(["fuzz", "lonely"], files: ["transitions/lonely.lua": "return {}"])
        defer { try? FileManager.default.removeItem(at: f2) }
        #expect(b.status == 1)
        #expect(b.stderr.hasPrefix("transit: no example in ./examples requires transitions.lonely"))
        let (c, f3) = try Self.transit(["fuzz", "zoom", "--schedules", "-1"])
        defer { try? FileManager.default.removeItem(at: f3) }
        #expect(c.status == 64)
    }
}
