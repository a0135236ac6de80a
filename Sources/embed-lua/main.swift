import Foundation

// embed-lua OUTPUT FILE.lua…: the build-time half of the EmbedLua plugin. Writes OUTPUT, a
// Swift file declaring `enum EmbeddedLua` with one `EmbeddedLuaFile` constant per input, named
// by the file's name in lowerCamelCase (`view_prelude.lua` → `EmbeddedLua.viewPrelude`). The
// text goes in a raw string literal whose delimiter has one more `#` than the longest run of
// `#` in the file, so no Lua text can end the literal or start an escape.

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

    /// A Lua file of Transit's own, carried in the binary.
    struct EmbeddedLuaFile: Sendable {
        /// The file's name, as chunk names and messages show it (`view_prelude.lua`).
        let name: String
        let source: String
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
    text += "    static let \(name) = EmbeddedLuaFile(name: \"\(file.lastPathComponent)\", source: \(literal(source)))\n\n"
}
text += "}\n"
do { try text.write(toFile: output, atomically: true, encoding: .utf8) } catch {
    FileHandle.standardError.write(Data("embed-lua: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
