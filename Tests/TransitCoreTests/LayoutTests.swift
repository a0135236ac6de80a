import Testing
@testable import TransitCore

@Suite struct LayoutTests {
    let engine = Engine()

    /// UIKit's arithmetic: the change is shared by the flexible parts in proportion to them.
    @Test func autoresizingSharesTheChangeProportionally() {
        let f = Rect(20, 100, 60, 200)
        let old = Size(100, 400), new = Size(200, 300)
        #expect(AutoresizingMask([]).resize(f, from: old, to: new) == f)
        #expect(AutoresizingMask.flexibleWidth.resize(f, from: old, to: new) == Rect(20, 100, 160, 200))
        #expect(AutoresizingMask.flexibleLeftMargin.resize(f, from: old, to: new) == Rect(120, 100, 60, 200))
        // margins 20 and 20 share +100 evenly; top 100 / height 200 / bottom 100 share −100 1:2:1
        #expect(AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]).resize(f, from: old, to: new) == Rect(70, 100, 60, 200))
        #expect(AutoresizingMask([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]).resize(f, from: old, to: new)
                == Rect(20, 75, 60, 150))
        // all flexible parts zero: split evenly
        #expect(AutoresizingMask([.flexibleLeftMargin, .flexibleWidth]).resize(Rect(0, 0, 0, 0), from: old, to: new)
                == Rect(50, 0, 50, 0))
    }

    @Test func superviewResizeAppliesMasksAndPins() throws {
        let parent = try View(engine: engine, frame: Rect(0, 0, 100, 100))
        let masked = try View(engine: engine, frame: Rect(10, 10, 80, 20))
        masked.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let pinned = View(engine: engine)
        try parent.addSubview(masked)
        try parent.addSubviewFill(pinned, insets: EdgeInsets(5, 6, 7, 8))
        #expect(pinned.frame == Rect(6, 5, 86, 88))
        try parent.setFrame(Rect(0, 0, 300, 50))
        #expect(masked.frame == Rect(10, -40, 280, 20))
        #expect(pinned.frame == Rect(6, 5, 286, 38))
        #expect(parent.needsLayout)
    }

    /// Pins and masks lay out the frame before the transform, as Auto Layout does ("Auto layout
    /// calculates a view's alignment rectangle based on its untransformed frame", UIView.transform).
    /// Through the frame setter a pinned view scaled by 2 got bounds 43 × 44 for a 86 × 88
    /// pin, and one turned 45° with a flexible left margin doubled its bounds at each resize.
    @Test func pinsAndMasksLayOutTheUntransformedFrame() throws {
        let parent = try View(engine: engine, frame: Rect(0, 0, 100, 100))
        let pinned = View(engine: engine)
        try pinned.setTransform(.scale(2, 2))
        try parent.addSubviewFill(pinned, insets: EdgeInsets(5, 6, 7, 8))
        #expect(pinned.bounds.size == Size(86, 88) && pinned.center == Point(49, 49))
        let turned = try View(engine: engine, frame: Rect(10, 10, 50, 50))
        turned.autoresizingMask = .flexibleLeftMargin
        try turned.setTransform(.rotation(.pi / 4))
        try parent.addSubview(turned)
        try parent.setFrame(Rect(0, 0, 120, 100))
        try parent.setFrame(Rect(0, 0, 140, 100))
        #expect(turned.bounds.size == Size(50, 50) && turned.center == Point(75, 35))
        #expect(pinned.bounds.size == Size(126, 88))
    }

    @Test func pinnedViewsFollowARotation() throws {
        let root = ViewController(engine: engine)
        try engine.window.setRootViewController(root)
        let bar = try View(engine: engine, frame: Rect(0, 0, 0, 44))
        try root.view.addSubview(bar)
        try bar.pin([.left, .right, .bottom], insets: EdgeInsets(0, 10, 20, 10))
        #expect(bar.frame == Rect(10, 852 - 64, 373, 44))
        try engine.setDeviceOrientation(.landscapeRight)
        #expect(bar.frame == Rect(10, 393 - 64, 832, 44))
        try engine.clock.advance(0.2)
        #expect(bar.presentation.frame.width > 373 && bar.presentation.frame.width < 832)
    }

    /// Four anchor constraints activated one by one (`dimmingView.topAnchor.constraint(equalTo:
    /// container.topAnchor).isActive = true`, then bottom, leading, trailing) all hold: an
    /// activated constraint adds to the active ones. So a second pin in the same superview
    /// adds its edges; a re-pinned edge takes the new inset (leslieAppl/AdaptivePresentation0618).
    @Test func successivePinsAddTheirEdges() throws {
        let root = ViewController(engine: engine)
        try engine.window.setRootViewController(root)
        let dimming = View(engine: engine)
        try root.view.addSubview(dimming)
        try dimming.pin(.top)
        try dimming.pin(.bottom)
        try dimming.pin(.left)
        try dimming.pin(.right)
        #expect(dimming.frame == Rect(0, 0, 393, 852))
        #expect(dimming.pin == Pin(edges: .all))
        try engine.setDeviceOrientation(.landscapeRight)
        #expect(dimming.frame == Rect(0, 0, 852, 393))
        try dimming.pin(.left, insets: EdgeInsets(0, 12, 0, 0))
        #expect(dimming.frame == Rect(12, 0, 840, 393))
        #expect(dimming.pin == Pin(edges: .all, insets: EdgeInsets(0, 12, 0, 0)))
    }

    @Test func pinningOutsideTheSuperviewIsAnError() throws {
        let a = View(engine: engine), b = View(engine: engine)
        #expect(throws: CoreError.self) { try a.pin() }
        try engine.window.addSubview(a)
        let error = #expect(throws: CoreError.self) { try a.pin(to: b) }
        #expect(error?.message == "pin: View#\(b.objectID) is not the superview of View#\(a.objectID) (a view pins to its superview's edges)")
    }

    @Test func layoutIfNeededRunsHooksTopDownAndFinishesAfterAnError() throws {
        struct Boom: Error {}
        let parent = View(engine: engine), child = View(engine: engine)
        try parent.addSubview(child)
        var log: [String] = []
        engine.layoutHook = { v in
            log.append(v === parent ? "parent" : "child")
            if v === parent { throw Boom() }
        }
        parent.setNeedsLayout(); child.setNeedsLayout()
        #expect(throws: Boom.self) { try parent.layoutIfNeeded() }
        #expect(log == ["parent", "child"])
        try parent.layoutIfNeeded()
        #expect(log.count == 2)
    }

    /// A superview whose subviews were added or removed lays out again, as Core Animation marks
    /// it (`CALayer.setNeedsLayout`: "The system typically calls this method automatically when
    /// the layer's bounds change or when sublayers are added or removed"); the old superview of
    /// a view that moves too. Before, only a size change marked a view, so a `layoutSubviews`
    /// that places its subviews missed one added after the first pass.
    @Test func addingOrRemovingASubviewNeedsLayoutOfTheSuperviews() throws {
        let a = try View(engine: engine, frame: Rect(0, 0, 100, 100))
        let b = try View(engine: engine, frame: Rect(0, 0, 100, 100))
        let child = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let sibling = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        func laidOut() throws { for v in [a, b, child, sibling] { try v.layoutIfNeeded() } }
        try laidOut()
        #expect(!a.needsLayout && !b.needsLayout)
        try a.addSubview(child)
        #expect(a.needsLayout && !b.needsLayout)
        try laidOut()
        try b.addSubview(child)                      // moves: both superviews lay out
        #expect(a.needsLayout && b.needsLayout)
        try laidOut()
        try b.insertSubview(sibling, at: 0)
        #expect(b.needsLayout)
        try laidOut()
        child.removeFromSuperview()
        #expect(b.needsLayout && !a.needsLayout && !child.needsLayout)
        try laidOut()
        try b.insertSubview(child, aboveSubview: sibling)
        #expect(b.needsLayout)
        try laidOut()
        child.removeFromSuperview()
        child.removeFromSuperview()                  // no superview: nothing to mark
        try laidOut()
        #expect(!b.needsLayout)
    }

    /// A pinned view keeps its place on screen when its superview's bounds origin moves, as
    /// Auto Layout's: pinning to the left edge is "pinning it to the minimum x-value of the
    /// superview's bounds. Changing the bounds origin of the superview does not change the
    /// position of the view" (Apple, TN2154). In a scroll view the edges "mean the edges of its
    /// content view" (the same note): a view pinned in a collection view scrolls with it.
    /// Before, an origin change left the pinned frame as it was (the view moved on screen)
    /// until the next size change put it back.
    @Test func aPinnedViewStaysPutWhenItsSuperviewsBoundsOriginMoves() throws {
        let parent = try View(engine: engine, frame: Rect(0, 0, 200, 200))
        let pinned = View(engine: engine), masked = try View(engine: engine, frame: Rect(10, 10, 20, 20))
        masked.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        try parent.addSubview(masked)
        try parent.addSubviewFill(pinned, insets: EdgeInsets(5, 6, 7, 8))
        try parent.layoutIfNeeded()
        try parent.setBounds(Rect(10, 50, 200, 200))
        #expect(pinned.frame == Rect(16, 55, 186, 188))
        #expect(masked.frame == Rect(10, 10, 20, 20))          // a mask follows sizes only
        #expect(!parent.needsLayout)                           // nor does layout (a size change)
        let grid = CollectionView(engine: engine)
        try grid.setFrame(Rect(0, 0, 100, 100))
        let inGrid = View(engine: engine)
        try grid.addSubviewFill(inGrid)
        try grid.setContentOffset(Point(0, 30))
        #expect(inGrid.frame == Rect(0, 0, 100, 100))
    }
}
