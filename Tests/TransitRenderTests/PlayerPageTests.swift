import Foundation
import Testing
import TransitCore
import TransitLua
@testable import TransitRender

/// The HTML player's page, read as text.
@Suite struct PlayerPageTests {
    @Test func thePageIsSelfContained() throws {
        let r = try Scenes.record(Scenes.card, Sampling(fps: 10))
        let page = HTMLPlayer.page([r])
        #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'\">"))
        // the only URL is the SVG namespace, which names and fetches nothing
        let urls = page.components(separatedBy: "http").dropFirst().map { $0.prefix(24) }.filter { !$0.hasPrefix("-equiv") }
        #expect(urls.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg") }, "\(urls)")
        for attribute in [" src=", " href=", "@import", "url(http"] { #expect(!page.contains(attribute), "\(attribute)") }
    }

    @Test func theDataHoldsEveryFrameTheTimelineAndTheCurves() throws {
        let r = try Scenes.record(Scenes.card, Sampling(fps: 10))
        let page = HTMLPlayer.page([r], views: .named(["card"]))
        let start = try #require(page.range(of: "<script type=\"application/json\" class=\"player-data\">"))
        let end = try #require(page[start.upperBound...].range(of: "</script>"))
        let json = try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as! [String: Any]
        let frames = json["frames"] as! [[String: Any]]
        #expect(frames.count == 6)
        let views = frames[3]["views"] as! [[String: Any]]
        #expect(views.count == 1)
        let card = try #require(r.frames[3].views.first { $0.name == "card" })
        #expect(views[0]["values"] as? String == Trace.values(card.presentation, clips: true))
        #expect((frames[3]["html"] as! String) == CSSStage.html(r.frames[3], prefix: "p1", debug: false, chrome: DeviceChrome(screen: r.screen)))
        #expect(frames[3]["svg"] == nil)                 // only a comparison's panes show the SVG
        let events = json["events"] as! [[String: Any]]
        #expect(events.map { $0["kind"] as! String } == ["begin", "end"])
        #expect((events[0]["easing"] as! [Double]).count == CurveSamples.count)
        #expect(json["span"] as! [Double] == [0, 0.5])
    }

    @Test func severalRecordingsMakeAGalleryOfPlayers() throws {
        let a = try Scenes.record(Scenes.card, Sampling(count: 2), name: "a.lua")
        let b = try Scenes.record(SamplingTests.slide, Sampling(count: 2), name: "b.lua")
        let page = HTMLPlayer.page([a, b])
        #expect(page.contains("<h1>Transit gallery</h1>"))
        #expect(page.contains("id=\"player-1\"") && page.contains("id=\"player-2\""))
        #expect(page.contains("id=\\\"p1-screen\\\"") && page.contains("id=\\\"p2-screen\\\""))   // ids unique on the page
    }
}
