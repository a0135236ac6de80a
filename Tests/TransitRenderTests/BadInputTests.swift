import Foundation
import Lua
import Testing
import TransitCore
@testable import TransitRender

/// What a render does with input it cannot use: it says why, and leaves nothing that
/// looks like a finished output.
@Suite struct BadInputTests {
    static func temporaryDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("transit-render-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aScriptThatErrorsSaysItsLineAndWritesNothing() throws {
        let dir = try Self.temporaryDirectory("error")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("broken.lua")
        try """
        local v = View{frame = Rect(0, 0, 10, 10)}
        window:addSubview(v)
        View.animate(1, function() v.alpha = 0 end, function() error("the completion fails") end)

        """.write(to: script, atomically: true, encoding: .utf8)
        for format in RenderFormat.allCases {
            var job = RenderJob(scripts: [script.path], format: format)
            job.out = dir.appendingPathComponent(format == .svg ? "frames" : "out.\(format)").path
            let error = #expect(throws: LuaError.self) { try job.run() }
            #expect(error?.message.contains("broken.lua:3: the completion fails") == true, "\(error?.message ?? "")")
            // not even the svg folder the render made (it was left empty before)
            let written = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0 != "broken.lua" }
            #expect(written.isEmpty, "\(format): \(written)")
        }
    }

    @Test func anUnwritableOutIsAnErrorBeforeTheRender() throws {
        let dir = try Self.temporaryDirectory("unwritable")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("a-file")
        try "".write(to: file, atomically: true, encoding: .utf8)
        // a directory that cannot exist: its parent is a file (refused even to root)
        for (format, out) in [(RenderFormat.svg, file.path + "/frames"), (.html, file.path + "/page.html"), (.trace, dir.path)] {
            var job = RenderJob(scripts: ["no-such-script.lua"], format: format)
            job.out = out
            let error = #expect(throws: RenderError.self) { try job.run() }
            #expect(error?.isUsage == false)
            #expect(error?.message.hasPrefix("cannot write") == true, "\(error?.message ?? "")")
        }
    }

    @Test func svgNeedsAnOutDirectory() {
        let error = #expect(throws: RenderError.self) { try RenderJob(scripts: ["x.lua"], format: .svg).run() }
        #expect(error?.isUsage == true)
    }

    @Test func severalScriptsMakeOnlyAGallery() {
        let error = #expect(throws: RenderError.self) { try RenderJob(scripts: ["a.lua", "b.lua"], format: .trace).run() }
        #expect(error?.message.hasPrefix("one script at a time") == true)
    }

    /// Markup in label text and view names: escaped in SVG (the text reads back exactly),
    /// and unable to close the player's `<script>` element.
    @Test func markupCharactersAreEscaped() throws {
        let tricky = "</script><svg onload=alert(1)> & \"q\" 'a' ]]> <!-- \u{1}"
        let source = """
        local label = Label{frame = Rect(0, 0, 1000, 40), text = ...}  -- wide: drawn whole, not cut with "…"
        label.name = ...
        window:addSubview(label)
        """
        let r = try Recording.record(script: "markup.lua", sampling: Sampling(at: [.ticks(0)])) { stage in
            try stage.lua.run(source, chunkName: "@markup.lua", arguments: [.string(tricky)])
            try stage.settle()
        }
        let svg = SVGFrame.document(r.frames[0], script: r.script, debug: true)
        #expect(xmlProblem(svg) == nil, "\(xmlProblem(svg) ?? "")")
        let read = SVGReader.read(svg)
        let shown = tricky.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
        #expect(read.texts.contains(shown))
        // the name, as an attribute: as views show names, a control character as its escape
        #expect(read.views[tricky.shownAsName] != nil)
        #expect(xmlProblem(Filmstrip.document(r.frames, title: tricky)) == nil)
        let page = HTMLPlayer.page([r])
        #expect(page.components(separatedBy: "</script>").count == 3)            // the data's and the player's
        #expect(!page.contains("<svg onload"))
        #expect(TraceText.text(r).contains(tricky.shownAsName))                  // a trace line: escaped, on its line
    }
}
