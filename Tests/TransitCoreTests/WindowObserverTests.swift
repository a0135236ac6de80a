import Testing
@testable import TransitCore

/// `Engine.windowObserver`: the didMoveToWindow moments the Lua binding anchors views with.
@Suite struct WindowObserverTests {
    @Test func reportsSubtreesEnteringAndLeavingTheWindow() throws {
        let engine = Engine()
        var events: [String] = []
        engine.windowObserver = { view, inWindow in events.append("\(view.displayName)\(inWindow ? "+" : "-")") }
        let parent = View(engine: engine), child = View(engine: engine), other = View(engine: engine)
        parent.name = "p"; child.name = "c"; other.name = "o"
        try parent.addSubview(child)                 // neither in the window: nothing
        #expect(events.isEmpty)
        try engine.window.addSubview(parent)         // p and its subtree enter
        #expect(events == ["p+", "c+"])
        try engine.window.insertSubview(other, at: 0)
        try engine.window.insertSubview(child, belowSubview: other)   // moves within the window: nothing
        #expect(events == ["p+", "c+", "o+"])
        try parent.addSubview(child)                 // still in the window: nothing
        parent.removeFromSuperview()                 // p and c leave
        #expect(events == ["p+", "c+", "o+", "p-", "c-"])
        try other.addSubview(parent)                 // back in, under o
        #expect(events.suffix(2) == ["p+", "c+"])
    }

    @Test func setScreenResizesTheWindow() throws {
        let engine = Engine()
        #expect(engine.window.frame == Rect(0, 0, 393, 852))
        try engine.setScreen(.iPhoneSE)
        #expect(engine.screen.name == "iPhone SE")
        #expect(engine.window.frame == Rect(0, 0, 375, 667))
        #expect(engine.window.bounds == Rect(0, 0, 375, 667))
    }
}
