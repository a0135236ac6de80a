import Foundation
import Testing

/// What a `transit` process loads at start: a library only one command needs is opened when
/// that command needs it, not linked (docs/benchmark.md, "Cold start").
@Suite struct StartLibrariesTests {
    /// The shared libraries mapped into a `transit run --unsafe` process, by the names
    /// /proc/self/maps gives them (`libc`, `liblua5.4` …), read by the script itself.
    static func librariesOfARun() throws -> Set<String> {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-start-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("maps.lua")
        try """
            for line in io.lines("/proc/self/maps") do
              local name = line:match("/(lib[^/]-)%.so[^/]*$")
              if name then print(name) end
            end
            """.write(to: script, atomically: true, encoding: .utf8)
        let r = try Executable.transit("run", "--unsafe", "--quiet", script.path)
        #expect(r.status == 0, "\(r.stderr)")
        return Set(r.stdout.split(separator: "\n").map(String.init))
    }

    @Test func runLoadsNeitherLibeditNorWhatItNeeds() throws {
        let libraries = try Self.librariesOfARun()
        #expect(libraries.contains("liblua5.4"))                 // the listing reads the maps
        #expect(!libraries.contains("libedit"))
        #expect(!libraries.contains("libtinfo"))
    }
}
