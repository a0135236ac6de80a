import Foundation
import Testing

/// `transit render NAME --compare --rev REV`: a script against itself at a git revision.
@Suite struct CompareCommandTests {
    static func git(_ dir: URL, _ arguments: String...) throws -> Execution {
        try Executable.run("git", ["-C", dir.path, "-c", "user.name=Transit Tests", "-c", "user.email=tests@transit.invalid",
                                   "-c", "commit.gpgsign=false"] + arguments)
    }

    static func script(duration: String) -> String {
        """
        local card = View{frame = Rect(0, 852, 393, 400), backgroundColor = Color.white, name = "card"}
        window:addSubview(card)
        View.animate(\(duration), function() card.center = Point(196.5, 652) end)

        """
    }

    @Test func aScriptAgainstItsLastCommit() throws {
        let dir = try RenderCommandTests.scratch("rev")
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Self.git(dir, "init", "-q").status == 0)
        let file = dir.appendingPathComponent("sheet.lua")
        try Self.script(duration: "0.4").write(to: file, atomically: true, encoding: .utf8)
        #expect(try Self.git(dir, "add", "sheet.lua").status == 0)
        #expect(try Self.git(dir, "commit", "-q", "-m", "a sheet").status == 0)
        try Self.script(duration: "0.6").write(to: file, atomically: true, encoding: .utf8)

        let r = try RenderCommandTests.render(file.path, "--compare", "--rev", "HEAD", "--quiet", in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("sheet.lua@HEAD (0.4 s)") == true, "\(lines)")
        #expect(lines.contains("card.center  A #1 0→0.4 s easeInOut  B #1 0→0.6 s easeInOut  differs: duration"))
        // the scratch copy is gone
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { !$0.hasPrefix(".git") } == ["sheet.lua"])

        let missing = try RenderCommandTests.render(file.path, "--compare", "--rev", "no-such-rev", in: dir)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("git failed"), "\(missing.stderr)")
        let alone = try RenderCommandTests.render(file.path, "--rev", "HEAD", in: dir)
        #expect(alone.status == 64)
    }
}
