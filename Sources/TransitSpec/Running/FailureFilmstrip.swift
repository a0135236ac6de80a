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
        let path = Self.stem(directory, file: file, line: line, occurrence: occurrence) + ".svg"
        let svg = Filmstrip.document(Self.chosen(roll.frames), title: title)
        if let problem = FileSystem.write(svg, to: path) { return .failure(WriteError(message: "cannot write \(path): \(problem)")) }
        return .success(path)
    }

    /// Writes the GIF of a failed test's motion beside its filmstrip — the same frames the
    /// strip chose from, at most ``maxGIFFrames``, played at ``fps`` — through the path of
    /// `transit render --format gif` (rsvg-convert, then ffmpeg; the device's outline
    /// around each frame). The path, or why it was not written (a missing tool, a folder
    /// that cannot be written): never an error of the run.
    func writeGIF(into directory: String, file: String, line: Int, occurrence: Int, screen: Screen,
                  searchPath: String?) -> Result<String, WriteError> {
        let path = Self.stem(directory, file: file, line: line, occurrence: occurrence) + ".gif"
        do {
            try Movie.gif(Self.chosen(roll.frames, max: Self.maxGIFFrames), screen: screen, script: file, to: path,
                          fps: Self.fps, searchPath: searchPath, purpose: "the GIF")
            return .success(path)
        } catch {
            return .failure(WriteError(message: "not written: \(error.message)"))
        }
    }

    /// The most frames a failing test's GIF holds: ten seconds at ``fps``; each is a
    /// rasterisation, so a test that ran for minutes of virtual time stays quick to report.
    static let maxGIFFrames = 100

    struct WriteError: Error { let message: String }

    /// `DIR/spec_file.lua-LINE` (`-N` for the Nth test of that name), without an extension.
    static func stem(_ directory: String, file: String, line: Int, occurrence: Int) -> String {
        let stem = file.split(separator: "/").joined(separator: "_") + "-\(line)" + (occurrence > 0 ? "-\(occurrence + 1)" : "")
        return (directory.hasSuffix("/") ? directory : directory + "/") + stem
    }

    /// At most `max` (``maxFrames``), evenly spread, the first and the last kept.
    static func chosen(_ frames: [Frame], max: Int = maxFrames) -> [Frame] {
        guard frames.count > max else { return frames }
        return (0..<max).map { i in frames[(i * (frames.count - 1) + (max - 1) / 2) / (max - 1)] }
    }

    /// The frames, in a box the recorder's closure can fill before `self` is whole.
    private final class Roll {
        var frames: [Frame] = []
    }
}
