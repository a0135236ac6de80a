import Testing
@testable import TransitCore

/// Regular-width popovers on the iPad profile (820 × 1180, safe area 24 top and 20 bottom):
/// the area a popover may use is the safe area inset by 10, x 10…810 and y 34…1150; the
/// arrow is 13 tall (docs/popover.md, "Placement").
@Suite struct PopoverPresentationTests {
    final class Delegate: PopoverPresentationDelegate {
        let log: Log
        var allows = true
        init(_ log: Log) { self.log = log }
        func popoverPresentationControllerShouldDismissPopover(_ c: PopoverPresentationController) throws -> Bool {
            log("shouldDismissPopover")
            return true
        }
        func presentationControllerShouldDismiss(_ c: PresentationController) throws -> Bool {
            log("shouldDismiss")
            return allows
        }
        func presentationControllerWillDismiss(_ c: PresentationController) throws { log("willDismiss") }
        func presentationControllerDidDismiss(_ c: PresentationController) throws { log("didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ c: PresentationController) throws { log("didAttempt") }
    }

    /// An iPad engine, a button of `frame` in the root's view, and a 300 × 400 popover
    /// anchored to it.
    func popover(at frame: Rect, permitted: Set<PopoverArrowDirection> = PopoverArrowDirection.any)
        throws -> (Engine, Recorder, Recorder, View, Log) {
        let (engine, root, log) = try rootedEngine()
        try engine.setScreen(.iPad)
        let button = try View(engine: engine, frame: frame)
        button.name = "button"
        try root.view.addSubview(button)
        let pop = Recorder(engine, "pop", log)
        pop.modalPresentationStyle = .popover
        pop.preferredContentSize = Size(width: 300, height: 400)
        let p = try #require(pop.popoverPresentationController)
        p.sourceView = button
        p.permittedArrowDirections = permitted
        return (engine, root, pop, button, log)
    }

    @Test func belowASourceNearTheTopLeftClampedToTheLeftMargin() throws {
        let (engine, root, pop, _, _) = try popover(at: Rect(20, 40, 60, 30))
        let p = try #require(pop.popoverPresentationController)
        #expect(p.arrowDirection == .unknown)
        try root.present(pop, animated: false)
        // Below the source (70 + 13); centred on x 50 it would start at −100: the margin, 10.
        #expect(try pop.view.frame == Rect(10, 83, 300, 400))
        #expect(p.arrowDirection == .up && pop.presentationController === p)
        #expect(engine.windowSubviewNames == ["root", "container(pop)[popoverDismissal, pop]"])
        #expect(try root.view.window != nil && root.view.transform == .identity)     // no dimming, no push back
    }

    @Test func aboveASourceNearTheBottom() throws {
        let (engine, root, pop, _, _) = try popover(at: Rect(400, 1100, 40, 40))
        try root.present(pop, animated: false)
        // No room below (1150 − 1140 − 13 < 0): above, its bottom 13 over the source's top.
        #expect(try pop.view.frame == Rect(270, 687, 300, 400))
        #expect(pop.popoverPresentationController?.arrowDirection == .down)
        #expect(engine.windowSubviewNames == ["root", "container(pop)[popoverDismissal, pop]"])
    }

    @Test func onlyLeftPermittedPutsItRightOfTheSource() throws {
        let (engine, root, pop, _, _) = try popover(at: Rect(100, 500, 40, 40), permitted: [.left])
        try root.present(pop, animated: false)
        #expect(try pop.view.frame == Rect(153, 320, 300, 400))
        #expect(pop.popoverPresentationController?.arrowDirection == .left)
        #expect(try engine.window.hitTest(Point(x: 160, y: 330)) === pop.viewIfLoaded)
    }

    @Test func clampedAtTheRightMarginAndCutToTheRoomThereIs() throws {
        let (engine, root, pop, _, _) = try popover(at: Rect(780, 200, 30, 30), permitted: [.up, .down])
        pop.preferredContentSize = Size(width: 300, height: 1000)
        try root.present(pop, animated: false)
        // Centred on x 795 it would end at 945: slid left to end at 810. 1000 fits neither
        // below (907) nor above (153): below holds more, and the height is cut to 1150 − 243.
        #expect(try pop.view.frame == Rect(510, 243, 300, 907))
        #expect(pop.popoverPresentationController?.arrowDirection == .up)
        #expect(try engine.window.hitTest(Point(x: 500, y: 300))?.name == "popoverDismissal")
    }

    @Test func aZeroPreferredSizeIs320By1100AndASourceRectInsideTheSourceView() throws {
        let (engine, root, pop, _, _) = try popover(at: Rect(20, 40, 60, 30))
        pop.preferredContentSize = .zero
        pop.popoverPresentationController?.sourceRect = Rect(0, 0, 10, 10)      // the button's top-left corner
        try root.present(pop, animated: false)
        // 1100 does not fit below (1150 − 50 − 13 = 1087) nor above; right of x 30 it does.
        #expect(try pop.view.frame == Rect(43, 34, 320, 1100))
        #expect(pop.popoverPresentationController?.arrowDirection == .left)
        #expect(try engine.window.hitTest(Point(x: 40, y: 500))?.name == "popoverDismissal")
    }

    /// Apple, `arrowDirection`: "When the popover is onscreen, this property reflects the
    /// actual arrow direction. Before and after presentation, the value of this property is
    /// unknown."
    @Test func theArrowDirectionIsUnknownBeforeAndAfterThePresentation() throws {
        let (engine, root, pop, _, _) = try popover(at: Rect(20, 40, 60, 30))
        let p = try #require(pop.popoverPresentationController)
        #expect(p.arrowDirection == .unknown)
        try root.present(pop, animated: true)
        try engine.clock.advance(0.25)
        #expect(p.arrowDirection == .up)
        try pop.dismiss(animated: true)
        #expect(p.arrowDirection == .up)                 // still on screen, fading out
        try engine.clock.advance(0.25)
        #expect(root.presentedViewController == nil && p.arrowDirection == .unknown)
        try root.present(pop, animated: false)           // and decided again by the next one
        #expect(p.arrowDirection == .up)
    }

    @Test func itFadesInAndOutOverAQuarterSecond() throws {
        let (engine, root, pop, _, _) = try popover(at: Rect(20, 40, 60, 30))
        try root.present(pop, animated: true)
        try engine.clock.advance(0.125)
        expectClose(try pop.view.presentation.alpha, TimingCurve.easeInOut.value(at: 0.5))
        #expect(try pop.view.presentation.frame == Rect(10, 83, 300, 400))
        try engine.clock.advance(0.125)
        #expect(pop.presentationState == .presented)
        try pop.dismiss(animated: true)
        try engine.clock.advance(0.25)
        #expect(try root.presentedViewController == nil && pop.view.alpha == 1)
        #expect(engine.windowSubviewNames == ["root"])
    }

    @Test func aTapOutsideDismissesAnimatedAndTellsTheDelegate() throws {
        let (engine, root, pop, _, log) = try popover(at: Rect(20, 40, 60, 30))
        let delegate = Delegate(log)
        pop.popoverPresentationController?.delegate = delegate
        try root.present(pop, animated: false)
        log.entries.removeAll()
        try engine.window.tap(at: Point(x: 100, y: 300))            // inside: nothing
        #expect(log.entries.isEmpty && pop.presentationState == .presented)
        try engine.window.tap(at: Point(x: 600, y: 900))
        #expect(log.entries == ["shouldDismissPopover", "shouldDismiss", "willDismiss", "pop.viewWillDisappear"])
        #expect(pop.presentationState == .dismissing)
        try engine.clock.advance(0.25)
        #expect(log.entries.suffix(2) == ["pop.viewDidDisappear", "didDismiss"])
        #expect(root.presentedViewController == nil)
    }

    @Test func theDelegateRefusesAndAProgrammaticDismissDoesNotTellIt() throws {
        let (engine, root, pop, _, log) = try popover(at: Rect(20, 40, 60, 30))
        let delegate = Delegate(log)
        delegate.allows = false
        pop.popoverPresentationController?.delegate = delegate
        try root.present(pop, animated: false)
        log.entries.removeAll()
        try engine.window.tap(at: Point(x: 600, y: 900))
        #expect(log.entries == ["shouldDismissPopover", "shouldDismiss", "didAttempt"])
        #expect(pop.presentationState == .presented)
        log.entries.removeAll()
        try pop.dismiss(animated: false)
        #expect(log.entries == ["pop.viewWillDisappear", "pop.viewDidDisappear"])
    }

    @Test func aPassthroughViewGetsTheTapAndThePopoverStays() throws {
        let (engine, root, pop, button, log) = try popover(at: Rect(20, 40, 60, 30))
        button.addGestureRecognizer(TapGestureRecognizer { _ in log("button tapped") })
        pop.popoverPresentationController?.passthroughViews = [button]
        try root.present(pop, animated: false)
        log.entries.removeAll()
        #expect(try engine.window.tap(at: Point(x: 50, y: 55)) === button)
        #expect(log.entries == ["button tapped"] && pop.presentationState == .presented)
        pop.popoverPresentationController?.passthroughViews = []
        #expect(try engine.window.tap(at: Point(x: 50, y: 55))?.name == "popoverDismissal")
        #expect(log.entries == ["button tapped", "pop.viewWillDisappear"] && pop.presentationState == .dismissing)
    }

    @Test func withoutASourceViewPresentingIsAnErrorAndCompactWidthAdapts() throws {
        let (engine, root, pop, _, _) = try popover(at: Rect(20, 40, 60, 30))
        pop.popoverPresentationController?.sourceView = nil
        let error = try #require(coreError { try root.present(pop, animated: false) })
        #expect(error.kind == .invalidPresentation && error.message.contains("should have a non-nil sourceView"))
        #expect(root.presentedViewController == nil && engine.windowSubviewNames == ["root"])
        try engine.setScreen(.iPhone15)
        try root.present(pop, animated: false)
        #expect(try pop.view.frame == Rect(0, 69, 393, 852 - 69))
        #expect(pop.modalPresentation?.controller is SheetPresentationController)
        #expect(pop.popoverPresentationController?.arrowDirection == .unknown)
    }

    @Test func aRotationPlacesItAgain() throws {
        let (engine, root, pop, _, _) = try popover(at: Rect(600, 500, 40, 40))
        try root.present(pop, animated: false)
        #expect(try pop.view.frame == Rect(470, 553, 300, 400))
        try engine.rotateInterface(to: .landscapeRight)
        try engine.clock.advance(1)
        // 1180 × 820: below there are 790 − 540 − 13 = 237 points; above 453 — it goes above.
        #expect(try pop.view.frame == Rect(470, 87, 300, 400))
        #expect(pop.popoverPresentationController?.arrowDirection == .down)
        #expect(pop.popoverPresentationController?.dismissalView?.frame == Rect(0, 0, 1180, 820))
    }

    /// A source view that left the window (or was released) after the presentation: UIKit
    /// lets a script remove it, and a rotation then still places the popover — at the anchor
    /// it last had, in the new area. The rotation used to fail with "the sourceView … is not
    /// in the window" half done: the window rotated, the popover's view stretched to the
    /// whole 1180 × 820 container and a tap outside fell on it.
    @Test(arguments: [false, true]) func aRotationAfterTheSourceLeftKeepsTheLastAnchor(released: Bool) throws {
        let (engine, root, pop, button, _) = try popover(at: Rect(600, 500, 40, 40))
        try root.present(pop, animated: false)
        let p = try #require(pop.popoverPresentationController)
        button.removeFromSuperview()
        if released { p.sourceView = nil }
        try engine.rotateInterface(to: .landscapeRight)
        try engine.clock.advance(1)
        // The anchor (600, 500, 40, 40) as before: above it, as aRotationPlacesItAgain.
        #expect(try pop.view.frame == Rect(470, 87, 300, 400))
        #expect(p.arrowDirection == .down && p.dismissalView?.frame == Rect(0, 0, 1180, 820))
        #expect(try engine.window.tap(at: Point(x: 50, y: 50))?.name == "popoverDismissal")
        try engine.clock.advance(1)
        #expect(root.presentedViewController == nil && p.arrowDirection == .unknown)
        // A new presentation without a source in the window is still refused.
        let error = try #require(coreError { try root.present(pop, animated: false) })
        #expect(error.kind == .invalidPresentation)
    }

    /// The dismissal a tap outside begins names the tap's line on the timeline, as a tab bar
    /// item's tap names its switch and a sheet's swipe down its dismissal: it had none.
    @Test func aTapOutsideNamesItsLineOnTheTimeline() throws {
        let (engine, root, pop, _, _) = try popover(at: Rect(600, 500, 40, 40))
        try root.present(pop, animated: false)
        try engine.window.tap(at: Point(x: 50, y: 50), origin: "p.lua:7")
        try engine.clock.advance(1)
        #expect(root.presentedViewController == nil)
        #expect(engine.timeline.map(\.description).contains { $0.hasSuffix("dismiss #2 pop from root animated=true at p.lua:7") })
    }

    @Test func withoutPermittedArrowsItIsCentredOnTheSource() {
        let area = Rect(10, 34, 800, 1116), source = Rect(400, 500, 40, 40)
        let none = PopoverPlacement(area: area, source: source, size: Size(width: 300, height: 400), permitted: [])
        #expect(none.frame == Rect(270, 320, 300, 400) && none.arrowDirection == .unknown)
        // Wider than the area: cut to it.
        let wide = PopoverPlacement(area: area, source: source, size: Size(width: 900, height: 100), permitted: [.down])
        #expect(wide.frame == Rect(10, 387, 800, 100) && wide.arrowDirection == .down)
    }

    /// A source outside the area (a button scrolled off the top, or far below) counts as its
    /// part clamped to the area: the popover stays inside it, the arrow towards the source.
    /// Unclamped, the source above gave y −151 and the one below y 1587, off screen.
    @Test func aSourceOutsideTheAreaKeepsThePopoverInside() {
        let area = Rect(10, 34, 800, 1116), size = Size(width: 320, height: 400)
        let above = PopoverPlacement(area: area, source: Rect(300, -200, 120, 36), size: size, permitted: PopoverArrowDirection.any)
        #expect(above.frame == Rect(200, 47, 320, 400) && above.arrowDirection == .up)
        let below = PopoverPlacement(area: area, source: Rect(300, 2000, 120, 36), size: size, permitted: PopoverArrowDirection.any)
        #expect(below.frame == Rect(200, 737, 320, 400) && below.arrowDirection == .down)
        let far = PopoverPlacement(area: area, source: Rect(1e300, 1e300, 1e300, 1e300), size: size, permitted: PopoverArrowDirection.any)
        #expect(far.frame == Rect(490, 737, 320, 400) && far.arrowDirection == .down)
    }

    /// Apple, `isModalInPresentation`: "UIKit ignores events outside the view controller's
    /// bounds" — a passthrough view takes no tap then; the tap is an attempt to dismiss, as
    /// anywhere else outside.
    @Test func isModalInPresentationTakesTheTapsOfPassthroughViews() throws {
        let (engine, root, pop, button, log) = try popover(at: Rect(20, 40, 60, 30))
        button.addGestureRecognizer(TapGestureRecognizer { _ in log("button tapped") })
        pop.popoverPresentationController?.passthroughViews = [button]
        pop.popoverPresentationController?.delegate = Delegate(log)
        pop.isModalInPresentation = true
        try root.present(pop, animated: false)
        log.entries.removeAll()
        #expect(try engine.window.tap(at: Point(x: 50, y: 55))?.name == "popoverDismissal")
        #expect(log.entries == ["didAttempt"] && pop.presentationState == .presented)
        pop.isModalInPresentation = false
        #expect(try engine.window.tap(at: Point(x: 50, y: 55)) === button)
        #expect(log.entries == ["didAttempt", "button tapped"])
    }

    @Test func isModalInPresentationKeepsItWithoutAskingTheDelegate() throws {
        let (engine, root, pop, _, log) = try popover(at: Rect(20, 40, 60, 30))
        let delegate = Delegate(log)
        pop.popoverPresentationController?.delegate = delegate
        pop.isModalInPresentation = true
        try root.present(pop, animated: false)
        log.entries.removeAll()
        try engine.window.tap(at: Point(x: 600, y: 900))
        #expect(log.entries == ["didAttempt"] && pop.presentationState == .presented)
    }
}
