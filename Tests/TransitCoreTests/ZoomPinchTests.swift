import Testing
@testable import TransitCore

/// The zoom's pinch dismissal (docs/zoom.md, "Dismissing by a pinch"): a pinch closing on the
/// zoomed view begins the dismissal, the view takes the pinch's scale about the midpoint,
/// and the release finishes into the cell when the scale plus its projected coast is below
/// 0.8, else springs back up. iPhone 15 screen, 393 × 852; the fingers 200 points apart at
/// scale 1 (`Pinch.fingerDistance`).
@Suite struct ZoomPinchTests {
    typealias Scene = ZoomTransitionTests.Scene
    let W = 393.0, H = 852.0
    let cellFrame = Rect(20, 100, 100, 100)

    /// The zoomed view at scale `s` with the point (196, 400) grabbed under `finger`.
    func pinched(_ s: Double, under finger: Point = Point(x: 196, y: 400)) -> Rect {
        Rect(finger.x - 196 * s, finger.y - 400 * s, W * s, H * s)
    }

    @Test func thresholds() {
        #expect(ZoomInteraction.finishes(pinched: 0.75, velocity: 0))            // held below 0.8
        #expect(!ZoomInteraction.finishes(pinched: 0.85, velocity: 0))
        #expect(ZoomInteraction.finishes(pinched: 0.95, velocity: -0.5))         // 0.95 − 0.2495
        #expect(!ZoomInteraction.finishes(pinched: 0.7, velocity: 2.4))          // 0.7 + 1.1976: opening
        #expect(ZoomInteraction.scale(pinched: 1.3) == 1)
    }

    @Test func aPinchInShrinksTheViewAboutTheMidpointAndDismissesIntoTheCell() throws {
        let s = try Scene(cellFrame: cellFrame, dimming: Color(0, 0, 0, 1))
        try s.present()
        let r = try s.engine.window.pinch(center: Point(x: 196, y: 400), toScale: 0.5, duration: 0.3)
        #expect(try r?.view === s.detail.view)
        try s.engine.clock.advance(0.15)                        // frame 9: 150 of 200 points apart
        expectClose(try s.detail.view.frame, pinched(0.75), 1e-9)
        let dimming = try #require(s.detail.view.superview?.subviews.first { $0.name == "zoomDimming" })
        expectClose(dimming.alpha, 0.75, 1e-12)
        #expect(s.root.viewIfLoaded?.window != nil)             // the grid is back under it
        try s.engine.clock.advance(0.15)                        // released at 0.5, closing at 5/3 per second
        #expect(try s.detail.view.frame == cellFrame)           // the spring's target: the cell
        #expect(s.calls.count == 3)                             // asked again on release
        #expect(s.events.contains("0.800000 dismiss #2 interaction finishes at 0.5"))
        try s.engine.clock.advance(ZoomTransition.duration)
        #expect(s.root.presentedViewController == nil && s.detail.zoomDismissal == nil && !s.cell.isHidden)
        #expect(try s.detail.view.frame == Rect(0, 0, W, H))    // landed, ready to zoom in again
        #expect(s.events.contains("1.300000 dismiss #2 completed"))
    }

    @Test func aSlightSlowPinchSpringsBackAndTheTransitionIsCancelled() throws {
        let s = try Scene(cellFrame: cellFrame)
        try s.present()
        // 0.9 − 0.1 × 0.499 = 0.850 ≥ 0.8
        try s.engine.window.pinch(center: Point(x: 196, y: 400), toScale: 0.9, duration: 1)
        try s.engine.clock.advance(1)
        #expect(try s.detail.view.frame == Rect(0, 0, W, H))    // the spring's target: up
        expectClose(try s.detail.view.presentation.frame, pinched(0.9), 1e-9)
        try s.engine.clock.advance(ZoomTransition.duration)
        #expect(s.detail.presentingViewController === s.root && s.detail.presentationState == .presented)
        #expect(s.events.contains { $0.hasSuffix("dismiss #2 cancelled") })
        #expect(s.root.viewIfLoaded?.window == nil)
        // and a second pinch still dismisses
        try s.engine.window.pinch(center: Point(x: 196, y: 400), toScale: 0.5, duration: 0.3)
        try s.engine.clock.advance(0.3 + ZoomTransition.duration)
        #expect(s.root.presentedViewController == nil)
    }

    @Test func theViewFollowsTheMidpointAndAPinchOpeningAgainCancels() throws {
        let s = try Scene(cellFrame: cellFrame)
        try s.present()
        let pinch = try #require(try s.engine.window.beginPinch(at: Point(x: 196, y: 400)))
        try pinch.move(to: Point(x: 250, y: 500), scale: 0.6, duration: 0.3)
        try s.engine.clock.advance(0.3)
        expectClose(try s.detail.view.frame, pinched(0.6, under: Point(x: 250, y: 500)), 1e-9)
        // opened to 0.78 in two frames: +2.7 per second, 0.78 + 1.35 — springs back
        try pinch.move(to: Point(x: 250, y: 500), scale: 0.78, duration: 2.0 / 60)
        try pinch.lift()
        try s.engine.clock.advance(2.0 / 60)
        #expect(try s.detail.view.frame == Rect(0, 0, W, H))
        try s.engine.clock.advance(ZoomTransition.duration)
        #expect(s.detail.presentingViewController === s.root)
        // a pinch opening past 1 during a dismissal keeps the view at full size
        let wide = try #require(try s.engine.window.beginPinch(at: Point(x: 196, y: 400)))
        try wide.move(to: Point(x: 196, y: 400), scale: 0.9, duration: 0.1)
        try wide.move(to: Point(x: 196, y: 400), scale: 1.4, duration: 0.1)
        try s.engine.clock.advance(0.2)
        #expect(try s.detail.view.frame == Rect(0, 0, W, H) && s.detail.presentationState == .dismissing)
        try wide.lift()
        try s.engine.clock.advance(ZoomTransition.duration)
        #expect(s.detail.presentingViewController === s.root)
    }

    @Test func aPinchPopsAZoomedPush() throws {
        let (engine, _, log) = try rootedEngine()
        let grid = Recorder(engine, "grid", log)
        let nav = try NavigationController(engine: engine, rootViewController: grid)
        try engine.window.setRootViewController(nav)
        let cell = try View(engine: engine, frame: cellFrame)
        try grid.view.addSubview(cell)
        let detail = Recorder(engine, "detail", log)
        detail.preferredTransition = ZoomTransition { _ in cell }
        try nav.push(detail, animated: true)
        try engine.clock.advance(0.5)
        try engine.window.pinch(center: Point(x: 196, y: 400), toScale: 0.6, duration: 0.2)
        try engine.clock.advance(0.1)
        #expect(nav.isTransitioning)
        try engine.clock.advance(0.1)
        #expect(try detail.view.frame == cellFrame)
        try engine.clock.advance(0.5)
        #expect(nav.viewControllers.map(\.displayName) == ["grid"])
    }

    @Test func oneGestureDrivesTheDismissalTheOtherDoesNothing() throws {
        let s = try Scene(cellFrame: cellFrame)
        try s.present()
        let touch = try #require(try s.engine.window.touch(at: Point(x: 196, y: 400)))
        try touch.move(to: Point(x: 196, y: 500), duration: 0.2)
        try s.engine.clock.advance(0.2)
        let k = 1 - 0.5 * 100 / H                               // the swipe's scale, 100 down
        // a pinch closing meanwhile does not take it over
        try s.engine.window.pinch(center: Point(x: 196, y: 500), toScale: 0.5, duration: 0.2)
        try s.engine.clock.advance(0.2)
        expectClose(try s.detail.view.frame, Rect(196 - 196 * k, 500 - 400 * k, W * k, H * k), 1e-9)
        try touch.move(to: Point(x: 196, y: 500), duration: 0.1)
        try touch.lift()                                        // 100 held still: finishes
        try s.engine.clock.advance(0.1 + ZoomTransition.duration)
        #expect(s.root.presentedViewController == nil)
    }

    @Test func aPinchOpeningOrARefusalDoesNothing() throws {
        let s = try Scene(cellFrame: cellFrame)
        var asked: [ZoomTransition.InteractionContext] = []
        s.detail.preferredTransition!.interactiveDismissShouldBegin = { context in
            asked.append(context)
            return false
        }
        try s.present()
        try s.engine.window.pinch(center: Point(x: 196, y: 400), toScale: 1.5, duration: 0.3)
        try s.engine.clock.advance(0.3)
        #expect(asked.isEmpty && s.detail.presentationState == .presented)
        let pinch = try #require(try s.engine.window.beginPinch(at: Point(x: 196, y: 400)))
        try pinch.move(to: Point(x: 226, y: 400), scale: 0.5, duration: 0.5)   // the midpoint at 60 points per second
        try pinch.lift()
        try s.engine.clock.advance(0.5)
        // at the second sample (the first is `began`): frame 2 of 60 fps, 33333 µs of 500000
        #expect(asked.count == 1 && asked[0].willBegin)
        expectClose(asked[0].location, Point(x: 196 + 30 * 33_333 / 500_000, y: 400), 1e-9)
        expectClose(asked[0].velocity, Point(x: 60, y: 0), 1e-3)
        try s.engine.clock.advance(1)
        #expect(s.detail.presentingViewController === s.root && s.calls.count == 1)
        #expect(try s.detail.view.frame == Rect(0, 0, W, H))
    }

    /// A dismissal the fingers began names the line of the touch that began it on the
    /// timeline, as a sheet's swipe down does (docs/sheets.md, "Dragging"), and so does the
    /// warning for a source view that left the window meanwhile: both had no line, and a
    /// warning without one is no help in a long script.
    @Test(arguments: ["swipe", "pinch"]) func aGestureDismissalNamesTheLineOfItsTouch(kind: String) throws {
        let s = try Scene(cellFrame: cellFrame)
        try s.present()
        var warnings: [String] = []
        s.engine.onWarning = { warnings.append("\($0.origin): \($0.message)") }
        if kind == "swipe" {
            _ = try s.engine.window.pan(from: Point(x: 196, y: 400), to: Point(x: 196, y: 700), duration: 0.3, origin: "z.lua:9")
        } else {
            _ = try s.engine.window.pinch(center: Point(x: 196, y: 400), toScale: 0.5, duration: 0.3, origin: "z.lua:9")
        }
        try s.engine.clock.advance(0.1)
        s.cell.removeFromSuperview()
        try s.engine.clock.advance(1)
        #expect(s.root.presentedViewController == nil)
        #expect(s.events.contains { $0.hasSuffix("dismiss #2 detail from root animated=true at z.lua:9") })
        #expect(warnings.count == 1 && warnings.allSatisfy { $0.hasPrefix("z.lua:9: the sourceViewProvider") })
    }
}
