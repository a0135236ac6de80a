import Foundation
import Testing
import TransitCore
@testable import TransitRender

/// The player's motion-tool parts in headless Chromium (animate.lua: green slides down
/// over 1.5 s, then thrown moves and turns over 1 s): lanes named `view.property`, a bar's
/// curve and duration on hover, the animating views first, a view highlighted on the
/// device and in the list, the model's ghost, `[` `]` between key moments, and a layout
/// that keeps the device large and the curves in view.
@Suite(.serialized, .enabled(if: Browser.path != nil, "chromium is not installed: `make deps` installs it"))
struct PlayerLaneTests {
    static func dump(_ name: String, _ fragment: String, script: String = "", window: String? = nil) throws -> Browser.Dump {
        let (url, _) = try PlayerBrowserTests.page("lanes-" + name, extraScript: script)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        return try Browser.dumpDOM(url, fragment: fragment, window: window)
    }

    static func order(_ dom: String, _ markers: [String]) -> [Int] {
        markers.map { dom.range(of: $0).map { dom.distance(from: dom.startIndex, to: $0.lowerBound) } ?? -1 }
    }

    @Test func lanesAreNamedByViewAndPropertyGroupedByView() throws {
        let d = try Self.dump("names", "t=0")
        let at = Self.order(d.dom, ["data-lane=\"green.center\"", "data-lane=\"thrown.center\"", "data-lane=\"thrown.transform\""])
        #expect(at.allSatisfy { $0 >= 0 } && at == at.sorted(), "\(at)")
        #expect(d.dom.contains(">thrown.transform</text>"))
        #expect(!d.dom.contains("class=\"animation\""))             // no more one row per block
        // the bar's own title says it all, for a native tooltip too
        #expect(d.dom.contains("<title>green.center · #1 easeInOut · 1.5 s</title>"))
    }

    @Test func hoveringABarShowsItsCurveAndDurationAndHighlightsItsView() throws {
        let hover = "document.querySelector('[data-lane=\"thrown.transform\"] .bar rect').dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));"
        let d = try Self.dump("hover", "t=2", script: hover)
        #expect(d.dom.contains("<output class=\"lane-tip\">thrown.transform · #2 easeInOut · 1 s</output>"))
        #expect(d.attribute("data-highlight", of: "id=\"player-1\"") == "thrown")
    }

    @Test func theAnimatingViewsComeFirstInTheList() throws {
        let d = try Self.dump("list", "t=0")
        let rows = d.dom.components(separatedBy: "<tr data-view=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(rows.first == "green", "\(rows)")
        #expect(d.dom.contains("<tr data-view=\"green\" class=\"animating\">"))
        #expect(d.dom.contains("<tr data-view=\"window\"><td>"))
    }

    /// A click on a row pins the highlight: a box filling the view's box on the device (so
    /// it moves and turns with it), the row marked.
    @Test func clickingARowHighlightsTheViewOnTheDevice() throws {
        let d = try Self.dump("click-row", "t=0.75", script: "document.querySelector('tr[data-view=\"green\"] td').click();")
        #expect(d.attribute("data-selected", of: "id=\"player-1\"") == "green")
        let svg = try #require(d.stage)
        let group = try #require(svg.range(of: "data-name=\"green\""))
        let box = try #require(svg.range(of: "<div class=\"highlight\"></div></div>"))
        #expect(group.lowerBound < box.lowerBound)
        #expect(d.dom.contains("<tr data-view=\"green\" class=\"animating highlighted\">"))
    }

    @Test func clickingTheDeviceSelectsTheViewUnderIt() throws {
        let click = "document.querySelector('.stage .v[data-name=\"thrown\"]').dispatchEvent(new MouseEvent('click', {bubbles: true}));"
        let d = try Self.dump("click-device", "t=2", script: click)
        #expect(d.attribute("data-selected", of: "id=\"player-1\"") == "thrown")
        #expect(d.dom.contains("<tr data-view=\"thrown\" class=\"animating highlighted\">"))
    }

    /// The permalink carries a highlight: `#t=2&view=thrown` is the page after a click on
    /// thrown at 2 s (docs' screenshots use it); a name the frame lacks highlights nothing.
    @Test func thePermalinkCanHighlightAView() throws {
        let d = try Self.dump("permalink-view", "t=2&view=thrown")
        #expect(d.attribute("data-time", of: "id=\"player-1\"") == "2.000000")
        #expect(d.attribute("data-selected", of: "id=\"player-1\"") == "thrown")
        #expect(d.dom.contains("<tr data-view=\"thrown\" class=\"animating highlighted\">"))
        let svg = try #require(d.stage)
        let group = try #require(svg.range(of: "data-name=\"thrown\""))
        let box = try #require(svg.range(of: "<div class=\"highlight\"></div>"))
        #expect(group.lowerBound < box.lowerBound)
        let none = try Self.dump("permalink-nobody", "t=2&view=nobody")
        #expect(!(none.stage ?? "").contains("class=\"highlight\""))
        #expect(!none.dom.contains("highlighted\">"))
    }

    /// The other shortcuts: `i` and `o` set the loop at the current time, End and Home go to
    /// the last and first frame, space plays and pauses (animate.lua runs 0…2.5 s; the
    /// budget is a second of virtual time, so from 0 it is still playing).
    @Test func iOHomeEndAndSpace() throws {
        func press(_ keys: [String]) -> String {
            keys.map { "document.dispatchEvent(new KeyboardEvent('keydown', {key: '\($0)'}));" }.joined()
        }
        let loop = try Self.dump("keys-loop", "t=1", script: press(["i", "End", "o", "Home"]))
        #expect(loop.attribute("data-time", of: "id=\"player-1\"") == "0.000000")
        #expect(loop.attribute("data-playing", of: "id=\"player-1\"") == "false")
        #expect(loop.dom.contains("<output class=\"loop\">loop 1.000000–2.500000 s</output>"))
        let end = try Self.dump("keys-end", "t=1", script: press(["End"]))
        #expect(end.attribute("data-time", of: "id=\"player-1\"") == "2.500000")
        let playing = try Self.dump("keys-space", "t=0", script: press([" "]))     // 2.5 s left: still playing
        #expect(playing.attribute("data-playing", of: "id=\"player-1\"") == "true")
        let paused = try Self.dump("keys-space-twice", "t=1", script: press([" ", " "]))
        #expect(paused.attribute("data-playing", of: "id=\"player-1\"") == "false")
        #expect(paused.attribute("data-time", of: "id=\"player-1\"") == "1.000000")
    }

    /// At 0.75 s green is halfway down (presentation y = −426); its model is already at 0:
    /// the ghost is the whole screen.
    @Test func theModelIsAGhostOutline() throws {
        let d = try Self.dump("ghost", "t=0.75")
        let svg = try #require(d.stage)
        #expect(svg.contains("class=\"ghost\"") && svg.contains("points=\"0,0 393,0 393,852 0,852\""))
        #expect(!(try Self.dump("no-ghost", "t=2.5").stage ?? "").contains("class=\"ghost\""))   // at rest: none
    }

    /// The key moments of animate.lua: 0, 1.5 (green done, thrown begins), 2.5 (the end).
    @Test(arguments: [(["]"], "1.500000"), (["]", "]"], "2.500000"), (["]", "]", "["], "1.500000"), (["["], "0.000000")])
    func bracketsJumpBetweenKeyMoments(keys: [String], time: String) throws {
        let press = keys.map { "document.dispatchEvent(new KeyboardEvent('keydown', {key: '\($0)'}));" }.joined()
        let d = try Self.dump("keys", keys == ["["] ? "t=1" : "t=0", script: press)
        #expect(d.attribute("data-time", of: "id=\"player-1\"") == time)
    }

    /// In a 1200 × 900 window the device is most of the viewport's height (what is left
    /// of it after the controls) and the curves panel is in view, above the view list.
    @Test func theDeviceFillsTheWindowAndTheCurvesStayInView() throws {
        let measure = """
        var s = document.querySelector('.stage svg').getBoundingClientRect();
        var c = document.querySelector('.curves').getBoundingClientRect();
        var v = document.querySelector('.view-list').getBoundingClientRect();
        document.body.setAttribute('data-layout', [Math.round(s.height), Math.round(c.bottom), Math.round(v.top), innerHeight].join(','));
        """
        let d = try Self.dump("layout", "t=1.8", script: measure, window: "1200,900")
        let numbers = try #require(d.attribute("data-layout", of: "<body")).split(separator: ",").compactMap { Int($0) }
        try #require(numbers.count == 4)
        #expect(numbers[0] == max(numbers[3] - 300, 360), "device \(numbers)")   // was 62vh, a 255 px wide frame
        #expect(numbers[1] <= numbers[3] && numbers[1] <= numbers[2], "\(numbers)")
        #expect(d.dom.contains("data-animation=\"2\""))
    }
}
