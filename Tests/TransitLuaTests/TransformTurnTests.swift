import Foundation
import Testing
@testable import TransitCore
@testable import TransitLua

/// An animated transform turns the short way round, as Core Animation turns a layer: the
/// presented rotation at quarter times, read as the transform's (a, b) against the cosine
/// and sine of the angle expected (so ±180° read alike).
@Suite struct TransformTurnTests {
    /// Runs `setup`, then samples the presented transform of the global `v` every `step`
    /// seconds `count` times.
    static func turns(_ setup: String, step: Double = 0.25, count: Int = 4) throws -> [(a: Double, b: Double)] {
        let (s, out) = try stage()
        try s.run("""
            v = View{frame = Rect(100, 100, 100, 100)}; window:addSubview(v)
            \(setup)
            for _ = 1, \(count) do
              clock.advance(\(step))
              local t = v.presentation.transform
              print(string.format("%.17g %.17g", t.a, t.b))
            end
            """, chunkName: "@turn.lua")
        return out.lines.map { line in
            let n = line.split(separator: " ").map { Double($0)! }
            return (n[0], n[1])
        }
    }

    static func expectAngles(_ got: [(a: Double, b: Double)], _ degrees: [Double],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(got.count == degrees.count, sourceLocation: sourceLocation)
        for (g, d) in zip(got, degrees) {
            let r = d * .pi / 180
            #expect(abs(g.a - cos(r)) < 1e-9 && abs(g.b - sin(r)) < 1e-9,
                    "at \(d)°: got a = \(g.a), b = \(g.b) (\(atan2(g.b, g.a) * 180 / .pi)°)", sourceLocation: sourceLocation)
        }
    }

    /// 170° → 190° (which reads back as −170°) is a 20° turn through 180°, not 340° back.
    @Test func aTurnAcrossHalfATurnGoesTheShortWay() throws {
        let got = try Self.turns("""
            v.transform = Transform.rotation(math.rad(170))
            View.animate{duration = 1, curve = "linear", animations = function()
              v.transform = v.transform:rotated(math.rad(20)) end}
            """)
        Self.expectAngles(got, [175, 180, 185, 190])
    }

    /// Half a turn either way goes clockwise, as Core Animation turns `rotation(-.pi)`.
    @Test(arguments: [Double.pi, -Double.pi])
    func halfATurnGoesClockwise(angle: Double) throws {
        let got = try Self.turns("""
            View.animate{duration = 1, curve = "linear", animations = function()
              v.transform = Transform.rotation(\(angle)) end}
            """)
        Self.expectAngles(got, [45, 90, 135, 180])
    }

    /// The full-turn keyframe idiom: three legs of 120° make one continuous turn.
    @Test func keyframesOfAFullTurnTurnOneWay() throws {
        let got = try Self.turns("""
            View.animateKeyframes{duration = 3, curve = "linear", animations = function()
              View.addKeyframe(0,   1/3, function() v.transform = Transform.rotation(2*math.pi/3) end)
              View.addKeyframe(1/3, 1/3, function() v.transform = Transform.rotation(4*math.pi/3) end)
              View.addKeyframe(2/3, 1/3, function() v.transform = Transform.rotation(2*math.pi) end)
            end}
            """, step: 0.5, count: 6)
        Self.expectAngles(got, [60, 120, 180, 240, 300, 360])
    }

    /// A timeline's tween of a transform turns as an `animate` block does: 170° → 190° through
    /// 180° (it once interpolated the decomposed angles, 170° → −170°, through 0°).
    @Test func aTimelineTweenTurnsTheShortWay() throws {
        let got = try Self.turns("""
            v.transform = Transform.rotation(math.rad(170))
            Timeline{}:to(v, {transform = Transform.rotation(math.rad(190)), duration = 1, curve = "linear"})
            """)
        Self.expectAngles(got, [175, 180, 185, 190])
    }

    /// Seeking a paused timeline puts the same turn into the model (a timeline's
    /// `from` tween, shown before it starts).
    @Test func aSeekedTimelineShowsTheShortTurn() throws {
        let got = try Self.turns("""
            v.transform = Transform.rotation(math.rad(150))
            local tl = Timeline{paused = true}:from(v, {transform = Transform.rotation(math.rad(-150)), duration = 1, curve = "linear"})
            tl:seek(0.5)
            """, step: 0, count: 1)
        Self.expectAngles(got, [180])
    }

    /// A property animator scrubbed across half a turn (its own interpolation path).
    @Test func anAnimatorScrubbedTurnsTheShortWay() throws {
        let got = try Self.turns("""
            v.transform = Transform.rotation(math.rad(-150))
            local a = PropertyAnimator{duration = 1, curve = "linear", animations = function()
              v.transform = Transform.rotation(math.rad(150)) end}
            a.fractionComplete = 0.5
            """, step: 0, count: 1)
        Self.expectAngles(got, [180])
    }

    @Test func theTurnIsInHalfOpenRange() {
        #expect(DecomposedTransform.turn(from: 0, to: .pi) == .pi)
        #expect(DecomposedTransform.turn(from: 0, to: -.pi) == .pi)
        #expect(abs(DecomposedTransform.turn(from: 170 * .pi / 180, to: -170 * .pi / 180) - 20 * .pi / 180) < 1e-12)
        #expect(abs(DecomposedTransform.turn(from: 0, to: 5 * .pi) - .pi) < 1e-12)
        #expect(abs(DecomposedTransform.turn(from: 0, to: 1.5 * .pi) + 0.5 * .pi) < 1e-12)
        #expect(DecomposedTransform.turn(from: 1, to: 2) == 1)
    }
}
