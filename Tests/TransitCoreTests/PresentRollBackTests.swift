import Testing
@testable import TransitCore

/// A present that does not happen — its animator throws, or it completes cancelled — puts the
/// presenter's view back without taking it out of the window: UIKit's presenter view stays in
/// the window until a present completes ("UIKit normally removes the views of the underlying
/// view controller after the transition animations finish", `fullScreen`), and a view keeps
/// its animations unless it leaves the window (docs/animation.md, "Leaving the window").
/// (Before, hostile94: the roll back took the container out of the window with the presenter's
/// view in it, then put the view home; the presenter's own running animation ended at once,
/// `finished = false` — an interactive tab switch whose tab presented this way was cut short.)
@Suite struct PresentRollBackTests {
    struct Boom: Error {}

    /// The presenter's view fades over 1 s; at 0.5 s a present whose animator throws.
    @Test func aFailedPresentKeepsThePresentersAnimation() throws {
        let (engine, root, green, animator, _, log) = try transitionSetUp()
        var ended: [Bool] = []
        try engine.animate(duration: 1, animations: { try root.view.setAlpha(0) }, completion: { ended.append($0) })
        try engine.clock.advance(0.5)
        animator.onAnimate = { _ in throw Boom() }
        #expect(throws: Boom.self) { try root.present(green, animated: true) }
        let view = try root.view
        #expect(view.window != nil && root.presentedViewController == nil)
        #expect(ended.isEmpty)
        #expect(view.presentation.alpha > 0 && view.presentation.alpha < 1)
        try engine.clock.advance(0.5)
        #expect(ended == [true])
        _ = log
    }

    /// The same when the animator completes the present cancelled.
    @Test func aCancelledPresentKeepsThePresentersAnimation() throws {
        let (engine, root, green, animator, _, _) = try transitionSetUp()
        var ended: [Bool] = []
        try engine.animate(duration: 1, animations: { try root.view.setAlpha(0) }, completion: { ended.append($0) })
        try engine.clock.advance(0.5)
        animator.onAnimate = { ctx in try ctx.completeTransition(false) }
        try root.present(green, animated: true)
        try engine.runUntilIdle()
        #expect(try root.presentedViewController == nil && root.view.window != nil)
        #expect(ended == [true])
    }
}
