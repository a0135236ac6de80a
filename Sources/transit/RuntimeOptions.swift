import Lua
import TransitLua

/// The options of every command that runs scripts (`--unsafe`, `--memory`, `--instructions`,
/// `--time`, `--seed`), declared once. Their defaults are read from `LuaLimits.sandbox`, the
/// limits the runtime applies, so help cannot drift from behaviour.
enum RuntimeOptions {
    static let defaults = LuaLimits.sandbox

    /// `per` says what one budget covers for this command ("entry (the chunk, a callback)",
    /// "input", "test and per hook"); `timeScope` the same for the time limit (CPU time).
    /// `seed` is nil for a command that declares its own `--seed` (`transit test`'s also
    /// seeds the shuffle).
    static func declared(per: String, timeScope: String, unsafe: String, seed: String?) -> [Option] {
        var options = [
            Option("unsafe", help: unsafe),
            Option("memory", .integer("MB", 1...65536), default: "\(defaults.memory >> 20)",
                   help: "Memory limit in MiB."),
            Option("instructions", .integer("N", 0...Int.max), default: "\(defaults.instructions); 0 = unlimited",
                   help: "VM instructions one \(per) may run."),
            Option("time", .number("seconds", 0...86400), default: "\(Option.format(defaults.seconds)); 0 = unlimited",
                   help: "CPU seconds for \(timeScope), of the thread running the script; a call "
                       + "blocked off the CPU ends at ten times that of the wall clock."),
        ]
        if let seed { options.append(Option("seed", .integer("N", 0...Int(Int32.max)), default: "0", help: seed)) }
        return options
    }
}

extension Arguments {
    /// The sandbox and limits these arguments ask for.
    func runtimeOptions() -> ScriptRuntime.Options {
        var options = flags.contains("unsafe") ? ScriptRuntime.Options.unsafe : ScriptRuntime.Options()
        if let mb = integer("memory") { options.limits.memory = mb << 20 }
        if let n = integer("instructions") { options.limits.instructions = n }
        if let s = number("time") { options.limits.seconds = s }
        if let seed = integer("seed") {
            options.seed = seed
            options.seedsRandom = true           // --unsafe too, when asked
        }
        return options
    }
}
