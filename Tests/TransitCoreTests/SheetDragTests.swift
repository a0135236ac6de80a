import Testing
@testable import TransitCore

/// Dragging a sheet: detents, the velocity's projection (WWDC 2018's `project`, deceleration
/// rate 0.998), the rubber band ((1 − 1 / (x · 0.55 / d + 1)) · d), swipe-down dismissal and
/// `isModalInPresentation`, and what the delegate hears. iPhone 15 (393 × 852, safe area 59 /
/// 34): large top 69, medium top 426 (half the screen).
@Suite struct SheetDragTests {
    let W = 393.0, H = 852.0, large = 69.0, medium = 426.0

    final class Delegate: AdaptivePresentationDelegate {
        var calls: [String] = []
        var refuses = false
        func presentationControllerShouldDismiss(_ c: PresentationController) throws -> Bool {
            calls.append("shouldDismiss")
            return !refuses
        }
        func presentationControllerWillDismiss(_ c: PresentationController) throws { calls.append("willDismiss") }
        func presentationControllerDidDismiss(_ c: PresentationController) throws { calls.append("didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ c: PresentationController) throws { calls.append("didAttempt") }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ c: SheetPresentationController) throws {
            calls.append("detent \(c.selectedDetentIdentifier ?? "nil")")
        }
    }

    func presented(_ detents: [SheetDetent]) throws -> (Engine, Recorder, SheetPresentationController, Delegate) {
        let (engine, root, log) = try rootedEngine()
        let card = Recorder(engine, "card", log)
        card.modalPresentationStyle = .pageSheet
        let sheet = try #require(card.sheetPresentationController)
        try sheet.setDetents(detents)
        let delegate = Delegate()
        sheet.delegate = delegate
        try root.present(card, animated: false)
        try engine.clock.advance(0)
        return (engine, card, sheet, delegate)
    }

    @Test func theFormulas() {
        expectClose(SheetPresentationController.projection(velocity: 1000), 499)
        expectClose(SheetPresentationController.projection(velocity: -600), -299.4)
        expectClose(SheetPresentationController.rubberBand(100, dimension: 852), (1 - 1 / (55.0 / 852 + 1)) * 852)
        #expect(SheetPresentationController.rubberBand(-5, dimension: 852) == 0)
    }

    @Test func itRestsAtTheSmallestDetentAndASlowShortDragComesBack() throws {
        let (engine, card, sheet, delegate) = try presented([.medium, .large])
        #expect(try card.view.frame == Rect(0, medium, W, H - medium))
        #expect(try engine.window.rootViewController!.view.transform == .identity)   // not pushed back at medium
        // 50 points up in 1 s: at 50 pt/s it would coast 24.95 more, to 351 — nearer medium (426).
        _ = try engine.window.pan(from: Point(x: 196, y: 600), to: Point(x: 196, y: 550), duration: 1)
        try engine.clock.advance(0.5)
        expectClose(try card.view.presentation.frame.minY, medium - 25, 1e-6)
        try engine.clock.advance(0.5)
        try engine.clock.advance(SheetPresentationController.changeDuration)
        #expect(try card.view.frame.minY == medium && sheet.selectedDetentIdentifier == "medium")
        #expect(delegate.calls == [])
    }

    @Test func aFlickUpGoesLargeAndPushesThePresenterBack() throws {
        let (engine, card, sheet, delegate) = try presented([.medium, .large])
        // only 60 points, but at 600 pt/s: 366 − 299.4 = 66.6, nearest the large top (69)
        _ = try engine.window.pan(from: Point(x: 196, y: 600), to: Point(x: 196, y: 540), duration: 0.1)
        try engine.clock.advance(0.1 + SheetPresentationController.changeDuration)
        #expect(sheet.selectedDetentIdentifier == "large" && delegate.calls == ["detent large"])
        #expect(try card.view.frame == Rect(0, large, W, H - large))
        let root = engine.window.rootViewController!
        expectClose(try root.view.transform.a, (W - 32) / W)
        #expect(sheet.dimmingView?.alpha == 0.4)
    }

    @Test func halfWayBetweenDetentsThePresenterIsHalfPushedBack() throws {
        let (engine, card, _, _) = try presented([.medium, .large])
        let touch = try #require(try engine.window.touch(at: Point(x: 196, y: 600)))
        let mid = (medium + large) / 2
        try touch.move(to: Point(x: 196, y: 600 - (medium - mid)), duration: 0.5)
        try engine.clock.advance(0.5)
        expectClose(try card.view.frame.minY, mid)
        let s = 1 + ((W - 32) / W - 1) * 0.5
        expectClose(try engine.window.rootViewController!.view.transform.a, s)
        try touch.lift()
        try engine.clock.advance(1)
    }

    @Test func pullingPastTheLargestDetentRubberBands() throws {
        let (engine, card, _, _) = try presented([.large])
        let touch = try #require(try engine.window.touch(at: Point(x: 196, y: 300)))
        try touch.move(to: Point(x: 196, y: 200), duration: 0.5)
        try engine.clock.advance(0.5)
        expectClose(try card.view.frame.minY, large - (1 - 1 / (100 * 0.55 / H + 1)) * H)
        try touch.lift()
        try engine.clock.advance(1)
        #expect(try card.view.frame.minY == large)
    }

    @Test func aSwipeDownDismissesAndTellsTheDelegate() throws {
        let (engine, card, _, delegate) = try presented([.large])
        let root = engine.window.rootViewController!
        _ = try engine.window.pan(from: Point(x: 196, y: 300), to: Point(x: 196, y: 700), duration: 0.4)
        try engine.clock.advance(0.2)
        #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
        expectClose(try card.view.frame.minY, large + 200, 1e-6)
        // half-way down to the bottom, the push-back has half undone
        let s = 1 + ((W - 32) / W - 1) * (H - (large + 200)) / (H - large)
        expectClose(try root.view.transform.a, s, 1e-9)
        try engine.clock.advance(0.2 + 0.5)
        #expect(root.presentedViewController == nil && delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(try root.view.transform == .identity)
    }

    @Test func aModalSheetRubberBandsDownAndReportsTheAttempt() throws {
        let (engine, card, _, delegate) = try presented([.large])
        card.isModalInPresentation = true
        let touch = try #require(try engine.window.touch(at: Point(x: 196, y: 300)))
        try touch.move(to: Point(x: 196, y: 700), duration: 0.4)
        try engine.clock.advance(0.4)
        expectClose(try card.view.frame.minY, large + (1 - 1 / (400 * 0.55 / H + 1)) * H)
        try touch.lift()
        try engine.clock.advance(SheetPresentationController.changeDuration)
        #expect(delegate.calls == ["didAttempt"])
        #expect(try engine.window.rootViewController!.presentedViewController === card && card.view.frame.minY == large)
    }

    @Test func aDelegateThatRefusesActsAsModalInPresentation() throws {
        let (engine, card, _, delegate) = try presented([.large])
        delegate.refuses = true
        _ = try engine.window.pan(from: Point(x: 196, y: 300), to: Point(x: 196, y: 700), duration: 0.4)
        try engine.clock.advance(0.2)
        expectClose(try card.view.frame.minY, large + (1 - 1 / (200 * 0.55 / H + 1)) * H, 1e-9)
        try engine.clock.advance(0.2 + SheetPresentationController.changeDuration)
        #expect(delegate.calls == ["shouldDismiss", "didAttempt"])       // asked once per drag
        #expect(try card.view.frame.minY == large && card.presentingViewController != nil)
    }

    @Test func customDetentsAndTheirErrors() throws {
        let (engine, card, sheet, _) = try presented([.custom(identifier: "third") { $0.maximumDetentValue * 0.3 }])
        let max = H - 59 - 10 - 34
        expectClose(try card.view.frame.minY, H - 34 - max * 0.3)
        #expect(throws: CoreError.self) { try sheet.setDetents([]) }
        #expect(throws: CoreError.self) { try sheet.setDetents([.large, .large]) }
        #expect(throws: CoreError.self) { try sheet.setDetents([.custom(identifier: "bad") { _ in .nan }]) }
        #expect(throws: CoreError.self) { try sheet.setPreferredCornerRadius(-1) }
        _ = engine
    }

    @Test func animateChangesMovesToTheSelectedDetentInOneAnimation() throws {
        let (engine, card, sheet, delegate) = try presented([.medium, .large])
        try sheet.animateChanges {
            try sheet.setSelectedDetentIdentifier("large")
            try sheet.setPreferredCornerRadius(20)
        }
        #expect(try card.view.frame.minY == large && card.view.presentation.frame.minY == medium)
        try engine.clock.advance(SheetPresentationController.changeDuration)
        #expect(try card.view.presentation.frame.minY == large && card.view.cornerRadius == 20)
        #expect(delegate.calls == [])        // programmatic changes are not the user's
    }

    @Test func theLargestUndimmedDetentLeavesTheMediumUndimmed() throws {
        let (engine, _, sheet, _) = try presented([.medium, .large])
        try sheet.setLargestUndimmedDetentIdentifier("medium")
        #expect(sheet.dimmingView?.alpha == 0 && sheet.dimmingView?.isUserInteractionEnabled == false)
        try sheet.setSelectedDetentIdentifier("large")
        #expect(sheet.dimmingView?.alpha == 0.4)
        _ = engine
    }

    /// A sheet presented over a card the finger is still dragging: the drag goes on and the
    /// card settles (large, flicked up), and the sheet above pushes it back as docs/sheets.md
    /// says of a stack — scaled by (w − 32) / w, its top at the safe area's top (59), as it is
    /// when the card rests there first (SheetPresentationTests.aSheetOnASheetPushesTheFirstCardBack).
    /// The push-back used to be worked out once, from the card's frame in mid-drag, and kept
    /// when the card moved under it: the card ended with its top at −168, off the screen.
    @Test func aSheetPresentedOverADraggedCardPushesItBackWhereItSettles() throws {
        let (engine, card, sheet, _) = try presented([.medium, .large])
        _ = try engine.window.pan(from: Point(x: 196, y: 600), to: Point(x: 196, y: 300), duration: 0.5)
        try engine.clock.advance(0.2)
        let top = Recorder(engine, "top", Log())
        top.modalPresentationStyle = .pageSheet
        try card.present(top, animated: true)
        try engine.clock.advance(2)
        #expect(sheet.selectedDetentIdentifier == "large" && card.presentedViewController === top)
        let rest = Rect(0, large, W, H - large), s = (W - 32) / W
        expectClose(try card.view.frame, Rect(16, 59, W * s, rest.height * s))
        expectClose(try card.view.presentation.frame, Rect(16, 59, W * s, rest.height * s))
        try top.dismiss(animated: false)
        #expect(try card.view.frame == rest && card.view.transform == .identity)
    }
}
