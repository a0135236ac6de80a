#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lua
import TransitLua
import TransitRender
import TransitSpec

extension TestCommand {
    /// `transit test`'s words resolved: the config's task set first (`.transit.lua`, else
    /// busted's `.busted`), the command line over it, Bazel's sharding when neither gave a
    /// shard; then the run options, the report, and the words a worker process gets.
    struct Plan {
        var options = RunOptions()
        var paths: [String] = []
        var format = OutputFormat.human
        var out: String?
        /// busted's junit `-Xoutput FILE`: the report goes to the file and nothing to the
        /// terminal, as its junit handler writes it (`--out` shows the human report too).
        var outAlone = false
        /// `--color` as given (the human report on a terminal is coloured by default).
        var colour: String?
        /// busted's `-Xoutput --color` (true) or `--plain` (false): the report coloured or not
        /// whatever the terminal, as busted's utfTerminal and gtest handlers read them.
        var handlerColour: Bool?
        /// `--repeat N`: the suite runs N times.
        var repeats = 1
        /// `--suppress-pending`: the human report leaves skipped tests' marks out.
        var suppressPending = false
        /// busted's `--verbose`: its `-o TAP` comments each test's start and each traceback.
        var verbose = false
        /// busted's `--defer-print`: its terminal formats write no marks, its gtest the
        /// messages in the lists at the end.
        var deferPrint = false
        var isWorker = false
        /// `--watch`, and a worker's `--record-reads FILE` (TestWatch).
        var watch = false
        var recordReads: String?
        /// A worker's `--parent PID`: the run it dies with (WorkerParent).
        var parent: Int32?
        /// `-p`: Lua patterns a file name must match one of, instead of busted's `_spec`.
        var patterns: [String] = []
        /// `--exclude-pattern`: a file whose name matches one of these is not run (busted's:
        /// it wins over `-p`; files named on the command line are run as given).
        var excludePatterns: [String] = []
        /// Not `--no-recursive`: a folder's subfolders are searched too (busted's default).
        var recursive = true
        /// `--lpath` as given (the worker gets it back as it came).
        var lpath: String?
        /// `--cpath` as given, or a config's `cpath` (`--unsafe` only).
        var cpath: String?
        /// Where `cpath` came from: the option (refused without `--unsafe`) or a config's key
        /// (then ignored, with a warning).
        var cpathSource = "--cpath"
        /// Bazel's test environment, when the run is a Bazel test.
        var bazel: Bazel?
        /// What chose the tests, for the "no test selected" message: `--tags slow`, ….
        var selectors: [String] = []

        /// Where `transit test` looks without paths, in order: busted's `spec/`, then
        /// `scripts/` — the first holding spec files.
        static let defaultPaths = ["spec", "scripts"]
        /// Whether no path was given (on the command line or in the config).
        var defaulted = false

        init(_ words: [String], environment bazel: Bazel? = Bazel.fromEnvironment()) throws(UsageError) {
            self.bazel = bazel
            var given = try CommandDeclaration.parse(words, against: declaration)
            isWorker = given.flags.contains("worker")
            // -C first: the config is the one in that folder, as busted's — but a config named
            // on the command line is where the run started, as busted reads its whole command
            // line, `-f` too, before it moves. Each -C is read from the one before it (busted's
            // cli.lua joins them: `-C a -C b` is a/b, `-C a -C /b` is /b).
            if let dirs = given.lists["directory"] {
                if let file = given.options["config"] { given.options["config"] = Self.absolute(file) }
                // a folder not there is named as the joined path, as busted names it
                // (`-C a -C nope`: "chdir failed for 'a/nope'")
                var joined = ""
                for dir in dirs {
                    joined = joined.isEmpty || dir.hasPrefix("/") ? dir : joined + "/" + dir
                    try Self.change(to: dir, as: "-C \(joined)")
                }
            }
            // A worker's words are complete (the parent resolved the config): reading the
            // config again would add the default task's options to a `--run ci` run.
            let config = isWorker ? (words: [String](), paths: [String](), file: "", runsInSpecs: false) : try Self.configWords(given)
            // read before a config's `directory` moves the run
            let bustedConfig = config.runsInSpecs ? (file: Self.absolute(config.file), name: config.file) : nil
            var args = given
            // Without a config the words are read once: the second read and the merge (its
            // first walk of a `[String: [String]]` makes that type's metadata) were 0.3 M
            // instructions of every `transit test`, a quarter of a trivial spec's own run.
            if !config.words.isEmpty {
                // An option the command line gives replaces the config's — a list option its
                // whole list (busted merges so; "the command line has the last word").
                args = try declaration.parse(config.words).overridden(by: given)
                if given.options["directory"] == nil, let dir = args.options["directory"] {
                    try Self.change(to: dir, as: "\(config.file): directory '\(dir)'")
                }
            }
            if given.options["cpath"] == nil && args.options["cpath"] != nil { cpathSource = "\(config.file): cpath" }
            paths = !args.positionals.isEmpty ? args.positionals
                : !config.paths.isEmpty ? config.paths
                : []
            defaulted = paths.isEmpty
            try readOptions(Self.bustedEmptyValues(args, given: given))
            options.bustedConfig = bustedConfig
            if let file = args.options["busted-config"] {
                options.bustedConfig = (file, args.options["busted-config-name"] ?? file)
            }
        }

        /// `path` from the current folder, as a worker in another one (a config's `directory`)
        /// still finds it.
        static func absolute(_ path: String) -> String {
            guard !path.hasPrefix("/"), let cwd = getcwd(nil, 0) else { return path }
            defer { free(cwd) }
            return String(cString: cwd) + "/" + path
        }

        private mutating func readOptions(_ args: Arguments) throws(UsageError) {
            options.filters = try Self.patterns(args.lists["filter"], option: "--filter")
            options.filtersOut = try Self.patterns(args.lists["filter-out"], option: "--filter-out")
            for f in options.filters { selectors.append("--filter \(Self.shown(f))") }
            for f in options.filtersOut { selectors.append("--filter-out \(Self.shown(f))") }
            patterns = try Self.patterns(args.lists["pattern"], option: "--pattern")
            excludePatterns = try Self.patterns(args.lists["exclude-pattern"], option: "--exclude-pattern")
            recursive = !args.flags.contains("no-recursive")
            options.tags = Self.list(args.lists["tags"])
            // busted finds '#' .. tag as a Lua pattern: a malformed one is refused before the run
            for tag in options.tags { try Self.checkPattern("#" + tag, option: "--tags") }
            options.excludeTags = Self.list(args.lists["exclude-tags"])
            for tag in options.excludeTags { try Self.checkPattern("#" + tag, option: "--exclude-tags") }
            // busted refuses a tag both kept and left out (a .busted's and the command line's too)
            if options.tags.contains(where: options.excludeTags.contains) {
                throw UsageError("Cannot use --tags and --exclude-tags for the same tags")
            }
            if !options.tags.isEmpty { selectors.append("--tags \(options.tags.map(Self.shown).joined(separator: ","))") }
            if !options.excludeTags.isEmpty {
                selectors.append("--exclude-tags \(options.excludeTags.map(Self.shown).joined(separator: ","))")
            }
            if let text = args.options["shard"] {
                guard let shard = Shard(text) else { throw UsageError("--shard expects K/N with 1 ≤ K ≤ N, got '\(text)'") }
                options.shard = shard
            } else if let bazel, !isWorker {
                options.shard = try bazel.shard()
            }
            if let shard = options.shard { selectors.append("--shard \(shard)") }
            let seed = args.integer("seed")
            if let seed { options.runtime.seed = seed }
            let shuffle = args.flags.contains("shuffle")
            // busted's execute.lua: `if options.sort … elseif options.shuffle`: sorted files
            // are not shuffled (its block.lua gives --sort-tests the same precedence: runContents)
            let sortFiles = args.flags.contains("sort") || args.flags.contains("sort-files")
            let shuffleFiles = (shuffle || args.flags.contains("shuffle-files")) && !sortFiles
            let shuffleTests = shuffle || args.flags.contains("shuffle-tests")
            if shuffleFiles || shuffleTests {
                let chosen = seed ?? Self.randomSeed()
                options.shuffleSeed = Int64(chosen)
                options.runtime.seed = chosen
                (options.shuffleFiles, options.shuffleTests) = (shuffleFiles, shuffleTests)
            }
            options.sortFiles = sortFiles
            options.sortTests = args.flags.contains("sort") || args.flags.contains("sort-tests")
            // --unsafe specs share the file system and the processes they start, as busted's do,
            // which runs its files one after another: they may clean and fill one folder each
            // (GUI/lua-shell-games' spec/tmp). Sandboxed ones touch nothing of each other's.
            options.jobs = args.integer("jobs") ?? (args.flags.contains("unsafe") ? 1 : RunOptions.processorCount)
            options.failFast = args.flags.contains("fail-fast")
            options.list = args.flags.contains("list")
            watch = args.flags.contains("watch")
            recordReads = args.options["record-reads"]
            parent = args.integer("parent").map(Int32.init)
            options.update = args.flags.contains("update")
            options.ci = Self.ciIsSet()
            if let name = args.options["output"] {
                guard let f = OutputFormat(busted: name) else {
                    let names = OutputFormat.allCases.map(\.rawValue)
                    // busted loads a handler file or module by this name: transit runs no Lua
                    // outside the specs' sandbox, so it says so rather than "unknown format"
                    if name.hasSuffix(".lua") || name.contains("/") || name.contains(".") {
                        throw UsageError("--output \(name): custom output handlers (a Lua file or module, as busted loads) "
                                         + "are not supported; transit writes \(names.joined(separator: ", "))")
                    }
                    throw UsageError("--output is one of \(names.joined(separator: ", ")), got '\(name)'"
                                     + Suggestion.hint(name, among: names, prefix: ""))
                }
                format = f
            }
            out = args.options["out"]
            colour = args.options["color"]
            let handlerWords = Self.handlerWords(args.lists["Xoutput"] ?? [])
            if format == .junit, let file = handlerWords.first {
                // (a .busted's `ci` task: `output = "junit", Xoutput = "junit-output.xml"`)
                if let out { throw UsageError("-Xoutput \(file) and --out \(out) both name the junit report's file: give one") }
                out = file
                outAlone = true
            }
            handlerColour = try Self.handlerColour(handlerWords, format: format)
            // busted's utfTerminal and gtest handlers colour luassert's table-diff marks red when
            // they colour; its TAP and plainTerminal leave luassert's own default, red on a
            // terminal (a worker is told: its standard output is the run's pipe)
            let marksRed = switch format {
            case .utfTerminal, .gtest: out == nil && coloured
            case .bustedTAP, .plainTerminal: out == nil && isatty(1) != 0
            default: false
            }
            options.tableHighlightRed = marksRed || args.flags.contains("table-highlight")
            suppressPending = args.flags.contains("suppress-pending")
            options.lazyHooks = args.flags.contains("lazy")
            verbose = args.flags.contains("verbose")
            deferPrint = args.flags.contains("defer-print")
            repeats = args.integer("repeat") ?? 1
            options.filmstrips = args.options["filmstrips"]
            options.filmstripGIF = !args.flags.contains("no-filmstrip-gif")
            options.helper = args.options["helper"]
            // busted's -m and --cpath, given twice, join their values with ';' (its cli.lua's
            // processPath): rodash's test.sh gives -m four times
            cpath = args.lists["cpath"]?.joined(separator: ";")
            if args.flags.contains("unsafe") {
                let seed = options.runtime.seed
                options.runtime = .unsafe
                options.runtime.seed = seed
                options.runtime.seedsRandom = true   // specs repeat: the runner reseeds anyway
                options.runtime.cpathPrefix = cpath ?? SearchPath.bustedCSource
            } else if cpath != nil {
                let why = "sandboxed specs load no C modules (a C module runs outside the sandbox's limits and checks)"
                // A project's config is not the user's word for this run: a `.busted` written
                // for busted keeps working sandboxed (its other busted-only keys are ignored
                // too); a spec that needs its C modules fails at its `require`, saying why.
                guard cpathSource != "--cpath" else { throw UsageError("--cpath needs --unsafe: " + why) }
                CLI.error("warning: \(cpathSource) ignored: \(why); --unsafe loads them")
                cpath = nil
            }
            if let mb = args.integer("memory") { options.runtime.limits.memory = mb << 20 }
            if let n = args.integer("instructions") { options.runtime.limits.instructions = n }
            if let s = args.number("time") { options.runtime.limits.seconds = s }
            lpath = args.lists["lpath"]?.joined(separator: ";")
            options.runtime.searchPath = SearchPath.forSpecs(lpath: lpath)
        }

        /// Whether the report on the standard output is coloured: the human one, busted's
        /// utfTerminal and gtest (on a terminal, or as `--color` or busted's `-Xoutput` asks).
        var coloured: Bool { handlerColour ?? Colour.enabled(colour, fd: 1) }

        /// busted's `-Xoutput` words, which it hands its output handler, split at commas (its
        /// cli.lua's processList). Empty ones are dropped: busted splits the list a second time
        /// (fixupList), and Penlight's `split("", ",")` is `{}`, so `-Xoutput ''`, `,--color` or
        /// `--color,,--plain` hand the handler no empty word (refused until review111).
        static func handlerWords(_ given: [String]) -> [String] {
            given.flatMap { $0.split(separator: ",").map(String.init) }
        }

        /// What busted's `-Xoutput` words say of the report's colour. Its utfTerminal and gtest
        /// handlers read `--color` and `--plain` (plain wins, whatever the order) and stop at
        /// any other word; TAP, plainTerminal and json read none, so theirs are passed over as
        /// busted passes them over; junit's first is the file it writes (``outAlone``).
        /// Transit's own human report takes the two colour words too. RCLootCouncil2's CI runs `busted
        /// -Xoutput --color`, lua-resty-ljsonschema's `--Xoutput "--color"`: refused until busted111.
        static func handlerColour(_ words: [String], format: OutputFormat) throws(UsageError) -> Bool? {
            guard !words.isEmpty else { return nil }
            switch format {
            case .bustedTAP, .plainTerminal, .json, .junit: return nil
            case .tap, .github:
                throw UsageError("-Xoutput \(words[0]): -o \(format.rawValue) is transit's own and takes no handler option")
            case .human, .gtest, .utfTerminal:
                let handler = format == .human ? "the human report" : "busted's \(format.rawValue) handler"
                if let other = words.first(where: { $0 != "--color" && $0 != "--plain" }) {
                    throw UsageError("-Xoutput \(other): \(handler) takes --color or --plain")
                }
                return !words.contains("--plain")
            }
        }

        /// The options a worker needs to run its file as this run would: every option that
        /// reaches `RunOptions`, spelled out (a worker reads no config).
        var workerWords: [String] {
            var w: [String] = []
            for f in options.filters { w += ["--filter", f] }
            for f in options.filtersOut { w += ["--filter-out", f] }
            if !options.tags.isEmpty { w += ["--tags", options.tags.joined(separator: ",")] }
            if !options.excludeTags.isEmpty { w += ["--exclude-tags", options.excludeTags.joined(separator: ",")] }
            if let s = options.shard { w += ["--shard", s.description] }
            // a worker runs one file: the order of its tests, and whether the files were
            // shuffled, which a file's error names (FileRunner's loadError)
            if options.shuffleSeed != nil && options.shuffleTests { w.append("--shuffle-tests") }
            if options.shuffleSeed != nil && options.shuffleFiles { w.append("--shuffle-files") }
            if options.sortTests { w.append("--sort-tests") }
            w += ["--seed", String(options.runtime.seed)]
            if options.failFast { w.append("--fail-fast") }
            if options.lazyHooks { w.append("--lazy") }
            if options.tableHighlightRed { w.append("--table-highlight") }
            if options.list { w.append("--list") }
            if options.update { w.append("--update") }
            if let dir = options.filmstrips { w += ["--filmstrips", dir] }
            if !options.filmstripGIF { w.append("--no-filmstrip-gif") }
            if let config = options.bustedConfig { w += ["--busted-config", config.file, "--busted-config-name", config.name] }
            if let helper = options.helper { w += ["--helper", helper] }
            if let lpath { w += ["--lpath", lpath] }
            if let cpath { w += ["--cpath", cpath] }
            if !options.runtime.sandboxed { w.append("--unsafe") }
            let limits = options.runtime.limits
            if limits.memory > 0 { w += ["--memory", String(limits.memory >> 20)] }
            w += ["--instructions", String(limits.instructions), "--time", NumberSyntax.decimal(limits.seconds)]
            return w
        }

        /// `-C DIR`: the process's folder, so the workers start there too.
        /// Moves into `dir`; its error names it as the user gave it (`-C sub`, or the config's
        /// `directory` key).
        static func change(to dir: String, as given: String? = nil) throws(UsageError) {
            guard chdir(dir) == 0 else {
                throw UsageError("\(given ?? "-C \(dir)"): \(String(cString: strerror(errno)))")
            }
        }

        /// `["a, #b", "c"]` → `["a", "b", "c"]`: every use of a repeatable list option.
        static func list(_ texts: [String]?) -> [String] {
            (texts ?? []).flatMap { text in
                text.split(separator: ",").map { part in
                    var s = String(part.drop { $0 == " " })
                    while s.hasSuffix(" ") { s.removeLast() }
                    return s.hasPrefix("#") ? String(s.dropFirst()) : s
                }
            }.filter { !$0.isEmpty }
        }

        /// Every use of a pattern option, each checked.
        static func patterns(_ texts: [String]?, option: String) throws(UsageError) -> [String] {
            for text in texts ?? [] { try checkPattern(text, option: option) }
            return texts ?? []
        }

        /// A bad Lua pattern is a usage error before anything runs.
        static func checkPattern(_ pattern: String, option: String) throws(UsageError) {
            if let fault = LuaPatternSyntax.fault(in: pattern) { throw UsageError("\(option): \(fault)") }
            do {
                _ = try PatternMatcher().find(pattern, in: "")
            } catch {
                throw UsageError("\(option): \(error.message)")
            }
        }

        /// The CI convention: set and not "false" or "0".
        static func ciIsSet() -> Bool {
            guard let value = getenv("CI").map({ String(cString: $0) }) else { return false }
            return !["", "0", "false"].contains(value.lowercased())
        }

        /// A shuffle seed when none was given: from the monotonic clock (printed, to replay).
        static func randomSeed() -> Int {
            var ts = timespec()
            clock_gettime(CLOCK_MONOTONIC, &ts)
            return Int((UInt64(ts.tv_nsec) ^ UInt64(ts.tv_sec) &* 2_654_435_761) % 1_000_000)
        }
    }
}
