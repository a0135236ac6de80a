import Testing
@testable import TransitCore

/// Touches around a sheet: with `largestUndimmedDetentIdentifier = "medium"`, at the medium
/// detent a tap above the card reaches the presenter (Apple: "the undimmed area around the
/// sheet responds to user interaction"); at the large detent the dimming view takes it and
/// nothing happens — a page sheet is not dismissed by a tap outside. iPhone 15: medium top
/// 426, large top 69.
@Suite struct SheetTouchTests {
    /// The root's view with a tap recognizer counting taps, and a page sheet over it.
    func presented(undimmed: String?) throws -> (Engine, Recorder, Recorder, SheetPresentationController, Counter) {
        let (engine, root, log) = try rootedEngine()
        let taps = Counter()
        try root.view.addGestureRecognizer(TapGestureRecognizer { _ in taps.count += 1 })
        let card = Recorder(engine, "card", log)
        card.modalPresentationStyle = .pageSheet
        let sheet = try #require(card.sheetPresentationController)
        try sheet.setDetents([.medium, .large])
        try sheet.setLargestUndimmedDetentIdentifier(undimmed)
        try root.present(card, animated: false)
        try engine.clock.advance(0)
        return (engine, root, card, sheet, taps)
    }

    final class Counter { var count = 0 }

    @Test func atAnUndimmedDetentATapAboveTheCardReachesThePresenter() throws {
        let (engine, root, card, _, taps) = try presented(undimmed: "medium")
        #expect(try card.view.frame.minY == 426)
        #expect(try engine.window.tap(at: Point(196, 200)) === root.view)
        #expect(taps.count == 1)
        // the card itself still takes touches on it
        let cardView = try card.view
        #expect(try engine.window.hitTest(Point(196, 600)) === cardView)
        #expect(card.presentationState == .presented)
    }

    @Test func atADimmedDetentATapOutsideDoesNothing() throws {
        let (engine, root, card, sheet, taps) = try presented(undimmed: "medium")
        try sheet.setSelectedDetentIdentifier("large")
        #expect(try card.view.frame.minY == 69)
        let hit = try engine.window.tap(at: Point(196, 30))
        #expect(try hit === sheet.dimmingView && hit !== root.view)
        #expect(taps.count == 0)
        try engine.clock.advance(1)
        #expect(card.presentationState == .presented)            // not dismissed
        // back at medium, taps go through again
        try sheet.setSelectedDetentIdentifier("medium")
        #expect(try engine.window.tap(at: Point(196, 200)) === root.view && taps.count == 1)
    }

    /// Apple, `isModalInPresentation`: "UIKit ignores events outside the view controller's
    /// bounds" — the undimmed area lets no touch through while it is set (the container takes
    /// it and nothing happens), and does again once it is cleared.
    @Test func isModalInPresentationLetsNoTouchThroughTheUndimmedArea() throws {
        let (engine, root, card, sheet, taps) = try presented(undimmed: "medium")
        card.isModalInPresentation = true
        let hit = try engine.window.tap(at: Point(196, 200))
        let rootView = try root.view
        #expect(hit === sheet.containerView && hit !== rootView)
        #expect(taps.count == 0)
        try engine.clock.advance(1)
        #expect(card.presentationState == .presented)
        card.isModalInPresentation = false
        #expect(try engine.window.tap(at: Point(196, 200)) === root.view && taps.count == 1)
    }

    /// Without an undimmed detent (the default, nil) the dimming covers the presenter at
    /// every detent, medium included.
    @Test func byDefaultEveryDetentIsDimmed() throws {
        let (engine, _, _, sheet, taps) = try presented(undimmed: nil)
        #expect(try engine.window.tap(at: Point(196, 200)) === sheet.dimmingView)
        #expect(taps.count == 0)
    }

    /// A pass-through view hit by nothing of its own lets the walk resume behind it, at any
    /// depth; a point on one of its subviews stays there.
    @Test func aPassThroughViewResumesTheWalkBehindIt() throws {
        let engine = Engine()
        let back = try View(engine: engine, frame: Rect(0, 0, 100, 100))
        let cover = try View(engine: engine, frame: Rect(0, 0, 100, 100))
        let inner = try View(engine: engine, frame: Rect(10, 10, 80, 80))
        let chip = try View(engine: engine, frame: Rect(0, 0, 20, 20))
        try engine.window.addSubview(back)
        try engine.window.addSubview(cover)
        try cover.addSubview(inner)
        try inner.addSubview(chip)
        cover.passesTouchesThrough = true
        inner.passesTouchesThrough = true
        #expect(try engine.window.hitTest(Point(15, 15)) === chip)
        #expect(try engine.window.hitTest(Point(50, 50)) === back)   // through inner and cover
        #expect(try engine.window.hitTest(Point(5, 5)) === back)     // through cover
        #expect(try engine.window.hitTest(Point(150, 150)) === engine.window)
        #expect(try cover.hitTest(Point(50, 50)) == nil)             // itself: nothing to resume
    }
}
