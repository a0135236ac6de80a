import Foundation
import Testing

/// Input that never ends, FIFOs, devices and links where a command reads or writes a file:
/// each ends in an error naming it, at once and within the memory limit, or is written
/// through as a file (docs/cli.md, docs/render.md, docs/repl.md, docs/sandbox.md).
@Suite struct NonRegularFileTests {
    static func folder(_ files: [String: String] = [:]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-nonregular-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir
    }

    static var transit: String { Executable.products.appendingPathComponent("transit").path }

    /// A shell line, ended by `timeout` after 60 s: without the bound, the command ran on.
    static func shell(_ line: String, in dir: URL) throws -> Execution {
        try Executable.run("/bin/sh", ["-c", line], in: dir)
    }

    // MARK: Writing a FIFO

    /// Opening a FIFO to write waits for a reader: `.save ff` hung the REPL past --time, and
    /// `test --out ff` the run after it. Each is refused at once with render's words.
    @Test func everyCommandRefusesToWriteAFIFOAtOnce() throws {
        let dir = try Self.folder(["end_spec.lua": "describe('d', function() it('i', function() end) end)\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(mkfifo(dir.appendingPathComponent("ff").path, 0o600) == 0)
        let refusal = "cannot write ff: it is a FIFO, not a regular file"
        for command in [".save", ".spec"] {
            let r = try Self.shell("printf 'x=1\\n\(command) ff\\nprint(2)\\n' | timeout 60 \(Self.transit) repl --time 2", in: dir)
            #expect(r.status != 124 && r.stdout == "\(command): \(refusal)\n2\n", "\(r.stdout)")
        }
        for words in ["test end_spec.lua --output junit --out ff", "api --out ff"] {
            let r = try Self.shell("timeout 60 \(Self.transit) \(words)", in: dir)
            #expect(r.status == 1 && r.stderr == "transit: \(refusal)\n", "\(words): \(r.stderr)")
        }
        // /dev/null and /dev/stdout are written as before
        let null = try Self.shell("printf 'x=1\\n.save /dev/null\\n' | timeout 60 \(Self.transit) repl", in: dir)
        #expect(null.stdout == "wrote /dev/null\n")
        let out = try Self.shell("timeout 60 \(Self.transit) test end_spec.lua --output junit --out /dev/stdout | cat", in: dir)
        #expect(out.status == 0 && out.stdout.contains("<testsuites"))
    }

    // MARK: Standard input

    @Test func runDashStopsReadingPastTheMemoryLimit() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // endless: stopped at the bound, not buffered until the machine runs out
        let endless = try Self.shell("yes 'x = 1' | timeout 60 \(Self.transit) run --memory 16 -", in: dir)
        #expect(endless.status == 1)
        #expect(endless.stderr.hasPrefix("transit: cannot read stdin: more than "))
        #expect(endless.stderr.contains(" bytes, more than the memory limit allows"))
        // finite but past the bound: the same refusal (30 MB of spaces was a valid script)
        let large = try Self.shell("head -c 30000000 /dev/zero | tr '\\0' ' ' | timeout 60 \(Self.transit) run --memory 16 -", in: dir)
        #expect(large.status == 1)
        #expect(large.stderr.hasPrefix("transit: cannot read stdin: more than "))
        // within it, as before
        let small = try Self.shell("printf 'print(40 + 2)' | \(Self.transit) run --memory 16 -", in: dir)
        #expect(small.status == 0 && small.stdout == "42\n")
    }

    @Test func replRefusesALineLongerThanTheMemoryLimitAndReadsNoFurther() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // the long line opens a long string: the lines after it are its text, never code
        let r = try Self.shell("{ printf 'print(0)\\nx = [[\\n'; head -c 30000000 /dev/zero | tr '\\0' ' ';"
                               + " printf '\\nprint(1 + 1)\\n]]\\nprint(x)\\n'; }"
                               + " | timeout 60 \(Self.transit) repl --memory 16", in: dir)
        #expect(r.status == 1)
        // piped, errors go with the output; the chunk it would have continued is dropped with it
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[0] == "0" && lines[2] == "")
        #expect(lines[1].hasPrefix("stdin: a line of more than "))
        #expect(lines[1].hasSuffix(" bytes, more than the memory limit allows: the input is not read further"))
        // a line with no newline at all ends the reading too, at the bound, not at an end it never reaches
        let endless = try Self.shell("{ printf 'print(0)\\n'; tr '\\0' x < /dev/zero; }"
                                     + " | timeout 60 \(Self.transit) repl --memory 16", in: dir)
        #expect(endless.status == 1)
        #expect(endless.stdout.hasPrefix("0\nstdin: a line of more than "))
    }

    // MARK: FIFOs as input

    @Test func aFIFOAsHelperConfigOrModuleIsAnErrorAtOnce() throws {
        let dir = try Self.folder(["a_spec.lua": "it('a', function() end)\n",
                                   "r.lua": "print(pcall(require, 'f'))\nprint(loadfile('f.lua'))\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(mkfifo(dir.appendingPathComponent("f.lua").path, 0o600) == 0)
        let helper = try Self.shell("timeout 60 \(Self.transit) test a_spec.lua --helper f.lua", in: dir)
        #expect(helper.status == 1)
        #expect(helper.stderr == "transit: failed running the specified helper (f.lua), error: cannot open f.lua: not a regular file\n")
        let config = try Self.shell("timeout 60 \(Self.transit) test a_spec.lua --config f.lua", in: dir)
        #expect(config.status == 64)
        #expect(config.stderr.hasPrefix("transit: cannot read f.lua: not a regular file\n"))
        let module = try Self.shell("timeout 60 \(Self.transit) run -q r.lua", in: dir)
        #expect(module.status == 0)
        #expect(module.stdout == "false\terror loading module 'f' from file './f.lua': not a regular file\n"
                                 + "nil\tcannot open f.lua: not a regular file\n")
    }

    /// A pipe named as the script — `/dev/stdin`, bash's `<(…)` — runs as `lua5.4` runs it,
    /// named by its path: it was refused, `cannot open /dev/stdin: not a regular file` (exit 1).
    /// It is read as `-` is, bounded by --memory; render, which runs a script twice, and
    /// --watch say why they cannot take one.
    @Test func aPipeNamedAsTheScriptRunsAsLua54RunsIt() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = "printf 'print(1 + 1)\\nerror(\"boom\")\\n'"
        let piped = try Self.shell("\(script) | timeout 60 \(Self.transit) run /dev/stdin", in: dir)
        #expect(piped.status == 1 && piped.stdout == "2\n")
        #expect(piped.stderr.hasPrefix("transit: /dev/stdin:2: boom\nstack traceback:\n"), "\(piped.stderr)")
        let stock = try Self.shell("\(script) | lua5.4 /dev/stdin", in: dir)
        #expect(stock.stdout == "2\n" && stock.stderr.hasPrefix("lua5.4: /dev/stdin:2: boom\n"))
        let substituted = try Self.shell("exec bash -c 'timeout 60 \(Self.transit) run <(echo \"print(...)\") a'", in: dir)
        #expect(substituted.status == 0 && substituted.stdout == "a\n", "\(substituted.stderr)")
        let scene = "local v = View{name = \"v\"} window:addSubview(v) View.animate(1, function() v.alpha = 0 end)"
        let explained = try Self.shell("echo '\(scene)' | \(Self.transit) explain /dev/stdin", in: dir)
        #expect(explained.status == 0 && explained.stdout.hasPrefix("UIKit animations: 1 block over 1 s\n"),
                "\(explained.stdout)\(explained.stderr)")
        // bounded as standard input is: /dev/zero ends at the memory limit, at once
        let zero = try Self.shell("timeout 60 \(Self.transit) run --memory 16 /dev/zero", in: dir)
        #expect(zero.status == 1 && zero.stderr.hasPrefix("transit: cannot read /dev/zero: more than "), "\(zero.stderr)")
        // read once: what needs it again says so
        let watched = try Self.shell("echo 'print(1)' | timeout 60 \(Self.transit) run /dev/stdin --watch", in: dir)
        #expect(watched.status == 64 && watched.stderr.hasPrefix(
            "transit: --watch needs a script file, not a pipe or device ('/dev/stdin')\n"), "\(watched.stderr)")
        let rendered = try Self.shell("echo 'print(1)' | timeout 60 \(Self.transit) render /dev/stdin", in: dir)
        #expect(rendered.status == 64 && rendered.stderr.hasPrefix(
            "transit: render reads its scripts from files, not a pipe or device ('/dev/stdin')"), "\(rendered.stderr)")
    }

    /// A FIFO named as a session's file is the command line's error, said before the session
    /// starts (exit 64, nothing on standard output): it reported "cannot open ff: not a
    /// regular file" inside the session and went on without it. `lua5.4 -i ff` reads it,
    /// waiting for a writer; a session keeps its files to read them again (`.reload`), and a
    /// terminal would show nothing while the open waited.
    @Test func aFIFOAsTheReplsFileIsRefusedBeforeTheSession() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(mkfifo(dir.appendingPathComponent("ff").path, 0o600) == 0)
        let r = try Self.shell("echo 'print(1)' | timeout 60 \(Self.transit) repl ff", in: dir)
        #expect(r.status == 64 && r.stdout == "", "\(r.stdout)")
        #expect(r.stderr.hasPrefix("transit: repl loads files, not a pipe ('ff'): .reload reads them again; "
                                   + "give its lines as the session's input (transit repl < ff) or run it (transit run ff)\n"),
                "\(r.stderr)")
        // refused unopened: a writer waiting on it keeps waiting (an open to try it let the
        // writer's open through, and what it wrote was dropped); cat lets it go after (the
        // test's signals are blocked: kill would not end it)
        let waiting = try Self.shell("(echo hi > ff) & sleep 1; echo 'print(1)' | timeout 60 \(Self.transit) repl ff; "
                                     + "sleep 1; kill -0 $! && echo waiting; timeout 60 cat ff", in: dir)
        #expect(waiting.stdout == "waiting\nhi\n", "\(waiting.stdout)")
    }

    /// A character device is loaded as `lua5.4 -i /dev/null` loads it (its open waits for no
    /// writer, and `.reload` reads it again); it was refused with the FIFO, exit 64. An endless
    /// one is read as `transit run /dev/zero` reads it, up to the memory limit, and the session
    /// goes on without it (and exits 1, as a piped session with an input that failed).
    @Test func aCharacterDeviceIsTheReplsFileAsLuaIReadsIt() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let stock = try Self.shell("echo 'print(1)' | timeout 60 lua5.4 -i /dev/null", in: dir)
        #expect(stock.status == 0 && stock.stdout.contains("1\n"), "\(stock.stdout)")
        let device = try Self.shell("printf 'print(1)\\n.reload\\nprint(2)\\n' | timeout 60 \(Self.transit) repl /dev/null", in: dir)
        #expect(device.status == 0, "\(device.stderr)")
        #expect(device.stdout == "1\nreloaded /dev/null\n0.000000 s (frame 0)\n2\n", "\(device.stdout)")
        let zero = try Self.shell("echo 'print(1)' | timeout 60 \(Self.transit) repl --memory 16 /dev/zero", in: dir)
        #expect(zero.status == 1, "\(zero.stderr)")
        #expect(zero.stdout.hasPrefix("cannot open /dev/zero: more than "), "\(zero.stdout)")
        #expect(zero.stdout.hasSuffix(" bytes, more than the memory limit allows\n1\n"), "\(zero.stdout)")
    }

    /// A device or socket that will not open is the command line's error, as a missing file
    /// is (exit 1, transit's words on standard error, nothing on standard output): `/dev/tty`
    /// with no terminal said "cannot open /dev/tty" inside the session, which went on, and a
    /// socket was refused as "not a pipe" and told to be given as the input (`< sock`), which
    /// cannot open either. `lua5.4 -i` stops at both (exit 1, "cannot open …: No such device
    /// or address").
    @Test func aDeviceOrSocketThatWillNotOpenStopsTheReplAsAMissingFileDoes() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(Self.bindSocket(dir.appendingPathComponent("sock").path))
        for name in ["/dev/tty", "sock"] {
            // setsid: no controlling terminal, where /dev/tty opens to nothing
            let stock = try Self.shell("echo 'print(1)' | timeout 60 setsid -w lua5.4 -i \(name)", in: dir)
            #expect(stock.status == 1 && stock.stderr == "lua5.4: cannot open \(name): No such device or address\n",
                    "\(stock.stderr)")
            let r = try Self.shell("echo 'print(1)' | timeout 60 setsid -w \(Self.transit) repl \(name)", in: dir)
            #expect(r.status == 1 && r.stdout == "", "\(r.stdout)")
            #expect(r.stderr == "transit: cannot open '\(name)': No such device or address\n", "\(r.stderr)")
        }
    }

    /// A Unix-domain socket bound at `path`, left there when its descriptor closes.
    static func bindSocket(_ path: String) -> Bool {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        } == 0
    }

    // MARK: render --out

    @Test func renderWritesThroughALinkAndRefusesWhatIsNoFile() throws {
        let dir = try Self.folder(["a.lua": "local v = View{}\nwindow:addSubview(v)\nView.animate(0.1, function() v.alpha = 0 end)\n",
                                   "target": "keep\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("link").path, withDestinationPath: "target")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("null").path, withDestinationPath: "/dev/null")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("dangling").path, withDestinationPath: "nowhere")
        #expect(mkfifo(dir.appendingPathComponent("fifo").path, 0o600) == 0)
        try fm.createDirectory(at: dir.appendingPathComponent("dir"), withIntermediateDirectories: false)

        let linked = try Self.shell("timeout 60 \(Self.transit) render a.lua --format json --out link", in: dir)
        #expect(linked.status == 0)
        #expect(try fm.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("link").path) == "target")
        #expect(try String(contentsOf: dir.appendingPathComponent("target"), encoding: .utf8).hasPrefix("{\"events\":"))

        for (out, why) in [("fifo", "it is a FIFO, not a regular file"), ("null", "it is a device, not a regular file"),
                           ("/dev/null", "it is a device, not a regular file"), ("dir", "it is a directory"),
                           ("dangling", "a symbolic link to nothing (No such file or directory)")] {
            let r = try Self.shell("timeout 60 \(Self.transit) render a.lua --format json --out \(out)", in: dir)
            #expect(r.status == 1, "\(out)")
            #expect(r.stderr == "transit: cannot write \(out): \(why)\n", "\(out)")
        }
        var info = stat()
        #expect(lstat(dir.appendingPathComponent("fifo").path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(try fm.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("null").path) == "/dev/null")
    }

    @Test func renderRefusesPicturesPastTheirPixelCapAndClearsStaleFrames() throws {
        let dir = try Self.folder(["a.lua": "local v = View{}\nwindow:addSubview(v)\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let size = try Self.shell("\(Self.transit) render a.lua --format png --size 30000x30000 --out o.png", in: dir)
        #expect(size.status == 64)
        #expect(size.stderr.hasPrefix("transit: --size 30000x30000: a frame of 30000x30000 pixels is more than 16777216 (4096x4096)"))
        // vector formats draw any size
        let svg = try Self.shell("\(Self.transit) render a.lua --format filmstrip --size 30000x30000", in: dir)
        #expect(svg.status == 0)

        // a stopped render's frames (its process gone) are removed by the next; others stay
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("o.png.frames-3999999"), withIntermediateDirectories: false)
        try "x".write(to: dir.appendingPathComponent("o.png.frames-3999999/frame.svg"), atomically: true, encoding: .utf8)
        try fm.createDirectory(at: dir.appendingPathComponent("o.png.frames-1"), withIntermediateDirectories: false)
        let scaled = try Self.shell("\(Self.transit) render a.lua --format png --scale 100 --out o.png", in: dir)
        #expect(scaled.status == 64)
        #expect(scaled.stderr.hasPrefix("transit: a frame of "))
        #expect(scaled.stderr.contains(" pixels is more than 16777216 (4096x4096)"))
        let png = try Self.shell("\(Self.transit) render a.lua --format png --out o.png", in: dir)
        #expect(png.status == 0)
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("o.png.frames-3999999").path))
        #expect(fm.fileExists(atPath: dir.appendingPathComponent("o.png.frames-1").path))     // pid 1 runs
    }

    /// librsvg draws at most 32767 pixels on a side ("The resulting image would be larger than
    /// 32767 pixels on either dimension", rsvg-convert 2.54): `--size 1000000x1` is under the
    /// pixel cap, and was let through to fail after the script ran, as rsvg-convert's failure
    /// with a hint to render the SVG. Refused with the cap, before the run.
    @Test func renderRefusesASideLongerThanRsvgConvertDraws() throws {
        let dir = try Self.folder(["a.lua": "local v = View{}\nwindow:addSubview(v)\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        for size in ["1000000x1", "1x32768"] {
            let r = try Self.shell("\(Self.transit) render a.lua --format png --size \(size) --out o.png", in: dir)
            #expect(r.status == 64, "\(size): \(r.stderr)")
            #expect(r.stderr.hasPrefix("transit: --size \(size): a frame of \(size) pixels is more than 32767 on a side,"
                                       + " the most rsvg-convert draws"), "\(r.stderr)")
        }
        let widest = try Self.shell("\(Self.transit) render a.lua --format png --size 32767x1 --out o.png", in: dir)
        #expect(widest.status == 0, "\(widest.stderr)")
        let png = try Data(contentsOf: dir.appendingPathComponent("o.png"))
        #expect(png.count > 24 && png[16..<24].elementsEqual([0, 0, 0x7F, 0xFF, 0, 0, 0, 1]))   // IHDR: 32767 × 1
    }

    /// Only a render's own scratch folder is cleared: not a link named like one (its target's
    /// files were deleted), nor a folder of the user's holding anything a render does not write.
    @Test func staleFramesAreOnlyARendersOwnFolders() throws {
        let dir = try Self.folder(["a.lua": "local v = View{}\nwindow:addSubview(v)\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("precious"), withIntermediateDirectories: false)
        try "keep".write(to: dir.appendingPathComponent("precious/x.txt"), atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("o.png.frames-3999998").path, withDestinationPath: "precious")
        try fm.createDirectory(at: dir.appendingPathComponent("o.png.frames-3999997"), withIntermediateDirectories: false)
        try "mine".write(to: dir.appendingPathComponent("o.png.frames-3999997/notes.txt"), atomically: true, encoding: .utf8)
        try fm.createDirectory(at: dir.appendingPathComponent("o.png.frames-3999996"), withIntermediateDirectories: false)
        for name in ["frame-00001.png", "frame-00002.svg.tmp-3999996", "stderr.txt", "out.gif"] {
            try "x".write(to: dir.appendingPathComponent("o.png.frames-3999996/" + name), atomically: true, encoding: .utf8)
        }
        let png = try Self.shell("\(Self.transit) render a.lua --format png --out o.png", in: dir)
        #expect(png.status == 0, "\(png.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("precious/x.txt"), encoding: .utf8) == "keep")
        #expect(try String(contentsOf: dir.appendingPathComponent("o.png.frames-3999997/notes.txt"), encoding: .utf8) == "mine")
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("o.png.frames-3999996").path))
    }

    /// `--out /dev/stdout` writes into what the shell opened: appended to a file opened with
    /// `>>` (renaming over it left the picture alone in it), or into a pipe.
    @Test func renderToStandardOutputAppendsToWhatTheShellOpened() throws {
        let dir = try Self.folder(["a.lua": "local v = View{}\nwindow:addSubview(v)\nView.animate(0.2, function() v.alpha = 0 end)\n",
                                   "log.txt": "earlier line\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = try Self.shell("\(Self.transit) render a.lua --format json --out /dev/stdout >> log.txt", in: dir)
        #expect(json.status == 0, "\(json.stderr)")
        let log = try String(contentsOf: dir.appendingPathComponent("log.txt"), encoding: .utf8)
        #expect(log.hasPrefix("earlier line\n{\"events\":"))
        let piped = try Self.shell("\(Self.transit) render a.lua --format gif --out /dev/stdout | head -c 6", in: dir)
        #expect(piped.status == 0)
        #expect(piped.stdout == "GIF89a")
    }
}
