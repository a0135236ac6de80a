import Testing
import TransitCore
@testable import TransitLua

/// A timeline's tweens are no `animate` block (no `begin #n`): when an animation replaces one,
/// or `removeAllAnimations` removes it, the trace says so as a timeline line, and no `end #n`
/// names a block that never began (rev26 F05: `end #2 finished=false`, no `begin #2`).
@Suite struct TimelineCutTraceTests {
    static func trace(_ source: String) throws -> [String] {
        let (s, _) = try stage()
        try s.run(source, chunkName: "@t.lua")
        try s.runUntilIdle()
        return s.engine.timeline.map(\.description)
    }

    /// Every `end #n` and `completion #n` has its `begin #n` before it.
    static func orphans(_ lines: [String]) -> [String] {
        var begun: Set<String> = []
        var orphans: [String] = []
        for line in lines {
            let words = line.split(separator: " ")
            guard words.count > 2, let id = words.first(where: { $0.hasPrefix("#") }) else { continue }
            if words[1] == "begin" { begun.insert(String(id)) }
            if (words[1] == "end" || words[1] == "completion") && !begun.contains(String(id)) { orphans.append(line) }
        }
        return orphans
    }

    @Test func aTweenReplacedByAnAnimationIsCutShortInTheTrace() throws {
        let lines = try Self.trace("""
            local v = View{name = "v", frame = Rect(0, 0, 100, 100)}
            window:addSubview(v)
            local t = Timeline{}
            t:to(v, {alpha = 0, duration = 1, curve = "linear"})
            clock.advance(0.5)
            View.animate(1, function() v.alpha = 0.2 end)
            """)
        #expect(lines == [
            "0.000000 timeline #1 plays [v.alpha] duration=1 at t.lua:3",
            "0.500000 timeline #1 cut short [v.alpha]",
            "0.500000 begin #3 [v.alpha] duration=1 curve=easeInOut at t.lua:6",
            "1.000000 timeline #1 rests at end",
            "1.500000 end #3 finished=true",
        ])
        #expect(Self.orphans(lines) == [])
    }

    @Test func removingTheAnimationsOfATimelinesViewCutsItsTweensOnly() throws {
        let lines = try Self.trace("""
            local a = View{name = "a"}; local b = View{name = "b"}
            window:addSubview(a); window:addSubview(b)
            local t = Timeline{}
            t:to(a, {alpha = 0, duration = 1}):to(b, {alpha = 0, duration = 1}, 0)
            clock.advance(0.25)
            a:removeAllAnimations()
            clock.advance(0.25)
            b:removeAllAnimations()
            """)
        #expect(lines == [
            "0.000000 timeline #1 plays [a.alpha, b.alpha] duration=1 at t.lua:3",
            "0.250000 timeline #1 cut short [a.alpha]",
            "0.500000 timeline #1 cut short [b.alpha]",
            "1.000000 timeline #1 rests at end",
        ])
        #expect(Self.orphans(lines) == [])
    }
}
