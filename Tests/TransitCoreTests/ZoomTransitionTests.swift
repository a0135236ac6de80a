import Foundation
import Testing
@testable import TransitCore

/// iOS 18's zoom transition (docs/zoom.md): the flight between the source view's frame and
/// the zoomed frame on a critically damped spring of 0.5 s, the source followed when it
/// moved, the fallback without a source, the swipe-down dismissal (finish or cancel, by
/// distance and by velocity), push and pop, and errors of the providers. iPhone 15 screen:
/// 393 × 852.
@Suite struct ZoomTransitionTests {
    let W = 393.0, H = 852.0
    let cellFrame = Rect(20, 100, 100, 100)

    /// The spring's progress at `t`, computed here from its closed form, not the engine's:
    /// critically damped, `1 − e^(−ωt)(1 + ωt)`, with ω the one whose envelope falls to
    /// 1/1200 at 0.5 s (UIKit's damping-ratio spring fitted to its duration, docs/animation.md),
    /// found by bisection.
    static func progress(_ t: Double, duration: Double = 0.5) -> Double {
        var lo = 1.0, hi = 200.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if exp(-mid * duration) * (1 + mid * duration) > 1.0 / 1200 { lo = mid } else { hi = mid }
        }
        let w = (lo + hi) / 2
        return 1 - exp(-w * t) * (1 + w * t)
    }

    static func mix(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
        Rect(a.x + (b.x - a.x) * p, a.y + (b.y - a.y) * p,
             a.width + (b.width - a.width) * p, a.height + (b.height - a.height) * p)
    }

    /// A root "grid" with a red, rounded cell; a "detail" whose preferred transition zooms
    /// from whatever `source` returns (the cell by default); the provider's calls counted.
    final class Scene {
        let engine: Engine
        let root: Recorder
        let detail: Recorder
        let cell: View
        let log: Log
        var calls: [String] = []
        var source: (() throws -> View?)?

        init(cellFrame: Rect, dimming: Color? = nil) throws {
            let (engine, root, log) = try rootedEngine()
            self.engine = engine
            self.root = root
            self.log = log
            detail = Recorder(engine, "detail", log)
            cell = try View(engine: engine, frame: cellFrame)
            cell.name = "cell"
            try cell.setCornerRadius(12)
            try root.view.addSubview(cell)
            let zoom = ZoomTransition { [unowned self] context in
                calls.append("\(context.sourceViewController.displayName)->\(context.zoomedViewController.displayName)")
                return try source.map { try $0() } ?? cell
            }
            zoom.dimmingColor = dimming
            detail.preferredTransition = zoom
        }

        func present() throws {
            try root.present(detail, animated: true)
            try engine.clock.advance(ZoomTransition.duration)
        }

        var events: [String] { engine.timeline.map(\.description) }
    }

    @Test func theZoomInFollowsTheSpringFromTheCellsFrameAndRadius() throws {
        let s = try Scene(cellFrame: cellFrame, dimming: Color(0, 0, 0, 1))
        try s.root.present(s.detail, animated: true)
        #expect(s.calls == ["root->detail"])
        #expect(s.cell.isHidden)                                         // the zoomed view stands in for it
        let full = Rect(0, 0, W, H)
        for t in [0.05, 0.1, 0.2] {
            try s.engine.clock.advance(t - s.engine.clock.seconds)
            let p = Self.progress(t)
            expectClose(try s.detail.view.presentation.frame, Self.mix(cellFrame, full, p), 1e-6)
            // 12 as seen at the cell: the transform scales the height by 100/852 there
            expectClose(try s.detail.view.presentation.cornerRadius, 12 * 852 / 100 * (1 - p), 1e-6)
            let dimming = try #require(s.detail.view.superview?.subviews.first { $0.name == "zoomDimming" })
            expectClose(dimming.presentation.alpha, p, 1e-6)
        }
        try s.engine.clock.advance(0.5 - s.engine.clock.seconds)
        #expect(try s.detail.view.frame == full && s.detail.view.cornerRadius == 0)
        #expect(!s.cell.isHidden)
        #expect(s.root.viewIfLoaded?.window == nil)                      // a full-screen presentation
        #expect(s.engine.windowSubviewNames == ["container(detail)[detail]"])   // the dimming is gone
        #expect(s.events.contains("0.500000 present #1 completed"))
    }

    @Test func theZoomOutGoesToWhereTheSourceIsNowThroughTransforms() throws {
        let s = try Scene(cellFrame: cellFrame)
        try s.present()
        // the grid scrolled and zoomed meanwhile: the cell's parent is scaled by 2 about its
        // centre, and the cell moved within it
        let strip = try View(engine: s.engine, frame: Rect(0, 200, W, 200))
        try s.root.view.addSubview(strip)
        try strip.addSubview(s.cell)
        try s.cell.setFrame(Rect(150, 50, 40, 40))
        try strip.setTransform(.scale(2, 2))
        // strip centre (196.5, 300); a point (x, y) of the strip lands at 196.5 + 2(x − 196.5), 300 + 2(y − 100)
        let target = Rect(196.5 + 2 * (150 - 196.5), 300 + 2 * (50 - 100), 80, 80)
        try s.detail.dismiss(animated: true)
        #expect(s.calls == ["root->detail", "root->detail"])
        try s.engine.clock.advance(0.15)
        expectClose(try s.detail.view.presentation.frame, Self.mix(Rect(0, 0, W, H), target, Self.progress(0.15)), 1e-6)
        try s.engine.clock.advance(0.35)
        #expect(s.root.presentedViewController == nil && !s.cell.isHidden)
        #expect(s.events.contains("1.000000 dismiss #2 completed"))
    }

    @Test func withoutASourceItShrinksToTheCentreAndFades() throws {
        let s = try Scene(cellFrame: cellFrame)
        s.source = { nil }
        try s.root.present(s.detail, animated: true)
        // half the size, about the centre, transparent
        expectClose(try s.detail.view.presentation.frame, Rect(W / 4, H / 4, W / 2, H / 2), 1e-9)
        #expect(try s.detail.view.presentation.alpha == 0)
        try s.engine.clock.advance(0.1)
        expectClose(try s.detail.view.presentation.alpha, Self.progress(0.1), 1e-6)
        try s.engine.clock.advance(0.4)
        #expect(try s.detail.view.alpha == 1 && !s.cell.isHidden)
    }

    @Test func anAlignmentRectLandsOnTheSource() throws {
        let s = try Scene(cellFrame: cellFrame)
        // the detail's photo, 393 × 393 at y 120, is what lines up with the cell
        // weakly, as an app's provider would: the detail keeps its transition, which keeps this
        (s.detail.preferredTransition!).alignmentRectProvider = { [weak cell = s.cell] context in
            #expect(context.sourceView === cell)
            return Rect(0, 120, 393, 393)
        }
        try s.root.present(s.detail, animated: true)
        let k = 100.0 / 393
        expectClose(try s.detail.view.presentation.frame, Rect(20, 100 - 120 * k, W * k, H * k), 1e-9)
    }

    // MARK: The swipe down

    /// Drags the zoomed view from (196, 400) down by `dy` over `duration`, holds still for
    /// `hold` seconds (the velocity falls to 0), then lifts.
    func drag(_ s: Scene, _ dy: Double, over duration: Double, hold: Double = 0.1) throws -> Touch {
        let touch = try #require(try s.engine.window.touch(at: Point(x: 196, y: 400)))
        try touch.move(to: Point(x: 196, y: 400 + dy), duration: duration)
        try s.engine.clock.advance(duration)
        if hold > 0 {
            try touch.move(to: Point(x: 196, y: 400 + dy), duration: hold)
            try s.engine.clock.advance(hold)
        }
        return touch
    }

    @Test func theViewFollowsTheFingerAndShrinksThenALongDragDismisses() throws {
        let s = try Scene(cellFrame: cellFrame, dimming: Color(0, 0, 0, 1))
        try s.present()
        let touch = try drag(s, 150, over: 0.5)
        // the point grabbed (196, 400) stays under the finger (196, 550); scale 1 − 0.5 · 150/852
        let k = 1 - 0.5 * 150 / H
        expectClose(try s.detail.view.frame, Rect(196 - 196 * k, 550 - 400 * k, W * k, H * k), 1e-9)
        let dimming = try #require(s.detail.view.superview?.subviews.first { $0.name == "zoomDimming" })
        expectClose(dimming.alpha, 1 - 150 / H, 1e-12)
        #expect(s.root.viewIfLoaded?.window != nil)                      // the grid is back under it
        #expect(s.calls == ["root->detail", "root->detail"])             // asked as the zoom out began
        try touch.lift()
        try s.engine.clock.advance(0)                                    // the lift runs as a clock timer
        #expect(s.calls.count == 3)                                      // and again on release
        try s.engine.clock.advance(ZoomTransition.duration)
        #expect(s.root.presentedViewController == nil && s.detail.zoomDismissal == nil)
        #expect(try s.detail.view.frame == Rect(0, 0, W, H))             // ready to zoom in again
        #expect(s.events.contains { $0 == "1.100000 dismiss #2 interaction finishes at 0.176056" })   // 150 / 852
        #expect(s.events.contains { $0 == "1.600000 dismiss #2 completed" })
    }

    @Test func aShortSlowDragSpringsBackAndTheTransitionIsCancelled() throws {
        let s = try Scene(cellFrame: cellFrame)
        try s.present()
        let touch = try drag(s, 60, over: 0.5)          // 60 + 0 < 100
        try touch.lift()
        try s.engine.clock.advance(ZoomTransition.duration)
        #expect(s.detail.presentingViewController === s.root)
        #expect(try s.detail.view.frame == Rect(0, 0, W, H))
        #expect(s.root.viewIfLoaded?.window == nil && !s.cell.isHidden)
        #expect(s.events.contains { $0.hasSuffix("dismiss #2 cancelled") })
        // still dismissable by another swipe
        try drag(s, 300, over: 0.5).lift()
        try s.engine.clock.advance(ZoomTransition.duration)
        #expect(s.root.presentedViewController == nil)
    }

    @Test func aQuickShortFlickDismissesAndAFlickUpCancels() throws {
        #expect(ZoomInteraction.finishes(dragged: 40, velocity: 800))     // 40 + 399.2
        #expect(!ZoomInteraction.finishes(dragged: 99, velocity: 0))
        #expect(!ZoomInteraction.finishes(dragged: 150, velocity: -600))  // 150 − 299.4
        let s = try Scene(cellFrame: cellFrame)
        try s.present()
        try drag(s, 40, over: 0.05, hold: 0).lift()      // 800 pt/s down
        try s.engine.clock.advance(ZoomTransition.duration)
        #expect(s.root.presentedViewController == nil)

        let t = try Scene(cellFrame: cellFrame)
        try t.present()
        let touch = try drag(t, 150, over: 0.5, hold: 0)
        try touch.move(to: Point(x: 196, y: 520), duration: 1.0 / 30)   // 30 points up in a frame: −900 pt/s
        try t.engine.clock.advance(1.0 / 30)
        try touch.lift()
        try t.engine.clock.advance(ZoomTransition.duration)
        #expect(t.detail.presentingViewController === t.root)
        #expect(t.events.contains { $0.hasSuffix("dismiss #2 cancelled") })
    }

    @Test func aDragUpOrARefusalDoesNothing() throws {
        let s = try Scene(cellFrame: cellFrame)
        var asked: [ZoomTransition.InteractionContext] = []
        s.detail.preferredTransition!.interactiveDismissShouldBegin = { context in
            asked.append(context)
            return false
        }
        try s.present()
        try drag(s, -120, over: 0.5).lift()              // up: never asked
        #expect(asked.isEmpty)
        try drag(s, 120, over: 0.5).lift()
        #expect(asked.count == 1 && asked[0].willBegin)
        // at the second sample (the first is `began`): 2 frames of 4 points at 60 fps
        expectClose(asked[0].location, Point(x: 196, y: 408), 1e-3)   // the clock's ticks round the frame
        expectClose(asked[0].velocity, Point(x: 0, y: 240), 1e-6)
        try s.engine.clock.advance(1)
        #expect(s.detail.presentingViewController === s.root && s.calls.count == 1)
    }

    /// Apple, `isModalInPresentation`: it "prevents the interactive dismissal of the view
    /// controller while it is onscreen" — a swipe that would dismiss does nothing, and once
    /// the flag is cleared the same swipe dismisses.
    @Test func isModalInPresentationRefusesTheSwipeWithoutAskingTheOptions() throws {
        let s = try Scene(cellFrame: cellFrame)
        var asked = 0
        s.detail.preferredTransition!.interactiveDismissShouldBegin = { _ in asked += 1; return true }
        try s.present()
        s.detail.isModalInPresentation = true
        try drag(s, 300, over: 0.5).lift()
        try s.engine.clock.advance(1)
        #expect(s.detail.presentingViewController === s.root && asked == 0)
        #expect(try s.detail.view.frame == Rect(0, 0, W, H))
        #expect(!s.events.contains { $0.contains("dismiss #2") })
        s.detail.isModalInPresentation = false
        try drag(s, 300, over: 0.5).lift()
        try s.engine.clock.advance(ZoomTransition.duration)
        #expect(s.root.presentedViewController == nil && asked == 1)
    }

    // MARK: Navigation

    @Test func aPushZoomsInAndThePopZoomsBackIntoTheCell() throws {
        let (engine, _, log) = try rootedEngine()
        let grid = Recorder(engine, "grid", log)
        let nav = try NavigationController(engine: engine, rootViewController: grid)
        try engine.window.setRootViewController(nav)
        let cell = try View(engine: engine, frame: cellFrame)
        try grid.view.addSubview(cell)
        let detail = Recorder(engine, "detail", log)
        detail.preferredTransition = ZoomTransition { _ in cell }
        try nav.push(detail, animated: true)
        try engine.clock.advance(0.1)
        expectClose(try detail.view.presentation.frame, Self.mix(cellFrame, Rect(0, 0, W, H), Self.progress(0.1)), 1e-6)
        try engine.clock.advance(0.4)
        #expect(nav.viewControllers.count == 2 && grid.viewIfLoaded?.superview == nil)
        try nav.pop(animated: true)
        try engine.clock.advance(0.2)
        expectClose(try detail.view.presentation.frame, Self.mix(Rect(0, 0, W, H), cellFrame, Self.progress(0.2)), 1e-6)
        try engine.clock.advance(0.3)
        #expect(try nav.viewControllers.count == 1 && detail.view.superview == nil && !cell.isHidden)
        // and by a swipe down
        try nav.push(detail, animated: true)
        try engine.clock.advance(0.5)
        let touch = try #require(try engine.window.touch(at: Point(x: 196, y: 400)))
        try touch.move(to: Point(x: 196, y: 600), duration: 0.5)
        try engine.clock.advance(0.5)
        #expect(nav.isTransitioning)
        try touch.lift()
        try engine.clock.advance(0.5)
        #expect(nav.viewControllers.map(\.displayName) == ["grid"])
    }

    // MARK: Errors

    struct ProviderError: Error {}

    @Test func aProviderThatThrowsRefusesThePresentationCleanly() throws {
        let s = try Scene(cellFrame: cellFrame, dimming: Color(0, 0, 0, 1))
        s.source = { throw ProviderError() }
        #expect(throws: ProviderError.self) { try s.root.present(s.detail, animated: true) }
        #expect(s.root.presentedViewController == nil && s.detail.presentationState == .idle)
        #expect(s.engine.windowSubviewNames == ["root"] && !s.cell.isHidden)
        s.source = nil                                   // and it can be presented after
        try s.present()
        #expect(s.detail.presentingViewController === s.root)
    }

    @Test func aProviderThatThrowsOnTheDismissalLeavesThePresentation() throws {
        let s = try Scene(cellFrame: cellFrame, dimming: Color(0, 0, 0, 1))
        try s.present()
        s.source = { throw ProviderError() }
        #expect(throws: ProviderError.self) { try s.detail.dismiss(animated: true) }
        #expect(s.detail.presentingViewController === s.root && s.detail.presentationState == .presented)
        #expect(s.engine.windowSubviewNames == ["container(detail)[detail]"])
    }

    @Test func aProviderThatThrowsOnReleaseStillFinishesThenReports() throws {
        let s = try Scene(cellFrame: cellFrame)
        try s.present()
        let touch = try drag(s, 200, over: 0.5)
        s.source = { throw ProviderError() }
        try touch.lift()
        #expect(throws: ProviderError.self) { try s.engine.clock.advance(0) }
        try s.engine.clock.advance(ZoomTransition.duration)
        #expect(s.root.presentedViewController == nil && !s.cell.isHidden)
    }

    @Test func theZoomedViewItselfIsNoSource() throws {
        let s = try Scene(cellFrame: cellFrame)
        s.source = { [unowned s] in try s.detail.view }
        let error = try #require(throws: CoreError.self) { try s.root.present(s.detail, animated: true) }
        #expect(error.message == "the sourceViewProvider of <ViewController: detail> returned detail, which is in the zoomed view: return a view of <ViewController: root>")
        #expect(s.root.presentedViewController == nil)
    }
}
