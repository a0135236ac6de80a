import TransitLua

extension Arguments {
    /// The options every command that runs scripts takes.
    static let runtimeValued: Set<String> = ["memory", "instructions", "time", "seed"]
    static let runtimeSwitches: Set<String> = ["unsafe"]

    /// The sandbox and limits these arguments ask for: `--unsafe`, `--memory MB`,
    /// `--instructions N`, `--time S`, `--seed N`.
    func runtimeOptions() throws(UsageError) -> ScriptRuntime.Options {
        var options = flags.contains("unsafe") ? ScriptRuntime.Options.unsafe : ScriptRuntime.Options()
        if let mb = try integer("memory", range: 1...65536) { options.limits.memory = mb << 20 }
        if let n = try integer("instructions", range: 0...Int.max) { options.limits.instructions = n }
        if let s = try number("time", range: 0...86400) { options.limits.seconds = s }
        if let seed = try integer("seed", range: Int.min...Int.max) {
            options.seed = seed
            options.seedsRandom = true           // --unsafe too, when asked
        }
        return options
    }
}
