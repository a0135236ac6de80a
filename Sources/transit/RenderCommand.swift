import Lua
import TransitLua
import TransitRender

/// `transit render FILE|NAME…`: reads the flags into a `RenderJob` (TransitRender) and runs
/// it; the document goes to standard output or `--out`, everything else to standard error.
enum RenderCommand {
    static let help = """
    USAGE: transit render <file-or-name>… [options]

    Runs a script as `transit run` does (the script, then the clock until nothing is
    pending) and renders what was on screen: a trace, JSON, SVG frames, a filmstrip, or a
    self-contained HTML player. The same script gives the same bytes on every run.

    FORMATS (--format):
      trace       Every view's presentation values at every sampled instant, and the
                  timeline events (the format of `transit run --trace`). The default.
      json        The same as one JSON document.
      svg         One SVG file per sampled instant into --out DIR.
      filmstrip   One SVG with the sampled instants in a grid, each labelled with its time
                  (nine instants over the run unless sampling is given).
      html        One page that plays the run: play/pause, scrubber, speeds, loop in/out,
                  arrow-key stepping, the event timeline, each running animation's curve,
                  the view list. Several scripts make a gallery (one player each).

    SAMPLING (an instant is seconds, 0.35, or a share of the run, 50%):
      --fps <N>           Instants per second (default 60).
      --frames <N>        N instants evenly from --from to --to.
      --at <T1,T2,…>      Exactly these instants.
      --from <T>          The first instant (default 0).
      --to <T>            The last instant (default: the run's end). In seconds, the run
                          stops there (needed for animations that repeat forever).

    OUTPUT:
      --out <path>        A file (a directory for svg); otherwise standard output.
      --views <a,b,…>     Only these views in trace, json and the player's list.
      --size <WxH>        Fit each picture in this box (pixels).
      --scale <S>         Pixels per point (default 1; a filmstrip's frames 0.25).
      --debug             Draw each view's frame and name.
      --quiet             Neither progress nor the scripts' prints on standard error
                          (warnings and errors still).

    SCRIPT:
      --unsafe, --memory <MB>, --instructions <N>, --time <seconds>, --seed <N>
                          As for `transit run`.
      -h, --help          Show this help.

    EXIT STATUS: 0 success, 1 script error or unwritable output, 64 usage error (an
    instant outside the run included).
    """

    static func main(_ words: [String]) -> Int32 {
        if words.contains("-h") || words.contains("--help") { print(help); return 0 }
        let job: RenderJob
        let quiet: Bool
        do {
            let args = try Arguments(words, valued: Arguments.runtimeValued.union(
                                        ["format", "fps", "frames", "at", "from", "to", "out", "views", "size", "scale"]),
                                     switches: Arguments.runtimeSwitches.union(["debug", "quiet"]))
            guard let parsed = try parse(args) else { return 1 }
            job = parsed
            quiet = args.flags.contains("quiet")
        } catch {
            return CLI.usageError("\(error)", help: "transit render --help")
        }
        do {
            let output = try job.run(notes: { note in
                switch note {
                case .printed(let line): if !quiet { CLI.standardError(line) }
                case .warning(let message): CLI.error("warning: " + message)
                case .progress(let message): if !quiet { CLI.error("render: " + message) }
                }
            })
            CLI.out(output)
            return 0
        } catch let error as RenderError where error.isUsage {
            return CLI.usageError(error.message, help: "transit render --help")
        } catch let error as LuaError {
            CLI.error(error.description)
            return 1
        } catch {
            CLI.error("\(error)")
            return 1
        }
    }

    /// The job the words ask for; nil when a script cannot be found (already reported).
    static func parse(_ args: Arguments) throws -> RenderJob? {
        let runtime = try args.runtimeOptions()
        let name = args.options["format"] ?? "trace"
        guard let format = RenderFormat(rawValue: name) else {
            throw Arguments.UsageError(description: "--format is one of \(RenderFormat.allCases.map(\.rawValue).joined(separator: ", ")), got '\(name)'")
        }
        guard !args.positionals.isEmpty else {
            throw Arguments.UsageError(description: "missing script: transit render <file-or-name>")
        }
        var scripts: [String] = []
        for name in args.positionals {
            guard let path = Arguments.resolve(name, options: runtime) else { return nil }
            scripts.append(path)
        }
        var job = RenderJob(scripts: scripts, format: format)
        job.runtime = runtime
        job.sampling = try sampling(args)
        job.views = args.options["views"].map { .named(list($0)) } ?? .all
        job.size = try size(args)
        job.debug = args.flags.contains("debug")
        job.out = args.options["out"]
        return job
    }

    static func sampling(_ args: Arguments) throws -> Sampling {
        let fps = try args.integer("fps", range: 1...1000)
        let count = try args.integer("frames", range: 1...100_000)
        let at = try args.options["at"].map { text in try list(text).map { try TimePoint($0, option: "--at") } }
        if at != nil && (fps != nil || count != nil) || fps != nil && count != nil {
            throw Arguments.UsageError(description: "--at, --frames and --fps choose the instants: give one of them")
        }
        if at?.isEmpty == true { throw Arguments.UsageError(description: "--at expects instants, got none") }
        let from = try args.options["from"].map { try TimePoint($0, option: "--from") }
        let to = try args.options["to"].map { try TimePoint($0, option: "--to") }
        return Sampling(fps: fps, count: count, at: at, from: from, to: to)
    }

    static func size(_ args: Arguments) throws -> PictureSize? {
        let scale = try args.number("scale", range: 0.01...100)
        if let text = args.options["size"] {
            guard scale == nil else { throw Arguments.UsageError(description: "--size and --scale both size the picture: give one") }
            guard let box = PictureSize(box: text) else {
                throw Arguments.UsageError(description: "--size expects WIDTHxHEIGHT in pixels (393x852), got '\(text)'")
            }
            return box
        }
        return scale.map(PictureSize.scale)
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
