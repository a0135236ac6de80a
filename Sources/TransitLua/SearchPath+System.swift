/// The system's Lua tree in the sandbox's search: the pure-Lua modules installed on the
/// machine (Debian's `/usr/share/lua/5.4`: dkjson, inifile, Penlight, busted's own
/// dependencies), which a spec run by busted or a script run by stock `lua5.4` may `require`.
/// They are read, never written, and run as the project's modules run: in the sandbox's
/// environment, with the script's limits — a module that reaches for `io.popen` fails at
/// its line as the project's own would. No C module: `package.cpath` stays empty.
extension SearchPath {
    /// The templates of stock's `package.path` that search the system's tree: its absolute
    /// `.lua` templates, in its order. Its relative ones (`./?.lua;./?/init.lua`, where Lua's
    /// default path ends) search the project, which the project's path covers already.
    /// Read by bytes: every start calls it, and `String.split` by a `Character` and
    /// `String.contains(String)` (_StringProcessing's) cost 0.39 M of the start's 6.65 M
    /// instructions here (callgrind of `transit run` of `print(1)`).
    public static func systemTemplates(ofStockPath path: String) -> [String] {
        let folder = Array(scriptFolder.utf8)
        var templates: [String] = []
        for entry in path.utf8.split(separator: UInt8(ascii: ";")) {
            let bytes = Array(entry)
            let template = String(decoding: bytes, as: UTF8.self)
            if bytes.first == UInt8(ascii: "/"), template.hasSuffix(".lua"), !bytes.holds(folder),
               !templates.contains(template) {
                templates.append(template)
            }
        }
        return templates
    }

    /// This path with `system`'s templates (those it does not hold already) searched where
    /// stock Lua searches them: just before the project root `./?.lua`, with which Lua's
    /// default path ends — so after the script's folder and busted's `lpath`, which busted
    /// puts in front of stock's path; at the end when this path has no project root. The
    /// root looked for is the one after the `lpath`: an `lpath` may name the root itself
    /// (AbolfazlTayyar/Pulse's `./?.lua;./?/init.lua`), and busted still searches it first.
    public func addingSystem(_ system: [String]) -> SearchPath {
        var added: [String] = []
        for template in system where !templates.contains(template) && !added.contains(template) {
            added.append(template)
        }
        guard !added.isEmpty else { return self }
        var all = templates
        let afterLPath = all.indices.dropFirst(bustedLPathCount ?? 0)
        all.insert(contentsOf: added, at: afterLPath.first { all[$0] == Self.projectRoot[0] } ?? all.endIndex)
        return SearchPath(templates: all, system: self.system + added)
    }

    /// The Lua tree a system template's folder lies in, to which what it finds is confined:
    /// the folder up to its last component named `lua` (`/usr/share/lua/5.4` →
    /// `/usr/share/lua`), or the folder itself when none is. Debian installs a pure-Lua module
    /// once, for 5.1, and links it from each version's folder (`/usr/share/lua/5.4/dkjson.lua
    /// -> ../5.1/dkjson.lua`): confined to `5.4` itself, every one of them was refused.
    static func luaTree(of folder: String) -> String {
        let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
        guard let last = parts.lastIndex(of: "lua"), last > 0 else { return folder }
        return parts[...last].joined(separator: "/")
    }
}

private extension Array where Element == UInt8 {
    /// Whether `part` occurs in these bytes (a plain scan: paths are short).
    func holds(_ part: [UInt8]) -> Bool {
        guard !part.isEmpty else { return true }
        guard count >= part.count else { return false }
        for start in 0...(count - part.count) where self[start..<start + part.count].elementsEqual(part) {
            return true
        }
        return false
    }
}
