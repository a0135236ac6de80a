/// The engine's event record: the timeline events recorded so far and the observer told of
/// each (``Engine/timeline``, ``Engine/observer``).
///
/// Apart from the ``Engine`` so that its two systems (``AnimationSystem``,
/// ``TransitionSystem``) record without holding the engine: the engine owns them, and a
/// system holding it back would be a cycle, or a reference that cannot be set in the
/// engine's `init` (it needs the systems first).
final class TimelineRecorder {
    /// (`observer`, `isOn`, `events` and `bytes` are read for every event, ten thousand times
    /// in a frame that ends ten thousand animations: unchecked, as no access to them spans a
    /// call — ``record(_:)`` calls the observer after reading it.)
    @exclusivity(unchecked) var observer: ((TimelineEvent) -> Void)?
    /// Whether events are appended to ``events`` (on by default; off for benchmarks).
    @exclusivity(unchecked) var isOn = true
    /// The events recorded so far, in order.
    @exclusivity(unchecked) private(set) var events: [TimelineEvent] = []
    /// About what ``events`` holds, in bytes (``TimelineEvent/footprint``).
    @exclusivity(unchecked) private(set) var bytes = 0

    /// Records a timeline event and tells the observer.
    func record(_ event: TimelineEvent) {
        if isOn {
            events.append(event)
            bytes += event.footprint
        }
        observer?(event)
    }

    /// Forgets the recorded events.
    func clear() {
        events.removeAll()
        bytes = 0
    }
}
