import Foundation
import Testing

/// `transit render` end to end: the built executable, its output, its exit status.
@Suite struct RenderCommandTests {
    static func scratch(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("transit-render-cli-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func render(_ arguments: String..., in directory: URL? = nil) throws -> Execution {
        try Executable.run(Executable.products.appendingPathComponent("transit").path, ["render"] + arguments, in: directory)
    }

    /// One trace implementation: `render --format trace` is `run --trace` without the
    /// script's prints (which a render sends to standard error).
    @Test func theTraceIsTransitRunsTrace() throws {
        let run = try Executable.transit("run", "animate", "--trace", "green,thrown")
        let render = try Self.render("animate", "--views", "green,thrown")
        #expect(render.status == 0 && run.status == 0)
        let prints = ["slid in (finished = true) at 1.50 s", "thrown away at 2.50 s"]
        let traced = run.stdout.split(separator: "\n").filter { !prints.contains(String($0)) }
        #expect(render.stdout.split(separator: "\n") == traced)
        #expect(render.stderr == prints.joined(separator: "\n") + "\n")
        #expect(try Self.render("animate", "--views", "green,thrown").stdout == render.stdout)
    }

    /// `transit run --trace` now sees the frames segues.lua's own `clock.advance` calls pass
    /// over: the first unwind's third view at 2 s, turned a quarter.
    @Test func runTracesFramesTheScriptAdvancesOver() throws {
        let r = try Executable.transit("run", "segues", "--trace", "thirdView", "--quiet")
        #expect(r.stdout.contains("2.000000 thirdView frame=(-33,655.5,852,393) alpha=1 transform=[0,1,-1,0,0,0] bounds=(0,0,393,852) background=(0,1,0,1)\n"))
    }

    /// docs/render.md shows this picture and the command that makes it.
    @Test func theGuidesFilmstripIsWhatItsCommandMakes() throws {
        let r = try Self.render("segues", "--format", "filmstrip", "--scale", "0.2", "--quiet")
        let committed = try String(contentsOf: Executable.root.appendingPathComponent("docs/render-segues.svg"), encoding: .utf8)
        #expect(r.status == 0 && r.stdout == committed, "re-make it: transit render segues --format filmstrip --scale 0.2 --out docs/render-segues.svg")
    }

    @Test func jsonAndSVGAndFilmstripAndHTML() throws {
        let dir = try Self.scratch("formats")
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = try Self.render("segues", "--format", "json", "--at", "0.5,50%")
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        #expect((object["frames"] as! [Any]).count == 2)

        let svg = try Self.render("segues", "--format", "svg", "--frames", "5", "--out", dir.appendingPathComponent("frames").path)
        let paths = svg.stdout.split(separator: "\n").map(String.init)
        #expect(svg.status == 0 && paths.count == 5 && paths[0].hasSuffix("frames/frame-0001.svg"))
        let lint = try Executable.run("xmllint", ["--noout"] + paths)
        #expect(lint.status == 0, "\(lint.stderr)")

        let film = try Self.render("segues", "--format", "filmstrip", "--scale", "0.1")
        #expect(film.status == 0 && film.stdout.components(separatedBy: "<svg x=").count - 1 == 9)

        let page = dir.appendingPathComponent("gallery.html").path
        let html = try Self.render("animate", "segues", "--format", "html", "--fps", "10", "--out", page)
        #expect(html.status == 0 && html.stdout.isEmpty)
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("id=\"player-2\""))
    }

    @Test func aScriptErrorExitsOneWithItsLineAndNoOutput() throws {
        let dir = try Self.scratch("error")
        defer { try? FileManager.default.removeItem(at: dir) }
        try "local v = View{}\nwindow:addSubview(v)\nv.alpha = nil + 1\n".write(to: dir.appendingPathComponent("bad.lua"), atomically: true, encoding: .utf8)
        let r = try Self.render("bad.lua", "--format", "html", "--out", "page.html", in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.hasPrefix("transit: bad.lua:3: attempt to perform arithmetic on a nil value"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("page.html").path))
    }

    /// `--size`, `--at`, `--from` and `--to` spell numbers as every option does (docs/cli.md,
    /// "Numbers"): before, `--size 1e1x1e1`, `+10x10` and `10.5x10` drew 10-pixel PNGs and
    /// `--at 1,,0.5` dropped its empty item.
    /// A side past a million pixels is refused for every format, the vector ones too: a whole
    /// number past Double's range read as infinity, and the SVG said `width="inf"` (exit 0),
    /// a filmstrip of 1e308 its viewBox `0 0 inf 1e+308`.
    /// `--views ''` (or `,`) names no view: the trace showed the events and no view, without
    /// a word — each name that matches none warns, but there was no name to warn of.
    @Test func viewsNamingNoViewIsAUsageError() throws {
        for text in ["", ",", " , "] {
            let r = try Self.render("animate", "--views", text, "--at", "1", "--quiet")
            #expect(r.status == 64, "--views '\(text)': \(r.stderr)")
            #expect(r.stdout.isEmpty)
            #expect(r.stderr.hasPrefix("transit: --views expects view names (green,thrown), got '\(text)'\n"), "\(r.stderr)")
        }
        let one = try Self.render("animate", "--views", "green,", "--at", "1", "--quiet")
        #expect(one.status == 0 && one.stdout.contains("1.000000 green frame="), "\(one.stderr)")
    }

    @Test func aSizePastAMillionPixelsIsRefused() throws {
        let huge = String(repeating: "9", count: 400), e308 = String(repeating: "9", count: 308)
        for (format, size) in [("svg", huge + "x10"), ("svg", "10x1000001"), ("filmstrip", e308 + "x" + e308), ("html", huge + "x1")] {
            let r = try Self.render("animate", "--format", format, "--size", size, "--at", "1", "--quiet")
            #expect(r.status == 64, "\(format) --size \(size.prefix(12))…: \(r.stderr)")
            #expect(r.stdout.isEmpty)
            #expect(r.stderr.hasPrefix("transit: --size expects WIDTHxHEIGHT in pixels (393x852), each 1...1000000, got '"))
        }
        let dir = try Self.scratch("million")
        defer { try? FileManager.default.removeItem(at: dir) }
        let edge = try Self.render("animate", "--format", "svg", "--size", "1000000x1", "--at", "1", "--quiet",
                                   "--out", dir.path)
        #expect(edge.status == 0, "\(edge.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("frame-0001.svg"), encoding: .utf8)
        #expect(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1000000\" height=\"1\""))
    }

    @Test func renderNumbersHaveTheCommandLinesOneSyntax() throws {
        let dir = try Self.scratch("numbers")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("sz.png").path
        for size in ["1e1x1e1", "+10x10", "10.5x10", "10x+10", "-10x10", "0x10", "x10", "10x10x10", "inf x10"] {
            let r = try Self.render("animate", "--format", "png", "--out", out, "--size", size)
            #expect(r.status == 64, "--size \(size): \(r.stderr)")
            #expect(r.stderr.contains("--size expects WIDTHxHEIGHT in pixels (393x852), each 1...1000000, got '\(size)'"), "\(r.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
        for at in ["1,,0.5", "1,", ",1", "", "1e-1", "+1", "0x1", "inf", "1e1%", "+50%"] {
            let r = try Self.render("animate", "--at", at)
            #expect(r.status == 64 && r.stdout.isEmpty, "--at '\(at)': \(r.stderr)")
        }
        #expect(try Self.render("animate", "--at", "1,,0.5").stderr
            .contains("--at expects instants separated by commas (0.1,0.5), got an empty one in '1,,0.5'"))
        #expect(try Self.render("animate", "--at", "1e-1").stderr
            .contains("--at expects seconds (0.35) or a percentage of the run (0%…100%), got '1e-1'"))
        for words in [["--from", "1e-1"], ["--to", "+1"]] {
            let r = try Executable.run(Executable.products.appendingPathComponent("transit").path, ["render", "animate"] + words)
            #expect(r.status == 64, "\(words): \(r.stderr)")
        }
        // what the rules allow still works
        let fine = try Self.render("animate", "--at", "0.5, 1,50%,.25", "--views", "green")
        #expect(fine.status == 0, "\(fine.stderr)")
        #expect(fine.stdout.split(separator: "\n").filter { $0.contains(" green frame=") }.map { $0.prefix(8) }
                == ["0.250000", "0.500000", "1.000000", "1.250000"], "\(fine.stdout)")
        let png = try Self.render("animate", "--format", "png", "--out", out, "--size", "10x10")
        #expect(png.status == 0 || png.stderr.contains("rsvg-convert"), "\(png.stderr)")
    }

    /// A render that fails leaves no `--out` folder it made (before, `--format svg` left an
    /// empty one, and so did a file's new parent folders); folders that were there stay.
    @Test func aFailedRenderRemovesTheFoldersItMade() throws {
        let dir = try Self.scratch("halfway")
        defer { try? FileManager.default.removeItem(at: dir) }
        try "local v = View{name = 'v', frame = Rect(0, 0, 100, 100)}\nwindow:addSubview(v)\n"
            .appending("View.animate(1, function() v.alpha = 0 end, function() error('half-way boom') end)\n")
            .write(to: dir.appendingPathComponent("boom.lua"), atomically: true, encoding: .utf8)
        let svg = try Self.render("boom.lua", "--format", "svg", "--out", "frames/new", in: dir)
        #expect(svg.status == 1 && svg.stderr.contains("half-way boom"), "\(svg.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["boom.lua"])
        let json = try Self.render("boom.lua", "--format", "json", "--out", "a/b/doc.json", in: dir)
        #expect(json.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["boom.lua"])
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("kept"), withIntermediateDirectories: true)
        let kept = try Self.render("boom.lua", "--format", "svg", "--out", "kept", in: dir)
        #expect(kept.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["boom.lua", "kept"])
    }

    /// A folder rendered into again holds this render's frames only: a second render with
    /// fewer frames left the first one's last frames beside its own (frame-0004.svg of 5
    /// after a render of 2), which `frame-*.svg` then gathered into a movie or a diff. Files
    /// not named as a render names its frames stay.
    @Test func aSecondRenderIntoAFolderLeavesNoFrameOfTheFirst() throws {
        let dir = try Self.scratch("again")
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("frames")
        func listed() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }
        let first = try Self.render("animate", "--format", "svg", "--frames", "5", "--out", folder.path)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try listed() == (1...5).map { "frame-000\($0).svg" })
        let kept = ["frame-12.svg", "frame-0001.png", "frame-0001.svg.bak", "notes.txt", "frame-00a1.svg"]
        for name in kept { try "mine".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        try "old".write(to: folder.appendingPathComponent("frame-00007.svg"), atomically: true, encoding: .utf8)
        let second = try Self.render("animate", "--format", "svg", "--frames", "2", "--out", folder.path)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == "\(folder.path)/frame-0001.svg\n\(folder.path)/frame-0002.svg\n", "\(second.stdout)")
        #expect(try listed() == (kept + ["frame-0001.svg", "frame-0002.svg"]).sorted())
        for name in kept {
            #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == "mine")
        }
    }

    /// The frames a render writes stay, whatever the folder is named: one ending in U+0600
    /// (a mark that joins the next character, the "/", into one Character) lost all of them,
    /// its kept names cut one Character too many, while the render listed them as written.
    @Test func framesStayInAFolderEndingInAPrependingMark() throws {
        let dir = try Self.scratch("prepend")
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.path + "/frames\u{0600}"
        let render = try Self.render("animate", "--format", "svg", "--frames", "3", "--out", folder)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == (1...3).map { "frame-000\($0).svg" })
    }

    @Test func instantsOutsideTheRunOrUnparsableAreUsageErrors() throws {
        let late = try Self.render("animate", "--at", "1,99")
        #expect(late.status == 64 && late.stdout.isEmpty)
        #expect(late.stderr.contains("transit: --at 99.000000 s is outside the run (0–2.500000 s)\n"), "\(late.stderr)")
        let bad = try Self.render("animate", "--at", "soon")
        #expect(bad.status == 64 && bad.stderr.contains("--at expects seconds (0.35) or a percentage of the run (0%…100%), got 'soon'"))
        for words in [["--size", "10x"], ["--size", "100x100", "--scale", "2"], ["--fps", "30", "--frames", "3"],
                      ["--format", "gif"], ["--format", "svg"]] {
            let r = try Executable.run(Executable.products.appendingPathComponent("transit").path, ["render", "animate"] + words)
            #expect(r.status == 64, "\(words): \(r.stderr)")
        }
    }

    @Test func anUnwritableOutExitsOne() throws {
        let dir = try Self.scratch("unwritable")
        defer { try? FileManager.default.removeItem(at: dir) }
        try "".write(to: dir.appendingPathComponent("file"), atomically: true, encoding: .utf8)
        let r = try Self.render("animate", "--format", "svg", "--out", "file/frames", in: dir)
        #expect(r.status == 1 && r.stdout.isEmpty)
        #expect(r.stderr == "transit: cannot write into file: it is not a directory\n", "\(r.stderr)")
    }

    /// `--out` naming the script itself — as written, by another spelling, or through a
    /// symbolic or hard link — would replace the script with its own render: refused before
    /// the script runs, the script left as it was (the check `transit new` refuses with).
    @Test func anOutThatIsTheScriptIsRefused() throws {
        let dir = try Self.scratch("own-script")
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = "print('ran')\n"
        try source.write(to: dir.appendingPathComponent("s.lua"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/soft.lua", withDestinationPath: "s.lua")
        try FileManager.default.linkItem(atPath: dir.path + "/s.lua", toPath: dir.path + "/hard.lua")
        for out in ["s.lua", "./s.lua", dir.path + "/s.lua", "soft.lua", "hard.lua"] {
            let r = try Self.render("s.lua", "--out", out, in: dir)
            #expect(r.status == 64, "\(out)")
            #expect(r.stdout.isEmpty)
            #expect(r.stderr == "transit: --out \(out) is the script s.lua: nothing written\n(see 'transit render --help')\n")
            #expect(try String(contentsOf: dir.appendingPathComponent("s.lua"), encoding: .utf8) == source)
        }
        // with two scripts, the second is as safe as the first
        try source.write(to: dir.appendingPathComponent("t.lua"), atomically: true, encoding: .utf8)
        let second = try Self.render("t.lua", "s.lua", "--format", "html", "--out", "hard.lua", in: dir)
        #expect(second.status == 64)
        #expect(second.stdout.isEmpty)                            // neither script ran: no 'ran'
        #expect(second.stderr == "transit: --out hard.lua is the script s.lua: nothing written\n(see 'transit render --help')\n")
        for name in ["s.lua", "t.lua", "hard.lua", "soft.lua"] {
            #expect(try Data(contentsOf: dir.appendingPathComponent(name)) == Data(source.utf8), "\(name)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.path + "/soft.lua") == "s.lua")
        // another file is written as before
        let other = try Self.render("s.lua", "--out", "trace.txt", "--quiet", in: dir)
        #expect(other.status == 0 && other.stdout.isEmpty && other.stderr.isEmpty)
        #expect(try String(contentsOf: dir.appendingPathComponent("trace.txt"), encoding: .utf8)
                == "0.000000 window frame=(0,0,393,852) alpha=1 transform=identity\n")
    }

    @Test func tenThousandViewsRenderWithProgressOnStandardError() throws {
        let dir = try Self.scratch("large")
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        for i = 0, 9999 do
          window:addSubview(View{frame = Rect(i % 100 * 4, i // 100 * 8, 3, 7), backgroundColor = Color.blue})
        end
        View.animate(1, function() window.subviews[1].alpha = 0 end)

        """.write(to: dir.appendingPathComponent("many.lua"), atomically: true, encoding: .utf8)
        let r = try Self.render("many.lua", "--format", "filmstrip", "--frames", "3", "--out", "many.svg", in: dir)
        #expect(r.status == 0 && r.stdout.isEmpty)
        #expect(r.stderr.contains("transit: render: many.lua: sampled"), "\(r.stderr)")
        let lint = try Executable.run("xmllint", ["--noout", dir.appendingPathComponent("many.svg").path])
        #expect(lint.status == 0)
        let quiet = try Self.render("many.lua", "--format", "json", "--frames", "2", "--quiet", in: dir)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
        let prints = try Self.render("animate", "--format", "json", "--quiet")
        #expect(prints.status == 0 && prints.stderr.isEmpty)
    }

    /// `--compare`: the lanes as text; one script is a usage error.
    @Test func compareTwoScripts() throws {
        let r = try Self.render("animate", "segues", "--compare", "--quiet")
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "A scripts/examples/animate.lua (2.5 s)")
        #expect(lines.contains { $0.hasPrefix("green.center  A #1 0→1.5 s easeInOut  B ") })
        let same = try Self.render("animate", "animate", "--compare", "--quiet")
        #expect(same.stdout.hasSuffix("the same motion\n"))
        let one = try Self.render("animate", "--compare")
        #expect(one.status == 64)
        #expect(one.stderr.contains("--compare takes two scripts"))
    }

    /// `--at keys`: animate.lua's key moments — its start, green's slide done and the
    /// throw begun (1.5 s), the end (2.5 s) — and any listed instant with them.
    @Test func atKeysSamplesTheKeyMoments() throws {
        let r = try Self.render("animate", "--at", "keys,0.2", "--views", "green", "--quiet")
        #expect(r.status == 0, "\(r.stderr)")
        let times = r.stdout.split(separator: "\n").filter { $0.contains(" green frame=") }.map { String($0.prefix(8)) }
        #expect(times == ["0.000000", "0.200000", "1.500000", "2.500000"])
    }

    /// --memory holds while the render records (the recording grew 80 MB a second past any
    /// limit): the review's scene of 2,000 views fading for 3,000 s.
    @Test func theMemoryLimitHoldsWhileRecording() throws {
        let dir = try Self.scratch("bomb")
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
            local vs = {}
            for i = 1, 2000 do local v = View{frame = Rect(0, 0, 10, 10)}; window:addSubview(v); vs[i] = v end
            View.animate(3000, function() for i = 1, #vs do vs[i].alpha = 0 end end)
            """.write(to: dir.appendingPathComponent("render_bomb.lua"), atomically: true, encoding: .utf8)
        let r = try Self.render("render_bomb.lua", "--format", "trace", "--quiet", "--memory", "32", in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.hasPrefix("transit: render_bomb.lua: not enough memory (script memory limit 32 MiB): the recording held "),
                "\(r.stderr)")
    }
}
