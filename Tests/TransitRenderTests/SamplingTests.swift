import Testing
import TransitCore
@testable import TransitRender

/// Which instants a render samples, and what happens in between.
@Suite struct SamplingTests {
    static let slide = """
    local v = View{frame = Rect(0, 0, 100, 100), name = "v"}
    window:addSubview(v)
    View.animate(1, function() v.center = Point(250, 50) end)
    """

    @Test func framesRunFromTheStartToTheRunsEndBothIncluded() throws {
        let r = try Scenes.record(Self.slide, Sampling(fps: 4))
        #expect(r.frames.map(\.tick) == [0, 250_000, 500_000, 750_000, 1_000_000])
        #expect(r.from == 0 && r.to == 1_000_000)
    }

    @Test func anEndBetweenFramesIsSampledToo() throws {
        let r = try Scenes.record(Self.slide, Sampling(fps: 3, from: .ticks(100_000), to: .ticks(900_000)))
        #expect(r.frames.map(\.tick) == [100_000, 333_333, 666_666, 900_000])
    }

    @Test func sharesAreOfTheRun() throws {
        let r = try Scenes.record(Self.slide, Sampling(at: [.fraction(0.5), .ticks(100_000), .fraction(1)]))
        #expect(r.frames.map(\.tick) == [100_000, 500_000, 1_000_000])
        let x = r.frames[1].views.first { $0.name == "v" }!.presentation.center.x
        #expect(x == 150)                             // easeInOut is symmetric: halfway at half time
    }

    @Test func countSpreadsInstantsOverTheSpan() throws {
        let r = try Scenes.record(Self.slide, Sampling(count: 3, from: .fraction(0.5)))
        #expect(r.frames.map(\.tick) == [500_000, 750_000, 1_000_000])
    }

    /// The script advances the clock itself (segues.lua does): the frames it passes over are
    /// sampled, with the views that existed then.
    @Test func framesTheScriptsOwnAdvancePassesOverAreSampled() throws {
        let source = """
        local v = View{frame = Rect(0, 0, 10, 10), name = "early"}
        window:addSubview(v)
        View.animate(0.5, function() v.alpha = 0 end, function() v:removeFromSuperview() end)
        clock.advance(1)
        window:addSubview(View{frame = Rect(0, 0, 10, 10), name = "late"})
        """
        let r = try Scenes.record(source, Sampling(fps: 4))
        #expect(r.frames.map(\.tick) == [0, 250_000, 500_000, 750_000, 1_000_000])
        let names = r.frames.map { $0.views.map(\.name).dropFirst().joined(separator: ",") }
        #expect(names == ["early", "early", "", "", "late"])
        #expect(r.frames[1].views[1].presentation.alpha == 0.5)
    }

    @Test func aForeverAnimationNeedsAFixedSpan() throws {
        let source = """
        local v = View{frame = Rect(0, 0, 10, 10)}
        window:addSubview(v)
        View.animate{duration = 1, options = {"repeat"}, animations = function() v.alpha = 0 end}
        """
        let error = #expect(throws: RenderError.self) { try Scenes.record(source, Sampling(fps: 1)) }
        #expect(error?.message.contains("render a fixed span with --to SECONDS") == true)
        let r = try Scenes.record(source, Sampling(fps: 2, to: .ticks(1_000_000)))
        #expect(r.frames.count == 3)
    }
}

/// Bad sampling input: usage errors that name the option and what was wrong.
@Suite struct SamplingErrorTests {
    @Test(arguments: ["abc", "-1", "150%", "", "1e400", "nan", "%"])
    func unparsableInstants(text: String) {
        let error = #expect(throws: RenderError.self) { try TimePoint(text, option: "--at") }
        #expect(error?.isUsage == true)
        #expect(error?.message.contains("--at expects seconds") == true)
    }

    @Test func instantsParse() throws {
        #expect(try TimePoint("0.35", option: "--at") == .ticks(350_000))
        #expect(try TimePoint(" 50% ", option: "--at") == .fraction(0.5))
    }

    @Test func anInstantAfterTheRunsEnd() {
        let error = #expect(throws: RenderError.self) {
            try Scenes.record(SamplingTests.slide, Sampling(at: [.ticks(500_000), .ticks(2_000_000)]))
        }
        #expect(error?.isUsage == true)
        #expect(error?.message == "--at 2.000000 s is outside the run (0–1.000000 s)")
    }

    @Test func anInstantOutsideTheGivenSpan() {
        let error = #expect(throws: RenderError.self) {
            try Scenes.record(SamplingTests.slide, Sampling(at: [.ticks(100_000)], from: .ticks(200_000), to: .ticks(800_000)))
        }
        #expect(error?.message == "--at 0.100000 s is outside the rendered span (0.200000–0.800000 s)")
    }

    @Test func fromAfterTo() {
        let error = #expect(throws: RenderError.self) {
            try Scenes.record(SamplingTests.slide, Sampling(from: .fraction(0.8), to: .fraction(0.2)))
        }
        #expect(error?.message == "--from (0.800000 s) is after --to (0.200000 s)")
    }

    @Test func fromAfterTheRunsEnd() {
        let error = #expect(throws: RenderError.self) {
            try Scenes.record(SamplingTests.slide, Sampling(from: .ticks(3_000_000)))
        }
        #expect(error?.message == "--from 3.000000 s is after the run's end (1.000000 s)")
    }
}
