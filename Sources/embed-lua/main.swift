import CLua
import Foundation

// embed-lua OUTPUT FILE.lua…: the build-time half of the EmbedLua plugin. Writes OUTPUT, a
// Swift file declaring `enum EmbeddedLua` with one `EmbeddedLuaFile` constant per input, named
// by the file's name in lowerCamelCase (`view_prelude.lua` → `EmbeddedLua.viewPrelude`). The
// text goes in a raw string literal whose delimiter has one more `#` than the longest run of
// `#` in the file, so no Lua text can end the literal or start an escape. Each file is also
// compiled here (liblua5.4's `luaL_loadbufferx`, then `lua_dump` keeping debug information;
// a file marked on its first line loses its locals' names, `withoutLocalNames`) and carried as
// bytecode: a start undumps the preludes instead of compiling them
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

/// `dump` without the names of local variables, each function's count of them written 0:
/// everything else kept (lines, upvalue names, the chunk name), where `lua_dump`'s strip
/// drops all of them. The layout is Lua 5.4's (ldump.c); nil if the bytes do not follow it.
func withoutLocalNames(_ dump: [UInt8]) -> [UInt8]? {
    var at = 32, out = Array(dump[..<32])                // the header, the upvalue count
    func varint() -> Int? {                              // 7 bits a byte, the last one marked
        var x = 0
        while at < dump.count {
            let b = dump[at]
            at += 1
            x = x << 7 | Int(b & 0x7f)
            if b & 0x80 != 0 { return x }
        }
        return nil
    }
    func skip(_ n: Int) -> Bool { at += n; return at <= dump.count }
    func string() -> Bool { guard let n = varint() else { return false }; return n == 0 || skip(n - 1) }
    func function() -> Bool {
        var start = at
        guard string(), varint() != nil, varint() != nil, skip(3),       // source, lines defined, params, vararg, stack
              let code = varint(), skip(4 * code), let constants = varint() else { return false }
        for _ in 0..<constants {
            guard skip(1) else { return false }
            switch dump[at - 1] {
            case 0x03, 0x13: guard skip(8) else { return false }          // integer, float
            case 0x04, 0x14: guard string() else { return false }         // short, long string
            default: break                                               // nil, false, true
            }
        }
        guard let upvalues = varint(), skip(3 * upvalues), let protos = varint() else { return false }
        out += dump[start..<at]
        for _ in 0..<protos { guard function() else { return false } }
        start = at
        guard let lines = varint(), skip(lines), let absolute = varint() else { return false }
        for _ in 0..<absolute { guard varint() != nil, varint() != nil else { return false } }
        out += dump[start..<at]
        guard let locals = varint() else { return false }
        for _ in 0..<locals { guard string(), varint() != nil, varint() != nil else { return false } }
        out.append(0x80)                                                 // no locals
        start = at
        guard let names = varint() else { return false }
        for _ in 0..<names { guard string() else { return false } }
        out += dump[start..<at]
        return true
    }
    guard dump.count > 32, function(), at == dump.count else { return nil }
    return out
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
    var bytecode: [UInt8]
    switch compile(source, chunkName: "=(transit \(file.lastPathComponent))") {
    case .success(let dump): bytecode = dump
    case .failure(let error):
        FileHandle.standardError.write(Data("embed-lua: \(path): \(error.message)\n".utf8))
        exit(1)
    }
    // `-- embed-lua: without local names` as a file's first line: the start's four spec
    // preludes, whose locals' names only an `--unsafe` spec walking Transit's own frames
    // could see, undump in fewer instructions (docs/benchmark.md, start112). Their lines and
    // upvalue names stay: Debian's Lua 5.4.4 crashes in `debug.getinfo(f, "L")` of a vararg
    // function without lines, and `busted.bindfenv` finds `_ENV` by its name.
    if source.hasPrefix("-- embed-lua: without local names\n") {
        guard let stripped = withoutLocalNames(bytecode) else {
            FileHandle.standardError.write(Data("embed-lua: \(path): a dump not laid out as Lua 5.4's\n".utf8))
            exit(1)
        }
        bytecode = stripped
    }
    text += "    static let \(name) = EmbeddedLuaFile(name: \"\(file.lastPathComponent)\", source: \(literal(source)),\n"
        + "                                        bytecode: \(byteLiteral(bytecode)))\n\n"
}
text += "}\n"
do { try text.write(toFile: output, atomically: true, encoding: .utf8) } catch {
    FileHandle.standardError.write(Data("embed-lua: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
