import Foundation
import Lua
import Testing
@testable import TransitSpec

/// The cache of luassert and say compiled on an earlier run (LibraryCache.swift): kept, used,
/// recompiled when the source changes, and never trusted when damaged or unsafe.
@Suite struct LuassertCacheTests {
    /// A passing assertion, a failing one on line 3, and a look at `mock`'s fields.
    static let spec = """
        describe("cache", function()
          it("passes", function() assert.are.equal(2, 1 + 1) end)
          it("fails", function() assert.are.equal(1, 2) end)
          it("forged", function() assert.is_true(mock.forged) end)
        end)
        """

    static func run(cache: String?, in dir: URL) throws -> FileResult {
        var options = RunOptions()
        options.libraryCache = cache
        return try runSpec(spec, options: options, in: dir)
    }

    static let mockFile = SpecEnvironment.libraryFile("luassert.mock")!

    /// A cache entry for luassert's mock module, under its true key, that the source never
    /// gives: `{forged = true}`.
    static func forgeMock(in cache: LibraryCache) throws {
        let lua = try LuaState()
        try lua.load("return {forged = true}", chunkName: "@" + mockFile)
        let chunk = try #require(lua.hostCall.dump(-1))
        cache.store(chunk, source: mockFile, key: try #require(LibraryCache.key(source: mockFile)))
    }

    @Test func keptOnTheFirstRunAndUsedOnTheSecond() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let directory = dir.path + "/cache/transit/lua"
        let first = try Self.run(cache: directory, in: dir)
        #expect(first.outcomes == ["passed cache passes", "failed cache fails", "failed cache forged"])
        let cache = try #require(LibraryCache(directory: directory))
        #expect(cache.file(for: Self.mockFile) == directory + "/usr%share%lua%5.4%luassert%mock.lua.luac")
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(kept.contains("usr%share%lua%5.4%luassert%assert.lua.luac"))
        #expect(kept.contains("usr%share%lua%5.4%say%init.lua.luac"))
        #expect(!kept.contains { $0.hasPrefix(".") })                // no temporary file left
        let mode = try FileManager.default.attributesOfItem(atPath: directory)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        // only a cache that is read makes mock.forged true
        try Self.forgeMock(in: cache)
        let second = try Self.run(cache: directory, in: dir)
        #expect(second.outcomes == ["passed cache passes", "failed cache fails", "passed cache forged"])
        let off = try Self.run(cache: nil, in: dir)
        #expect(off.outcomes == first.outcomes)
    }

    /// A temporary file a killed writer left is removed by the next write once it is stale;
    /// a fresh one, maybe another worker's at work, is kept.
    @Test func aKilledWritersTemporaryFileIsRemovedByTheNextWrite() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let directory = dir.path + "/cache/transit/lua"
        _ = try #require(LibraryCache(directory: directory))            // makes the directory
        let stale = directory + "/.luac.AbC123", fresh = directory + "/.luac.XyZ789"
        for path in [stale, fresh] { #expect(FileManager.default.createFile(atPath: path, contents: Data([1, 2, 3]))) }
        var old = [timeval(tv_sec: time(nil) - 3600, tv_usec: 0), timeval(tv_sec: time(nil) - 3600, tv_usec: 0)]
        #expect(utimes(stale, &old) == 0)
        _ = try Self.run(cache: directory, in: dir)                    // a cold cache: every module written
        let left = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(!left.contains(".luac.AbC123"))
        #expect(left.contains(".luac.XyZ789"))
        #expect(left.contains("usr%share%lua%5.4%luassert%assert.lua.luac"))
    }

    /// luassert's message names the spec's line with a cold cache, a warm one and none.
    @Test func aFailureNamesTheSpecsLineAsWithoutTheCache() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let directory = dir.path + "/cache"
        let messages = try [nil, directory, directory].map { try Self.run(cache: $0, in: dir).failure("cache fails") }
        let failure = try #require(messages[0])
        #expect(failure.location.hasSuffix("/t_spec.lua:3"))
        #expect(failure.message == "Expected objects to be equal.")
        #expect(failure.details == "Passed in:\n(number) 2\nExpected:\n(number) 1")
        #expect(messages[1] == failure)
        #expect(messages[2] == failure)
    }

    /// Files cut short or with a byte changed: the source is compiled again, with the same
    /// results, and the entries are written whole again.
    @Test func aDamagedEntryFallsBackToTheSource() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let directory = dir.path + "/cache"
        let first = try Self.run(cache: directory, in: dir)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(names.count >= 15)
        var whole: [String: Data] = [:]
        for (i, name) in names.enumerated() {
            let path = directory + "/" + name
            var data = try Data(contentsOf: URL(fileURLWithPath: path))
            whole[name] = data
            if i % 2 == 0 {
                data = data.prefix(data.count - 7)
            } else {
                data[data.count - 3] ^= 0x40
            }
            try data.write(to: URL(fileURLWithPath: path))
        }
        let second = try Self.run(cache: directory, in: dir)
        #expect(second.outcomes == first.outcomes)
        #expect(second.failure("cache fails") == first.failure("cache fails"))
        for name in names {
            #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)) == whole[name], "\(name)")
        }
    }

    /// Entries cut short anywhere — to nothing, inside the key, inside the header's last line —
    /// or with a header that is not this cache's (another format, another source's key, a
    /// summary of other bytes): each is compiled from source again, with the same results,
    /// and written whole again.
    @Test func entriesCutShortOrWithAnotherHeaderFallBackToTheSource() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let directory = dir.path + "/cache"
        let uncached = try Self.run(cache: nil, in: dir)
        _ = try Self.run(cache: directory, in: dir)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        let damages: [(String, (Data, Int) -> Data)] = [
            ("empty", { _, _ in Data() }),
            ("inside the key", { data, key in data.prefix(key / 2) }),
            ("the key only", { data, key in data.prefix(key) }),
            ("inside the summary", { data, key in data.prefix(key + 9) }),
            ("the header only", { data, key in data.prefix(upTo: (data[key...].firstIndex(of: 0x0A) ?? data.endIndex - 1) + 1) }),
            ("another format", { data, _ in Data("transit lua cache 2".utf8) + data.dropFirst(19) }),
            ("another source's key", { data, _ in
                var text = data
                if let at = text.firstIndex(of: UInt8(ascii: "/")) { text[at] = UInt8(ascii: "%") }   // the source's path
                return text
            }),
            ("a summary of other bytes", { data, key in
                var text = data
                text[key + 6] = text[key + 6] == UInt8(ascii: "9") ? UInt8(ascii: "1") : text[key + 6] + 1   // "bytes N"
                return text
            }),
        ]
        for (damage, cut) in damages {
            var whole: [String: Data] = [:]
            for name in names {
                let url = URL(fileURLWithPath: directory + "/" + name)
                let data = try Data(contentsOf: url)
                whole[name] = data
                let key = try #require(data.indices.filter { data[$0] == 0x0A }.dropFirst(2).first) + 1  // three lines
                try cut(data, key).write(to: url)
            }
            let run = try Self.run(cache: directory, in: dir)
            #expect(run.outcomes == uncached.outcomes, "\(damage)")
            #expect(run.failure("cache fails") == uncached.failure("cache fails"), "\(damage)")
            for name in names {
                #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)) == whole[name], "\(damage): \(name)")
            }
        }
    }

    /// An entry that is not a regular file: a directory, a symlink to a valid entry elsewhere
    /// or to nowhere. None is read (the forged mock of the link's target never reaches the
    /// spec), nothing is written through a link (its target keeps its bytes, nowhere stays
    /// nowhere): a link is replaced by an entry of its own, a directory stays a directory,
    /// and the results are those of a run without the cache.
    @Test func entriesThatAreNotRegularFilesAreNeitherReadNorWrittenThrough() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let uncached = try Self.run(cache: nil, in: dir)
        let cache = try #require(LibraryCache(directory: dir.path + "/cache"))
        let elsewhere = try #require(LibraryCache(directory: dir.path + "/elsewhere"))
        try Self.forgeMock(in: elsewhere)
        let target = elsewhere.file(for: Self.mockFile)
        let targetBytes = try Data(contentsOf: URL(fileURLWithPath: target))
        let nowhere = dir.path + "/nowhere"
        let spy = cache.file(for: try #require(SpecEnvironment.libraryFile("luassert.spy")))
        let assert = cache.file(for: try #require(SpecEnvironment.libraryFile("luassert.assert")))
        #expect(symlink(target, cache.file(for: Self.mockFile)) == 0)
        #expect(symlink(nowhere, assert) == 0)
        #expect(mkdir(spy, 0o700) == 0)
        for _ in 0..<2 {                                  // the links replaced on the first run
            let run = try Self.run(cache: cache.directory, in: dir)
            #expect(run.outcomes == uncached.outcomes)      // "failed cache forged": the link not read
            #expect(run.failure("cache fails") == uncached.failure("cache fails"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == targetBytes)
            #expect(!FileManager.default.fileExists(atPath: nowhere))
        }
        func kind(_ path: String) -> mode_t {
            var info = stat()
            return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
        }
        #expect(kind(cache.file(for: Self.mockFile)) == S_IFREG)
        #expect(kind(assert) == S_IFREG)
        #expect(kind(spy) == S_IFDIR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: spy).isEmpty)
        #expect(try !FileManager.default.contentsOfDirectory(atPath: cache.directory).contains { $0.hasPrefix(".") })
        let key = try #require(LibraryCache.key(source: Self.mockFile))
        #expect(cache.load(source: Self.mockFile, key: key) != nil)      // mock's own entry now
    }

    @Test func aChangedSourceIsNotAnsweredFromTheCache() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cache = try #require(LibraryCache(directory: dir.path + "/cache"))
        let source = dir.path + "/m.lua"
        try "return 1".write(toFile: source, atomically: false, encoding: .utf8)
        let key = try #require(LibraryCache.key(source: source))
        cache.store([1, 2, 3], source: source, key: key)
        #expect(cache.load(source: source, key: key) == [1, 2, 3])
        #expect(cache.load(source: source, key: try #require(LibraryCache.key(source: source))) == [1, 2, 3])
        // new text of the same size, its modification time set back: the change time differs
        let stamp = try FileManager.default.attributesOfItem(atPath: source)[.modificationDate] as! Date
        try "return 2".write(toFile: source, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: source)
        let changed = try #require(LibraryCache.key(source: source))
        #expect(changed != key)
        #expect(cache.load(source: source, key: changed) == nil)
        cache.store([4, 5], source: source, key: changed)
        #expect(cache.load(source: source, key: changed) == [4, 5])
        #expect(cache.load(source: source, key: key) == nil)
    }

    /// A directory that cannot be made, or one others may write, is not used at all: the
    /// run compiles from source and passes as without a cache.
    @Test func anUnusableDirectoryIsNotUsed() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "".write(toFile: dir.path + "/file", atomically: false, encoding: .utf8)
        #expect(LibraryCache(directory: dir.path + "/file/cache") == nil)
        #expect(LibraryCache(directory: "relative/cache") == nil)
        let blocked = try Self.run(cache: dir.path + "/file/cache", in: dir)
        #expect(blocked.outcomes == ["passed cache passes", "failed cache fails", "failed cache forged"])

        let shared = dir.path + "/shared"
        try Self.forgeMock(in: try #require(LibraryCache(directory: shared)))
        #expect(try Self.run(cache: shared, in: dir).failure("cache forged") == nil)   // its own directory: read
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: shared)
        #expect(LibraryCache(directory: shared) == nil)
        #expect(try Self.run(cache: shared, in: dir).failure("cache forged") != nil)   // others may write it: not read
    }

    /// Only dotted words of luassert, say and Penlight name a library file (checked by bytes).
    @Test func libraryNamesAreDottedWords() {
        #expect(SpecEnvironment.libraryFile("luassert.mock") == "/usr/share/lua/5.4/luassert/mock.lua")
        #expect(SpecEnvironment.libraryFile("luassert.formatters") == "/usr/share/lua/5.4/luassert/formatters/init.lua")
        #expect(SpecEnvironment.libraryFile("say") == "/usr/share/lua/5.4/say/init.lua")
        for name in ["luassert..mock", "luassert./mock", "luassert/../mock", ".luassert", "luassert.", "io", "lua-ssert",
                     "luassert.m\u{F6}ck", "luassert.mock\u{0}", "luassert.mo ck", ""] {
            #expect(SpecEnvironment.libraryFile(name) == nil, "\(name)")
        }
    }

    @Test func theDirectoryComesFromTheEnvironment() {
        func directory(_ variables: [String: String]) -> String? { LibraryCache.defaultDirectory { variables[$0] } }
        #expect(directory(["HOME": "/home/u"]) == "/home/u/.cache/transit/lua")
        #expect(directory(["HOME": "/home/u", "XDG_CACHE_HOME": "/c"]) == "/c/transit/lua")
        #expect(directory(["HOME": "/home/u", "XDG_CACHE_HOME": "c"]) == "/home/u/.cache/transit/lua")
        #expect(directory(["HOME": "/home/u", "TRANSIT_NO_CACHE": "1"]) == nil)
        #expect(directory(["HOME": "/home/u", "TRANSIT_NO_CACHE": "0"]) == "/home/u/.cache/transit/lua")
        #expect(directory([:]) == nil)
    }

    /// A key is the source's and liblua's paths and stamps, and a header's last line the
    /// dump's size and digest, in the text they have had since the cache's first version
    /// (written as bytes now): caches already filled stay valid. No key for a missing source.
    @Test func keysAndSummariesKeepTheirText() throws {
        func stamp(_ path: String) throws -> String {
            var i = stat()
            try #require(stat(path, &i) == 0)
            return "\(i.st_dev) \(i.st_ino) \(i.st_size) \(i.st_mtim.tv_sec).\(i.st_mtim.tv_nsec) \(i.st_ctim.tv_sec).\(i.st_ctim.tv_nsec)"
        }
        let lua = LibraryCache.runtimeFile()
        let key = try #require(LibraryCache.key(source: Self.mockFile))
        #expect(String(decoding: key, as: UTF8.self)
                == "transit lua cache 1\nsource \(Self.mockFile) \(try stamp(Self.mockFile))\nlua \(lua) \(try stamp(lua))\n")
        #expect(LibraryCache.key(source: "/no/such/module.lua") == nil)
        for chunk: [UInt8] in [[], [1, 2, 3], Array(repeating: 0xFF, count: 1001)] {
            #expect(LibraryCache.summary(chunk) == "bytes \(chunk.count) digest \(String(LibraryCache.digest(chunk), radix: 16))")
        }
    }
}
