import Lua
import TransitLua
import TransitRender

/// `transit render FILE|NAME…`: reads the flags into a `RenderJob` (TransitRender) and runs
/// it; the document goes to standard output or `--out`, everything else to standard error.
enum RenderCommand {
    static let declaration = CommandDeclaration(
        command: "transit render",
        usage: "transit render <file-or-name>… [options]",
        abstract: """
        Runs a script as `transit run` does (the script, then the clock until nothing is
        pending) and renders what was on screen: a trace, JSON, SVG frames, a filmstrip, or a
        self-contained HTML player. The same script gives the same bytes on every run.
        """,
        groups: [
            .init(title: "FORMATS", options: [
                Option("format", .choice("format", RenderFormat.allCases.map(\.rawValue)), default: "trace",
                       help: "What to write: " + RenderFormat.allCases.map(\.rawValue).joined(separator: ", ") + "."),
            ], note: """
              trace       Every view's presentation values at every sampled instant, and the
                          timeline events (the format of `transit run --trace`).
              json        The same as one JSON document.
              svg         One SVG file per sampled instant into --out DIR.
              filmstrip   One SVG with the sampled instants in a grid, each labelled with its time
                          (nine instants unless sampling is given: the run's key moments — where
                          animations begin and end, transitions complete, springs peak — then evenly).
              html        One page that plays the run: play/pause, scrubber, speeds, loop in/out,
                          arrow-key stepping, the event timeline, each running animation's curve,
                          the view list. Several scripts make a gallery (one player each).
              gif, mp4,   A moving picture into --out FILE: the frames rasterised by rsvg-convert
              webm        and encoded by ffmpeg (25 fps for a GIF, 30 for video, unless --fps; a
                          GIF at half scale unless --scale or --size).
              png         One frame into --out FILE: the instant --at gives (default: the end).
            """),
            .init(title: "SAMPLING (an instant is seconds, 0.35, or a share of the run, 50%)", options: [
                Option("fps", .integer("N", 1...1000), default: "60", help: "Instants per second (and a GIF's or video's frame rate)."),
                Option("frames", .integer("N", 1...100_000), help: "N instants evenly from --from to --to."),
                Option("at", .text("T1,T2,…"), help: "Exactly these instants; `keys` among them adds the run's key "
                       + "moments (where animations begin and end, transitions complete, springs peak)."),
                Option("from", .text("T"), default: "0", help: "The first instant."),
                Option("to", .text("T"), help: "The last instant (default: the run's end). In seconds, the run "
                       + "stops there (needed for animations that repeat forever)."),
            ]),
            .init(title: "OUTPUT", options: [
                Option("out", .path("path"), help: "A file (a directory for svg); otherwise standard output."),
                Option("views", .text("a,b,…"), help: "Only these views in trace, json and the player's list."),
                Option("size", .text("WxH"), help: "Fit each picture in this box (pixels)."),
                Option("scale", .number("S", 0.01...100), help: "Pixels per point (default 1; a filmstrip's frames 0.25)."),
                Option("debug", help: "Draw each view's frame and name."),
                Option("compare", help: "Two scripts, A B: the lanes whose start, duration, curve or end frame differ "
                       + "(trace), or one page with both on one timeline, side by side and as an onion skin (html)."),
                Option("rev", .text("REV"), help: "With --compare and one script: compare it with itself at this git revision."),
                Option("quiet", short: "q", help: "Neither progress nor the scripts' prints on standard error (warnings and errors still)."),
                WatchLoop.option,
            ]),
            .init(title: "SCRIPT (as for `transit run`)", options: RuntimeOptions.declared(
                per: "entry (the chunk, a callback)", timeScope: "the whole render, recording included (the frames held count against --memory)",
                unsafe: "Stock Lua libraries and no limits.", seed: "Seed of math.random.")),
        ],
        footer: """
        EXIT STATUS: 0 success, 1 script error or unwritable output, 64 usage error (an
        instant outside the run included).
        """)

    static func main(_ words: [String]) -> Int32 {
        if CommandDeclaration.wantsHelp(words) { print(declaration.help); return 0 }
        var job: RenderJob
        let quiet: Bool
        do {
            let args = try declaration.parse(words)
            guard let parsed = try parse(args) else { return 1 }
            job = parsed
            quiet = args.flags.contains("quiet")
            job.reloads = args.flags.contains("watch")
        } catch let error as RenderError {
            return CLI.usageError(UsageError(error.message), of: declaration)
        } catch {
            return CLI.usageError(UsageError("\(error)"), of: declaration)
        }
        guard job.reloads else {
            ScriptRuntime.recordFilesRead()              // for the check before writing (once)
            return once(job, quiet: quiet)
        }
        return WatchLoop.loop { _ in
            ScriptRuntime.recordFilesRead()
            let status = once(job, quiet: quiet)
            return .init(status: status, files: ScriptRuntime.takeFilesRead())
        }
    }

    /// One render, as `transit render` without `--watch` makes it.
    static func once(_ job: RenderJob, quiet: Bool) -> Int32 {
        var job = job
        if let out = job.out {
            let scripts = job.scripts
            job.beforeWriting = {
                // the scripts were checked before the run (parse); a module one `require`d only now
                let kept = Overwrite.scripts(scripts) + Overwrite.filesRead(ScriptRuntime.filesReadSoFar())
                if let refusal = Overwrite.refusal(writing: out, shown: "--out " + out, keeping: .files(kept)) {
                    throw RenderError(usage: refusal)
                }
            }
        }
        do {
            let output = try job.run(notes: { note in
                switch note {
                case .printed(let line): if !quiet { CLI.standardError(line) }
                case .warning(let message): CLI.error("warning: " + message)
                case .progress(let message): if !quiet { CLI.error("render: " + message) }
                }
            }, output: { CLI.out($0) })
            CLI.out(output)
            return 0
        } catch let error as RenderError where error.isUsage {
            return CLI.usageError(UsageError(error.message), of: declaration)
        } catch {
            return CLI.failed(error)
        }
    }

    /// The job the words ask for; nil when a script cannot be found (already reported).
    static func parse(_ args: Arguments) throws -> RenderJob? {
        let runtime = args.runtimeOptions()
        let format = RenderFormat(rawValue: args.options["format"] ?? "trace") ?? .trace   // checked by the parser
        guard !args.positionals.isEmpty else {
            throw UsageError("missing script: transit render <file-or-name>")
        }
        var scripts: [String] = []
        for name in args.positionals {
            // render runs a script twice (once for its length, once to sample it) and names
            // its output, a gallery's entries and a --compare's sides by the file
            guard name != "-" else {
                throw UsageError("render reads its scripts from files, not standard input ('-'): it runs a script more "
                                 + "than once and names what it writes after the file; save the script to a file")
            }
            guard let path = Arguments.resolve(name, options: runtime) else { return nil }
            // a pipe (`<(…)`, /dev/stdin) reads once: the second run would find it empty
            guard !FileText.isStream(path) else {
                throw UsageError("render reads its scripts from files, not a pipe or device ('\(name)'): it runs a "
                                 + "script more than once; save the script to a file")
            }
            scripts.append(path)
        }
        var job = RenderJob(scripts: scripts, format: format)
        job.runtime = runtime
        job.sampling = try sampling(args)
        // names as views show them (a control character as its escape): a view is picked by its
        // displayName, which escapes them
        job.views = .all
        if let text = args.options["views"] {
            // `--views ''` names no view: the trace showed none, and no name was left to warn of
            let names = list(text)
            guard !names.isEmpty else { throw UsageError("--views expects view names (green,thrown), got '\(text)'") }
            job.views = .named(names.map(\.shownAsName))
        }
        job.suggestion = { Suggestion.hint($0, among: $1, prefix: "") }
        job.size = try size(args)
        // a box is its pixels whatever the script draws: refused before the script runs
        if format.isRaster, case .box? = job.size, let problem = job.size?.rasterProblem(1, 1) {
            throw UsageError("--size \(args.options["size"] ?? ""): " + problem)
        }
        job.debug = args.flags.contains("debug")
        job.compare = args.flags.contains("compare")
        job.revision = args.options["rev"]
        job.out = args.options["out"]
        if let out = job.out, let refusal = Overwrite.refusal(writing: out, shown: "--out " + out, keeping: .files(Overwrite.scripts(scripts))) {
            throw UsageError(refusal)                          // before the script runs
        }
        return job
    }

    static func sampling(_ args: Arguments) throws -> Sampling {
        let fps = args.integer("fps")
        let count = args.integer("frames")
        // `keys` in the list: the run's key moments too (KeyMoments)
        let words = try args.options["at"].map(instants)
        let atKeys = words?.contains("keys") ?? false
        let at = try words.map { try $0.filter { $0 != "keys" }.map { try TimePoint($0, option: "--at") } }
        if at != nil && (fps != nil || count != nil) || fps != nil && count != nil {
            throw UsageError("--at, --frames and --fps choose the instants: give one of them")
        }
        let from = try args.options["from"].map { try TimePoint($0, option: "--from") }
        let to = try args.options["to"].map { try TimePoint($0, option: "--to") }
        return Sampling(fps: fps, count: count, at: atKeys && at?.isEmpty == true ? nil : at, from: from, to: to,
                        atKeys: atKeys)
    }

    static func size(_ args: Arguments) throws(UsageError) -> PictureSize? {
        let scale = args.number("scale")
        if let text = args.options["size"] {
            guard scale == nil else { throw UsageError("--size and --scale both size the picture: give one") }
            guard let box = PictureSize(box: text) else {
                throw UsageError("--size expects WIDTHxHEIGHT in pixels (393x852), each 1...\(PictureSize.longestSide), got '\(text)'")
            }
            return box
        }
        return scale.map(PictureSize.scale)
    }

    /// `--at 0.1,keys,50%`: each item an instant; an empty one (`1,,0.5`, a trailing comma)
    /// is refused rather than dropped, as any malformed number is (docs/cli.md, "Numbers").
    static func instants(_ text: String) throws(UsageError) -> [String] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: " ") }
        guard !items.contains("") else {
            throw UsageError("--at expects instants separated by commas (0.1,0.5), got an empty one in '\(text)'")
        }
        return items
    }

    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { String($0).trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
    }
}

private extension String {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
