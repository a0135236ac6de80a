import PackagePlugin

/// Transit's own Lua (the preludes) lives in `.lua` files beside the Swift that loads it, where
/// luacheck, an editor and a reader see it as Lua. This build-tool plugin hands a target's
/// `.lua` files to `embed-lua`, which writes them into one generated Swift file as string
/// constants: the binary carries its Lua, and nothing reads files (or needs Foundation) at
/// run time.
@main
struct EmbedLua: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let inputs = module.sourceFiles(withSuffix: "lua").map(\.url)
            .sorted { $0.path < $1.path }
        guard !inputs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedLua.swift")
        return [.buildCommand(
            displayName: "Embedding \(inputs.count) Lua files in \(target.name)",
            executable: try context.tool(named: "embed-lua").url,
            arguments: [output.path] + inputs.map(\.path),
            inputFiles: inputs,
            outputFiles: [output]
        )]
    }
}
