/// The dot-commands: one table, so `.help`, dispatch, the nearest-name suggestion and
/// completion all read the same list.
struct Command: Sendable {
    let name: String
    /// How its argument is written in `.help` ("S", "[N]", "FILE"), or "".
    let argument: String
    let summary: String
    let run: @Sendable (Session, String) throws -> Void
}

/// An error in a command's use (a bad argument, a missing file): its message is all there
/// is to say — no traceback.
struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

enum Commands {
    static let all: [Command] = [
        Command(name: "help", argument: "", summary: "this list") { session, argument in
            try Argument.none(argument, ".help")
            session.showHelp()
        },
    ] + TimeCommands.all + InspectCommands.all + FileCommands.all + [
        // `.exit now` left the session, its word ignored: a word is refused, as by every
        // command that takes none
        Command(name: "exit", argument: "", summary: "leave the session (Ctrl-D does too)") { session, argument in
            try Argument.none(argument, ".exit")
            session.finish()
        },
    ]

    /// `.name argument` → ("name", "argument"); nil when the line is Lua. A dot followed by a
    /// letter starts a command; `.5` is a number.
    static func parse(_ line: String) -> (name: String, argument: String)? {
        let text = line.drop(while: { $0 == " " || $0 == "\t" })
        guard text.first == ".", let second = text.dropFirst().first, second.isLetter else { return nil }
        let body = text.dropFirst()
        let name = body.prefix(while: { !$0.isWhitespace })
        let argument = body.dropFirst(name.count).trimmingWhitespace()
        return (String(name), argument)
    }

    /// The command closest to a mistyped name, if one is close (edit distance at most 2, or
    /// the name is a prefix of it).
    static func nearest(to name: String) -> String? {
        if let prefixed = all.first(where: { $0.name.hasPrefix(name) }) { return prefixed.name }
        let scored = all.map { ($0.name, editDistance(name, $0.name)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in 1...b.count {
                let above = row[j]
                row[j] = min(above + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}

extension Session {
    func run(command name: String, argument: String) {
        guard let command = Commands.all.first(where: { $0.name == name }) else {
            failures += 1
            let hint = Commands.nearest(to: name).map { "did you mean .\($0)?" } ?? "see .help"
            console.error("unknown command '.\(name)' (\(hint))")
            return
        }
        do { try command.run(self, argument) } catch { fail(error) }
    }

    func showHelp() {
        let width = Commands.all.map { $0.name.count + $0.argument.count }.max()! + 3
        for c in Commands.all {
            let usage = "." + c.name + (c.argument.isEmpty ? "" : " " + c.argument)
            console.line(usage + String(repeating: " ", count: width - usage.count + 1) + c.summary)
        }
    }

    func finish() { isFinished = true }
}

extension Substring {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
