/// What the engine's record keeps of a ``Timeline``, as it keeps an `animate` block's begin
/// and end: `transit run` prints them among the other events.
///
///     0.000000 timeline #1 plays [a.alpha, b.alpha] duration=1.5 labels=[gone=1.5] at t.lua:5
///     1.500000 timeline #1 call t=1.5 at t.lua:8
///     1.500000 timeline #1 rests at end
///
/// and, when an animation replaces one of its tweens, `0.500000 timeline #1 cut short [a.alpha]`.
public struct TimelineMark: Equatable, CustomStringConvertible {
    public enum Kind: Equatable {
        /// It began playing (or played again from an end): the `view.property` pairs it
        /// animates, its duration and its labels, where it was created.
        case plays(properties: [String], duration: Double, labels: [String], origin: String)
        /// A callback ran at timeline time `time`; `origin` is where it was added.
        case call(time: Double, origin: String)
        /// It came to rest at its end (true) or back at its start.
        case rests(atEnd: Bool)
        /// Another animation replaced its tween of these `view.property` pairs (or they were
        /// removed): from now on it no longer shows them.
        case cut(properties: [String])
    }

    /// The timeline's id (`Timeline #1`).
    public var id: Int
    public var tick: Int64
    public var kind: Kind

    /// The bytes of its strings (for ``TimelineEvent/footprint``).
    var stringBytes: Int {
        switch kind {
        case .plays(let properties, _, let labels, let origin):
            (properties + labels).reduce(origin.utf8.count) { $0 + $1.utf8.count }
        case .call(_, let origin): origin.utf8.count
        case .rests: 0
        case .cut(let properties): properties.reduce(0) { $0 + $1.utf8.count }
        }
    }

    /// The same mark with `origin` shortened by `short` (snapshots keep file names only).
    public func withOrigin(_ short: (String) -> String) -> TimelineMark {
        var m = self
        switch kind {
        case .plays(let p, let d, let l, let o): m.kind = .plays(properties: p, duration: d, labels: l, origin: short(o))
        case .call(let t, let o): m.kind = .call(time: t, origin: short(o))
        case .rests, .cut: break
        }
        return m
    }

    public var description: String {
        var s = "timeline #\(id) "
        switch kind {
        case .plays(let properties, let duration, let labels, let origin):
            s += "plays [\(properties.joined(separator: ", "))] duration=\(Self.seconds(duration))"
            if !labels.isEmpty { s += " labels=[\(labels.joined(separator: ", "))]" }
            if !origin.isEmpty { s += " at \(origin)" }
        case .call(let time, let origin):
            s += "call t=\(Self.seconds(time))"
            if !origin.isEmpty { s += " at \(origin)" }
        case .rests(let atEnd):
            s += "rests at \(atEnd ? "end" : "start")"
        case .cut(let properties):
            s += "cut short [\(properties.joined(separator: ", "))]"
        }
        return s
    }

    /// Seconds to the microsecond, as the clock counts them (a sum of tween times such as
    /// 0.2 + 0.4 prints 0.6, not 0.6000000000000001).
    static func seconds(_ t: Double) -> String { formatNumber((t * 1e6).rounded() / 1e6) }
}

extension Timeline {
    /// Records that it plays, one run-loop turn later: a script builds a playing timeline
    /// in the chunk that makes it (`Timeline{…}:to(…):to(…)`), so the tweens are in by then.
    func recordPlays() {
        let tick = engine.clock.now
        engine.clock.async(label: "\(self) trace") { [weak self] in
            guard let self, parent == nil else { return }      // nested since: the outer one plays
            let properties = channels.map { "\($0.view.displayName).\($0.property)" }
            let labels = labels.map { "\($0.name)=\(TimelineMark.seconds($0.time))" }
            engine.animations.record(.timelineMark(TimelineMark(
                id: id, tick: tick, kind: .plays(properties: properties, duration: duration, labels: labels, origin: origin))))
        }
    }

    /// Records that `track`, one of its own, is being cut short.
    func recordCut(_ track: TrackRef) {
        guard let ch = tracks.first(where: { $0.track == track })?.channel else { return }
        record(.cut(properties: ["\(ch.view.displayName).\(ch.property)"]))
    }

    /// Records a mark now.
    func record(_ kind: TimelineMark.Kind) {
        engine.animations.record(.timelineMark(TimelineMark(id: id, tick: engine.clock.now, kind: kind)))
    }
}
