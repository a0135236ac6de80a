import Foundation
import Testing

/// `transit explain`: the text Gantt of a script's timelines and animation blocks, compared
/// whole. Linear curves everywhere, so each bar and shape is worked out by hand: 20 columns
/// over 1 s are 0.05 s each; a linear curve at u = 0, .2 … 1 is on level round(7u) of
/// `▁▂▃▄▅▆▇█`, i.e. ▁▂▄▅▇█.
@Suite struct ExplainCommandTests {
    static let script = """
    local a = View{frame = Rect(0, 0, 10, 10), name = "a"}
    window:addSubview(a)
    local tl = Timeline{defaults = {duration = 1, curve = "linear"}}
    tl:to(a, {alpha = 0}):addLabel("half", 0.5):call(function() end, 0.25)
    View.animate{duration = 0.5, delay = 0.5, curve = "linear", animations = function() a.cornerRadius = 4 end, completion = function() end}

    """

    func write(_ source: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("gantt.lua").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func timelinesThenAnimationBlocks() throws {
        let path = try write(Self.script)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let r = try Executable.transit("explain", path, "--width", "20")
        #expect(r.status == 0)
        #expect(r.stderr == "")
        let expected = [
            "Timeline #1 (\(path):3): duration 1 s",
            String(repeating: " ", count: 8) + "  0" + String(repeating: " ", count: 18) + "1 s",
            "a.alpha  |" + String(repeating: "#", count: 20) + "| linear ▁▂▄▅▇█",
            "labels   |" + String(repeating: " ", count: 10) + "^" + String(repeating: " ", count: 9) + "| half@0.5",
            "calls    |" + "     *" + String(repeating: " ", count: 14) + "| call@0.25",
            "",
            "UIKit animations: 1 block over 1 s",
            String(repeating: " ", count: 14) + "  0" + String(repeating: " ", count: 18) + "1 s",
            "a.cornerRadius |" + String(repeating: "-", count: 10) + String(repeating: "#", count: 10) + "| linear ▁▂▄▅▇█",
            "completions    |" + String(repeating: " ", count: 19) + "*| 1",
        ].joined(separator: "\n") + "\n"
        #expect(r.stdout == expected)
    }

    @Test func nothingToExplain() throws {
        let path = try write("local x = 1\n")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let r = try Executable.transit("explain", path)
        #expect(r.status == 0)
        #expect(r.stdout == "no timelines and no animation blocks\n")
    }

    @Test func errorsAndUsage() throws {
        let path = try write("local tl = Timeline{}\ntl:to(nil, {alpha = 0})\n")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let r = try Executable.transit("explain", path)
        #expect(r.status == 1)
        #expect(r.stderr.contains("gantt.lua:2: bad argument #1 to 'to' (View or array of views expected, got nil)"))
        #expect(try Executable.transit("explain").status == 64)
        #expect(try Executable.transit("explain", path, "--width", "3").status == 64)
        let missing = try Executable.transit("explain", "no-such-script")
        #expect(missing.status == 1 && missing.stderr.hasPrefix("transit: cannot find script 'no-such-script'"))
    }
}
