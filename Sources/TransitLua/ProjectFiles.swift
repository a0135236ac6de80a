import Lua
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ScriptRuntime {
    /// The sandbox's `loadfile`/`dofile` source: a Lua file under the current folder — a
    /// relative path with no `..` component, a regular file no larger than the memory left
    /// (`readSource`) — as `(source, "@path")`, or `(nil, message)` worded as stock
    /// loadfile's (`cannot open x.lua: No such file or directory`). The project's own files are what `require` reads
    /// already; anything else on the machine is not the script's to read.
    func readProjectFile(_ call: LuaCall) throws -> Int32 {
        let path = try call.string(1)
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.isEmpty || path.hasPrefix("/") || parts.contains("..") || path.utf8.contains(0) || !Self.isUnderCurrentFolder(path) {
            call.pushNil()
            call.push("cannot open \(path) (the sandbox's loadfile reads Lua files under the current folder only)")
            return 2
        }
        let (bytes, problem) = readSource(path, confinedTo: ".")
        guard let text = bytes else {
            call.pushNil()
            call.push("cannot open \(path): \(problem ?? "unreadable")")          // as stock loadfile words it
            return 2
        }
        call.push(bytes: ScriptRuntime.strippingShebang(text))
        call.push(loadedChunk("@" + path))
        return 2
    }

    /// Whether `path`, its links followed, is inside the current folder (a link in the
    /// project may point anywhere). A path that does not exist is left to `readSource`.
    static func isUnderCurrentFolder(_ path: String) -> Bool {
        guard let file = SearchPath.realBytes(path) else { return true }
        guard let here = SearchPath.realBytes(".") else { return false }
        return SearchPath.isUnder(file, root: here)            // bytes: see isUnder
    }
}
