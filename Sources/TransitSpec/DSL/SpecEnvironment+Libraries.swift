import Lua
import TransitLua

/// The host side of ``LuassertPrelude``: Debian's luassert and say from the system's Lua
/// tree, read by the host (the sandbox reads no files outside the search path) — as the
/// function compiled on an earlier run when ``LibraryCache`` holds it, else as source — and
/// the mark of an assertion failure luassert raised.
extension SpecEnvironment {
    /// Where busted's libraries are installed: Debian's `lua-luassert` and `lua-say` put them
    /// under 5.1 with 5.4 links; LuaRocks under /usr/local.
    static let libraryRoots = ["/usr/local/share/lua/5.4", "/usr/share/lua/5.4", "/usr/share/lua/5.1"]

    /// The file of library module `name` (`luassert.spy` → `…/luassert/spy.lua`), or nil:
    /// luassert, say and Penlight (busted's own dependency, which specs require too; it gets
    /// no `io` or `os` here). Only dotted words reach here, so a name cannot leave the roots.
    /// As busted, the installed copy is used even in a project that carries its own (busted
    /// loads luassert before it reads `--lpath`).
    static func libraryFile(_ name: String) -> String? {
        // checked as bytes, not Characters: every spec file asks for 18 modules at start
        let words = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard words.allSatisfy({ w in
                  !w.isEmpty && w.allSatisfy { b in
                      b >= 0x30 && b <= 0x39 || b >= 0x41 && b <= 0x5A || b >= 0x61 && b <= 0x7A || b == 0x5F || b == 0x2D
                  }
              }),
              let first = words.first, ["luassert", "say", "pl"].contains(String(decoding: first, as: UTF8.self)) else { return nil }
        let relative = String(decoding: name.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "/") : $0 }, as: UTF8.self)
        for root in Self.libraryRoots {
            for file in ["\(root)/\(relative).lua", "\(root)/\(relative)/init.lua"] where FileText.isReadable(file) {
                return file
            }
        }
        return nil
    }

    func libraries() -> [(String, HostFunction)] {
        [
            ("library", { [unowned self] c in
                let name = try c.string(1)
                guard let file = Self.libraryFile(name) else {
                    if name == "luassert" || name == "say" {
                        throw c.error("busted's libraries are not installed: \(name) not found under "
                                      + Self.libraryRoots.joined(separator: ", ") + " (apt-get install lua-luassert lua-say)")
                    }
                    c.pushNil()
                    return 1
                }
                // the key is taken before the source is read: a file changed in between is
                // kept under its old stamp, which never matches again
                let key = self.libraryCache == nil ? nil : LibraryCache.key(source: file)
                if let cache = self.libraryCache, let key {
                    if let chunk = cache.load(source: file, key: key), c.pushBinaryChunk(chunk, chunkName: "@" + file) {
                        ScriptRuntime.noteRead(file)                   // --watch still sees it
                        return 1
                    }
                    self.compiling[file] = key
                }
                let (bytes, problem) = self.stage.runtime.readSource(file)
                guard let bytes else { throw c.error("cannot read \(file): \(problem ?? "unreadable")") }
                c.push(bytes: bytes)
                c.push("@" + file)
                return 2
            }),
            // the function spec_luassert.lua compiled from the source `library` gave: kept
            // for later runs
            ("compiled", { [unowned self] c in
                let file = String(try c.string(1).dropFirst())         // "@/usr/share/…"
                guard let cache = self.libraryCache, let key = self.compiling.removeValue(forKey: file),
                      let chunk = c.dump(2) else { return 0 }
                cache.store(chunk, source: file, key: key)
                return 0
            }),
            ("failure", { [unowned self] c in
                self.context?.assertionFailure = try c.string(1)
                return 0
            }),
        ]
    }
}
