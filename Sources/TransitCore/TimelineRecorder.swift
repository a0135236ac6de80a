/// The engine's event record: the timeline events kept so far, the animation blocks begun and
/// not yet ended, and the observer told of each event (``Engine/timeline``,
/// ``Engine/observer``).
///
/// What is kept is the host's choice (``TimelineRetention``): every event (`transit render`,
/// `transit explain`, a library host — the default), the last events only (`transit test`,
/// the REPL: their record must not grow with the run), or none (`transit run`, whose
/// timeline is printed as it happens through the observer). So a script running 10,000
/// present/dismiss cycles keeps a bounded record in every command that does not need it all.
///
/// Apart from the ``Engine`` so that its two systems (``AnimationSystem``,
/// ``TransitionSystem``) record without holding the engine: the engine owns them, and a
/// system holding it back would be a cycle, or a reference that cannot be set in the
/// engine's `init` (it needs the systems first).
final class TimelineRecorder {
    /// (`observer`, `retention`, the ring and `bytes` are read for every event, ten thousand
    /// times in a frame that ends ten thousand animations: unchecked, as no access to them
    /// spans a call — ``record(_:)`` calls the observer after reading it.)
    @exclusivity(unchecked) var observer: ((TimelineEvent) -> Void)?
    /// The engine's transition audit (``TransitionAudit/install(on:)``), told of each event
    /// after ``observer``: called directly rather than wrapped into the observer, so that an
    /// event it has nothing to do with costs a few loads — the ending frame of ten thousand
    /// blocks records ten thousand ends, and the wrapping closure's call, with its context
    /// retained and released, was ~170 instructions each (callgrind).
    @exclusivity(unchecked) var audit: TransitionAudit?
    @exclusivity(unchecked) var retention: TimelineRetention = .all {
        didSet { clear() }
    }
    /// The kept events: in order under `.all`; under `.last(n)` a ring of at most `n` whose
    /// oldest is at `oldest` once it is full.
    @exclusivity(unchecked) private var ring: [TimelineEvent] = []
    @exclusivity(unchecked) private var oldest = 0
    /// Events recorded and no longer kept (dropped from the ring, or never kept under `.none`).
    @exclusivity(unchecked) private(set) var dropped = 0
    /// About what the kept events hold, in bytes (``TimelineEvent/footprint``).
    @exclusivity(unchecked) private(set) var bytes = 0
    /// The animation blocks begun and not yet ended, by id, whatever is kept: what a spec's
    /// `at()` spans, which an old block still running (one repeating forever) must not leave
    /// with the ring.
    @exclusivity(unchecked) private(set) var running: [Int: AnimationBegin] = [:]

    /// The kept events, oldest first.
    var events: [TimelineEvent] {
        oldest == 0 ? ring : Array(ring[oldest...] + ring[..<oldest])
    }

    /// How many events are kept.
    var keptCount: Int { ring.count }

    /// Records a timeline event and tells the observer.
    ///
    /// When nothing is kept (`transit run`, the benchmark), only the count and the
    /// observers: the keeping is a function of its own, whose copies of the 89-byte event
    /// the other path paid too (callgrind: 17 instructions an event).
    func record(_ event: TimelineEvent) {
        if case .none = retention {
            dropped += 1
        } else {
            keep(event)
        }
        observer?(event)
        if audit?.ignores(event) == false { audit?.observe(event) }
    }

    /// Counts `count` events recorded while nothing keeps or observes them (a row's blocks
    /// ended as one: AnimationSystem+RowEnds.swift).
    func countUnkept(_ count: Int) { dropped += count }

    /// Keeps `event` under ``retention`` `.all` or `.last(n)`.
    private func keep(_ event: TimelineEvent) {
        switch retention {
        case .all:
            ring.append(event)
            bytes += event.footprint
            follow(event)
        case .last(let n):
            if ring.count < n {
                ring.append(event)
            } else {
                bytes -= ring[oldest].footprint
                ring[oldest] = event
                oldest = oldest + 1 == n ? 0 : oldest + 1
                dropped += 1
            }
            bytes += event.footprint
            follow(event)
        case .none:
            break   // counted by record(_:)
        }
    }

    /// Keeps ``running`` up to date.
    private func follow(_ event: TimelineEvent) {
        switch event {
        case .animationBegan(let b): running[b.id] = b
        case .animationEnded(let id, _, _): if !running.isEmpty { running[id] = nil }
        default: break
        }
    }

    /// Forgets the recorded events.
    func clear() {
        ring.removeAll()
        oldest = 0
        dropped = 0
        bytes = 0
        running.removeAll()
    }
}

/// How many of an engine's timeline events are kept (``Engine/timelineRetention``).
public enum TimelineRetention: Equatable, Sendable {
    /// Every event, for the engine's whole life (the default).
    case all
    /// The last `n` events (at least 1); earlier ones are dropped, and counted
    /// (``Engine/timelineDropped``).
    case last(Int)
    /// None: events only reach the observer.
    case none
}

extension TimelineRetention {
    /// `.last(n)` with n below 1 keeps one event: a ring needs a place.
    var bounded: TimelineRetention {
        if case .last(let n) = self, n < 1 { return .last(1) }
        return self
    }
}

extension Engine {
    /// The line shown before ``timeline``'s events when it no longer holds every one
    /// (`… 120 earlier events not kept: the record keeps the last 4096`); nil when it does.
    public var timelineDroppedNote: String? {
        guard case .last(let n) = timelineRetention, timelineDropped > 0 else { return nil }
        return "… \(timelineDropped) earlier event\(timelineDropped == 1 ? "" : "s") not kept: the record keeps the last \(n)"
    }
}

extension TimelineRetention {
    /// What the spec runner and the REPL keep: the last 4096 events (about 1 MB at the
    /// measured 160 B and the names of each; `transit test`'s `timeline()`, the REPL's
    /// `.events` and `.explain` read them). A test or a session running for hours keeps
    /// this much and no more; a snapshot of more events than this is not one a person reads.
    public static let window = TimelineRetention.last(4096)
}
