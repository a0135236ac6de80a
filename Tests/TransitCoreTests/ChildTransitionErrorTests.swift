import Testing
@testable import TransitCore

/// `transition(from:to:…)` whose animations block throws (review rev93a). The block's error
/// makes no animation and no completion (as `View.animate`'s); the transition then goes back
/// as a cancelled tab switch does — `to`'s view out again, `to` told it disappears, `from`
/// that it appears — so every `will` has its `did` and a second transition works. (Before:
/// both views stayed in, the two appearance transitions stayed begun, and the next
/// transition was refused: "the view of <old> is in … already".)
@Suite struct ChildTransitionErrorTests {
    struct Failure: Error {}

    @Test func anErrorInTheAnimationsPutsTheChildrenBack() throws {
        let (engine, box, log) = try ContainmentTests.onScreen()
        let old = ContainmentTests.Contained(engine, "old", log), new = ContainmentTests.Contained(engine, "new", log)
        try box.addChild(old)
        try box.view.addSubview(old.view)
        try old.didMove(toParent: box)
        try box.addChild(new)
        _ = try new.view
        log.entries.removeAll()
        var completed = false
        #expect(throws: Failure.self) {
            try box.transition(from: old, to: new, duration: 0.25, animations: { throw Failure() },
                               completion: { _ in completed = true })
        }
        try engine.clock.advance(1)
        #expect(log.entries == ["old.viewWillDisappear", "new.viewWillAppear",
                                "new.viewWillDisappear", "new.viewDidDisappear",
                                "old.viewWillAppear", "old.viewDidAppear"])
        #expect(!completed)
        #expect(try new.view.superview == nil && old.view.superview === box.view)
        #expect(old.isAppeared && !new.isAppeared)
        log.entries.removeAll()
        try box.transition(from: old, to: new, duration: 0, animations: nil, completion: nil)
        try engine.runUntilIdle()
        #expect(log.entries == ["old.viewWillDisappear", "new.viewWillAppear", "old.viewDidDisappear", "new.viewDidAppear"])
    }
}
