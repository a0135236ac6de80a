import TransitCore
import TransitLua

/// What `transit render` writes.
public enum RenderFormat: String, CaseIterable, Sendable {
    case trace, json, svg, filmstrip, html, gif, mp4, webm, png

    /// Pixels, made by rsvg-convert and ffmpeg (``Movie``): written to `--out` only.
    public var isRaster: Bool { [.gif, .mp4, .webm, .png].contains(self) }

    /// Frames a second a moving picture plays at when `--fps` does not say: 25 for a GIF
    /// (its delays are in hundredths: 4 each), 30 for video.
    var defaultFPS: Int { self == .gif ? 25 : 30 }
}

/// One `transit render`: record each script, then write the format — to `out` (a
/// directory for `svg`, a file otherwise) or as the text for standard output.
///
/// Nothing is written until every script has run: a script that fails leaves no output
/// behind, and files are renamed into place whole.
public struct RenderJob {
    /// Script paths (resolved); several only for `html`, which puts one player per script
    /// on the page (a gallery).
    public var scripts: [String]
    public var format: RenderFormat
    /// When it does not choose the instants, the format does: nine for a filmstrip — the
    /// run's key moments, then evenly (``KeyMoments``) — 60 a second otherwise.
    public var sampling = Sampling()
    /// The views of `trace` and `json`, and of the player's view list (pictures show all).
    public var views: ViewSelection = .all
    /// Nil: the format's default — a quarter of the window for a filmstrip's frames, the
    /// window's points otherwise.
    public var size: PictureSize?
    public var debug = false
    /// Two scripts compared (``MotionDiff``): `trace` writes the lanes that differ, `html`
    /// one page with both on one timeline, side by side and as an onion skin.
    public var compare = false
    /// With `compare` and one script: A is that script at this git revision, B the file now.
    public var revision: String?
    /// Names for scripts whose paths are scratch files (a revision's copy).
    var displayNames: [String: String] = [:]
    public var out: String?
    /// `--watch` with `--format html --out FILE`: the page reloads itself when rewritten (PlayerReload).
    public var reloads = false
    public var runtime = ScriptRuntime.Options()
    /// Called after the scripts ran and before anything is written: what the run read (a
    /// module a script `require`d) is known only then. Its error stops the render.
    public var beforeWriting: () throws -> Void = {}
    /// The hint after a `--views` name no view had: `(" (did you mean 'green'?)")` for the
    /// name and the names there were, or "".
    public var suggestion: (String, [String]) -> String = { _, _ in "" }

    public init(scripts: [String], format: RenderFormat) {
        self.scripts = scripts
        self.format = format
    }

    /// Records and writes.
    ///
    /// - Parameter notes: the scripts' prints and warnings, and progress on large renders.
    /// - Returns: the text for standard output: the document, or the paths of the files
    ///   written (`svg`), or nothing when `out` took the document.
    /// - Throws: a script's `LuaError`, or ``RenderError``.
    ///   - output: when given, a JSON or HTML document for standard output goes to it a piece
    ///     at a time as it is made (and the text returned is empty), rather than whole.
    public func run(notes: @escaping (Note) -> Void = { _ in }, output: ((String) -> Void)? = nil) throws -> String {
        let started = RenderClock()
        if let revision {
            guard compare, scripts.count == 1 else {
                throw RenderError(usage: "--rev compares a script with itself at a git revision: transit render A --compare --rev REV")
            }
            // A: the script at the revision, in a scratch folder beside the output; B: the file now
            let scratch = (out.map(Files.directory) ?? ".") + "/.transit-rev-\(Files.processID)"
            defer { Files.removeFlat(directory: scratch) }
            var job = self
            job.revision = nil
            let old = try GitRevision.checkout(scripts[0], at: revision, into: scratch)
            job.scripts = [old, scripts[0]]
            job.displayNames[old] = ScriptRuntime.displayName(scripts[0]) + "@" + revision
            return try job.run(notes: notes, output: output)
        }
        if compare {
            guard scripts.count == 2 else { throw RenderError(usage: "--compare takes two scripts: transit render A B --compare") }
            guard format == .trace || format == .html else {
                throw RenderError(usage: "--compare writes a trace (the lanes that differ) or html (one page, one timeline)")
            }
        }
        guard scripts.count == 1 || format == .html || compare else {
            throw RenderError(usage: "one script at a time (several only with --format html, which makes a gallery)")
        }
        // a GIF's delays are whole hundredths, and one of 10 ms or less plays as 100 ms (Gecko's
        // FrameTimeout::FromRawMilliseconds): past 50 a second ffmpeg writes 1 hundredth or rounds
        // to 2, and a GIF at --fps 100 played at a tenth of the speed it claimed
        if format == .gif, let fps = sampling.fps, fps > 50 {
            throw RenderError(usage: "--fps \(fps): a GIF's frame delays are whole hundredths of a second, and browsers play"
                              + " one of a hundredth as a tenth: give --fps 50 or less (or --format mp4, webm)")
        }
        var created: [String] = []
        if format == .svg {
            guard let out else { throw RenderError(usage: "--format svg writes one file per frame: give a directory with --out DIR") }
            created = try Files.prepare(directory: out)
        } else if let out {
            created = try Files.prepare(file: out)
        } else if format.isRaster {
            throw RenderError(usage: "--format \(format.rawValue) writes a binary file: give it with --out FILE")
        }
        do {
            return try recordAndWrite(started: started, notes: notes, output: output)
        } catch {
            Files.removeCreated(created)              // a failed render leaves no empty --out folder
            throw error
        }
    }

    private func recordAndWrite(started: RenderClock, notes: @escaping (Note) -> Void,
                                output: ((String) -> Void)?) throws -> String {
        if format.isRaster { _ = try Movie.tools(for: format) }       // before the script runs
        var sampling = self.sampling
        if format == .filmstrip && !sampling.choosesInstants { sampling.moments = 9 }
        if format == .png && !sampling.choosesInstants { sampling.at = [.fraction(1)] }   // the state it ends in
        if format.isRaster && format != .png && !sampling.choosesInstants { sampling.fps = format.defaultFPS }
        var recordings: [Recording] = []
        for script in scripts {
            let progress = Progress(notes: notes, script: ScriptRuntime.displayName(script))
            var recording = try Recording.record(file: script, sampling: sampling, runtime: runtime, notes: notes,
                                                 progress: progress.sampled)
            if let name = displayNames[script] { recording.script = name }
            recordings.append(recording)
        }
        warnUnseen(recordings, notes: notes)
        try beforeWriting()
        let progress = Progress(notes: notes, script: recordings.map(\.script).joined(separator: ", "))
        switch format {
        case .trace where compare: return try emit(MotionDiff.text(recordings[0], recordings[1]))
        case .trace: return try emit(TraceText.text(recordings[0], views: views))
        case .json:
            return try stream(output, check: deadline(started, recordings[0].script, "writing the JSON")) { check, out in
                try JSONDocument.write(recordings[0], views: views, check: check, to: out)
            }
        case .filmstrip:
            let r = recordings[0]
            return try emit(Filmstrip.document(r.frames, title: r.script, size: size ?? .scale(0.25), debug: debug,
                                               chrome: DeviceChrome(screen: r.screen)))
        case .html:
            let source = reloads ? out.map { PlayerReload.sibling(of: $0).split(separator: "/").last.map(String.init) ?? "" } : nil
            guard source != nil, let out else {
                return try stream(output, check: deadline(started, recordings[0].script, "writing the page")) { check, out in
                    try HTMLPlayer.write(recordings, views: views, size: size ?? .scale(1), debug: debug, compare: compare,
                                         progress: progress.wrote, check: check, to: out)
                }
            }
            let page = HTMLPlayer.page(recordings, views: views, size: size ?? .scale(1), debug: debug, compare: compare,
                                       reloadSource: source, progress: progress.wrote)
            let finished = PlayerReload.finish(page)
            try Files.write(finished.page, to: out)
            try Files.write(finished.watchFile, to: PlayerReload.sibling(of: out))    // after the page: see PlayerReload
            return ""
        case .svg:
            return try writeFrames(recordings[0], into: out!, progress: progress)
        case .gif, .mp4, .webm, .png:
            // a GIF at half the window's points, unless --scale or --size says
            let scale = format == .gif ? 0.5 : 1
            // --time covers the whole render: the tools get what the runs left
            try Movie.write(recordings[0], format: format, to: out!, size: size ?? .scale(scale),
                            fps: sampling.fps ?? format.defaultFPS, progress: progress,
                            deadline: deadline(started, recordings[0].script, "drawing the frames as pixels"))
            return ""
        }
    }

    /// `--views grene`: a name no view had in any frame shows nothing, so it warns, as
    /// `transit run --trace grene` does, with the closest name there was.
    private func warnUnseen(_ recordings: [Recording], notes: (Note) -> Void) {
        guard case .named(let wanted) = views else { return }
        var names = Set<String>()
        for r in recordings { for frame in r.frames { for v in frame.views { names.insert(v.name) } } }
        let unseen = wanted.filter { !names.contains($0) }
        guard !unseen.isEmpty else { return }
        let sorted = names.sorted()
        for name in unseen {
            notes(.warning("--views: no view named '\(name)' was in the window" + suggestion(name, sorted)))
        }
    }

    /// The end `--time` sets to the whole render, stopping `script`'s render while `doing`;
    /// nil without a time limit.
    private func deadline(_ started: RenderClock, _ script: String, _ doing: String) -> Deadline? {
        let seconds = runtime.limits.seconds
        guard seconds > 0 else { return nil }
        return Deadline(from: started, seconds: seconds, message: "\(script): time limit "
            + "exceeded (--time \(formatNumber(seconds)) s covers the whole render) while \(doing)")
    }

    /// A document written a piece at a time by `write` — to `out` (a file renamed into place
    /// once complete), to `output`, or gathered and returned for standard output — and
    /// stopped between pieces once `deadline` has passed. Streamed, a long recording's
    /// document is never held whole in memory.
    private func stream(_ output: ((String) -> Void)?, check deadline: Deadline?,
                        _ write: (_ check: () throws -> Void, _ out: (String) throws -> Void) throws -> Void) throws -> String {
        let check = { () throws in
            if let deadline, deadline.hasPassed() { throw RenderError(deadline.message) }
        }
        if let out {
            let file = try FileOutput(out)
            do {
                try write(check) { try file.write($0) }
            } catch {
                file.abandon()
                throw error
            }
            try file.finish()
            return ""
        }
        if let output {
            try write(check) { output($0) }
            return ""
        }
        var text = ""
        try write(check) { text += $0 }
        return text
    }

    /// The document to `out`, or returned for standard output.
    private func emit(_ text: String) throws -> String {
        guard let out else { return text }
        try Files.write(text, to: out)
        return ""
    }

    /// `frame-0001.svg`, … into `directory`, and no other frame left there; their paths, one a line.
    private func writeFrames(_ recording: Recording, into directory: String, progress: Progress) throws -> String {
        let digits = max(4, String(recording.frames.count).count)
        var paths: [String] = []
        // the names kept, not the paths less the folder: a folder ending in a prepending mark
        // (U+0600) makes one Character of it and the "/", and every frame written was removed
        var names: Set<String> = []
        for (i, frame) in recording.frames.enumerated() {
            let number = String(i + 1)
            let name = "frame-" + String(repeating: "0", count: digits - number.count) + number + ".svg"
            let path = directory + "/" + name
            names.insert(name)
            try Files.write(SVGFrame.document(frame, script: recording.script, size: size ?? .scale(1), debug: debug,
                                              chrome: DeviceChrome(screen: recording.screen)), to: path)
            paths.append(path)
            progress.wrote(i + 1, recording.frames.count, frame.views.count)
        }
        Files.removeOtherFrames(in: directory, kept: names)
        return paths.map { $0 + "\n" }.joined()
    }
}
