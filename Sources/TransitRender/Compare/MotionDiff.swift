import TransitCore
import TransitLua

/// What a change did to the motion: two recordings (`transit render A B --compare`) lane by
/// lane — each animated `view.property` — with where they differ: when it starts, how long
/// it runs, its curve, and the frame each view ends in.
///
/// A pull request's question is "what did this change do to the motion?", not "what are the
/// two motions?": the lanes that are the same say so in one word.
public enum MotionDiff {
    /// One animation of one property.
    public struct Span: Equatable, Sendable {
        public var id: Int
        public var start: Int64
        public var duration: Double
        public var curve: String

        var text: String {
            "#\(id) \(Trace.n(Double(start) / 1e6))→\(Trace.n(Double(start) / 1e6 + duration)) s \(curve)"
        }
    }

    public struct Lane: Equatable, Sendable {
        /// `view.property`.
        public var label: String
        public var a: [Span]
        public var b: [Span]
        /// `start`, `duration`, `curve`, `only in A`, `only in B`, `end frame`; empty: the same.
        public var differences: [String]
    }

    /// Each recording's lanes, in the order they first animate (A's first, then B's own).
    public static func lanes(_ a: Recording, _ b: Recording) -> [Lane] {
        let (spansA, orderA) = spans(a)
        let (spansB, orderB) = spans(b)
        let endA = endFrames(a), endB = endFrames(b)
        var labels = orderA
        for label in orderB where spansA[label] == nil { labels.append(label) }
        return labels.map { label in
            let x = spansA[label] ?? [], y = spansB[label] ?? []
            var differences: [String] = []
            if x.isEmpty { differences.append("only in B") } else if y.isEmpty { differences.append("only in A") } else {
                if x.map(\.start) != y.map(\.start) { differences.append("start") }
                if x.map(\.duration) != y.map(\.duration) { differences.append("duration") }
                if x.map(\.curve) != y.map(\.curve) { differences.append("curve") }
            }
            let view = String(label[..<(label.lastIndex(of: ".") ?? label.endIndex)])
            if endA[view] != endB[view] { differences.append("end frame") }
            return Lane(label: label, a: x, b: y, differences: differences)
        }
    }

    /// The comparison as text, a lane a line, then each view that ends elsewhere:
    ///
    ///     green.center  A #1 0→1.5 s easeInOut  B #1 0→1.2 s easeOut  differs: duration, curve, end frame
    public static func text(_ a: Recording, _ b: Recording) -> String {
        var lines = ["A \(a.script) (\(Trace.n(Double(a.to - a.from) / 1e6)) s)",
                     "B \(b.script) (\(Trace.n(Double(b.to - b.from) / 1e6)) s)"]
        let all = lanes(a, b)
        for lane in all {
            let side = { (spans: [Span]) in spans.isEmpty ? "-" : spans.map(\.text).joined(separator: ", ") }
            lines.append("\(lane.label)  A \(side(lane.a))  B \(side(lane.b))  "
                         + (lane.differences.isEmpty ? "same" : "differs: " + lane.differences.joined(separator: ", ")))
        }
        let endA = endFrames(a), endB = endFrames(b)
        for name in (endA.keys.map { $0 } + endB.keys.filter { endA[$0] == nil }).sorted() where endA[name] != endB[name] {
            lines.append("end \(name): A \(endA[name] ?? "absent") | B \(endB[name] ?? "absent")")
        }
        if all.allSatisfy({ $0.differences.isEmpty }) && endA == endB { lines.append("the same motion") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A recording's spans by lane, and the lanes in the order they first animate.
    static func spans(_ r: Recording) -> ([String: [Span]], [String]) {
        var byLane: [String: [Span]] = [:]
        var order: [String] = []
        for event in r.events {
            guard case .animationBegan(let begin) = event else { continue }
            let start = begin.tick &+ Clock.displayTicks(forSeconds: begin.delay)
            for label in begin.properties {
                if byLane[label] == nil { order.append(label) }
                byLane[label, default: []].append(Span(id: begin.id, start: start, duration: begin.duration, curve: begin.curve))
            }
        }
        return (byLane, order)
    }

    /// Each view's values in the last frame (the trace's), by name.
    static func endFrames(_ r: Recording) -> [String: String] {
        var out: [String: String] = [:]
        for v in r.frames.last?.views ?? [] where out[v.name] == nil {
            out[v.name] = Trace.values(v.presentation, hidden: v.isHidden, back: v.showsBack, clips: v.clipsToBounds)
        }
        return out
    }
}
