import Testing
@testable import TransitCore

/// Page and form sheets: the card per profile and orientation, the dimming, the presenter
/// pushed back and restored, the stack of cards, and the life cycle (the presenter stays).
/// Expected numbers come from docs/sheets.md's rules: top = safe-area top + 10; medium = half
/// the screen; pushed back = sides in by 16, top at the safe-area top; radius 10; dimming 0.4.
@Suite struct SheetPresentationTests {
    /// iPhone 15: 393 × 852, safe area 59 top and 34 bottom in portrait.
    let W = 393.0, H = 852.0, top = 59.0 + 10

    func sheet(_ engine: Engine, _ name: String, _ log: Log, _ style: ModalPresentationStyle = .pageSheet) -> Recorder {
        let vc = Recorder(engine, name, log)
        vc.modalPresentationStyle = style
        return vc
    }

    /// The frame of a view of `rest` frame pushed back: scaled by (w − 32) / w about its
    /// center, its top moved to `safeTop`.
    func pushedBack(_ rest: Rect, safeTop: Double) -> Rect {
        let s = (rest.width - 32) / rest.width
        return Rect(rest.midX - rest.width * s / 2, safeTop, rest.width * s, rest.height * s)
    }

    @Test func aPageSheetIsACardBelowTheSafeAreaAndThePresenterStays() throws {
        let (engine, root, log) = try rootedEngine()
        let card = sheet(engine, "card", log)
        try root.present(card, animated: false)
        #expect(try card.view.frame == Rect(0, top, W, H - top))
        #expect(try card.view.cornerRadius == 10)
        // The presenter is not told it disappears: its view stays, under the dimming.
        #expect(log.entries == ["card.viewDidLoad", "card.viewWillAppear", "card.viewDidAppear"])
        #expect(engine.windowSubviewNames == ["root", "container(card)[dimming, card]"])
        let dimming = try #require(card.sheetPresentationController?.dimmingView)
        #expect(dimming.alpha == 0.4 && dimming.frame == Rect(0, 0, W, H))
        expectClose(try root.view.frame, pushedBack(Rect(0, 0, W, H), safeTop: 59))
        #expect(try root.view.cornerRadius == 10)
        #expect(engine.timeline.contains { $0.description.contains("present #1 card on root style=pageSheet") })

        log.entries.removeAll()
        try card.dismiss(animated: false)
        #expect(log.entries == ["card.viewWillDisappear", "card.viewDidDisappear"])
        #expect(try root.view.transform == .identity && root.view.cornerRadius == 0)
        #expect(try root.view.frame == Rect(0, 0, W, H) && card.view.cornerRadius == 0)
        #expect(engine.windowSubviewNames == ["root"])
    }

    /// UIKit maps `automatic` "to `formSheet` in iOS 18 and later": in compact width the same
    /// card as a page sheet.
    @Test func automaticResolvesToAFormSheetAndFullScreenStaysTheDefault() throws {
        let (engine, root, log) = try rootedEngine()
        let plain = Recorder(engine, "plain", log)
        #expect(plain.modalPresentationStyle == .fullScreen && plain.sheetPresentationController == nil)
        plain.modalPresentationStyle = .automatic
        #expect(plain.modalPresentationStyle.resolved == .formSheet)
        let sheetController = try #require(plain.sheetPresentationController)
        #expect(plain.sheetPresentationController === sheetController && plain.presentationController === sheetController)
        try root.present(plain, animated: false)
        #expect(try plain.view.frame == Rect(0, top, W, H - top))
        #expect(plain.presentationController === sheetController && sheetController.presentingViewController === root)
        #expect(engine.timeline.contains { $0.description.contains("style=formSheet") })
    }

    @Test func theSlideUpPushesThePresenterBackAlongside() throws {
        let (engine, root, log) = try rootedEngine()
        let card = sheet(engine, "card", log)
        try root.present(card, animated: true)
        try engine.clock.advance(0.25)
        let e = TimingCurve.easeInOut.value(at: 0.5)
        expectClose(try card.view.presentation.frame.minY, top + H * (1 - e), 1e-6)
        let dimming = try #require(card.sheetPresentationController?.dimmingView)
        expectClose(dimming.presentation.alpha, 0.4 * e, 1e-6)
        let s = 1 + ((W - 32) / W - 1) * e
        expectClose(try root.view.presentation.transform.a, s, 1e-6)
        try engine.clock.advance(0.25)
        expectClose(try root.view.frame, pushedBack(Rect(0, 0, W, H), safeTop: 59))
        try card.dismiss(animated: true)
        try engine.clock.advance(0.5)
        #expect(try root.view.presentation.transform == .identity && root.view.presentation.frame == Rect(0, 0, W, H))
        #expect(engine.windowSubviewNames == ["root"])
    }

    @Test func aSheetOnASheetPushesTheFirstCardBack() throws {
        let (engine, root, log) = try rootedEngine()
        let first = sheet(engine, "first", log), second = sheet(engine, "second", log)
        try root.present(first, animated: false)
        try first.present(second, animated: false)
        let firstRest = Rect(0, top, W, H - top)
        #expect(try second.view.frame == firstRest)
        expectClose(try first.view.frame, pushedBack(firstRest, safeTop: 59))
        expectClose(try root.view.frame, pushedBack(Rect(0, 0, W, H), safeTop: 59))
        #expect(try first.view.cornerRadius == 10)
        #expect(!log.entries.contains("first.viewWillDisappear") && !log.entries.contains("root.viewWillDisappear"))
        try second.dismiss(animated: false)
        #expect(try first.view.frame == firstRest && first.view.transform == .identity)
        expectClose(try root.view.frame, pushedBack(Rect(0, 0, W, H), safeTop: 59))
        try first.dismiss(animated: false)
        #expect(try root.view.frame == Rect(0, 0, W, H))
    }

    @Test func theGrabberHidesUnderAnotherSheet() throws {
        let (engine, root, log) = try rootedEngine()
        let first = sheet(engine, "first", log), second = sheet(engine, "second", log)
        try first.sheetPresentationController!.setPrefersGrabberVisible(true)
        try root.present(first, animated: false)
        let grabber = try #require(try first.view.find("grabber"))
        #expect(grabber.frame == Rect(W / 2 - 18, 5, 36, 5))
        try first.present(second, animated: false)
        #expect(try first.view.find("grabber") == nil)
        try second.dismiss(animated: false)
        #expect(try first.view.find("grabber") != nil)
    }

    @Test func dismissingTheStackFromTheRootTakesBothCards() throws {
        let (engine, root, log) = try rootedEngine()
        let first = sheet(engine, "first", log), second = sheet(engine, "second", log)
        try root.present(first, animated: false)
        try first.present(second, animated: false)
        try root.dismiss(animated: true)
        try engine.clock.advance(0.5)
        #expect(root.presentedViewController == nil && engine.windowSubviewNames == ["root"])
        #expect(try first.view.transform == .identity && first.view.cornerRadius == 0)
        #expect(try root.view.transform == .identity && root.view.cornerRadius == 0)
        #expect(second.sheetPresentationController?.dimmingView == nil && second.sheetPresentationController?.panRecognizer == nil)
    }

    @Test func theCardPerProfile() throws {
        // iPhone SE: safe-area top 20, no bottom inset.
        let (engine, root, log) = try rootedEngine()
        try engine.setScreen(.iPhoneSE)
        try root.view.setFrame(engine.window.bounds)
        let card = sheet(engine, "card", log)
        try root.present(card, animated: false)
        #expect(try card.view.frame == Rect(0, 30, 375, 637))
        expectClose(try root.view.frame, pushedBack(Rect(0, 0, 375, 667), safeTop: 20))
    }

    @Test func onIPadAPageSheetAndAFormSheetAreCenteredCards() throws {
        let (engine, root, log) = try rootedEngine()
        try engine.setScreen(.iPad)                       // 820 × 1180, safe area 24 top, 20 bottom
        try root.view.setFrame(engine.window.bounds)
        let page = sheet(engine, "page", log)
        try root.present(page, animated: false)
        // 704 wide, 24 + 10 from the top and as far from the bottom, centered.
        #expect(try page.view.frame == Rect((820 - 704) / 2, 34, 704, 1180 - 68))
        #expect(try root.view.transform == .identity)              // not pushed back in regular width
        #expect(page.sheetPresentationController?.dimmingView?.alpha == 0.4)
        try page.dismiss(animated: false)
        let form = sheet(engine, "form", log, .formSheet)
        try root.present(form, animated: false)
        #expect(try form.view.frame == Rect((820 - 540) / 2, (1180 - 620) / 2, 540, 620))
    }

    /// On an iPad, `automatic` is iOS 18's form sheet, and a form sheet takes the presented
    /// controller's `preferredContentSize` (a zero side keeps the default's); a page sheet
    /// keeps its size.
    @Test func onIPadAutomaticIsAFormSheetSizedByPreferredContentSize() throws {
        let (engine, root, log) = try rootedEngine()
        try engine.setScreen(.iPad)                       // 820 × 1180
        try root.view.setFrame(engine.window.bounds)
        let auto = sheet(engine, "auto", log, .automatic)
        try root.present(auto, animated: false)
        #expect(try auto.view.frame == Rect((820 - 540) / 2, (1180 - 620) / 2, 540, 620))
        try auto.dismiss(animated: false)
        let sized = sheet(engine, "sized", log, .formSheet)
        sized.preferredContentSize = Size(400, 300)
        try root.present(sized, animated: false)
        #expect(try sized.view.frame == Rect(210, 440, 400, 300))
        try sized.dismiss(animated: false)
        let tall = sheet(engine, "tall", log, .formSheet)
        tall.preferredContentSize = Size(0, 900)
        try root.present(tall, animated: false)
        #expect(try tall.view.frame == Rect(140, 140, 540, 900))
        try tall.dismiss(animated: false)
        let page = sheet(engine, "page", log)
        page.preferredContentSize = Size(400, 300)
        try root.present(page, animated: false)
        #expect(try page.view.frame == Rect((820 - 704) / 2, 34, 704, 1180 - 68))
    }

    @Test func inCompactHeightASheetCoversTheScreenUnlessEdgeAttached() throws {
        let (engine, root, log) = try rootedEngine()
        try engine.rotateInterface(to: .landscapeRight)
        try engine.clock.advance(1)
        let card = sheet(engine, "card", log)
        try root.present(card, animated: false)
        #expect(try card.view.frame == Rect(0, 0, H, W) && card.view.cornerRadius == 0)
        #expect(try root.view.transform == .identity)
        try card.dismiss(animated: false)
        let attached = sheet(engine, "attached", log)
        try attached.sheetPresentationController!.setPrefersEdgeAttachedInCompactHeight(true)
        try root.present(attached, animated: false)
        // As wide as the short side, centered, 10 below the (zero) top safe area.
        #expect(try attached.view.frame == Rect((H - W) / 2, 10, W, W - 10))
    }

    @Test func rotatingWhilePresentedLaysTheCardOutAgain() throws {
        let (engine, root, log) = try rootedEngine()
        let card = sheet(engine, "card", log)
        try root.present(card, animated: false)
        try engine.rotateInterface(to: .landscapeRight)
        try engine.clock.advance(1)
        #expect(try card.view.frame == Rect(0, 0, H, W))
        #expect(try root.view.transform == .identity && root.view.frame == Rect(0, 0, H, W))
        try engine.rotateInterface(to: .portrait)
        try engine.clock.advance(1)
        #expect(try card.view.frame == Rect(0, top, W, H - top))
        expectClose(try root.view.frame, pushedBack(Rect(0, 0, W, H), safeTop: 59))
    }

    /// A sheet under a sheet is pushed back too, and its view fills its container when the
    /// window turns: fitted before its push-back transform, as the root is. Fitted under it
    /// (the frame setter), its bounds grew by the push-back's inverse scale, and once the
    /// compact height took the push-back off, the card was (−37.8, 24.5, 927.5, 427.8).
    @Test func rotatingUnderAStackOfSheetsFitsTheLowerCard() throws {
        let (engine, root, log) = try rootedEngine()
        let message = sheet(engine, "message", log), reply = sheet(engine, "reply", log)
        try root.present(message, animated: false)
        try message.present(reply, animated: false)
        #expect(try message.view.transform != .identity)             // pushed back by the reply
        try engine.rotateInterface(to: .landscapeRight)
        try engine.clock.advance(1)
        #expect(try message.view.transform == .identity)
        #expect(try message.view.frame == Rect(0, 0, H, W) && reply.view.frame == Rect(0, 0, H, W))
        try engine.rotateInterface(to: .portrait)
        try engine.clock.advance(1)
        expectClose(try message.view.frame, pushedBack(Rect(0, top, W, H - top), safeTop: 59))
    }

    /// The same for a full-screen presenter under a sheet: its view fills its container.
    @Test func rotatingUnderASheetFitsAFullScreenPresenter() throws {
        let (engine, root, log) = try rootedEngine()
        let full = sheet(engine, "full", log, .fullScreen), card = sheet(engine, "card", log)
        try root.present(full, animated: false)
        try full.present(card, animated: false)
        #expect(try full.view.transform != .identity)
        try engine.rotateInterface(to: .landscapeRight)
        try engine.clock.advance(1)
        #expect(try full.view.transform == .identity && full.view.frame == Rect(0, 0, H, W))
    }
}
