import Foundation
import Testing
import TransitCore
@testable import TransitRender

/// `transit render A B --compare`: the lanes whose start, duration, curve or end frame
/// differ, as text and as one page with both on one timeline.
@Suite struct CompareTests {
    /// A: the card slides up over 0.4 s (easeOut) and the badge fades over 1 s.
    static let a = """
    local card = View{frame = Rect(0, 852, 393, 400), backgroundColor = Color.white, name = "card"}
    window:addSubview(card)
    local badge = View{frame = Rect(20, 20, 40, 40), backgroundColor = Color.red, name = "badge"}
    window:addSubview(badge)
    View.animate{duration = 0.4, curve = "easeOut", animations = function() card.center = Point(196.5, 652) end}
    View.animate{duration = 1, animations = function() badge.alpha = 0 end}
    """
    /// B: the same fade; the card slides higher, over 0.6 s, on a spring; a new lane.
    static let b = """
    local card = View{frame = Rect(0, 852, 393, 400), backgroundColor = Color.white, name = "card"}
    window:addSubview(card)
    local badge = View{frame = Rect(20, 20, 40, 40), backgroundColor = Color.red, name = "badge"}
    window:addSubview(badge)
    View.animate{duration = 0.6, dampingRatio = 0.8, animations = function() card.center = Point(196.5, 600) end}
    View.animate{duration = 1, animations = function() badge.alpha = 0 end}
    View.animate{duration = 0.3, delay = 0.7, animations = function() card.cornerRadius = 20 end}
    """

    static func recordings() throws -> (Recording, Recording) {
        (try Scenes.record(a, Sampling(fps: 10), name: "a.lua"), try Scenes.record(b, Sampling(fps: 10), name: "b.lua"))
    }

    @Test func lanesSayWhatDiffers() throws {
        let (a, b) = try Self.recordings()
        let lanes = MotionDiff.lanes(a, b)
        #expect(lanes.map(\.label) == ["card.center", "badge.alpha", "card.cornerRadius"])
        #expect(lanes[0].differences == ["duration", "curve", "end frame"])
        #expect(lanes[1].differences == [])
        #expect(lanes[2].differences == ["only in B", "end frame"])
        #expect(lanes[2].b == [MotionDiff.Span(id: 3, start: 700_000, duration: 0.3, curve: "easeInOut")])
    }

    @Test func theTextIsALaneALine() throws {
        let (a, b) = try Self.recordings()
        let lines = MotionDiff.text(a, b).split(separator: "\n").map(String.init)
        #expect(lines[0] == "A a.lua (1 s)")
        #expect(lines[1] == "B b.lua (1 s)")
        #expect(lines[2].hasPrefix("card.center  A #1 0→0.4 s easeOut  B #1 0→0.6 s spring"))
        #expect(lines[2].hasSuffix("differs: duration, curve, end frame"))
        #expect(lines[3] == "badge.alpha  A #2 0→1 s easeInOut  B #2 0→1 s easeInOut  same")
        #expect(lines.contains { $0.hasPrefix("end card: A frame=(0,452,393,400)") && $0.contains("| B frame=(0,400,393,400)") })
        #expect(!lines.contains("the same motion"))
        #expect(MotionDiff.text(a, a).hasSuffix("the same motion\n"))
    }

    @Test func compareNeedsTwoScriptsAndATextOrAPage() {
        var job = RenderJob(scripts: ["a.lua"], format: .trace)
        job.compare = true
        #expect((#expect(throws: RenderError.self) { try job.run() })?.message.hasPrefix("--compare takes two scripts") == true)
        job = RenderJob(scripts: ["a.lua", "b.lua"], format: .gif)
        job.compare = true
        #expect((#expect(throws: RenderError.self) { try job.run() })?.isUsage == true)
    }

    /// The page: scrubbing A moves B; the panes show both, the onion skin both at once; the
    /// lanes that differ are marked.
    @Test(.enabled(if: Browser.path != nil, "chromium is not installed"))
    func onePageOneTimeline() throws {
        let (a, b) = try Self.recordings()
        let url = try BadInputTests.temporaryDirectory("compare").appendingPathComponent("compare.html")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try HTMLPlayer.page([a, b], compare: true).write(to: url, atomically: true, encoding: .utf8)
        let step = "document.getElementById('player-1').dispatchEvent(new MouseEvent('mousedown', {bubbles: true}));"
            + "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight'}));"
        var html = try String(contentsOf: url, encoding: .utf8)
        html = html.replacingOccurrences(of: "</body>", with: "<script>\(step)</script>\n</body>")
        try html.write(to: url, atomically: true, encoding: .utf8)
        let d = try Browser.dumpDOM(url, fragment: "t=0.5")
        #expect(d.attribute("data-time", of: "id=\"player-1\"") == "0.600000")     // 0.5, one frame on
        #expect(d.attribute("data-time", of: "id=\"player-2\"") == "0.600000")
        #expect(d.attribute("data-time", of: "class=\"compare\"") == "0.600000")
        let onion = try #require(d.dom.range(of: "<figure class=\"pane onion\">"))
        let afterOnion = d.dom[onion.upperBound...]
        let end = try #require(afterOnion.range(of: "</figure>"))
        #expect(afterOnion[..<end.lowerBound].components(separatedBy: "<svg").count - 1 == 2)
        #expect(d.dom.contains("data-lane=\"card.center\" data-view=\"card\" data-differs=\"duration, curve, end frame\"")
                || d.dom.contains("class=\"lane differs\" data-lane=\"card.center\""))
        #expect(d.dom.contains("<tr data-lane=\"card.center\" class=\"differs\">"))
        #expect(d.attribute("data-csp-violations", of: "<body") == "0")
    }
}
