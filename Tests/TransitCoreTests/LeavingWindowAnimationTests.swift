import Testing
@testable import TransitCore

/// A view that leaves the window loses its running animations, as Core Animation removes a
/// layer's animations when its view is removed from the window: the presentation is the model
/// at once and the block completes one run-loop turn later with `finished = false` (it kept
/// animating outside the window and completed with `true`). Moves inside the window, and
/// views never in one, keep theirs (docs/animation.md, "Leaving the window").
@Suite struct LeavingWindowAnimationTests {
    let engine = Engine()

    func view(_ name: String, under parent: View? = nil) throws -> View {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        v.name = name
        try (parent ?? engine.window).addSubview(v)
        return v
    }

    @Test func removedMidAnimationShowsTheModelAndCompletesUnfinishedNextTurn() throws {
        let v = try view("v")
        let log = Log()
        let handle = try engine.animate(duration: 1, animations: {
            try v.setCenter(Point(x: 105, y: 5))
            try v.setAlpha(0)
        }, completion: { log("v \($0) @\(engine.clock.now)") })
        try engine.clock.advance(0.5)
        #expect(engine.presentation(of: v).alpha > 0)
        v.removeFromSuperview()
        #expect(engine.presentation(of: v).center == Point(x: 105, y: 5))
        #expect(engine.presentation(of: v).alpha == 0)
        #expect(!v.isAnimating && engine.runningAnimationCount == 0)
        #expect(log.entries.isEmpty)                            // not inside removeFromSuperview
        try engine.clock.advance(0)
        #expect(log.entries == ["v false @500000"])
        #expect(handle.finished == false)
        try engine.clock.advance(2)                              // its end timer is gone
        #expect(log.entries == ["v false @500000"])
        #expect(engine.clock.pendingTimerCount == 0)
    }

    /// An ancestor leaving takes the subtree's animations; the blocks complete in call order
    /// across the subtree (the walk meets `b` first, whose block began second). A block that
    /// also animates a view still in the window runs on there and completes unfinished at its
    /// end, as a block with a removed animation does.
    @Test func anAncestorLeavingRemovesTheSubtreesAnimationsInCallOrder() throws {
        let parent = try view("parent")
        let a = try view("a", under: parent), b = try view("b", under: parent)
        parent.sendSubviewToBack(parent.subviews[1])        // b before a in the walk
        #expect(parent.subviews.map(\.name) == ["b", "a"])
        let other = try view("other")
        let log = Log()
        try engine.animate(duration: 2, animations: { try a.setAlpha(0.5) }, completion: { log("a \($0)") })
        try engine.animate(duration: 1, animations: { try b.setAlpha(0.5) }, completion: { log("b \($0)") })
        try engine.animate(duration: 1, animations: {
            try a.setCenter(Point(x: 50, y: 5))
            try other.setCenter(Point(x: 50, y: 5))
        }, completion: { log("shared \($0) @\(engine.clock.now)") })
        try engine.clock.advance(0.25)
        parent.removeFromSuperview()
        try engine.clock.advance(0)
        #expect(log.entries == ["a false", "b false"])
        #expect(!a.isAnimating && !b.isAnimating && other.isAnimating)
        #expect(engine.presentation(of: a).center == Point(x: 50, y: 5))
        try engine.clock.advance(1)
        #expect(log.entries == ["a false", "b false", "shared false @1000000"])
    }

    /// Re-parenting between two superviews in the window never leaves it: nothing is removed.
    @Test func movingInsideTheWindowKeepsTheAnimation() throws {
        let left = try view("left"), right = try view("right")
        let v = try view("v", under: left)
        let log = Log()
        try engine.animate(duration: 1, animations: { try v.setAlpha(0) }, completion: { log("v \($0)") })
        try engine.clock.advance(0.5)
        try right.addSubview(v)
        try engine.clock.advance(0)
        #expect(v.isAnimating && log.entries.isEmpty)
        try right.insertSubview(v, at: 0)
        try left.insertSubview(v, belowSubview: try view("w", under: left))
        #expect(v.isAnimating)
        #expect(engine.presentation(of: v).alpha == 0.5)         // easeInOut at ½
        try engine.clock.advance(0.5)
        #expect(log.entries == ["v true"])
    }

    /// A view never in a window animates as before, also when its detached parent drops it
    /// and when it then enters the window.
    @Test func aViewNeverInTheWindowKeepsItsAnimations() throws {
        let holder = try View(engine: engine, frame: Rect(0, 0, 100, 100))
        let v = try view("v", under: holder)
        let log = Log()
        try engine.animate(duration: 1, animations: { try v.setAlpha(0) }, completion: { log("v \($0)") })
        try engine.clock.advance(0.5)
        v.removeFromSuperview()
        try engine.window.addSubview(v)
        try engine.clock.advance(0)
        #expect(v.isAnimating && log.entries.isEmpty)
        #expect(engine.presentation(of: v).alpha == 0.5)
        try engine.clock.advance(0.5)
        #expect(log.entries == ["v true"])
    }

    /// Block A's completion removes the view at tick T, where block B on the view ends too
    /// but waits behind A: B ran its whole course and completes finished; C, ending later, is
    /// cut (and completes first: its completion is queued for the turn after A's, which
    /// the clock drains before the next timer).
    @Test func aBlockEndingAtTheTickTheViewLeavesCompletesFinished() throws {
        let v = try view("v"), trigger = try view("trigger")
        let log = Log()
        try engine.animate(duration: 1, animations: { try trigger.setAlpha(0) }, completion: {
            log("A \($0)")
            v.removeFromSuperview()
        })
        try engine.animate(duration: 1, animations: { try v.setAlpha(0) }, completion: { log("B \($0) @\(engine.clock.now)") })
        try engine.animate(duration: 2, animations: { try v.setCenter(Point(x: 50, y: 5)) },
                           completion: { log("C \($0) @\(engine.clock.now)") })
        try engine.clock.advance(1)
        #expect(log.entries == ["A true", "C false @1000000", "B true @1000000"])
        #expect(!v.isAnimating && engine.presentation(of: v).center == Point(x: 50, y: 5))
    }

    /// `removeAllAnimations()` follows the same rule as leaving the window: B, whose duration
    /// is over when A's completion removes its animations, reached its end and completes
    /// finished (it was cut: `B false`); C is cut.
    @Test func removeAllAnimationsSparesABlockThatRanItsCourse() throws {
        let v = try view("v"), trigger = try view("trigger")
        let log = Log()
        try engine.animate(duration: 1, animations: { try trigger.setAlpha(0) }, completion: {
            log("A \($0)")
            engine.removeAllAnimations(of: v)
        })
        try engine.animate(duration: 1, animations: { try v.setAlpha(0) }, completion: { log("B \($0) @\(engine.clock.now)") })
        try engine.animate(duration: 2, animations: { try v.setCenter(Point(x: 50, y: 5)) },
                           completion: { log("C \($0) @\(engine.clock.now)") })
        try engine.clock.advance(1)
        #expect(log.entries == ["A true", "C false @1000000", "B true @1000000"])
        #expect(!v.isAnimating && engine.presentation(of: v).center == Point(x: 50, y: 5))
    }

    /// A block repeating forever holds the clock; the view leaving ends it, so idle comes.
    @Test func aForeverBlockEndsWhenItsViewLeaves() throws {
        let v = try view("v")
        let log = Log()
        try engine.animate(duration: 1, options: [.repeat, .autoreverse], animations: { try v.setAlpha(0) },
                           completion: { log("forever \($0)") })
        try engine.clock.advance(3.5)
        v.removeFromSuperview()
        try engine.clock.runUntilIdle()
        #expect(log.entries == ["forever false"])
        #expect(engine.presentation(of: v).alpha == 0)
    }

    /// A property animator's block loses the view's track, as with `removeAllAnimations`:
    /// the animator runs on and completes as a whole at its end.
    @Test func anAnimatorRunsOnWithoutTheLeavingView() throws {
        let v = try view("v"), w = try view("w")
        let log = Log()
        let animator = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try animator.addAnimations {
            try v.setAlpha(0)
            try w.setAlpha(0)
        }
        animator.addCompletion { log("animator \($0) @\(engine.clock.now)") }
        try animator.startAnimation()
        try engine.clock.advance(0.5)
        v.removeFromSuperview()
        #expect(engine.presentation(of: v).alpha == 0 && !v.isAnimating)
        #expect(engine.presentation(of: w).alpha == 0.5)
        try engine.clock.advance(0.5)
        #expect(log.entries == ["animator end @1000000"])
    }
}
