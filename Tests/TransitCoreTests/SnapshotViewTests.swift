import Testing
@testable import TransitCore

/// `snapshotView()`: a frozen copy of what a subtree shows at that moment.
@Suite struct SnapshotViewTests {
    @Test func theSnapshotCopiesWhatIsOnScreenAndNeverFollows() throws {
        let engine = Engine()
        let card = try View(engine: engine, frame: Rect(20, 150, 100, 80))
        card.name = "card"
        try card.setBackgroundColor(.blue)
        try card.setTransform(.rotation(0.5))
        let photo = ImageView(engine: engine)
        photo.imageName = "cat"
        photo.name = "photo"
        try photo.setFrame(Rect(10, 10, 50, 40))
        let title = Label(engine: engine)
        title.text = "①"
        title.isHidden = true
        try card.addSubview(photo)
        try card.addSubview(title)
        try engine.window.addSubview(card)
        try engine.animate(duration: 1) { try photo.setAlpha(0) }
        try engine.clock.advance(0.5)

        let snapshot = card.snapshotView()
        #expect(snapshot.name == "snapshot(card)" && snapshot.superview == nil)
        #expect(snapshot.frame == Rect(0, 0, 100, 80) && snapshot.transform == .identity)
        #expect(snapshot.backgroundColor == .blue && !snapshot.isAnimating)
        let copies = snapshot.subviews
        let photoCopy = try #require(copies.first as? ImageView), titleCopy = try #require(copies.last as? Label)
        #expect(photoCopy !== photo && photoCopy.name == "photo" && photoCopy.imageName == "cat")
        #expect(photoCopy.frame == Rect(10, 10, 50, 40) && photoCopy.alpha == 0.5)   // in flight
        #expect(titleCopy.text == "①" && titleCopy.isHidden)
        // the source moves on; the snapshot does not
        try engine.clock.advance(0.5)
        try photo.setFrame(Rect(0, 0, 1, 1))
        photo.imageName = "dog"
        #expect(photoCopy.alpha == 0.5 && photoCopy.frame == Rect(10, 10, 50, 40) && photoCopy.imageName == "cat")
    }

    @Test func makingASnapshotInsideAnAnimationBlockAnimatesNothing() throws {
        let engine = Engine()
        let view = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        var snapshot: View?
        try engine.animate(duration: 1) { snapshot = view.snapshotView() }
        #expect(snapshot?.isAnimating == false && engine.runningAnimationCount == 0)
    }

    /// A label's snapshot is a label copy, but the snapshot takes touches as the `UIView`
    /// UIKit's `snapshotView(afterScreenUpdates:)` returns does (a `UIView`'s default is true;
    /// only `UILabel` and `UIImageView` change it): once labels ignored touches, a tap on a
    /// label's snapshot went to the window under it and its recognizer never fired.
    @Test func aLabelsSnapshotTakesTouches() throws {
        let engine = Engine()
        let title = try Label(engine: engine, frame: Rect(0, 0, 100, 40))
        try engine.window.addSubview(title)
        let snapshot = title.snapshotView()
        try snapshot.setFrame(Rect(0, 100, 100, 40))
        try engine.window.addSubview(snapshot)
        var taps = 0
        snapshot.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        #expect(try engine.window.tap(at: Point(x: 50, y: 120)) === snapshot)
        #expect(taps == 1 && snapshot is Label && !title.isUserInteractionEnabled)
    }
}
