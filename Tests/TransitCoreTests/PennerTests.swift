import Foundation
import Testing
@testable import TransitCore

/// A second implementation of the forty curves, written out one by one in the closed forms
/// easings.net publishes (not derived from an *in* formula as the engine's table is).
private func makeReference() -> [String: (Double) -> Double] {
    let c1 = 1.70158, c2 = c1 * 1.525, c3 = c1 + 1
    let c4 = 2 * Double.pi / 3, c5 = 2 * Double.pi / 4.5
    func outBounce(_ x: Double) -> Double {
        let n1 = 7.5625, d1 = 2.75
        if x < 1 / d1 { return n1 * x * x }
        if x < 2 / d1 { let y = x - 1.5 / d1; return n1 * y * y + 0.75 }
        if x < 2.5 / d1 { let y = x - 2.25 / d1; return n1 * y * y + 0.9375 }
        let y = x - 2.625 / d1
        return n1 * y * y + 0.984375
    }
    var r: [String: (Double) -> Double] = [
        "inQuad": { $0 * $0 },
        "outQuad": { 1 - (1 - $0) * (1 - $0) },
        "inOutQuad": { $0 < 0.5 ? 2 * $0 * $0 : 1 - pow(-2 * $0 + 2, 2) / 2 },
        "inCubic": { $0 * $0 * $0 },
        "outCubic": { 1 - pow(1 - $0, 3) },
        "inOutCubic": { $0 < 0.5 ? 4 * $0 * $0 * $0 : 1 - pow(-2 * $0 + 2, 3) / 2 },
        "inQuart": { pow($0, 4) },
        "outQuart": { 1 - pow(1 - $0, 4) },
        "inOutQuart": { $0 < 0.5 ? 8 * pow($0, 4) : 1 - pow(-2 * $0 + 2, 4) / 2 },
        "inQuint": { pow($0, 5) },
        "outQuint": { 1 - pow(1 - $0, 5) },
        "inOutQuint": { $0 < 0.5 ? 16 * pow($0, 5) : 1 - pow(-2 * $0 + 2, 5) / 2 },
        "inSine": { 1 - cos($0 * .pi / 2) },
        "outSine": { sin($0 * .pi / 2) },
        "inOutSine": { -(cos(.pi * $0) - 1) / 2 },
        "inExpo": { $0 == 0 ? 0 : pow(2, 10 * $0 - 10) },
        "outExpo": { $0 == 1 ? 1 : 1 - pow(2, -10 * $0) },
        "inOutExpo": { (x: Double) -> Double in
            if x == 0 || x == 1 { return x }
            return x < 0.5 ? pow(2, 20 * x - 10) / 2 : (2 - pow(2, -20 * x + 10)) / 2
        },
        "inCirc": { 1 - sqrt(1 - pow($0, 2)) },
        "outCirc": { sqrt(1 - pow($0 - 1, 2)) },
        "inOutCirc": { (x: Double) -> Double in
            x < 0.5 ? (1 - sqrt(1 - pow(2 * x, 2))) / 2 : (sqrt(1 - pow(-2 * x + 2, 2)) + 1) / 2
        },
        "inBack": { c3 * $0 * $0 * $0 - c1 * $0 * $0 },
        "outBack": { 1 + c3 * pow($0 - 1, 3) + c1 * pow($0 - 1, 2) },
        "inOutBack": { (x: Double) -> Double in
            if x < 0.5 { return (pow(2 * x, 2) * ((c2 + 1) * 2 * x - c2)) / 2 }
            return (pow(2 * x - 2, 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
        },
        "inElastic": { (x: Double) -> Double in
            if x == 0 || x == 1 { return x }
            return -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * c4)
        },
        "outElastic": { (x: Double) -> Double in
            if x == 0 || x == 1 { return x }
            return pow(2, -10 * x) * sin((x * 10 - 0.75) * c4) + 1
        },
        "inOutElastic": { (x: Double) -> Double in
            if x == 0 || x == 1 { return x }
            if x < 0.5 { return -(pow(2, 20 * x - 10) * sin((20 * x - 11.125) * c5)) / 2 }
            return (pow(2, -20 * x + 10) * sin((20 * x - 11.125) * c5)) / 2 + 1
        },
        "inBounce": { 1 - outBounce(1 - $0) },
        "outBounce": outBounce,
        "inOutBounce": { (x: Double) -> Double in
            x < 0.5 ? (1 - outBounce(1 - 2 * x)) / 2 : (1 + outBounce(2 * x - 1)) / 2
        },
    ]
    // outIn: the out curve over the first half, the in curve over the second (Penner).
    for family in ["Quad", "Cubic", "Quart", "Quint", "Sine", "Expo", "Circ", "Back", "Elastic", "Bounce"] {
        let easeIn = r["in" + family]!, easeOut = r["out" + family]!
        r["outIn" + family] = { (x: Double) -> Double in x < 0.5 ? easeOut(2 * x) / 2 : (1 + easeIn(2 * x - 1)) / 2 }
    }
    return r
}

@Suite struct PennerTests {
    let reference = makeReference()

    @Test func thereAreFortyInPennersOrder() {
        #expect(TimingCurve.pennerNames.count == 40)
        #expect(TimingCurve.pennerNames.prefix(4) == ["inQuad", "outQuad", "inOutQuad", "outInQuad"])
        #expect(TimingCurve.pennerNames.last == "outInBounce")
        #expect(Set(TimingCurve.pennerNames) == Set(reference.keys))
    }

    @Test(arguments: TimingCurve.pennerNames)
    func everyCurveMatchesItsClosedForm(_ name: String) throws {
        let curve = try #require(TimingCurve(named: name))
        #expect(curve.name == name)
        for i in 0...10 {
            let t = Double(i) / 10
            let expected = reference[name]!(t)
            #expect(abs(curve(t) - expected) <= 1e-6, "\(name)(\(t)) = \(curve(t)), expected \(expected)")
        }
    }

    @Test(arguments: TimingCurve.pennerNames)
    func endsAreExact(_ name: String) throws {
        let curve = try #require(TimingCurve(named: name))
        #expect(curve(0) == 0 && curve(1) == 1)
    }

    @Test func overshootingCurvesLeaveZeroToOne() throws {
        let inBack = try #require(TimingCurve(named: "inBack"))
        let outBack = try #require(TimingCurve(named: "outBack"))
        let outElastic = try #require(TimingCurve(named: "outElastic"))
        #expect(inBack(0.2) < 0 && outBack(0.8) > 1 && outElastic(0.1) > 1)
    }
}

@Suite struct StepsTests {
    @Test func jumpEndHoldsThenJumps() throws {
        let c = try TimingCurve.steps(4)
        #expect(c.name == "steps(4, end)")
        let values = stride(from: 0.0, through: 1.0, by: 0.1).map { c($0) }
        #expect(values == [0, 0, 0, 0.25, 0.25, 0.5, 0.5, 0.5, 0.75, 0.75, 1])
    }

    @Test func jumpStartJumpsAtOnce() throws {
        let c = try TimingCurve.steps(4, jumpsAtStart: true)
        #expect(c.name == "steps(4, start)")
        let values = stride(from: 0.0, through: 1.0, by: 0.1).map { c($0) }
        #expect(values == [0.25, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 0.75, 1, 1, 1])
    }

    @Test func countMustBePositive() {
        #expect(coreError { _ = try TimingCurve.steps(0) }?.message == "steps count must be between 1 and 1000000 (got 0)")
    }
}
