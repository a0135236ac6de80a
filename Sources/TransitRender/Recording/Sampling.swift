/// Which instants to render: `--fps`, `--frames`, `--at`, `--from`, `--to`.
///
/// The run is the script, then the clock until nothing is pending (as `transit run`), or
/// until `--to` when it is given in seconds. Shares (`50%`) are of the run: 0% its start,
/// 100% its end. The rendered span is `from`…`to`; `at` wins over `count`, which wins
/// over `fps`.
public struct Sampling: Equatable, Sendable {
    /// Frames per second over the span (nil: 60, or what the format prefers).
    public var fps: Int?
    /// This many instants evenly over the span, both ends included.
    public var count: Int?
    /// Exactly these instants.
    public var at: [TimePoint]?
    /// The first instant (default: the start, 0 s).
    public var from: TimePoint?
    /// The last instant (default: the run's end).
    public var to: TimePoint?
    /// This many instants over the span, the run's key moments first (``KeyMoments``), then
    /// evenly: a filmstrip's default (nine).
    public var moments: Int?
    /// `--at keys,…`: every key moment of the span as well as the listed instants.
    public var atKeys = false

    public init(fps: Int? = nil, count: Int? = nil, at: [TimePoint]? = nil, from: TimePoint? = nil, to: TimePoint? = nil,
                moments: Int? = nil, atKeys: Bool = false) {
        self.moments = moments
        self.atKeys = atKeys
        self.fps = fps
        self.count = count
        self.at = at
        self.from = from
        self.to = to
    }

    /// Whether the instants are chosen here; if not, the format chooses (a filmstrip takes
    /// nine, others 60 a second).
    var choosesInstants: Bool { fps != nil || count != nil || at != nil || moments != nil || atKeys }

    /// Whether the instants depend on the run's timeline (key moments): then a first run
    /// finds them, as it finds the run's length.
    var needsTimeline: Bool { atKeys || (at == nil && count == nil && moments != nil) }

    /// Whether a share must be resolved against the run's end before sampling, which means
    /// running the script once to find that end (runs are deterministic, so the second run
    /// is the same run).
    var needsRunLength: Bool {
        if needsTimeline { return true }
        if case .ticks = to { return false }
        if count != nil && at == nil { return true }
        let points = (at ?? []) + [from, to].compactMap { $0 }
        return points.contains { $0.isFraction }
    }
}
