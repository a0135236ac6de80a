import Testing
@testable import TransitCore

/// The timeline's placement and stagger rules, each expectation worked out by hand from
/// GSAP's documentation (the position parameter: gsap.com/resources/position-parameter;
/// `distribute`: gsap.com/docs/v3/GSAP/UtilityMethods/distribute()).
@Suite struct TimelineModelTests {
    let engine = Engine()

    func paused() throws -> (Timeline, View) {
        let tl = try Timeline(engine: engine, paused: true)
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        v.name = "box"
        return (tl, v)
    }

    func add(_ tl: Timeline, _ v: View, _ d: Double, _ p: TimelinePosition) throws {
        try tl.tween(.to, targets: [v], options: .init(duration: d), position: p) { _, v in try v.setAlpha(0.5) }
    }

    @Test func positionsFollowGSAP() throws {
        let (tl, v) = try paused()
        try add(tl, v, 1, .end)                                  // [0, 1]
        try add(tl, v, 1, try .parse("+=0.5"))                   // end 1 + 0.5 → [1.5, 2.5]
        try add(tl, v, 0.5, try .parse("-=1"))                   // end 2.5 − 1 → [1.5, 2]
        try add(tl, v, 0.25, try .parse("<"))                    // start of the last → [1.5, 1.75]
        try add(tl, v, 1, try .parse(">0.1"))                    // its end + 0.1 → [1.85, 2.85]
        try add(tl, v, 0.1, try .parse("<-0.2"))                 // 1.85 − 0.2 → 1.65
        try add(tl, v, 0.1, try .parse(">+=0.05"))               // 1.75 + 0.05 → 1.8
        try tl.addLabel("mid", at: .absolute(1))
        try add(tl, v, 0.1, try .parse("mid+=0.3"))              // 1.3
        try add(tl, v, 0.1, try .parse("mid-=0.25"))             // 0.75
        let starts = tl.children.map(\.start)
        let expected = [0, 1.5, 1.5, 1.5, 1.85, 1.65, 1.8, 1.3, 0.75]
        #expect(starts.count == expected.count)
        for (a, b) in zip(starts, expected) { expectClose(a, b, 1e-12) }
        expectClose(tl.duration, 2.85, 1e-12)
    }

    @Test func unknownLabelIsAddedAtTheEnd() throws {
        let (tl, v) = try paused()
        try add(tl, v, 2, .end)
        try add(tl, v, 1, try .parse("later"))                   // label made at 2 → [2, 3]
        #expect(tl.time(ofLabel: "later") == 2)
        try add(tl, v, 1, try .parse("again+=0.5"))              // label at 3, tween at 3.5
        #expect(tl.time(ofLabel: "again") == 3)
        expectClose(tl.children.last!.start, 3.5, 1e-12)
        try tl.addLabel("tail")                                  // default "+=0": the end, 4.5
        #expect(tl.time(ofLabel: "tail") == 4.5)
        #expect(tl.duration == 4.5)                              // labels do not lengthen it
    }

    /// Label names are host text a script can grow (60 KB labels in a loop reached 152 MB
    /// under --memory 32): weighed once each while the timeline lives, a moved one not again.
    @Test func labelNamesAreWeighedWhileTheTimelineLives() throws {
        let before = engine.contentMeter.textBytes
        var tl: Timeline? = try Timeline(engine: engine, paused: true)
        try tl?.addLabel("abcd")
        try tl?.addLabel("abcd", at: .absolute(1))               // moved: the same name
        _ = try tl?.resolve(try .parse("xy+=1"))                 // an unknown label is made
        #expect(engine.contentMeter.textBytes == before + 6)
        tl = nil
        #expect(engine.contentMeter.textBytes == before)
    }

    @Test func previousOfAnEmptyTimelineIsZero() throws {
        let (tl, v) = try paused()
        try add(tl, v, 1, try .parse(">0.5"))
        #expect(tl.children[0].start == 0.5)
    }

    /// A position is its meaning: forms that mean the same are equal, whatever their text
    /// (the Lua binding words errors with the text the script wrote).
    @Test func formsThatMeanTheSameAreEqual() throws {
        #expect(try TimelinePosition.parse("+=0") == .end)
        #expect(try TimelinePosition.parse("<-5") == .previousStart(-5))
        #expect(try TimelinePosition.parse("<-5") == (try TimelinePosition.parse("<-=5")))
        #expect(try TimelinePosition.parse("mid-=0.25") == .label("mid", -0.25))
        // the core words its own error with its own spelling
        let (tl, v) = try paused()
        let error = coreError { try add(tl, v, 1, try .parse("<-5")) }
        #expect(error?.message == "position '<-=5' is at -5 s, outside the timeline (0 … 1000000000 s)")
        // time(at:) changes nothing: the label a resolve would make is not made
        #expect(tl.time(at: try .parse("later+=1")) == 1)
        #expect(tl.time(ofLabel: "later") == nil)
    }

    @Test func badPositionsAreErrors() throws {
        let (tl, v) = try paused()
        try add(tl, v, 1, .end)
        #expect(coreError { _ = try TimelinePosition.parse("") }?.kind == .invalidArgument)
        #expect(coreError { _ = try TimelinePosition.parse("+=abc") }?.message.contains("bad position '+=abc'") == true)
        #expect(coreError { _ = try TimelinePosition.parse("<x") }?.kind == .invalidArgument)
        #expect(coreError { _ = try TimelinePosition.seconds(.nan) }?.kind == .invalidNumber)
        #expect(coreError { _ = try TimelinePosition.seconds(-1) }?.kind == .invalidNumber)
        let before = coreError { try add(tl, v, 1, try .parse("-=3")) }
        #expect(before?.message == "position '-=3' is at -2 s, outside the timeline (0 … 1000000000 s)")
        #expect(tl.children.count == 1)
    }

    // MARK: Stagger (distribute)

    func delays(_ s: Stagger, _ n: Int, lefts: [Double] = [], shuffle: [Int]? = nil) -> [Double] {
        s.delays(count: n, lefts: lefts, shuffle: shuffle)
    }

    func expectAll(_ a: [Double], _ b: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.count == b.count, sourceLocation: sourceLocation)
        for (x, y) in zip(a, b) { expectClose(x, y, 1e-12, sourceLocation: sourceLocation) }
    }

    @Test func eachFromStartEndCenterEdgesIndex() throws {
        expectAll(delays(try Stagger(each: 0.1), 5), [0, 0.1, 0.2, 0.3, 0.4])
        expectAll(delays(try Stagger(each: 0.1, from: .end), 5), [0.4, 0.3, 0.2, 0.1, 0])
        // centre of 5 is index 2: distances 2 1 0 1 2 over 2, total 0.1 × 4
        expectAll(delays(try Stagger(each: 0.1, from: .center), 5), [0.4, 0.2, 0, 0.2, 0.4])
        // 4 targets: the centre is 1.5; distances 1.5 .5 .5 1.5 → (d − .5)/1
        expectAll(delays(try Stagger(amount: 0.3, from: .center), 4), [0.3, 0, 0, 0.3])
        // edges: the total reversed, the ends first
        expectAll(delays(try Stagger(each: 0.1, from: .edges), 5), [0, 0.2, 0.4, 0.2, 0])
        // index 1 of 4: distances 1 0 1 2 over 2, total 0.3
        expectAll(delays(try Stagger(each: 0.1, from: .index(1)), 4), [0.15, 0, 0.15, 0.3])
        expectAll(delays(try Stagger(each: 0.1), 1), [0])
    }

    @Test func amountWinsOverEach() throws {
        expectAll(delays(try Stagger(each: 1, amount: 0.2), 3), [0, 0.1, 0.2])
    }

    @Test func gridDistancesAndTotals() throws {
        // 2 rows × 3 columns, by default from cell 0 (GSAP's `from` is `vars.from || 0`):
        // distances 0 1 2 1 √2 √5, total each × max(cols 3, rows 2). GSAP 3.12.7 prints
        // 0 0.1342 0.2683 0.1342 0.1897 0.3 for
        // [0,1,2,3,4,5].map(i => gsap.utils.distribute({each: 0.1, grid: [2, 3]})(i, null, new Array(6)))
        let cell = [0, 1, 2, 1, 2.0.squareRoot(), 5.0.squareRoot()]
        let total = 0.1 * 3
        let byDefault = delays(try Stagger(each: 0.1, grid: .size(rows: 2, cols: 3)), 6)
        expectAll(byDefault, cell.map { total * $0 / cell[5] })
        for (x, gsap) in zip(byDefault, [0, 0.1342, 0.2683, 0.1342, 0.1897, 0.3]) { expectClose(x, gsap, 5e-5) }
        // "start" is the ratio 0: the corner before cell 0, (col + .5, row + .5) from (0, 0)
        // (GSAP, from: "start": 0 0.1187 0.2503 0.1187 0.1921 0.3)
        let d = [0.5, 2.5, 6.5, 2.5, 4.5, 8.5].map { $0.squareRoot() }
        let span = d[5] - d[0]
        expectAll(delays(try Stagger(each: 0.1, from: .start, grid: .size(rows: 2, cols: 3)), 6), d.map { total * ($0 - d[0]) / span })
        // along x: columns .5 1.5 2.5, total each × cols
        expectAll(delays(try Stagger(each: 0.1, grid: .size(rows: 2, cols: 3), axis: .x), 6), [0, 0.15, 0.3, 0, 0.15, 0.3])
        // along y: rows, total each × rows (6 / 3)
        expectAll(delays(try Stagger(each: 0.1, grid: .size(rows: 2, cols: 3), axis: .y), 6), [0, 0, 0, 0.2, 0.2, 0.2])
        // "auto": the first row is the run of increasing left edges (3 here)
        expectAll(delays(try Stagger(each: 0.1, grid: .auto), 6, lefts: [0, 10, 20, 0, 10, 20]),
                  cell.map { total * $0 / cell[5] })
    }

    @Test func negativeTotalsRunFromTheFarEnd() throws {
        // GSAP 3.12.7, [0,1,2,3,4].map(i => gsap.utils.distribute(vars)(i, null, new Array(5))):
        // {each: -0.1} → 0.4 0.3 0.2 0.1 0 (the total added back as the base)
        expectAll(delays(try Stagger(each: -0.1), 5), [0.4, 0.3, 0.2, 0.1, 0])
        // {amount: -0.4, from: "center"} → 0 0.2 0.4 0.2 0
        expectAll(delays(try Stagger(amount: -0.4, from: .center), 5), [0, 0.2, 0.4, 0.2, 0])
        // {amount: -1, from: "edges"}: two negations, the centre first → 1 0.5 0 0.5 1
        expectAll(delays(try Stagger(amount: -1, from: .edges), 5), [1, 0.5, 0, 0.5, 1])
        // {each: -0.1, ease: "power1.in"} (power1.in is p²): the ease inverted → 0.4 0.225 0.1 0.025 0
        let inQuad = try #require(TimingCurve(named: "inQuad"))
        expectAll(delays(try Stagger(each: -0.1, curve: inQuad), 5), [0.4, 0.225, 0.1, 0.025, 0])
        // {amount: 0, each: 0.1}: an amount of 0 is none (parseFloat(amount) || each × …)
        expectAll(delays(try Stagger(each: 0.1, amount: 0), 3), [0, 0.1, 0.2])
    }

    @Test func curveShapesTheDistribution() throws {
        let inQuad = try #require(TimingCurve(named: "inQuad"))
        // u = 0, .5, 1 → u²; total 0.2
        expectAll(delays(try Stagger(each: 0.1, curve: inQuad), 3), [0, 0.05, 0.2])
        // edges with a curve: GSAP inverts the ease (p ↦ 1 − ease(1 − p)) and the total:
        // delay = total × ease(1 − u); 3 targets: u = 1, 0, 1 → 0, 0.2 × 1, 0
        expectAll(delays(try Stagger(each: 0.1, from: .edges, curve: inQuad), 3), [0, 0.2, 0])
    }

    @Test func randomShufflesTheDistances() throws {
        // start distances .5 1.5 2.5 (delays 0 .1 .2), reordered by the permutation
        expectAll(delays(try Stagger(each: 0.1, from: .random), 3, shuffle: [2, 0, 1]), [0.2, 0, 0.1])
    }

    @Test func badStaggersAreErrors() {
        #expect(coreError { _ = try Stagger(each: .nan) }?.kind == .invalidNumber)
        #expect(coreError { _ = try Stagger(amount: .infinity) }?.kind == .invalidNumber)
        #expect(coreError { _ = try Stagger(each: 0.1, grid: .size(rows: 0, cols: 3)) }?.kind == .invalidNumber)
        #expect(coreError { _ = try Stagger(each: 0.1, from: .index(-1)) }?.kind == .invalidNumber)
    }

    @Test func staggeredTweenStartsEachTargetLater() throws {
        let tl = try Timeline(engine: engine, paused: true)
        let views = try (0..<3).map { _ in try View(engine: engine, frame: Rect(0, 0, 10, 10)) }
        try tl.tween(.to, targets: views, options: .init(duration: 1, delay: 0.5, stagger: try Stagger(each: 0.25)),
                     position: .absolute(1)) { _, v in try v.setAlpha(0) }
        // the child lasts from 1.5 (position + delay) to 1.5 + 0.5 + 1
        #expect(tl.children[0].start == 1.5)
        #expect(tl.children[0].duration == 1.5)
        #expect(tl.channels.map { $0.segments[0].start } == [1.5, 1.75, 2])
    }

    // MARK: Explain

    @Test func explainDrawsRowsLabelsAndCalls() throws {
        let (tl, v) = try paused()
        let w = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        w.name = "card"
        // duration 2 s over 20 columns: a column is 0.1 s
        try tl.tween(.to, targets: [v], options: .init(duration: 1, curve: .linear)) { _, v in try v.setAlpha(0) }
        try tl.tween(.to, targets: [w], options: .init(duration: 0.5, delay: 0.5, curve: .linear), position: .absolute(1)) { _, v in
            try v.setCenter(Point(50, 5))
        }
        try tl.tween(.set, targets: [v], options: .init(), position: .absolute(1.5)) { _, v in try v.setAlpha(1) }
        try tl.addLabel("half", at: .absolute(1))
        try tl.call(at: .absolute(0.25)) {}
        try tl.addPause(at: .absolute(2))
        let expected = """
        Timeline #\(tl.id): duration 2 s
                     0                  2 s
        box.alpha   |##########     |    | linear ▁▂▄▅▇█, set
        card.center |          -----#####| linear ▁▂▄▅▇█
        labels      |          ^         | half@1
        calls       |  *                P| call@0.25 pause@2

        """
        #expect(tl.explain(width: 20) == expected)
    }
}
