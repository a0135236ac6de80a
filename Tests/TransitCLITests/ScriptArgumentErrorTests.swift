import Foundation
import Testing

/// A script named on the command line that cannot be run is said on standard error, with the
/// `transit:` prefix and the system's reason, by every command that takes one (rev26 F06,
/// F08): an unreadable file was "no such file in /tmp (did you mean '<the same path>'?)" to
/// run, render and explain and "neither a file nor a script name" to the REPL, where lua5.4
/// says "Permission denied"; `transit repl nofile.lua` said it on standard output, unprefixed,
/// and went on into the session.
@Suite struct ScriptArgumentErrorTests {
    /// Root reads whatever the modes say: then `transit` runs as `nobody` (setpriv), as
    /// LuassertCacheCommandTests does.
    static let unprivileged = geteuid() == 0

    /// `program arguments` in `dir`, as `nobody` when the tests run as root.
    static func asReader(_ program: String, _ arguments: [String], in dir: URL) throws -> Execution {
        guard unprivileged else { return try Executable.run(program, arguments, in: dir) }
        return try Executable.run("setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", program] + arguments, in: dir)
    }

    /// A folder anyone may enter, holding `secret.lua`, which no one but root may read.
    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-unreadable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
        let file = dir.appendingPathComponent("secret.lua")
        try "print(1)\n".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        return dir
    }

    @Test(arguments: [["run"], ["render"], ["explain"], ["repl"]])
    func anUnreadableScriptIsPermissionDeniedAsLuaSaysIt(command: [String]) throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let stock = try Self.asReader("/usr/bin/lua5.4", ["secret.lua"], in: dir)
        #expect(stock.status == 1 && stock.stderr == "/usr/bin/lua5.4: cannot open secret.lua: Permission denied\n")
        let transit = Executable.products.appendingPathComponent("transit").path
        let r = try Self.asReader(transit, command + ["secret.lua"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr == "transit: cannot open 'secret.lua': Permission denied\n", "\(r.stderr)")
        #expect(r.stdout == "")
    }

    /// The REPL's `.load` says the same, where the session says its errors.
    @Test func anUnreadableFileToDotLoadIsPermissionDenied() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let transit = Executable.products.appendingPathComponent("transit").path
        let line = "printf '.load secret.lua\\n' | \(transit) repl"
        let r = try Self.unprivileged
            ? Executable.run("setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", "/bin/sh", "-c", line], in: dir)
            : Executable.run("/bin/sh", ["-c", line], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout == "cannot open 'secret.lua': Permission denied\n", "\(r.stdout)")
    }

    /// A missing file: standard error, `transit:`, where the REPL looked — before any session.
    @Test func aMissingFileToTheREPLIsAnErrorOnStandardError() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let repl = try Executable.run("transit", ["repl", "nofile.lua"], in: dir)
        let run = try Executable.run("transit", ["run", "nofile.lua"], in: dir)
        #expect(repl.status == 1 && repl.stdout == "")
        #expect(repl.stderr == "transit: cannot open 'nofile.lua': no such file in \(dir.path)\n", "\(repl.stderr)")
        #expect(repl.stderr == run.stderr)
    }
}
