import Foundation
import Testing
@testable import TransitLua

/// `Transition.match` (Lua/match.lua, docs/matched.md) from the host's side: issue #22's
/// "under 20 lines" claim for the seed zoom, the prelude's helper kept out of the script's
/// globals, and `from = "random"` seeded by the run's seed only.
@Suite struct MatchStageTests {
    /// The lines of a Lua file that are neither blank nor comments (no block comments here).
    static func codeLines(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n").filter { line in
            let t = line.trimmingCharacters(in: .whitespaces)
            return !t.isEmpty && !t.hasPrefix("--")
        }
    }

    @Test func theSeedZoomIsUnderTwentyLines() throws {
        let lines = try Self.codeLines(packageRoot + "/scripts/transitions/zoom_match.lua")
        #expect(lines.count == 3)
        #expect(lines.count <= 20)
        // the seed's transition, scripts/transitions/zoom.lua, for comparison
        #expect(try Self.codeLines(packageRoot + "/scripts/transitions/zoom.lua").count > 60)
    }

    @Test func theHelperIsNotAGlobal() throws {
        let (s, box) = try stage()
        try s.run("print(distribute, type(Transition.match))", chunkName: "@t.lua")
        #expect(box.lines == ["nil\tfunction"])
    }

    /// Five pairs in a row, staggered at random by 0.1 s: each delay read back as how far its
    /// flight (1000 points a second, linear) is behind at 0.5 s.
    static let randomRow = """
    local left = ViewController{viewDidLoad = function(self)
      for i = 1, 5 do self.view:addSubview(View{name = "v" .. i, frame = Rect(i * 20, 0, 10, 10), matchID = "m" .. i}) end
    end}
    local right = ViewController{
      transitioningDelegate = Transition.match{duration = 1, curve = "linear", stagger = {each = 0.1, from = "random"}},
      viewDidLoad = function(self)
        for i = 1, 5 do self.view:addSubview(View{frame = Rect(i * 20, 1000, 10, 10), matchID = "m" .. i}) end
      end,
    }
    window.rootViewController = left
    left:present(right, true)
    clock.advance(0.5)
    local out = {}
    for i = 1, 5 do
      out[i] = ("%.1f"):format(0.5 - window.subviews[1]:find("snapshot(v" .. i .. ")").presentation.frame.y / 1000)
    end
    print(table.concat(out, " "))
    """

    func randomDelays(seed: Int) throws -> String {
        var options = ScriptRuntime.Options()
        options.seed = seed
        let (s, box) = try stage(options)
        try s.run(Self.randomRow, chunkName: "@t.lua")
        try s.runUntilIdle()
        return box.lines.joined()
    }

    @Test func randomStaggerFollowsTheSeedOnly() throws {
        let zero = try randomDelays(seed: 0)
        #expect(zero.split(separator: " ").sorted() == ["0.0", "0.1", "0.2", "0.3", "0.4"])
        #expect(zero != "0.0 0.1 0.2 0.3 0.4")
        #expect(try randomDelays(seed: 0) == zero)
        #expect(try randomDelays(seed: 7) != zero)
    }
}
