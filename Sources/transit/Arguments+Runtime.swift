import TransitLua

extension Arguments {
    /// The options every command that runs scripts takes: `--unsafe`, `--memory`,
    /// `--instructions`, `--time`, `--seed`.
    static let runtimeValued: Set<String> = ["memory", "instructions", "time", "seed"]
    static let runtimeSwitches: Set<String> = ["unsafe"]

    /// The sandbox, limits and seed those options ask for.
    func runtimeOptions() throws(UsageError) -> ScriptRuntime.Options {
        var options = flags.contains("unsafe") ? ScriptRuntime.Options.unsafe : ScriptRuntime.Options()
        if let mb = try integer("memory", range: 1...65536) { options.limits.memory = mb << 20 }
        if let n = try integer("instructions", range: 0...Int.max) { options.limits.instructions = n }
        if let s = try number("time", range: 0...86400) { options.limits.seconds = s }
        if let seed = try integer("seed", range: Int.min...Int.max) { options.seed = seed }
        return options
    }

    /// The one script path a command runs, resolved on the search path.
    func script(_ command: String, options: ScriptRuntime.Options) throws(UsageError) -> String? {
        guard positionals.count == 1 else {
            throw UsageError(description: positionals.isEmpty
                ? "missing script: transit \(command) <file-or-name>" : "one script at a time, got \(positionals.count)")
        }
        return Arguments.resolve(positionals[0], options: options)
    }

    /// A script name or path on the search path; nil (after saying where it looked) when
    /// there is none.
    static func resolve(_ name: String, options: ScriptRuntime.Options) -> String? {
        if let path = options.searchPath.resolveScript(name) { return path }
        let tried = options.searchPath.find(module: name).tried
        CLI.error("cannot find script '\(name)'" + tried.map { "\n\tno file '\($0)'" }.joined())
        return nil
    }
}
