import TransitCore
import TransitLua

/// Progress lines for large renders, on the notes channel (standard error), never on the
/// output. Small renders say nothing. Work is counted in view-frames (a view drawn in one
/// frame), so a line depends only on the render, never on the machine's speed: while
/// sampling, whose total is unknown until the run ends, a line each time the work done
/// doubles past ``threshold``; while writing, one every tenth.
final class Progress {
    /// View-frames below which a render is small.
    static let threshold = 20_000

    let notes: (Note) -> Void
    let script: String
    private var work = 0
    private var nextReport = Progress.threshold
    private var reportedTenths = 0

    init(notes: @escaping (Note) -> Void, script: String) {
        self.notes = notes
        self.script = script
    }

    /// One more frame sampled.
    func sampled(_ frame: Frame, _ count: Int) {
        work += frame.views.count
        guard work >= nextReport else { return }
        nextReport = work * 2
        notes(.progress("\(script): sampled \(count) frames of \(frame.views.count) views, up to \(formatTicks(frame.tick)) s"))
    }

    /// `done` of `total` frames written, each of about `views` views.
    func wrote(_ done: Int, _ total: Int, _ views: Int) {
        guard total * views >= Self.threshold, total > 0 else { return }
        let tenths = done * 10 / total
        guard tenths > reportedTenths else { return }
        reportedTenths = tenths
        notes(.progress("\(script): wrote \(done)/\(total) frames (\(tenths * 10)%)"))
    }
}
