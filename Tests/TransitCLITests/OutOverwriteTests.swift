import Foundation
import Testing

/// `--out` never replaces a file the run reads: `transit render` a module its script
/// `require`s, `transit test` a spec file of the run or a module one read — refused with
/// exit 64, nothing written (Overwrite.swift). A module is known only once the run read it,
/// so that check is after the run and before the write.
@Suite struct OutOverwriteTests {
    static let module = "return {d = 0.5}\n"

    static func scratch(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("transit-out-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try module.write(to: url.appendingPathComponent("mod.lua"), atomically: true, encoding: .utf8)
        return url
    }

    static func text(_ dir: URL, _ name: String) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func renderKeepsAModuleItsScriptRequired() throws {
        let dir = try Self.scratch("render")
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
            local mod = require "mod"
            local v = View{name = "v", frame = Rect(0, 0, 10, 10)}
            window:addSubview(v)
            View.animate(mod.d, function() v.alpha = 0 end)
            """.write(to: dir.appendingPathComponent("main.lua"), atomically: true, encoding: .utf8)
        let r = try Executable.run("transit", ["render", "main.lua", "--out", "mod.lua"], in: dir)
        #expect(r.status == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "transit: --out mod.lua is a file the run read (./mod.lua): nothing written\n(see 'transit render --help')\n",
                "\(r.stderr)")
        #expect(try Self.text(dir, "mod.lua") == Self.module)
        // a file the run did not read is written as before
        let other = try Executable.run("transit", ["render", "main.lua", "--out", "trace.txt"], in: dir)
        #expect(other.status == 0)
        #expect(try Self.text(dir, "trace.txt").hasPrefix("0.000000 begin #1 [v.alpha] duration=0.5 "))
    }

    @Test func testKeepsItsSpecFilesAndWhatTheyRead() throws {
        let dir = try Self.scratch("test")
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = "it(\"a\", function() expect(1):toBe(1) end)\n"
        try spec.write(to: dir.appendingPathComponent("x_spec.lua"), atomically: true, encoding: .utf8)
        let uses = "local mod = require \"mod\"\nit(\"b\", function() expect(mod.d):toBe(0.5) end)\n"
        try uses.write(to: dir.appendingPathComponent("y_spec.lua"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/link.xml", withDestinationPath: "x_spec.lua")
        // a spec file, as written or through a link: refused before anything runs
        for out in ["x_spec.lua", "./x_spec.lua", "link.xml"] {
            let r = try Executable.run("transit", ["test", "x_spec.lua", "y_spec.lua", "-o", "junit", "--out", out], in: dir)
            #expect(r.status == 64, "\(out)")
            #expect(r.stdout.isEmpty, "\(out): \(r.stdout)")
            #expect(r.stderr == "transit: --out \(out) is the spec file x_spec.lua: nothing written\n(see 'transit test --help')\n",
                    "\(r.stderr)")
            #expect(try Self.text(dir, "x_spec.lua") == spec)
        }
        // a module a spec file required: known after the run, in this process or a worker's
        for jobs in ["1", "2"] {
            let r = try Executable.run("transit", ["test", "x_spec.lua", "y_spec.lua", "--jobs", jobs, "-o", "junit", "--out", "mod.lua"],
                                       in: dir)
            #expect(r.status == 64, "--jobs \(jobs)")
            #expect(r.stderr == "transit: --out mod.lua is a file the run read (./mod.lua): nothing written\n(see 'transit test --help')\n",
                    "--jobs \(jobs): \(r.stderr)")
            #expect(try Self.text(dir, "mod.lua") == Self.module)
        }
        let written = try Executable.run("transit", ["test", "x_spec.lua", "y_spec.lua", "-o", "junit", "--out", "r.xml"], in: dir)
        #expect(written.status == 0)
        #expect(try Self.text(dir, "r.xml").contains("<testsuites name=\"transit test\" tests=\"2\" failures=\"0\""))
    }

    /// --repeat runs the suite again, but --out is checked once: refused, the command ends
    /// there, saying so once, not at every repetition.
    @Test func aRepeatChecksOutOnce() throws {
        let dir = try Self.scratch("repeat")
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = "it(\"a\", function() expect(1):toBe(1) end)\n"
        try spec.write(to: dir.appendingPathComponent("x_spec.lua"), atomically: true, encoding: .utf8)
        let uses = "local mod = require \"mod\"\nit(\"b\", function() expect(mod.d):toBe(0.5) end)\n"
        try uses.write(to: dir.appendingPathComponent("y_spec.lua"), atomically: true, encoding: .utf8)
        // a spec file: before any run
        let own = try Executable.run("transit", ["test", "x_spec.lua", "--repeat", "3", "--out", "x_spec.lua"], in: dir)
        #expect(own.status == 64)
        #expect(own.stdout.isEmpty)
        #expect(own.stderr == "transit: --out x_spec.lua is the spec file x_spec.lua: nothing written\n(see 'transit test --help')\n")
        #expect(try Self.text(dir, "x_spec.lua") == spec)
        // a module: after the first run, which is the only one
        let read = try Executable.run("transit", ["test", "y_spec.lua", "--repeat", "3", "-o", "tap", "--out", "mod.lua"], in: dir)
        #expect(read.status == 64)
        #expect(read.stdout.components(separatedBy: "1 passed, 0 failed\n").count == 2, "\(read.stdout)")
        #expect(read.stderr == "transit: --out mod.lua is a file the run read (./mod.lua): nothing written\n(see 'transit test --help')\n")
        #expect(try Self.text(dir, "mod.lua") == Self.module)
        // a file nothing read: written at each run, the last stays
        let written = try Executable.run("transit", ["test", "y_spec.lua", "--repeat", "2", "-o", "tap", "--out", "r.tap"], in: dir)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.components(separatedBy: "1 passed, 0 failed\n").count == 3, "\(written.stdout)")
        #expect(try Self.text(dir, "r.tap").hasPrefix("TAP version 14\n"))
    }
}
