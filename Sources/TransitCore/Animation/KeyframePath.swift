/// How a keyframe animation moves between its values, as `UIView.KeyframeAnimationOptions`'
/// calculation modes (Core Animation's `calculationMode`).
public enum KeyframeCalculationMode: String, CaseIterable, Sendable {
    /// Straight lines between the values, at the keyframes' times (the default).
    case linear
    /// A Catmull-Rom spline through the values, at the keyframes' times.
    case cubic
    /// Straight lines at constant speed: the times follow the distance between values, and
    /// the keyframes' own times are ignored (as Core Animation's paced mode).
    case paced
    /// No interpolation: each value holds from its key time until the next one's (Core
    /// Animation's `kCAAnimationDiscrete`: "each keyframe value is used in turn, no
    /// interpolated values are calculated"; value i spans keyTimes[i]…keyTimes[i+1]). A
    /// keyframe's value so appears at the end of its relative duration.
    case discrete
    /// A Catmull-Rom spline through the values at constant speed: keyframe times are ignored
    /// and the spline is walked by arc length (`kCAAnimationCubicPaced`: "intermediate frames
    /// are computed using a cubic scheme … timed so the velocity is constant").
    case cubicPaced

    /// Whether the animation ignores its curve and runs linearly in time: the paced modes,
    /// whose constant speed Core Animation keeps by ignoring `timingFunction` ("keyframe
    /// times are automatically generated to give the animation a constant velocity",
    /// `CAAnimationCalculationMode.paced` and `.cubicPaced`).
    var ignoresCurve: Bool { self == .paced || self == .cubicPaced }
}

/// One property's path through a keyframe animation: values at times in 0…1 of the
/// animation (after its overall curve). For additive properties the values are deltas from
/// the final model value (so the path ends at 0); for the others, the values themselves.
final class KeyframePath {
    let times: [Double]
    let values: [AnimVector]
    let mode: KeyframeCalculationMode
    /// Set for a ``Timeline``'s track: the value at the timeline's local time `t` (the
    /// group's driven progress), computed by the timeline instead of the stored points.
    var evaluator: ((Double) -> AnimVector)?

    /// `points` start at time 0 and end at time 1, in time order (equal times make a jump).
    /// For `cubicPaced`: the spline's cumulative arc length at evenly spaced parameters
    /// (``arcSamples`` per unit), normalised to 0…1 — the table that turns time into a
    /// spline parameter at constant speed.
    private var arcLengths: [Double] = []
    private static let arcSamples = 256

    init(points: [(time: Double, value: AnimVector)], mode: KeyframeCalculationMode) {
        self.mode = mode
        values = points.map(\.value)
        times = mode == .paced || mode == .cubicPaced ? KeyframePath.pacedTimes(values) : points.map(\.time)
        if mode == .cubicPaced { arcLengths = measureArc() }
    }

    /// Samples the spline (its parameter being the chord-length times) and accumulates the
    /// distance between samples; a path that goes nowhere keeps an empty table (linear time).
    private func measureArc() -> [Double] {
        let n = KeyframePath.arcSamples
        var lengths = [0.0]
        var previous = spline(at: 0)
        for k in 1...n {
            let p = spline(at: Double(k) / Double(n))
            lengths.append(lengths[k - 1] + KeyframePath.distance(previous, p))
            previous = p
        }
        guard let total = lengths.last, total > 0 else { return [] }
        return lengths.map { $0 / total }
    }

    /// The spline parameter at which the fraction `t` of the arc length is travelled
    /// (linear between the samples of ``arcLengths``).
    private func pacedParameter(_ t: Double) -> Double {
        guard arcLengths.count > 1 else { return t }
        var lo = 0, hi = arcLengths.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if arcLengths[mid] <= t { lo = mid } else { hi = mid }
        }
        let span = arcLengths[hi] - arcLengths[lo]
        let f = span > 0 ? (t - arcLengths[lo]) / span : 0
        return (Double(lo) + f) / Double(KeyframePath.arcSamples)
    }

    /// Times proportional to the distance travelled (Euclidean in the property's numbers:
    /// for `center`, the path length); without any distance, evenly spaced.
    private static func pacedTimes(_ values: [AnimVector]) -> [Double] {
        var lengths = [0.0]
        for i in 1..<values.count { lengths.append(lengths[i - 1] + distance(values[i - 1], values[i])) }
        let total = lengths.last!
        if total == 0 { return values.indices.map { Double($0) / Double(max(1, values.count - 1)) } }
        return lengths.map { $0 / total }
    }

    private static func distance(_ a: AnimVector, _ b: AnimVector) -> Double {
        let d = a - b
        return (d.v0 * d.v0 + d.v1 * d.v1 + d.v2 * d.v2 + d.v3 * d.v3 + d.v4 * d.v4 + d.v5 * d.v5
                + (d.tail * d.tail).sum()).squareRoot()
    }

    /// The value at `t` (clamped to 0…1).
    func value(at t: Double) -> AnimVector {
        if let evaluator { return evaluator(t) }
        let n = times.count
        if t <= times[0] { return values[0] }
        if t >= times[n - 1] { return values[n - 1] }
        switch mode {
        case .discrete:
            var i = 0
            while i + 1 < n && times[i + 1] <= t { i += 1 }
            return values[i]
        case .cubicPaced:
            return spline(at: pacedParameter(t))
        case .linear, .cubic, .paced:
            return spline(at: t)
        }
    }

    /// The path at parameter `t` in 0…1 of its times: straight or Catmull-Rom segments.
    private func spline(at t: Double) -> AnimVector {
        let n = times.count
        if t <= times[0] { return values[0] }
        if t >= times[n - 1] { return values[n - 1] }
        // The segment [times[i], times[i+1]) holding t (the last one of equal times).
        var i = 0
        while i + 1 < n - 1 && times[i + 1] <= t { i += 1 }
        let h = times[i + 1] - times[i]
        if h <= 0 { return values[i + 1] }
        let s = (t - times[i]) / h
        if mode != .cubic && mode != .cubicPaced { return AnimVector.lerp(values[i], values[i + 1], s) }
        // Hermite form of Catmull-Rom with the keyframes' own spacing: tangents are the
        // neighbours' difference over their time span (one-sided at the ends).
        let m0 = tangent(at: i), m1 = tangent(at: i + 1)
        let s2 = s * s, s3 = s2 * s
        var r = AnimVector.zero
        r.add(values[i], times: 2 * s3 - 3 * s2 + 1)
        r.add(m0, times: (s3 - 2 * s2 + s) * h)
        r.add(values[i + 1], times: -2 * s3 + 3 * s2)
        r.add(m1, times: (s3 - s2) * h)
        return r.clampedToFinite   // a spline's overshoot near Double's limit holds at its edge (FiniteRange.swift)
    }

    private func tangent(at i: Int) -> AnimVector {
        let lo = max(0, i - 1), hi = min(times.count - 1, i + 1)
        let span = times[hi] - times[lo]
        guard span > 0 else { return .zero }
        var d = AnimVector.zero
        d.add(values[hi] - values[lo], times: 1 / span)
        return d
    }
}

/// What `addKeyframe` blocks changed, per (view, property) record of the open keyframe
/// transaction: the value after each keyframe, with the keyframe's relative start and end.
final class KeyframeRecorder {
    struct Segment {
        var start: Double
        var end: Double
        var value: AnimVector
    }

    let mode: KeyframeCalculationMode
    /// Per record of the transaction (same index): its segments in call order, and its
    /// value after the last one (the model value before the block, until a keyframe moves it).
    private(set) var segments: [[Segment]] = []
    private var last: [AnimVector] = []

    init(mode: KeyframeCalculationMode) { self.mode = mode }

    /// Notes the changes since the last note as a segment from `start` to `end`, for every
    /// record: changes made inside a keyframe, or (0…1) directly in the block, which UIKit
    /// animates over the whole duration.
    func note(_ records: [ChangeRecord], start: Double = 0, end: Double = 1) {
        while last.count < records.count {
            last.append(records[last.count].old)
            segments.append([])
        }
        for (i, rec) in records.enumerated() {
            let now = rec.view.modelVector(rec.property)
            if now != last[i] {
                segments[i].append(Segment(start: start, end: end, value: now))
                last[i] = now
            }
        }
    }

    /// Whether record `i` changed in any keyframe.
    func moves(_ i: Int) -> Bool { i < segments.count && !segments[i].isEmpty }

    /// The path of record `i` from `from` through its keyframes, in the record's space
    /// (`minus` is subtracted from every value: the final model, for additive properties).
    /// Segments run in start order; one that starts before the previous ended waits for it;
    /// the value holds between keyframes and after the last. Each leg of a transform turns
    /// the short way round (`descriptor.continuing`): 0 → 120° → 240° → 360° is one turn.
    func path(_ i: Int, from: AnimVector, minus base: AnimVector, of descriptor: PropertyDescriptor) -> KeyframePath {
        var points: [(time: Double, value: AnimVector)] = [(0, from - base)]
        var time = 0.0
        var value = from - base
        for seg in segments[i].enumerated().sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }).map(\.element) {
            let start = max(seg.start, time)
            if start > time { points.append((start, value)) }
            time = max(start, seg.end)
            value = descriptor.continuing(value, with: seg.value - base)
            points.append((time, value))
        }
        if time < 1 { points.append((1, value)) }
        return KeyframePath(points: points, mode: mode)
    }
}
