import Testing
import TransitCore
@testable import TransitRender

/// The card scene's trace, JSON and pictures, byte for byte (see Golden.swift to re-record).
@Suite struct GoldenTests {
    @Test func trace() throws {
        let r = try Scenes.record(Scenes.card, Sampling(fps: 10))
        try Golden.check(TraceText.text(r), "card.trace")
    }

    @Test func json() throws {
        let r = try Scenes.record(Scenes.card, Sampling(at: [.ticks(0), .fraction(0.5), .fraction(1)]))
        try Golden.check(JSONDocument.text(r, views: .named(["card", "title"])), "card.json")
    }

    @Test func svgFrames() throws {
        let r = try Scenes.record(Scenes.card, Sampling(count: 3))
        #expect(r.frames.map(\.tick) == [0, 250_000, 500_000])
        for (i, frame) in r.frames.enumerated() {
            let svg = SVGFrame.document(frame, script: r.script, size: .scale(0.5), chrome: DeviceChrome(screen: r.screen))
            #expect(xmlProblem(svg) == nil, "\(xmlProblem(svg) ?? "")")
            try Golden.check(svg, "card-\(i).svg")
        }
    }

    @Test func svgWithDebugNamesAndFrames() throws {
        let r = try Scenes.record(Scenes.card, Sampling(at: [.fraction(0.5)]))
        let svg = SVGFrame.document(r.frames[0], script: r.script, size: .box(width: 200, height: 200), debug: true,
                                    chrome: DeviceChrome(screen: r.screen))
        #expect(xmlProblem(svg) == nil, "\(xmlProblem(svg) ?? "")")
        #expect(svg.contains(">card (") && svg.contains("stroke-dasharray"))
        try Golden.check(svg, "card-debug.svg")
    }

    @Test func filmstrip() throws {
        let r = try Scenes.record(Scenes.card, Sampling(count: 4))
        let svg = Filmstrip.document(r.frames, title: r.script, chrome: DeviceChrome(screen: r.screen))
        #expect(xmlProblem(svg) == nil, "\(xmlProblem(svg) ?? "")")
        try Golden.check(svg, "card-filmstrip.svg")
    }

    @Test func theSameBytesEveryRun() throws {
        let a = try Scenes.record(Scenes.card, Sampling(fps: 30))
        let b = try Scenes.record(Scenes.card, Sampling(fps: 30))
        #expect(TraceText.text(a) == TraceText.text(b))
        #expect(JSONDocument.text(a) == JSONDocument.text(b))
        #expect(HTMLPlayer.page([a]) == HTMLPlayer.page([b]))
    }
}
