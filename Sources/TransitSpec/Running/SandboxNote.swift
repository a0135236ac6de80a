/// A spec that calls a function the sandbox leaves out (`io.open`, `os.getenv` …) stops with
/// Lua's own words, `attempt to call a nil value (field 'open')`, which name neither the
/// function nor why it is missing. The report adds a line saying which it may be, where that
/// rule is written and how to run without it. The message itself stays Lua's: a spec that
/// catches it (`pcall`) reads what stock Lua would say.
enum SandboxNote {
    /// The functions of the standard libraries stock Lua 5.4 has and the sandbox leaves out,
    /// by field name (SandboxNoteTests compares them with `lua5.4` and the sandbox).
    static let missing: [String: String] = {
        let names = ["io.open", "io.popen", "os.execute", "os.exit", "os.getenv", "os.remove", "os.rename",
                     "os.setlocale", "os.tmpname", "string.dump", "debug.debug", "debug.gethook", "debug.getinfo",
                     "debug.getlocal", "debug.getregistry", "debug.getupvalue", "debug.getuservalue",
                     "debug.setcstacklimit", "debug.sethook", "debug.setlocal", "debug.setmetatable",
                     "debug.setupvalue", "debug.setuservalue", "debug.upvalueid", "debug.upvaluejoin",
                     "package.loadlib", "package.searchpath"]
        return Dictionary(uniqueKeysWithValues: names.map { (String($0.split(separator: ".")[1]), $0) })
    }()

    /// The line for a message (its place split off) that calls one of them — its field's name
    /// may be another table's: the line says "if" — or nil.
    static func note(for message: String) -> String? {
        let prefix = "attempt to call a nil value (field '"
        guard message.hasPrefix(prefix), message.hasSuffix("')") else { return nil }
        let field = message.dropFirst(prefix.count).dropLast(2)
        guard let name = missing[String(field)] else { return nil }
        return "(if that is \(name): the sandbox has none, docs/sandbox.md; transit test --unsafe runs with Lua's own libraries)"
    }

    /// The line for a message still holding its place (`helper.lua:1: attempt to call …`).
    static func note(forPlaced message: String) -> String? {
        guard let start = message.firstRange(of: "attempt to call a nil value (field '") else { return nil }
        return note(for: String(message[start.lowerBound...]))
    }

    /// Adds the line for `failure`'s message, if it has one, after its details.
    static func add(to failure: inout Failure) {
        guard let note = note(for: failure.message) else { return }
        failure.details += (failure.details.isEmpty ? "" : "\n") + note
    }
}
