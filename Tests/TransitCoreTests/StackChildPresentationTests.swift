import Testing
@testable import TransitCore

/// A child of a navigation stack presents and dismisses through its navigation controller, as
/// UIKit forwards the request "up the view controller hierarchy to its nearest parent"
/// (`present(_:animated:completion:)`), and answers the stack's presenter as its
/// `presentingViewController` ("the view controller presenting the nearest ancestor").
@Suite struct StackChildPresentationTests {
    /// The regression: the child presented, so only its view left the window and the stack's
    /// stayed under the full-screen presentation, `nav.presentedViewController` nil.
    @Test func aChildsFullScreenPresentIsItsNavigationControllers() throws {
        let (engine, nav, a, log) = try navigationEngine()
        let m = Recorder(engine, "m", log)
        try a.present(m, animated: false)
        try engine.runUntilIdle()
        #expect(nav.presentedViewController === m && m.presentingViewController === nav)
        #expect(a.presentedViewController == nil && a.presentedAncestor === m)
        #expect(engine.windowSubviewNames == ["container(m)[m]"])
        #expect(engine.timeline.contains { "\($0)".contains("present #1 m on nav") })
        // the child dismisses what its stack presents
        try a.dismiss(animated: false)
        try engine.runUntilIdle()
        #expect(nav.presentedViewController == nil && m.presentationState == .idle)
        #expect(try engine.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(nav.view)])
    }

    /// A Cancel button's `dismiss` on the top controller of a presented stack closes the stack.
    @Test func aChildOfAPresentedStackDismissesTheStack() throws {
        let (engine, root, log) = try rootedEngine()
        let inner = Recorder(engine, "inner", log)
        let nav = try NavigationController(engine: engine, rootViewController: inner)
        nav.name = "nav"
        try root.present(nav, animated: false)
        try engine.runUntilIdle()
        #expect(inner.presentingAncestor === root && inner.presentingViewController == nil)
        var done = false
        try inner.dismiss(animated: false) { done = true }
        try engine.runUntilIdle()
        #expect(done && root.presentedViewController == nil && inner.presentingAncestor == nil)
        #expect(engine.windowSubviewNames == ["root"])
    }

    /// A context presentation keeps its own rule: from a child that defines the context, the
    /// child presents.
    @Test func aContextPresentationFromAChildThatDefinesItStaysTheChilds() throws {
        let (engine, nav, a, log) = try navigationEngine()
        a.definesPresentationContext = true
        let m = Recorder(engine, "m", log)
        m.modalPresentationStyle = .overCurrentContext
        try a.present(m, animated: false)
        try engine.runUntilIdle()
        #expect(a.presentedViewController === m && nav.presentedViewController == nil)
    }
}
