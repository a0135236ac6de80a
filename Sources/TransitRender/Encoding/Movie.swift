#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TransitCore

/// `--format gif|mp4|webm|png`: the frames as pixels. Each frame's SVG (``SVGFrame``, the
/// same picture as `--format svg`) is rasterised by `rsvg-convert` (librsvg, Debian's
/// `librsvg2-bin`) and the PNGs are encoded by `ffmpeg` (Debian's CLI): well-kept tools,
/// run as child processes only here, so no other command starts them or links them.
///
/// The same script gives the same decoded frames on every run: the SVGs are the same bytes,
/// librsvg draws them the same, and ffmpeg runs single-threaded with `+bitexact` (no
/// version string, no timestamps in the file), a GIF's palette generated from all its frames
/// (`palettegen=stats_mode=full`) and applied without dithering, the encoders' presets fixed.
public enum Movie {
    /// Whose tools a format needs, looked for in `searchPath` (nil: `PATH`); `purpose` begins
    /// the message when one is missing (`--format gif`, `a failing test's GIF`).
    static func tools(for format: RenderFormat, searchPath: String? = nil,
                      purpose: String? = nil) throws(RenderError) -> (rsvg: String, ffmpeg: String?) {
        let rsvg = Subprocess.find("rsvg-convert", in: searchPath)
        let ffmpeg = format == .png ? nil : Subprocess.find("ffmpeg", in: searchPath)
        var missing: [String] = []
        if rsvg == nil { missing.append("rsvg-convert (Debian: apt-get install librsvg2-bin)") }
        if format != .png && ffmpeg == nil { missing.append("ffmpeg (Debian: apt-get install ffmpeg)") }
        guard missing.isEmpty, let rsvg else {
            throw RenderError((purpose ?? "--format \(format.rawValue)") + " needs " + missing.joined(separator: " and ")
                              + ", not found on PATH; `make deps` installs them")
        }
        return (rsvg, ffmpeg)
    }

    /// A GIF of `frames` (drawn in `screen`'s device outline, as `transit render --format gif`
    /// draws them) written to `out`, played at `fps` — for hosts other than `render`, such as
    /// `transit test --filmstrips`, which attaches a failing test's motion. The tools are
    /// looked for in `searchPath` (nil: `PATH`) only now, so nothing starts them before a GIF
    /// is wanted.
    ///
    /// - Throws: ``RenderError`` when a tool is missing (`purpose` names what wanted it),
    ///   fails, or `out` cannot be written; nothing is left at `out` then.
    public static func gif(_ frames: [Frame], screen: Screen, script: String, to out: String, fps: Int,
                           size: PictureSize = .scale(0.5), searchPath: String? = nil,
                           purpose: String? = nil) throws(RenderError) {
        guard let first = frames.first, let last = frames.last else { throw RenderError("no frame was recorded") }
        let recording = Recording(script: script, screen: screen, from: first.tick, to: last.tick, frames: frames,
                                  events: [], curves: [:])
        try write(recording, format: .gif, to: out, size: size, fps: fps, progress: Progress(notes: { _ in }, script: script),
                  tools: try tools(for: .gif, searchPath: searchPath, purpose: purpose))
    }

    /// Writes `recording`'s frames to `out` as `format`, played at `fps`.
    /// Writes `recording`'s frames to `out` as `format`, played at `fps`; the tools are
    /// stopped at `deadline` (the render's `--time`).
    static func write(_ recording: Recording, format: RenderFormat, to out: String, size: PictureSize, fps: Int,
                      progress: Progress, deadline: Deadline? = nil) throws(RenderError) {
        try write(recording, format: format, to: out, size: size, fps: fps, progress: progress, tools: try tools(for: format),
                  deadline: deadline)
    }

    private static func write(_ recording: Recording, format: RenderFormat, to out: String, size: PictureSize, fps: Int,
                              progress: Progress, tools: (rsvg: String, ffmpeg: String?),
                              deadline: Deadline? = nil) throws(RenderError) {
        let (rsvg, ffmpeg) = tools
        // rsvg-convert's own failure (a panic on a 1e6-point font) in Transit's words: the
        // panic's text and the scratch SVG's path mean nothing to the script's author
        func drawn(_ frame: Frame) -> (String) -> String {
            { how in "\(recording.script): rsvg-convert could not draw the frame at \(formatTicks(frame.tick)) s (\(how)); "
                + "`transit render \(recording.script) --format svg --at \(formatTicks(frame.tick)) --out DIR` writes the picture it was given" }
        }
        // every frame one size, the window centred at one scale: ffmpeg scales a frame of another
        // size to the first's (a landscape frame squeezed into portrait) or stops at it (a GIF);
        // checked before any frame is drawn
        let canvas = SVGFrame.canvas(recording.frames)
        if let problem = size.rasterProblem(canvas.width, canvas.height) { throw RenderError(usage: problem) }
        let chrome = DeviceChrome(screen: recording.screen)
        // beside the file the picture replaces (a link's target), so the rename stays in one file system
        let target = try Files.scratchBase(for: out)
        // a render stopped by a signal (or SIGKILL, which nothing can catch) leaves its frames:
        // the next render to the same file removes those whose process has ended
        Files.removeStale(prefix: target + ".frames-")
        // every scratch path below is a tool's operand: one starting with `-` (`--out -p.png`)
        // was read as an option by rsvg-convert and ffmpeg (rev21)
        let work = Files.operand(target + ".frames-\(getpid())")
        try Files.prepare(directory: work)
        defer {
            Files.removeFlat(directory: work)
            if Files.isStream(out) { rmdir(Files.directory(of: work)) }   // the render's own folder
        }
        let log = work + "/stderr.txt"
        if format == .png {
            guard recording.frames.count == 1, let frame = recording.frames.first else {
                throw RenderError(usage: "--format png writes one frame, and \(recording.frames.count) instants were sampled: give one with --at T")
            }
            let svg = work + "/frame.svg"
            try Files.write(SVGFrame.document(frame, script: recording.script, size: size, chrome: chrome), to: svg)
            let png = work + "/frame.png"
            try Subprocess.run(rsvg, ["--background-color", "#ffffff", "--format", "png", "--output", png, svg], errorLog: log,
                               deadline: deadline, failure: drawn(frame))
            try Files.move(png, to: out)
            return
        }
        for (i, frame) in recording.frames.enumerated() {
            if let deadline, deadline.hasPassed() { throw RenderError(deadline.message) }
            let name = work + "/" + frameName(i + 1)
            try Files.write(SVGFrame.document(frame, script: recording.script, size: size, chrome: chrome, canvas: canvas),
                            to: name + ".svg")
            try Subprocess.run(rsvg, ["--background-color", "#ffffff", "--format", "png", "--output", name + ".png", name + ".svg"],
                               errorLog: log, deadline: deadline, failure: drawn(frame))
            unlink(name + ".svg")
            progress.wrote(i + 1, recording.frames.count, frame.views.count)
        }
        let encoded = work + "/out." + format.rawValue
        // ffmpeg's image2 reads `%` in the whole input path as its pattern: `%%` is a `%`
        // (rev21: `--out 'pct%dir/x.gif'` found no frames)
        let frames = Movie.literalPattern(work) + "/frame-%05d.png"
        try Subprocess.run(ffmpeg!, arguments(format, fps: fps, input: frames, output: encoded), errorLog: log, deadline: deadline)
        try Files.move(encoded, to: out)
    }

    /// `path` as text in an image2 pattern (ffmpeg's `-i`): each `%` doubled.
    static func literalPattern(_ path: String) -> String {
        var pattern = ""
        for c in path { pattern += c == "%" ? "%%" : String(c) }
        return pattern
    }

    static func frameName(_ number: Int) -> String {
        let digits = String(number)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }

    /// ffmpeg's command line: every flag that could vary between runs pinned.
    static func arguments(_ format: RenderFormat, fps: Int, input: String, output: String) -> [String] {
        let head = ["-nostdin", "-hide_banner", "-loglevel", "error", "-y", "-threads", "1", "-filter_threads", "1",
                    "-filter_complex_threads", "1", "-framerate", String(fps), "-start_number", "1", "-i", input]
        let exact = ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1"]
        // H.264 and VP9 in 4:2:0 need even sizes: pad with the background, never scale
        let even = "pad=ceil(iw/2)*2:ceil(ih/2)*2:color=white,format=yuv420p"
        switch format {
        case .gif:
            let palette = "[0:v]split[a][b];[a]palettegen=max_colors=256:stats_mode=full[p];[b][p]paletteuse=dither=none"
            return head + ["-filter_complex", palette, "-loop", "0"] + exact + ["-f", "gif", output]
        case .mp4:
            return head + ["-vf", even, "-c:v", "libx264", "-preset", "medium", "-crf", "18", "-threads", "1"]
                + exact + ["-movflags", "+faststart", "-f", "mp4", output]
        default:
            return head + ["-vf", even, "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "32", "-deadline", "good", "-cpu-used", "4",
                           "-row-mt", "0", "-threads", "1"] + exact + ["-f", "webm", output]
        }
    }
}
