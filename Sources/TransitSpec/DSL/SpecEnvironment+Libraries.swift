#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
    /// no `io` here, and of `os` the sandbox's clock). Only dotted words reach here, so a name
    /// cannot leave the roots.
    /// As busted, the installed copy is used even in a project that carries its own (busted
    /// loads luassert before it reads `--lpath`).
    static func libraryFile(_ name: String) -> String? {
        // checked and built as bytes: every spec file asks for 18 modules at start (split
        // words and interpolated paths were 15 k instructions a module)
        var relative: [UInt8] = []                                 // "luassert/spy"
        relative.reserveCapacity(name.utf8.count)
        var firstWord = -1, wordStarts = true
        for b in name.utf8 {
            if b == UInt8(ascii: ".") {
                guard !wordStarts else { return nil }              // an empty word
                if firstWord < 0 { firstWord = relative.count }
                relative.append(UInt8(ascii: "/"))
                wordStarts = true
                continue
            }
            guard b >= 0x30 && b <= 0x39 || b >= 0x41 && b <= 0x5A || b >= 0x61 && b <= 0x7A || b == 0x5F || b == 0x2D
            else { return nil }
            relative.append(b)
            wordStarts = false
        }
        guard !wordStarts else { return nil }                      // empty, or a dot last
        let first = String(decoding: relative[..<(firstWord < 0 ? relative.count : firstWord)], as: UTF8.self)
        guard first == "luassert" || first == "say" || first == "pl" else { return nil }
        for root in Self.libraryRoots {
            for ending in [".lua", "/init.lua"] {
                var file = Array(root.utf8)
                file.append(UInt8(ascii: "/"))
                file.append(contentsOf: relative)
                file.append(utf8: ending)
                file.append(0)
                let readable = file.withUnsafeBufferPointer { p in
                    access(UnsafeRawPointer(p.baseAddress!).assumingMemoryBound(to: CChar.self), R_OK) == 0
                }
                if readable { return String(decoding: file.dropLast(), as: UTF8.self) }
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
            // whether a spec's require(name) reads the project's own copy of a library
            // module, with package.path as given (spec_luassert.lua's package.preload)
            ("projectModule", { [unowned self] c in
                c.push(self.stage.runtime.findsProjectModule(try c.string(1), packagePath: try c.string(2)))
                return 1
            }),
        ]
    }
}
