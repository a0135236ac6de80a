import TransitCore
import TransitRender

/// `--filmstrips DIR`: what a failing test showed, as a picture. While a test runs, a
/// recorder keeps the screen at every instant the clock stopped at (what the test looked
/// at between `clock.advance` calls and `at()` steps) and ten times a second in between;
/// when the test fails, a filmstrip of those frames — at most twelve, evenly chosen, the
/// last one the screen as the test failed — is written to DIR, and its path goes into the
/// failure and the test's attachments (JUnit's `system-out`).
final class FailureFilmstrip {
    static let fps = 10
    static let maxFrames = 12

    private let recorder: Recorder
    private let roll = Roll()

    /// Starts recording `engine` from its clock's current time.
    init(engine: Engine) {
        let roll = self.roll
        recorder = Recorder(engine: engine, plan: .stops(fps: Self.fps, from: engine.clock.now)) { roll.frames.append($0) }
    }

    /// Stops recording; gives the engine back its observer.
    func stop() {
        recorder.finish()
        recorder.detach()
    }

    /// Writes the filmstrip of a failed test into `directory`; the path, or why it could not
    /// be written.
    func write(into directory: String, file: String, line: Int, occurrence: Int, title: String) -> Result<String, WriteError> {
        let stem = file.split(separator: "/").joined(separator: "_") + "-\(line)" + (occurrence > 0 ? "-\(occurrence + 1)" : "")
        let path = (directory.hasSuffix("/") ? directory : directory + "/") + stem + ".svg"
        let svg = Filmstrip.document(Self.chosen(roll.frames), title: title)
        if let problem = FileSystem.write(svg, to: path) { return .failure(WriteError(message: "cannot write \(path): \(problem)")) }
        return .success(path)
    }

    struct WriteError: Error { let message: String }

    /// At most ``maxFrames``, evenly spread, the first and the last kept.
    static func chosen(_ frames: [Frame]) -> [Frame] {
        guard frames.count > maxFrames else { return frames }
        return (0..<maxFrames).map { i in frames[(i * (frames.count - 1) + (maxFrames - 1) / 2) / (maxFrames - 1)] }
    }

    /// The frames, in a box the recorder's closure can fill before `self` is whole.
    private final class Roll {
        var frames: [Frame] = []
    }
}
