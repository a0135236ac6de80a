import CLua
import Foundation

// embed-lua OUTPUT FILE.lua…: the build-time half of the EmbedLua plugin. Writes OUTPUT, a
// Swift file declaring `enum EmbeddedLua` with one `EmbeddedLuaFile` constant per input, named
// by the file's name in lowerCamelCase (`view_prelude.lua` → `EmbeddedLua.viewPrelude`). The
// text goes in a raw string literal whose delimiter has one more `#` than the longest run of
// `#` in the file, so no Lua text can end the literal or start an escape. Each file is also
// compiled here (liblua5.4's `luaL_loadbufferx`, then `lua_dump` keeping debug information)
// and carried as bytecode: a start undumps the preludes instead of compiling them
// (docs/benchmark.md). A prelude that does not compile fails the build, naming its line.

/// The file compiled under `chunkName` and dumped, or the compiler's message.
func compile(_ text: String, chunkName: String) -> Result<[UInt8], CompileError> {
    guard let L = luaL_newstate() else { return .failure(CompileError(message: "cannot create a Lua state")) }
    defer { lua_close(L) }
    let bytes = Array(text.utf8)
    let status = bytes.withUnsafeBufferPointer { buffer in
        luaL_loadbufferx(L, UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self), buffer.count,
                         chunkName, "t")
    }
    guard status == LUA_OK else { return .failure(CompileError(message: String(cString: lua_tolstring(L, -1, nil)))) }
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    lua_dump(L, { _, data, size, ud in
        let sink = Unmanaged<Sink>.fromOpaque(ud!).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }, Unmanaged.passUnretained(sink).toOpaque(), 0)
    return .success(sink.bytes)
}

struct CompileError: Error { let message: String }

/// Bytes as a `[UInt8]` array literal, 24 a line. An optimised build lays a constant array
/// out in the binary (the optimiser's static objects), so a start reads the dump where it is;
/// the Latin-1 string literal this replaced had to be decoded into a new array first, 0.37 M
/// of `transit run`'s instructions (docs/benchmark.md).
func byteLiteral(_ bytes: [UInt8]) -> String {
    var out = "["
    for (i, b) in bytes.enumerated() {
        if i % 24 == 0 { out += "\n        " }
        out += String(b) + ","
    }
    return out + "\n    ]"
}

func identifier(for file: URL) -> String {
    let words = file.deletingPathExtension().lastPathComponent
        .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    guard let first = words.first else { return "_" }
    let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
    let name = first.prefix(1).lowercased() + first.dropFirst() + rest.joined()
    return name.first!.isNumber ? "_" + name : name
}

func literal(_ text: String) -> String {
    var longest = 0, run = 0
    for character in text {
        run = character == "#" ? run + 1 : 0
        longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    // A multi-line literal drops the newline before its closing delimiter: add one, so the
    // constant is the file's text exactly.
    return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: embed-lua OUTPUT FILE.lua...\n".utf8))
    exit(2)
}
var names = Set<String>()
var text = """
    // Generated at build time by the EmbedLua plugin (Plugins/EmbedLua) from this target's
    // .lua files. Do not edit: edit the .lua file.

    import Lua

    /// A Lua file of Transit's own, carried in the binary as text and as bytecode.
    struct EmbeddedLuaFile: LuaPrelude, Sendable {
        /// The file's name, as chunk names and messages show it (`view_prelude.lua`).
        let name: String
        let source: String
        let bytecode: [UInt8]
        /// The chunk name Transit's own Lua is loaded under: `=(transit NAME)`, the prefix the
        /// shim and the traceback filter use to keep prelude frames out of a script's errors.
        var chunkName: String { "=(transit \\(name))" }
    }

    enum EmbeddedLua {

    """
for path in arguments.dropFirst() {
    let file = URL(fileURLWithPath: path)
    let name = identifier(for: file)
    guard names.insert(name).inserted else {
        FileHandle.standardError.write(Data("embed-lua: two files are named \(name): \(path)\n".utf8))
        exit(1)
    }
    let source: String
    do { source = try String(contentsOf: file, encoding: .utf8) } catch {
        FileHandle.standardError.write(Data("embed-lua: cannot read \(path): \(error)\n".utf8))
        exit(1)
    }
    let bytecode: [UInt8]
    switch compile(source, chunkName: "=(transit \(file.lastPathComponent))") {
    case .success(let dump): bytecode = dump
    case .failure(let error):
        FileHandle.standardError.write(Data("embed-lua: \(path): \(error.message)\n".utf8))
        exit(1)
    }
    text += "    static let \(name) = EmbeddedLuaFile(name: \"\(file.lastPathComponent)\", source: \(literal(source)),\n"
        + "                                        bytecode: \(byteLiteral(bytecode)))\n\n"
}
text += "}\n"
do { try text.write(toFile: output, atomically: true, encoding: .utf8) } catch {
    FileHandle.standardError.write(Data("embed-lua: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
