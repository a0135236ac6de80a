import Testing
import TransitCore
@testable import TransitRender

/// Which instants a filmstrip picks: the run's key moments first, then even spacing.
@Suite struct KeyMomentsTests {
    /// A sheet fully up at 0.4 s; a badge that springs in (overshooting) from 1 s to 2 s;
    /// the sheet fading from 2.2 s to 3 s. Nine evenly spaced instants (0, 0.375, 0.75, …)
    /// never show the sheet fully up, nor the spring's peak.
    static let sheet = """
    local sheet = View{frame = Rect(0, 852, 393, 400), backgroundColor = Color.white, name = "sheet"}
    window:addSubview(sheet)
    local badge = View{frame = Rect(20, 20, 40, 40), backgroundColor = Color.red, name = "badge"}
    window:addSubview(badge)
    View.animate{duration = 0.4, curve = "easeOut", animations = function() sheet.center = Point(196.5, 652) end}
    View.animate{duration = 1, delay = 1, curve = Easing.spring{dampingRatio = 0.3, duration = 1},
                 animations = function() badge.center = Point(240, 40) end}
    View.animate{duration = 0.8, delay = 2.2, animations = function() sheet.alpha = 0 end}
    """

    @Test func aNineFrameStripShowsTheSheetFullyUpAndTheSpringsPeak() throws {
        let r = try Scenes.record(Self.sheet, Sampling(moments: 9))
        let ticks = r.frames.map(\.tick)
        #expect(ticks.count == 9)
        #expect(ticks.contains(400_000))                 // the sheet's slide ends
        #expect(ticks.contains(1_000_000) && ticks.contains(2_000_000))   // the spring begins, ends
        #expect(ticks.contains(2_200_000) && ticks.contains(3_000_000))   // the fade begins, ends
        #expect(ticks.first == 0)
        let sheetY = r.frames.first { $0.tick == 400_000 }!.views.first { $0.name == "sheet" }!.presentation.center.y
        #expect(sheetY == 652)
        // the peak: the badge is farther right there than a frame either side
        let peaks = KeyMoments.moments(events: r.events, curves: r.curves, from: 0, to: 3_000_000)
            .filter { $0.kind == .peak }.map(\.tick)
        #expect(!peaks.isEmpty)
        let first = try #require(peaks.first)
        #expect(ticks.contains(first))
        let x = try Scenes.record(Self.sheet, Sampling(at: [.ticks(first - 16_667), .ticks(first), .ticks(first + 16_667)]))
            .frames.map { $0.views.first { $0.name == "badge" }!.presentation.center.x }
        #expect(x[1] > 240 && x[1] >= x[0] && x[1] >= x[2], "\(x)")
    }

    /// The whole choice, pinned: it is deterministic, and a change to it should be seen.
    @Test func theChoiceIsPinned() throws {
        let r = try Scenes.record(Self.sheet, Sampling(moments: 9))
        let again = try Scenes.record(Self.sheet, Sampling(moments: 9))
        #expect(r.frames.map(\.tick) == again.frames.map(\.tick))
        #expect(r.frames.map(\.tick) == Self.pinned)
    }
    /// The span's ends; the slide's and the spring's ends; the spring's and the fade's
    /// beginnings; the spring's three extremes (its peak past 240, the rebound, the next
    /// peak) — nine moments, so no even spacing is needed.
    static let pinned: [Int64] = [0, 400_000, 1_000_000, 1_140_625, 1_421_875, 1_687_500, 2_000_000, 2_200_000, 3_000_000]

    /// Fewer slots than moments: ends before beginnings, beginnings before peaks.
    @Test func endsComeBeforeBeginningsAndPeaks() throws {
        let r = try Scenes.record(Self.sheet, Sampling(moments: 4))
        // the span's ends, then the ends of animations, the farthest from those first
        #expect(r.frames.map(\.tick) == [0, 400_000, 2_000_000, 3_000_000])
    }

    /// No moments (nothing animates): even spacing, by halving the widest gap.
    @Test func withoutMomentsTheSpacingIsEven() {
        #expect(KeyMoments.choose(5, events: [], curves: [:], from: 0, to: 1_000_000)
                == [0, 250_000, 500_000, 750_000, 1_000_000])
        #expect(KeyMoments.choose(1, events: [], curves: [:], from: 0, to: 1_000_000) == [0])
        #expect(KeyMoments.choose(3, events: [], curves: [:], from: 5, to: 5) == [5])
    }

    /// A run with no time in it (a script that animates nothing): its one instant is both
    /// ends — a filmstrip of it trapped on a dictionary literal with the key twice.
    @Test func aRunOfNoTimeHasOneMoment() {
        #expect(KeyMoments.moments(events: [], curves: [:], from: 5, to: 5) == [.init(tick: 5, kind: .spanEdge)])
    }

    @Test func momentsWithinAFrameOfAChosenOneAreSkipped() {
        let events: [TimelineEvent] = [.animationEnded(id: 1, tick: 10_000, finished: true),
                                       .animationEnded(id: 2, tick: 500_000, finished: true)]
        // 10 ms is within a frame of the start: it would draw the same picture twice
        #expect(KeyMoments.choose(3, events: events, curves: [:], from: 0, to: 1_000_000) == [0, 500_000, 1_000_000])
    }

    @Test func overshootPeaksAreTheExtremesOutsideZeroToOne() {
        #expect(KeyMoments.overshootPeaks([0, 0.5, 1.2, 1.1, 0.95, 1.0]) == [2])
        #expect(KeyMoments.overshootPeaks([0, -0.1, 0.5, 1]) == [1])
        #expect(KeyMoments.overshootPeaks([0, 0.25, 0.5, 0.75, 1]) == [])
    }

    /// `--at keys`: every key moment, with the listed instants.
    @Test func atKeysAddsEveryMoment() throws {
        let r = try Scenes.record(Self.sheet, Sampling(at: [.ticks(100_000)], atKeys: true))
        let ticks = r.frames.map(\.tick)
        let all = KeyMoments.moments(events: r.events, curves: r.curves, from: 0, to: 3_000_000).map(\.tick)
        #expect(ticks == ([100_000] + all).sorted())
        #expect(ticks.contains(400_000) && ticks.contains(2_200_000))
    }
}
