#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lua
import TransitLua
import TransitSpec

extension TestCommand {
    /// `transit test`'s words resolved: `.transit.lua`'s task set first, the command line
    /// over it; then the run options, the report, and the words a worker process gets.
    struct Plan {
        var options = RunOptions()
        var paths: [String] = []
        var format = OutputFormat.human
        var out: String?
        var isWorker = false

        static let defaultPaths = ["spec", "scripts"]

        init(_ words: [String]) throws {
            let given = try Arguments(words, valued: valued, switches: switches)
            var configWords: [String] = []
            var configPaths: [String] = []
            let configPath = given.options["config"] ?? ".transit.lua"
            if given.options["config"] != nil || FileText.isReadable(configPath) {
                let config = try ProjectConfig.load(configPath)
                do {
                    (configWords, configPaths) = try config.words(task: given.options["run"])
                } catch {
                    throw Arguments.UsageError(description: error.description)
                }
                do {
                    _ = try Arguments(configWords, valued: valued.subtracting(["run", "config"]), switches: switches.subtracting(["worker"]))
                } catch {
                    throw Arguments.UsageError(description: "\(configPath): \(error.description)")
                }
            } else if let task = given.options["run"] {
                throw Arguments.UsageError(description: "--run \(task): there is no .transit.lua here (or pass --config)")
            }
            let args = try Arguments(configWords + words, valued: valued, switches: switches)
            isWorker = args.flags.contains("worker")
            paths = !args.positionals.isEmpty ? args.positionals
                : !configPaths.isEmpty ? configPaths
                : Self.defaultPaths.filter { FileText.isDirectory($0) }
            try readOptions(args)
        }

        private mutating func readOptions(_ args: Arguments) throws {
            if let pattern = args.options["filter"] {
                try Self.checkPattern(pattern)
                options.filter = pattern
            }
            options.tags = Self.list(args.options["tags"])
            options.excludeTags = Self.list(args.options["exclude-tags"])
            if let text = args.options["shard"] {
                guard let shard = Shard(text) else {
                    throw Arguments.UsageError(description: "--shard expects K/N with 1 ≤ K ≤ N, got '\(text)'")
                }
                options.shard = shard
            }
            let seed = try args.integer("seed", range: 0...Int(Int32.max))
            if let seed { options.runtime.seed = seed }
            if args.flags.contains("shuffle") {
                let chosen = seed ?? Self.randomSeed()
                options.shuffleSeed = UInt64(chosen)
                options.runtime.seed = chosen
            }
            options.jobs = try args.integer("jobs", range: 1...256) ?? RunOptions.processorCount
            options.failFast = args.flags.contains("fail-fast")
            options.update = args.flags.contains("update")
            options.ci = Self.ciIsSet()
            if let name = args.options["output"] {
                guard let f = OutputFormat(rawValue: name) else {
                    throw Arguments.UsageError(description: "--output is one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")), got '\(name)'")
                }
                format = f
            }
            out = args.options["out"]
            options.filmstrips = args.options["filmstrips"]
            if args.flags.contains("unsafe") {
                let seed = options.runtime.seed
                options.runtime = .unsafe
                options.runtime.seed = seed
                options.runtime.seedsRandom = true   // specs repeat: the runner reseeds anyway
            }
            if let mb = try args.integer("memory", range: 1...65536) { options.runtime.limits.memory = mb << 20 }
            if let n = try args.integer("instructions", range: 0...Int.max) { options.runtime.limits.instructions = n }
            if let s = try args.number("time", range: 0...86400) { options.runtime.limits.seconds = s }
        }

        /// The options a worker needs to run its file as this run would.
        var workerWords: [String] {
            var w: [String] = []
            if let f = options.filter { w += ["--filter", f] }
            if !options.tags.isEmpty { w += ["--tags", options.tags.joined(separator: ",")] }
            if !options.excludeTags.isEmpty { w += ["--exclude-tags", options.excludeTags.joined(separator: ",")] }
            if let s = options.shard { w += ["--shard", s.description] }
            if options.shuffleSeed != nil { w.append("--shuffle") }
            w += ["--seed", String(options.runtime.seed)]
            if options.failFast { w.append("--fail-fast") }
            if options.update { w.append("--update") }
            if let dir = options.filmstrips { w += ["--filmstrips", dir] }
            if !options.runtime.sandboxed { w.append("--unsafe") }
            let limits = options.runtime.limits
            if limits.memory > 0 { w += ["--memory", String(limits.memory >> 20)] }
            w += ["--instructions", String(limits.instructions), "--time", String(limits.seconds)]
            return w
        }

        /// `"a, #b"` → `["a", "b"]`.
        static func list(_ text: String?) -> [String] {
            guard let text else { return [] }
            return text.split(separator: ",").map { part in
                var s = String(part.drop { $0 == " " })
                while s.hasSuffix(" ") { s.removeLast() }
                return s.hasPrefix("#") ? String(s.dropFirst()) : s
            }.filter { !$0.isEmpty }
        }

        /// A bad `--filter` is a usage error before anything runs.
        static func checkPattern(_ pattern: String) throws {
            do {
                // Held until the run returns: a runtime's deinit closes its state, and a
                // temporary (`ScriptRuntime().lua.run`) may die before the call is done.
                let runtime = try ScriptRuntime()
                defer { withExtendedLifetime(runtime) {} }
                try runtime.lua.run("local p = ... return (''):find(p)", chunkName: "=(transit filter)",
                                    arguments: [.string(pattern)])
            } catch {
                throw Arguments.UsageError(description: "--filter: \(error.message)")
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
