extension ScriptRuntime {
    /// Whether `require(name)`, with `package.path` as `packagePath`, reads a project file:
    /// the first file the path finds is one no template of the system's Lua tree found. A
    /// host library a spec requires (Penlight) yields to the project's own copy of it, as
    /// busted's `require` finds that copy first when its `--lpath` names it (Penlight's own
    /// suite: `lpath = "./lua/?.lua"`). No caller is given: the requiring script's own folder
    /// is not searched, as busted does not search the spec's.
    public func findsProjectModule(_ name: String, packagePath: String) -> Bool {
        let search: SearchPath
        if options.sandboxed {
            guard case .success(let chosen) = moduleSearch.honouring(packagePath: packagePath) else { return false }
            search = chosen
        } else {
            search = SearchPath(templates: packagePath.split(separator: ";").map(String.init), system: moduleSearch.system)
        }
        let found = search.find(module: name, confined: options.sandboxed)
        return found.path != nil && !found.isSystem
    }
}
