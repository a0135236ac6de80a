/// One tween's motion of one (view, property): from a value to a value over
/// [start, start + duration] of its timeline, along a curve.
struct TimelineSegment {
    /// Where the tween was placed (its position, before its delay and stagger): the delay
    /// bar of `explain` runs from here to `start`.
    var placed: Double
    var start: Double
    var duration: Double
    var curve: TimingCurve
    var from: AnimVector
    var to: AnimVector
    /// Whether `from` / `to` were given, or taken from what the timeline shows at `start`
    /// (GSAP records a `to` tween's start values when it first renders; nesting a timeline
    /// takes them again from the outer one).
    var fromGiven: Bool
    var toGiven: Bool
    /// Where the tween was added (a script's `file:line`).
    var origin: String

    var end: Double { start + duration }

    /// The value at timeline time `t`, once the segment has started: interpolated as the
    /// property's own animations are (`descriptor`), so a transform turns the short way
    /// round and a 3D rotation along the sphere, as an `animate` block of the same change.
    func value(at t: Double, _ descriptor: PropertyDescriptor) -> AnimVector {
        if duration <= 0 || t >= end { return to }
        let u = (t - start) / duration
        return descriptor.interpolate(from, to, curve.value(at: u < 0 ? 0 : u))
    }
}

/// Everything one timeline does to one (view, property): its segments, in the order they
/// were added, and the value the property had before the timeline touched it.
///
/// At time t the property shows the segment that wrote last. GSAP renders a timeline's
/// children in start order, each while it runs and once more as the playhead crosses its end;
/// a finished tween does not render again. So of the segments running at t (start ≤ t ≤ end)
/// the one that started last shows (ties: the one added last), and once none runs, the one
/// that ended last: an earlier, longer tween shows again when a later, shorter one ends.
/// Before any segment starts it shows the first one's start value: GSAP renders a `from`
/// tween's start values at once (`immediateRender`), and a `to` tween's start value is the
/// value before it anyway.
final class TimelineChannel {
    // (strong: a timeline may replay a view nothing else holds any more)
    let view: View
    let property: AnimatedProperty
    /// The model value before the timeline's first tween of this property.
    var base: AnimVector
    private(set) var segments: [TimelineSegment] = []
    /// Indices of `segments` sorted by start (stable: ties keep insertion order).
    private var byStart: [Int] = []

    init(view: View, property: AnimatedProperty, base: AnimVector) {
        self.view = view
        self.property = property
        self.base = base
    }

    func add(_ s: TimelineSegment) {
        segments.append(s)
        let i = segments.count - 1
        let k = byStart.firstIndex { segments[$0].start > s.start } ?? byStart.count
        byStart.insert(i, at: k)
    }

    /// The value the timeline gives the property at time `t`.
    func value(at t: Double) -> AnimVector {
        var shown: Int?
        var wroteAt = -Double.infinity
        for i in byStart {
            if segments[i].start > t { break }
            // a running segment writes at t, an ended one last wrote at its end
            let wrote = min(t, segments[i].end)
            if wrote >= wroteAt { shown = i; wroteAt = wrote }
        }
        if let shown { return segments[shown].value(at: t, property.descriptor) }
        guard let first = byStart.first else { return base }
        return segments[first].from
    }

    /// The value after every segment has ended (what the model holds while attached).
    var final: AnimVector { value(at: .infinity) }

    /// The value before any segment starts.
    var initial: AnimVector { value(at: -.infinity) }
}
