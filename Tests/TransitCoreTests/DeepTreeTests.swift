import Testing
@testable import TransitCore

/// Trees 100,000 views deep: every walk is iterative (the recursive ones overflowed the
/// stack: release in deinit, snapshot, layout, hit testing) and every hierarchy change is
/// linear in what it moves (window membership was recomputed per view: quadratic).
@Suite struct DeepTreeTests {
    static let depth = 100_000

    /// A chain `depth` views below `top`, each 10×10 at the origin; returns the deepest.
    func chain(under top: View, _ depth: Int = DeepTreeTests.depth) throws -> View {
        var v = top
        for i in 1...depth {
            let c = try View(engine: top.engine, frame: Rect(0, 0, 10, 10))
            c.name = "v\(i)"
            try v.addSubview(c)
            v = c
        }
        return v
    }

    @Test func releasingADeepChainDoesNotRecurse() throws {
        let engine = Engine()
        weak var deepest: View?
        do {
            let root = View(engine: engine)
            deepest = try chain(under: root)
            #expect(deepest != nil)
        }                                                          // root released here
        #expect(deepest == nil)
    }

    @Test func aSubviewStillHeldKeepsItsSubtreeWhenTheRootDies() throws {
        let engine = Engine()
        var middle: View?
        weak var deepest: View?
        do {
            let root = View(engine: engine)
            deepest = try chain(under: root)
            middle = root.find("v50000")
        }
        #expect(middle?.superview == nil && middle?.subviews.count == 1)
        #expect(middle?.treeDepth == 50_000 && deepest != nil)
        middle = nil
        #expect(deepest == nil)
    }

    @Test func windowMembershipIsToldOncePerViewAndKeptPerView() throws {
        let engine = Engine()
        var told = 0, held = 0
        engine.windowObserver = { _, _ in told += 1 }
        engine.holdObserver = { _, isHeld in if isHeld { held += 1 } }
        let root = View(engine: engine)
        let deepest = try chain(under: root)
        #expect(told == 0 && !deepest.isInWindow && deepest.window == nil)
        try engine.window.addSubview(root)
        #expect(told == Self.depth + 1 && held == Self.depth + 1)
        #expect(deepest.isInWindow && deepest.window === engine.window)
        root.removeFromSuperview()
        #expect(told == 2 * (Self.depth + 1) && held == Self.depth + 1)
        #expect(!deepest.isInWindow && deepest.window == nil)
        // a leaf added at the bottom of a chain in the window is in the window at once
        try engine.window.addSubview(root)
        let leaf = View(engine: engine)
        try deepest.addSubview(leaf)
        #expect(leaf.isInWindow)
        // the cycle check still holds for a view with subviews
        #expect(coreError { try deepest.addSubview(root) }?.kind == .hierarchyCycle)
        #expect(coreError { try leaf.addSubview(leaf) }?.kind == .hierarchyCycle)
    }

    @Test func snapshotLayoutFindAndHitTestWalkDeepTrees() throws {
        let engine = Engine()
        let root = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let deepest = try chain(under: root)
        try engine.window.addSubview(root)
        let snapshot = root.snapshotView()
        #expect(snapshot.treeDepth == Self.depth)
        #expect(snapshot.find("v\(Self.depth)")?.superview?.name == "v\(Self.depth - 1)")
        try root.layoutIfNeeded()                                  // the frames set needed layout
        var laidOut: [String] = []
        engine.layoutHook = { laidOut.append($0.displayName) }
        deepest.setNeedsLayout()
        root.find("v3")!.setNeedsLayout()
        try root.layoutIfNeeded()
        #expect(laidOut.count == 2 && laidOut.first == "v3" && laidOut.last == "v\(Self.depth)")   // top down
        #expect(try engine.window.hitTest(Point(5, 5)) === deepest)
        #expect(try engine.window.tap(at: Point(5, 5)) === deepest)
    }
}
