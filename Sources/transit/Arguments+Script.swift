import TransitLua

extension Arguments {
    /// A script name or path on the search path; nil (after saying where it looked) when
    /// there is none.
    static func resolve(_ name: String, options: ScriptRuntime.Options) -> String? {
        if let path = options.searchPath.resolveScript(name) { return path }
        let tried = options.searchPath.find(module: name).tried
        CLI.error("cannot find script '\(name)'" + tried.map { "\n\tno file '\($0)'" }.joined())
        return nil
    }
}
