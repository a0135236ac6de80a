import Foundation
import Testing

/// Every fenced `lua` block in README.md and docs/*.md runs, as docs/docs-that-run.md says:
/// a script with `transit run`, a spec (a block calling `describe(`) with `transit test`, a
/// `<!-- fragment -->` only compiled (`luac5.4 -p`), a `<!-- file: PATH -->` written under
/// PATH (and run with `transit test` when it is a spec); the blocks of one page share a
/// folder, in order, so a spec may `require` the module a block before it wrote. A block
/// followed by `<!-- output -->` and a fenced block must print exactly that.
@Suite struct DocsTests {
    struct Block {
        let page: String
        let line: Int
        let source: String
        /// The HTML comment on the line before the fence, if any (`fragment`, `file: x.lua`).
        let marker: String?
        let expectedOutput: String?

        /// `file: PATH` (written, compiled, run if a spec) or `run: PATH` (written and run).
        var file: String? {
            guard let marker else { return nil }
            for prefix in ["file:", "run:"] where marker.hasPrefix(prefix) {
                return marker.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
            }
            return nil
        }
        var isRun: Bool { marker?.hasPrefix("run:") == true }
        /// A spec file by name, or a block calling `describe(` or starting a line with `it(`.
        var isSpec: Bool {
            file.map { $0.hasSuffix("_spec.lua") }
                ?? (source.contains("describe(") || source.hasPrefix("it(") || source.contains("\nit("))
        }
    }

    static let pages: [String] = {
        let docs = Executable.root.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    /// The page's `lua` blocks, in order.
    static func blocks(of page: String) throws -> [Block] {
        let text = try String(contentsOf: Executable.root.appendingPathComponent(page), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        var blocks: [Block] = []
        var i = 0
        func isFence(_ line: String) -> Bool { line.trimmingCharacters(in: .whitespaces).hasPrefix("```") }
        /// The block opening at `start`, without the fence's own indentation (a block in a list).
        func fence(from start: Int) -> (body: String, end: Int) {
            let indent = lines[start].prefix(while: { $0 == " " }).count
            var j = start + 1
            while j < lines.count && !isFence(lines[j]) { j += 1 }
            let body = lines[(start + 1)..<min(j, lines.count)].map { line in
                String(line.dropFirst(min(indent, line.prefix(while: { $0 == " " }).count)))
            }
            return (body.joined(separator: "\n") + "\n", j)
        }
        while i < lines.count {
            guard lines[i].trimmingCharacters(in: .whitespaces).hasPrefix("```lua") else { i += 1; continue }
            let (body, end) = fence(from: i)
            var marker: String?
            if i > 0, let comment = Self.comment(lines[i - 1]) { marker = comment }
            var expected: String?
            var k = end + 1
            while k < lines.count && lines[k].trimmingCharacters(in: .whitespaces).isEmpty { k += 1 }
            if k < lines.count, Self.comment(lines[k]) == "output", k + 1 < lines.count, isFence(lines[k + 1]) {
                expected = fence(from: k + 1).body
            }
            blocks.append(Block(page: page, line: i + 1, source: body, marker: marker, expectedOutput: expected))
            i = end + 1
        }
        return blocks
    }

    /// `<!-- fragment -->` → "fragment".
    static func comment(_ line: String) -> String? {
        let t = line.trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix("<!--"), t.hasSuffix("-->") else { return nil }
        return t.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
    }

    @Test(arguments: pages)
    func everyLuaBlockRuns(page: String) throws {
        let blocks = try Self.blocks(of: page)
        guard !blocks.isEmpty else { return }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (n, block) in blocks.enumerated() {
            let name = block.file ?? (block.isSpec ? "block\(n + 1)_spec.lua" : "block\(n + 1).lua")
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try block.source.write(to: url, atomically: true, encoding: .utf8)
            let place = "\(block.page):\(block.line)"
            let compiled = try Executable.run("luac5.4", ["-p", name], in: dir)
            #expect(compiled.status == 0, "\(place) does not compile: \(compiled.stderr)")
            if block.marker == "fragment" || (block.file != nil && !block.isSpec && !block.isRun) { continue }
            // a page's spec runs as a reader's first run would, in a fresh folder: its snapshots
            // are recorded then, so CI's "never invent a reference" rule is off for it
            let r = try Executable.run("transit", [block.isSpec ? "test" : "run", name], in: dir,
                                       environment: ["CI": "false"])
            #expect(r.status == 0, "\(place) fails:\n\(r.stdout)\(r.stderr)")
            if let expected = block.expectedOutput {
                #expect(r.stdout == expected, "\(place) prints something else than the page shows")
            }
        }
    }

    /// Terminal sessions are not run (most are abridged with "…"); the few shown whole are
    /// compared here, line for line, with what the command prints — and those abridged after
    /// their first lines, whose lines before the "…" must be how the output begins (rev14: the
    /// page left out the script's own prints, which come first). `fence` is what comes before
    /// the `$` line: the block's fence, or the "…" ending the session before it in one block.
    @Test(arguments: [("docs/transitions.md", "```\n", ["run", "zoom"]),
                      ("docs/timelines.md", "```text\n", ["explain", "staggered_grid"]),
                      ("README.md", "```\n", ["run", "animate"]),
                      ("README.md", "…\n", ["run", "animate", "--trace", "green", "--fps", "4", "--quiet"]),
                      ("README.md", "```\n", ["test", "scripts/spec/slide_spec.lua"]),
                      ("docs/testing.md", "```\n", ["test", "scripts/spec/slide_spec.lua"])])
    func aWholeSessionIsWhatTheCommandPrints(page: String, fence: String, words: [String]) throws {
        let text = try String(contentsOf: Executable.root.appendingPathComponent(page), encoding: .utf8)
        let prompt = "$ transit " + words.joined(separator: " ") + "\n"
        let start = try #require(text.range(of: fence + prompt), "\(page) shows no `\(prompt)`")
        let end = try #require(text[start.upperBound...].range(of: "```\n"))
        let shown = String(text[start.upperBound..<end.lowerBound])
        let r = try Executable.run("transit", words)
        #expect(r.status == 0)
        if let cut = shown.firstRange(of: "…\n") {
            let head = String(shown[..<cut.lowerBound])
            #expect(!head.isEmpty && r.stdout.hasPrefix(head), "\(page): `\(prompt)` begins otherwise")
        } else {
            #expect(try Self.withoutTimes(shown) == Self.withoutTimes(r.stdout), "\(page): `\(prompt)` prints something else")
        }
    }

    /// A `transit test` report without its wall-clock times (`Finished in 0.008 s`, `… : 0.008
    /// seconds`), the one part of it that differs from run to run.
    static func withoutTimes(_ report: String) throws -> String {
        report.replacing(try Regex(#"(?m)[0-9]+\.[0-9]+ (s|seconds)$"#), with: "T s")
    }

    /// repl.md's opening session, its `> ` lines piped in: everything else it shows but the
    /// banner (a terminal's alone) is what the REPL prints.
    @Test func replMdsFirstSessionIsWhatTheReplPrints() throws {
        let text = try String(contentsOf: Executable.root.appendingPathComponent("docs/repl.md"), encoding: .utf8)
        let start = try #require(text.range(of: "```\n$ transit repl animate\n"))
        let end = try #require(text[start.upperBound...].range(of: "```\n"))
        let lines = text[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        #expect(lines.first == "Transit REPL (Lua 5.4) — .help for commands, Ctrl-D to leave")
        let inputs = lines.filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) }
        let outputs = lines.dropFirst().filter { !$0.hasPrefix("> ") }
        #expect(inputs.count == 6)
        let r = try ReplProcess.run(inputs, ["animate"])
        #expect(r.status == 0 && r.errors == "")
        #expect(r.output == outputs.joined(separator: "\n") + "\n", "\(r.output)")
    }

    /// testing.md's broken slide spec (a third of the height expected at half time) reports
    /// what the page shows, but for the times: the traceback once grew a `(...tail calls...)`
    /// line, `at`'s own (docs106, AtTracebackTests).
    @Test func theBrokenSpecReportsWhatTestingMdShows() throws {
        let text = try String(contentsOf: Executable.root.appendingPathComponent("docs/testing.md"), encoding: .utf8)
        let intro = try #require(text.range(of: "Break it — expect a third of the height"))
        let start = try #require(text[intro.upperBound...].range(of: "```\n"))
        let end = try #require(text[start.upperBound...].range(of: "```\n"))
        let shown = String(text[start.upperBound..<end.lowerBound])
        let spec = "scripts/spec/slide_spec.lua"
        let source = try String(contentsOf: Executable.root.appendingPathComponent(spec), encoding: .utf8)
        let half = "toBeCloseTo(Rect(0, -H / 2, W, H))"
        #expect(source.components(separatedBy: half).count == 2, "\(spec) no longer expects \(half) once")
        let snapshots = try String(contentsOf: Executable.root.appendingPathComponent("scripts/spec/__snapshots__/slide_spec.lua.snap"),
                                   encoding: .utf8)
        let project = try RunnerCITests.Project([
            spec: source.replacingOccurrences(of: half, with: "toBeCloseTo(Rect(0, -H / 3, W, H))"),
            "scripts/spec/__snapshots__/slide_spec.lua.snap": snapshots])
        defer { project.remove() }
        let r = try project.test([spec])
        #expect(r.status == 1)
        #expect(try Self.withoutTimes(r.stdout) == Self.withoutTimes(shown), "\(r.stdout)")
    }

    /// README's `make demo` names every script the Makefile's demo target runs and renders.
    @Test func readmeSaysWhatMakeDemoRuns() throws {
        let makefile = try String(contentsOf: Executable.root.appendingPathComponent("Makefile"), encoding: .utf8)
        let readme = try String(contentsOf: Executable.root.appendingPathComponent("README.md"), encoding: .utf8)
        let gallery = try #require(makefile.firstMatch(of: try Regex(#"\nGALLERY := \\\n((?:\t[a-z0-9_]+(?: \\)?\n)+)"#)))
        let galleryNames = String(gallery.output[1].substring ?? "").split(whereSeparator: { $0 == "\t" || $0 == "\\" || $0.isWhitespace })
        #expect(galleryNames.count > 10)
        let loop = try #require(makefile.firstMatch(of: try Regex(#"for script in ([a-z_ ]+)\$\(GALLERY\)"#)))
        let render = try #require(makefile.firstMatch(of: try Regex(#"transit render ([a-z_ ]+)\$\(GALLERY\)"#)))
        let start = try #require(readme.range(of: "make demo     #"))
        let end = try #require(readme[start.upperBound...].range(of: "\nmake test"))
        let said = readme[start.upperBound..<end.lowerBound]
        let names = (String(loop.output[1].substring ?? "") + " " + String(render.output[1].substring ?? ""))
            .split(separator: " ") + galleryNames
        for name in Set(names.map(String.init)) {
            #expect(said.contains(try Regex("\\b\(name)\\b")), "README's make demo does not name \(name)")
        }
    }

    /// An unmarked block runs as `blockN.lua`, a name of the harness's no reader gives a file:
    /// output naming its file (a timeline's `at FILE:LINE`) would show a reader other lines
    /// than theirs, so that block is marked `<!-- run: NAME -->` and the page says the name
    /// (rev26 F01: zoom.md's timeline read `at block1.lua:13`).
    @Test(arguments: pages)
    func noOutputNamesTheHarnessFile(page: String) throws {
        let harnessName = try Regex(#"block[0-9]+(_spec)?\.lua"#)
        for block in try Self.blocks(of: page) where block.file == nil {
            #expect(block.expectedOutput?.contains(harnessName) != true,
                    "\(page):\(block.line) prints its file's name: mark the block `<!-- run: NAME -->`")
        }
    }

    @Test func theConventionsAreRead() throws {
        let blocks = try Self.blocks(of: "docs/docs-that-run.md")
        #expect(blocks.map(\.marker) == [nil, "fragment", "file: greeting.lua", "file: spec/greeting_spec.lua", "run: hello.lua"])
        #expect(blocks[0].expectedOutput == "hello from a page\n")
        #expect(blocks[3].isSpec && blocks[2].file == "greeting.lua" && !blocks[2].isSpec)
        #expect(blocks[4].isRun && blocks[4].file == "hello.lua" && blocks[4].expectedOutput == "hello\n")
    }
}
