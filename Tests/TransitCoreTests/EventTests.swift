import Testing
@testable import TransitCore

/// Hit testing on model geometry with UIKit's rules, and the tap and pan recognizers.
@Suite struct EventTests {
    func view(_ engine: Engine, _ name: String, _ frame: Rect, in parent: View) throws -> View {
        let v = try View(engine: engine, frame: frame)
        v.name = name
        try parent.addSubview(v)
        return v
    }

    @Test func hitTestingFindsTheDeepestFrontmostView() throws {
        let engine = Engine()
        let w = engine.window
        let back = try view(engine, "back", Rect(x: 0, y: 0, width: 200, height: 200), in: w)
        let child = try view(engine, "child", Rect(x: 10, y: 10, width: 50, height: 50), in: back)
        _ = try view(engine, "front", Rect(x: 100, y: 100, width: 100, height: 100), in: w)
        #expect(try w.hitTest(Point(x: 20, y: 20)) === child)
        #expect(try w.hitTest(Point(x: 150, y: 150))?.name == "front")
        #expect(try w.hitTest(Point(x: 80, y: 20)) === back)
        #expect(try w.hitTest(Point(x: 60, y: 20)) === back)              // the max edge is outside
        // a subview sticking out of its parent is not hit outside the parent
        let out = try view(engine, "out", Rect(x: 150, y: 0, width: 100, height: 50), in: back)
        #expect(try w.hitTest(Point(x: 220, y: 20)) === w)
        #expect(try w.hitTest(Point(x: 180, y: 20)) === out)
    }

    @Test func hitTestingGoesThroughTransformsAndScrolledBounds() throws {
        let engine = Engine()
        let w = engine.window
        let box = try view(engine, "box", Rect(x: 100, y: 100, width: 100, height: 100), in: w)
        try box.setTransform(.scale(2, 2))                   // now covers (50, 50)–(250, 250)
        let inner = try view(engine, "inner", Rect(x: 0, y: 0, width: 10, height: 10), in: box)
        #expect(try w.hitTest(Point(x: 60, y: 60)) === inner)     // (5, 5) in the box
        #expect(try w.hitTest(Point(x: 240, y: 240)) === box)
        try box.setBounds(Rect(x: 0, y: 50, width: 100, height: 100))   // scrolled down by 50
        #expect(try w.hitTest(Point(x: 60, y: 60)) === box)
        try inner.setFrame(Rect(x: 0, y: 50, width: 10, height: 10))
        #expect(try w.hitTest(Point(x: 60, y: 60)) === inner)
    }

    @Test func hiddenTransparentDisabledAndAnimatingViewsAreSkipped() throws {
        let engine = Engine()
        let w = engine.window
        let back = try view(engine, "back", Rect(x: 0, y: 0, width: 100, height: 100), in: w)
        let front = try view(engine, "front", Rect(x: 0, y: 0, width: 100, height: 100), in: w)
        let p = Point(x: 50, y: 50)
        #expect(try w.hitTest(p) === front)
        front.isHidden = true
        #expect(try w.hitTest(p) === back)
        front.isHidden = false
        try front.setAlpha(0.009)
        #expect(try w.hitTest(p) === back)
        try front.setAlpha(0.01)
        #expect(try w.hitTest(p) === front)
        front.isUserInteractionEnabled = false
        #expect(try w.hitTest(p) === back)
        front.isUserInteractionEnabled = true
        try engine.animate(duration: 1) { try front.setAlpha(1) }
        #expect(try w.hitTest(p) === back)                        // in flight
        try engine.animate(duration: 1, options: .allowUserInteraction) { try back.setAlpha(0.5) }
        #expect(try w.hitTest(p) === back)                        // in flight, but allowed
        try engine.clock.advance(1)
        #expect(try w.hitTest(p) === front)
    }

    @Test func aTapGoesToTheDeepestRecognizer() throws {
        let engine = Engine()
        let w = engine.window
        let back = try view(engine, "back", Rect(x: 0, y: 0, width: 200, height: 200), in: w)
        let child = try view(engine, "child", Rect(x: 10, y: 10, width: 50, height: 50), in: back)
        var log: [String] = []
        back.addGestureRecognizer(TapGestureRecognizer { g in
            log.append("back \(g.state) \(g.location(in: g.view))")
        })
        #expect(try w.tap(at: Point(x: 20, y: 30)) === child)              // the child has none: its parent's
        let tap = TapGestureRecognizer { g in log.append("child \(g.state) \(g.location(in: g.view))") }
        child.addGestureRecognizer(tap)
        try w.tap(at: Point(x: 20, y: 30))
        tap.isEnabled = false
        try w.tap(at: Point(x: 20, y: 30))
        #expect(log == ["back ended Point(20, 30)", "child ended Point(10, 20)", "back ended Point(20, 30)"])
        #expect(tap.state == .possible)
        #expect(try w.tap(at: Point(x: 300, y: 300)) === w)
    }

    /// A label and an image view ignore touches until told otherwise, as UIKit's: "This class
    /// changes the default value of this property to false" (`UILabel.isUserInteractionEnabled`,
    /// `UIImageView.isUserInteractionEnabled`). A tap on a caption goes to the card under it;
    /// before, the label took the hit.
    @Test func labelsAndImageViewsIgnoreTouchesByDefault() throws {
        let engine = Engine()
        let w = engine.window
        let card = try view(engine, "card", Rect(x: 0, y: 0, width: 200, height: 200), in: w)
        let caption = try Label(engine: engine, frame: Rect(x: 0, y: 0, width: 200, height: 20))
        let photo = try ImageView(engine: engine, frame: Rect(x: 0, y: 20, width: 200, height: 180))
        try card.addSubview(caption)
        try card.addSubview(photo)
        #expect(!caption.isUserInteractionEnabled && !photo.isUserInteractionEnabled)
        #expect(View(engine: engine).isUserInteractionEnabled)
        var log: [String] = []
        card.addGestureRecognizer(TapGestureRecognizer { g in log.append("card \(g.location(in: g.view))") })
        #expect(try w.tap(at: Point(x: 10, y: 10)) === card)
        #expect(try w.tap(at: Point(x: 10, y: 100)) === card)
        photo.isUserInteractionEnabled = true
        #expect(try w.hitTest(Point(x: 10, y: 100)) === photo)
        #expect(log == ["card Point(10, 10)", "card Point(10, 100)"])
    }

    /// The `gestureRecognizers` setter (View.setGestureRecognizers, one pass over each
    /// view's list) gives what removing each and adding the list's one by one gave: one
    /// listed twice where it is listed last, one of another view moved here, the meter's
    /// count the views' (scripts/tests/hostile/ccalls/gesture_recognizers_set_10k.lua).
    @Test func assigningTheRecognizersMovesThemAsAddingEachWould() throws {
        let engine = Engine()
        let a = try view(engine, "a", Rect(x: 0, y: 0, width: 10, height: 10), in: engine.window)
        let b = try view(engine, "b", Rect(x: 0, y: 0, width: 10, height: 10), in: engine.window)
        let g = (0..<4).map { _ in TapGestureRecognizer { _ in } }
        a.addGestureRecognizer(g[0])
        a.addGestureRecognizer(g[1])
        b.addGestureRecognizer(g[2])
        b.setGestureRecognizers([g[1], g[3], g[2], g[1]])
        #expect(b.gestureRecognizers.map { ObjectIdentifier($0) } == [g[3], g[2], g[1]].map { ObjectIdentifier($0) })
        #expect(a.gestureRecognizers.map { ObjectIdentifier($0) } == [ObjectIdentifier(g[0])])
        #expect(g[1].view === b && g[3].view === b && g[0].view === a && engine.contentMeter.recognizers == 4)
        b.setGestureRecognizers([])
        #expect(b.gestureRecognizers.isEmpty && g[1].view == nil && g[2].view == nil && engine.contentMeter.recognizers == 1)
    }

    @Test func aPanMovesOncePerFrameWithItsVelocity() throws {
        let engine = Engine()                                   // 60 fps
        let w = engine.window
        let pad = try view(engine, "pad", Rect(x: 0, y: 0, width: 300, height: 300), in: w)
        try pad.setTransform(.scale(2, 2))                      // translations in pad's coordinates halve
        var log: [(GestureRecognizer.State, Point, Point, Point)] = []
        let pan = PanGestureRecognizer { [unowned pad] g in     // pad keeps the recognizer
            let p = g as! PanGestureRecognizer
            log.append((p.state, p.translation(in: nil), p.translation(in: pad), p.velocity(in: nil)))
        }
        pad.addGestureRecognizer(pan)
        #expect(try w.pan(from: Point(x: 100, y: 100), to: Point(x: 160, y: 100), duration: 0.1) === pan)
        #expect(log.isEmpty)
        try engine.clock.advance(0.1)
        #expect(log.map(\.0) == [.began, .changed, .changed, .changed, .changed, .changed, .ended])
        #expect(abs(log.first!.1.x - 10) < 1e-3 && log.last!.1 == Point(x: 60, y: 0) && log.last!.2 == Point(x: 30, y: 0))
        #expect(log.allSatisfy { abs($0.3.x - 600) < 1e-6 && $0.3.y == 0 })
        #expect(pan.state == .possible)
        #expect(throws: CoreError.self) { try w.pan(from: .zero, to: .zero, duration: 0) }
        #expect(try w.pan(from: Point(x: 1000, y: 1000), to: .zero, duration: 1) == nil)
    }

    /// A finger moved step by step: down, 60 points down over 0.1 s, back up 40 over 0.1 s
    /// (the moves queue one after the other), lifted; the velocity turns with it.
    @Test func aTouchMovesStepByStep() throws {
        let engine = Engine()                                   // 60 fps
        let w = engine.window
        let pad = try view(engine, "pad", Rect(x: 0, y: 0, width: 300, height: 300), in: w)
        var log: [(GestureRecognizer.State, Double, Double, Int64)] = []
        let pan = PanGestureRecognizer { [unowned engine] g in  // the engine's window keeps it
            let p = g as! PanGestureRecognizer
            log.append((p.state, p.translation(in: nil).y, p.velocity(in: nil).y, engine.clock.now))
        }
        pad.addGestureRecognizer(pan)
        let touch = try #require(try w.touch(at: Point(x: 100, y: 100), origin: "s.lua:1"))
        #expect(touch.recognizer === pan && touch.isDown && touch.location == Point(x: 100, y: 100))
        try touch.move(to: Point(x: 100, y: 160), duration: 0.1)
        try touch.move(to: Point(x: 100, y: 120), duration: 0.1)
        try touch.lift(origin: "s.lua:4")
        #expect(!touch.isDown && log.isEmpty)
        try engine.clock.advance(0.2)
        #expect(log.map(\.0) == [.began] + Array(repeating: .changed, count: 11) + [.ended])
        #expect(log[5].1 == 60 && log[5].3 == 100_000)          // the first move's end
        #expect(abs(log[5].2 - 600) < 1e-6 && abs(log[6].2 + 400) < 1e-6)
        #expect(log.last!.1 == 20 && abs(log.last!.2 + 400) < 1e-6 && log.last!.3 == 200_000)
        #expect(pan.state == .possible && pan.touch == nil)
        #expect(coreError { try touch.move(to: .zero, duration: 0.1) }?.message == "move: the touch was lifted at s.lua:4")
        #expect(coreError { try touch.lift() }?.message == "lift: the touch was lifted at s.lua:4")
    }

    @Test func aTouchJumpsWithoutDurationAndNeverBeginsWithoutAMove() throws {
        let engine = Engine()
        let w = engine.window
        let pad = try view(engine, "pad", Rect(x: 0, y: 0, width: 300, height: 300), in: w)
        var states: [GestureRecognizer.State] = []
        pad.addGestureRecognizer(PanGestureRecognizer { states.append($0.state) })
        let still = try #require(try w.touch(at: Point(x: 10, y: 10), origin: "s.lua:1"))
        // one finger per recognizer
        #expect(coreError { _ = try w.touch(at: Point(x: 20, y: 20)) }?.message ==
                "touch: a finger is already down on PanGestureRecognizer of pad (since s.lua:1); lift it first")
        try still.lift()
        try engine.clock.advance(0.1)
        #expect(states.isEmpty)                                 // lifted without moving: no gesture
        let jump = try #require(try w.touch(at: Point(x: 10, y: 10)))
        try jump.move(to: Point(x: 50, y: 10), duration: 0)
        try engine.clock.advance(0)
        #expect(states == [.began] && jump.location == Point(x: 50, y: 10))
        #expect(coreError { try jump.move(to: .zero, duration: -1) }?.kind == .invalidNumber)
        #expect(try w.touch(at: Point(x: 1000, y: 1000)) == nil)
    }
}
