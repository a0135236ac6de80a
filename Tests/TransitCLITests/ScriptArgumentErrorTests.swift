import Foundation
import Testing

/// A script named on the command line that cannot be run is said on standard error, with the
/// `transit:` prefix, by every command that takes one (rev26 F08): `transit repl nofile.lua`
/// said it on standard output, unprefixed, and went on into the session.
@Suite struct ScriptArgumentErrorTests {
    /// A missing file: standard error, `transit:`, where the REPL looked — before any session.
    @Test func aMissingFileToTheREPLIsAnErrorOnStandardError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-missing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let repl = try Executable.run("transit", ["repl", "nofile.lua"], in: dir)
        let run = try Executable.run("transit", ["run", "nofile.lua"], in: dir)
        #expect(repl.status == 1 && repl.stdout == "")
        #expect(repl.stderr == "transit: cannot open 'nofile.lua': no such file in \(dir.path)\n", "\(repl.stderr)")
        #expect(repl.stderr == run.stderr)
    }
}
