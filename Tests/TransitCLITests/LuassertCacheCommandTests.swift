import Foundation
import Testing

/// The luassert cache (Sources/TransitSpec/Assertions/LibraryCache.swift) through `transit
/// test`, with what the in-process tests (LuassertCacheTests) cannot make: an entry that is a
/// FIFO (opening one to read waits for a writer), an entry its owner may not read, a cache
/// directory its owner may not write. Root reads and writes whatever the modes say, so when
/// the tests run as root `transit` runs as `nobody` (setpriv), owning the cache directory.
@Suite struct LuassertCacheCommandTests {
    static let unprivileged = geteuid() == 0

    /// A scratch project with a spec that passes one assertion and fails one, and the folder
    /// that is `XDG_CACHE_HOME` (the cache in its `transit/lua`), owned by the user `transit`
    /// runs as.
    static func project() throws -> (dir: URL, cache: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try """
            describe("cache", function()
              it("passes", function() assert.are.equal(2, 1 + 1) end)
              it("fails", function() assert.are.equal(1, 2) end)
            end)
            """.write(to: dir.appendingPathComponent("t_spec.lua"), atomically: true, encoding: .utf8)
        let cache = dir.path + "/xdg"
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: false)
        if unprivileged { #expect(chown(cache, 65534, 65534) == 0) }
        return (dir, cache)
    }

    /// `transit test --output tap t_spec.lua` in `dir`, the cache under `cache` (nil: none);
    /// killed after 60 s, so that a run waiting for ever fails instead of hanging the tests.
    static func test(_ dir: URL, cache: String?) throws -> Execution {
        let transit = Executable.products.appendingPathComponent("transit").path
        var arguments = ["-s", "KILL", "60", transit, "test", "--output", "tap", "t_spec.lua"]
        if unprivileged { arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "timeout"] + arguments }
        let environment = cache.map { ["XDG_CACHE_HOME": $0, "TRANSIT_NO_CACHE": ""] } ?? ["TRANSIT_NO_CACHE": "1"]
        return try Executable.run(unprivileged ? "setpriv" : "timeout", arguments, in: dir, environment: environment)
    }

    static func entry(_ cache: String, _ module: String) -> String {
        cache + "/transit/lua/usr%share%lua%5.4%luassert%\(module).lua.luac"
    }

    static func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// The uncached run's report, and the checks every cached run must pass against it.
    static func expectSame(_ r: Execution, as uncached: Execution, _ comment: Comment) {
        #expect(r.status == 1, comment)
        #expect(r.stdout == uncached.stdout, comment)
        #expect(r.stderr == "", comment)
    }

    @Test func aFIFOEntryIsNotWaitedOn() throws {
        let (dir, cache) = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let uncached = try Self.test(dir, cache: nil)
        #expect(uncached.stdout.contains("not ok 2 - fails"))
        Self.expectSame(try Self.test(dir, cache: cache), as: uncached, "cold")
        let mock = Self.entry(cache, "mock")
        #expect(unlink(mock) == 0 && mkfifo(mock, 0o600) == 0)
        if Self.unprivileged { #expect(chown(mock, 65534, 65534) == 0) }
        Self.expectSame(try Self.test(dir, cache: cache), as: uncached, "a FIFO")
        #expect(Self.kind(mock) == S_IFREG)                      // replaced by mock's entry
    }

    /// An entry its owner may not read is compiled again and replaced; a directory its
    /// owner may not write is read (warm) or left as it is (cold), the runs as without it.
    @Test func anUnreadableEntryAndAnUnwritableDirectoryFallBackToTheSource() throws {
        let (dir, cache) = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let uncached = try Self.test(dir, cache: nil)
        Self.expectSame(try Self.test(dir, cache: cache), as: uncached, "cold")
        let mock = Self.entry(cache, "mock")
        #expect(chmod(mock, 0) == 0)
        Self.expectSame(try Self.test(dir, cache: cache), as: uncached, "unreadable")
        var info = stat()
        #expect(stat(mock, &info) == 0 && info.st_mode & 0o777 == 0o600)   // a new entry in its place

        let directory = cache + "/transit/lua"
        defer { chmod(directory, 0o700) }                        // for the removal
        #expect(unlink(mock) == 0 && chmod(directory, 0o500) == 0)
        Self.expectSame(try Self.test(dir, cache: cache), as: uncached, "unwritable, warm")
        #expect(Self.kind(mock) == 0)                            // nothing written
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(!names.contains { $0.hasPrefix(".") })
        #expect(chmod(directory, 0o700) == 0)
        for name in names { #expect(unlink(directory + "/" + name) == 0) }
        #expect(chmod(directory, 0o500) == 0)
        Self.expectSame(try Self.test(dir, cache: cache), as: uncached, "unwritable, cold")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }
}
