import Testing
@testable import TransitCore

/// Views that override `hitTest(_:with:)` and `point(inside:with:)` (``Engine/hitTestHook``,
/// ``Engine/pointInsideHook``), against Apple's UIView.hitTest(_:with:) documentation: "calls
/// the point(inside:with:) method of each subview", front to back; "ignores view objects that
/// are hidden, that have disabled user interactions, or have an alpha level less than 0.01";
/// "Points that lie outside the receiver's bounds are never reported as hits, even if they
/// actually lie within one of the receiver's subviews".
@Suite struct HitTestOverrideTests {
    func view(_ engine: Engine, _ name: String, _ frame: Rect, in parent: View) throws -> View {
        let v = try View(engine: engine, frame: frame)
        v.name = name
        try parent.addSubview(v)
        return v
    }

    /// Every view asks the hook, which records the question and answers as UIKit would.
    @Test func pointInsideIsAskedFrontToBackSkippingViewsThatTakeNoTouches() throws {
        let engine = Engine()
        var asked: [String] = []
        engine.pointInsideHook = { v, p in asked.append(v.name ?? "?"); return v.defaultPointInside(p) }
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        for name in ["a", "hidden", "faint", "inert", "b", "c"] {
            let v = try view(engine, name, frame, in: engine.window)
            v.hitTestingOverrides = .pointInside
            v.isHidden = name == "hidden"
            try v.setAlpha(name == "faint" ? 0.009 : 1)
            v.isUserInteractionEnabled = name != "inert"
        }
        // (150, 150): in none of them, so each receiving view is asked, the front-most first
        #expect(try engine.window.hitTest(Point(150, 150)) === engine.window)
        #expect(asked == ["c", "b", "a"])
        asked = []
        #expect(try engine.window.hitTest(Point(50, 50))?.name == "c")     // the first yes wins
        #expect(asked == ["c"])
    }

    /// A half-modal's pass-through view: `let v = super.hitTest(p, with: e); return v == self
    /// ? nil : v` — a tap on the overlay itself reaches the presenter below, one on its button
    /// stays on the button.
    @Test func aPassThroughOverlayLetsATapReachTheViewBelow() throws {
        let engine = Engine()
        let below = try view(engine, "below", Rect(x: 0, y: 0, width: 300, height: 300), in: engine.window)
        let overlay = try view(engine, "overlay", Rect(x: 0, y: 0, width: 300, height: 300), in: engine.window)
        let button = try view(engine, "button", Rect(x: 10, y: 10, width: 40, height: 40), in: overlay)
        var log: [String] = []
        below.addGestureRecognizer(TapGestureRecognizer { _ in log.append("below") })
        overlay.addGestureRecognizer(TapGestureRecognizer { _ in log.append("overlay") })
        button.addGestureRecognizer(TapGestureRecognizer { _ in log.append("button") })
        #expect(try engine.window.tap(at: Point(200, 200)) === overlay)   // no override yet
        overlay.hitTestingOverrides = .hitTest
        engine.hitTestHook = { v, p in
            let hit = try v.defaultHitTest(p)
            return hit === v ? nil : hit
        }
        #expect(try engine.window.tap(at: Point(200, 200)) === below)
        #expect(try engine.window.tap(at: Point(20, 20)) === button)
        #expect(log == ["overlay", "below", "button"])
    }

    /// A button enlarging its touch area by 20 points a side, inside its superview's bounds
    /// only.
    @Test func anEnlargedTouchAreaStopsAtTheSuperviewsBounds() throws {
        let engine = Engine()
        let bar = try view(engine, "bar", Rect(x: 100, y: 100, width: 200, height: 100), in: engine.window)
        let button = try view(engine, "button", Rect(x: 10, y: 30, width: 40, height: 40), in: bar)
        engine.pointInsideHook = { v, p in v.bounds.insetBy(dx: -20, dy: -20).contains(p) }
        #expect(try engine.window.hitTest(Point(x: 105, y: 115)) === bar)
        button.hitTestingOverrides = .pointInside
        #expect(try engine.window.hitTest(Point(x: 105, y: 115)) === button)   // (-5, -15) from its origin
        #expect(try engine.window.hitTest(Point(x: 95, y: 115)) === engine.window)   // outside the bar
        #expect(try button.point(inside: Point(-19, 0)))
        #expect(button.defaultPointInside(Point(-19, 0)) == false)
    }

    /// An override that throws: the tap throws it, no action runs, and the next tap (the
    /// override gone) is a plain one. A tap asks each override once.
    @Test func aThrowingOverrideFailsTheTapBeforeAnyAction() throws {
        let engine = Engine()
        let card = try view(engine, "card", Rect(x: 0, y: 0, width: 100, height: 100), in: engine.window)
        var taps = 0, asked = 0
        card.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        card.hitTestingOverrides = .hitTest
        struct Boom: Error {}
        engine.hitTestHook = { v, p in
            asked += 1
            if asked == 2 { throw Boom() }
            return try v.defaultHitTest(p)
        }
        #expect(try engine.window.tap(at: Point(50, 50)) === card)
        #expect(asked == 1 && taps == 1)
        #expect(throws: Boom.self) { try engine.window.tap(at: Point(50, 50)) }
        #expect(taps == 1)
        #expect(card.gestureRecognizers.first?.state == .possible)
        card.hitTestingOverrides = []
        #expect(try engine.window.tap(at: Point(50, 50)) === card)
        #expect(asked == 2 && taps == 2)
    }
}
