import Testing
@testable import TransitCore

/// The pinch recognizer and its two-finger driver (docs/events.md, "Pinch"): scale, velocity
/// and midpoint at each frame worked out from the clock's ticks (frame k of 60 fps at
/// ⌊k · 1_000_000 / 60⌋ µs), the state sequence, `setScale`, refusal and the errors.
@Suite struct PinchGestureRecognizerTests {
    typealias Sample = (state: GestureRecognizer.State, scale: Double, velocity: Double, location: Point)

    /// A window-sized view at (0, 0) with a pinch recognizer recording every call, and a
    /// "photo" at (50, 100) that has one too.
    final class Scene {
        let engine = Engine()
        var log: [Sample] = []
        var photoLog: [Sample] = []
        var photo: View!
        var recognizer: PinchGestureRecognizer!

        init() throws {
            let back = try View(engine: engine, frame: Rect(0, 0, 393, 852))
            back.name = "back"
            try engine.window.addSubview(back)
            recognizer = PinchGestureRecognizer { [unowned self] g in
                let p = g as! PinchGestureRecognizer
                log.append((p.state, p.scale, p.velocity, p.location(in: nil)))
            }
            back.addGestureRecognizer(recognizer)
            photo = try View(engine: engine, frame: Rect(50, 100, 200, 200))
            try back.addSubview(photo)
            photo.addGestureRecognizer(PinchGestureRecognizer { [unowned self] g in
                let p = g as! PinchGestureRecognizer
                photoLog.append((p.state, p.scale, p.velocity, p.location(in: g.view)))
            })
        }
    }

    @Test func aPinchReportsItsScaleVelocityAndMidpointAtEveryFrame() throws {
        let s = try Scene()
        let r = try s.engine.window.pinch(center: Point(x: 196, y: 600), toScale: 0.5, duration: 0.3)
        #expect(r === s.recognizer)
        #expect(s.log.isEmpty)                                   // the samples run as the clock advances
        try s.engine.clock.advance(0.3)
        // frames 1…17 (frame 18 is 0.3 s itself), the end, then the lift
        #expect(s.log.map(\.state) == [.began] + Array(repeating: .changed, count: 17) + [.ended])
        // frame 1 at 16666 µs of 300000: 200 → 100 points apart linearly
        expectClose(s.log[0].scale, 1 - 0.5 * 16_666 / 300_000, 1e-12)
        expectClose(s.log[0].velocity, -0.5 / 0.3, 1e-9)         // −5/3 per second, from the finger-down
        expectClose(s.log[9].scale, 1 - 0.5 * 166_666 / 300_000, 1e-12)   // frame 10
        expectClose(s.log[17].scale, 0.5, 1e-12)
        expectClose(s.log[18].velocity, -0.5 / 0.3, 1e-6)        // the last frame's, at the lift
        #expect(s.log.allSatisfy { $0.location == Point(x: 196, y: 600) })
        #expect(s.recognizer.state == .possible && s.photoLog.isEmpty)
    }

    @Test func theScaleCountsFromWhereTheFingersWentDown() throws {
        let s = try Scene()
        try s.engine.window.pinch(center: Point(x: 196, y: 600), fromScale: 2, toScale: 1, duration: 0.1)
        try s.engine.clock.advance(0.1)
        expectClose(s.log.last!.scale, 0.5, 1e-12)               // 400 → 200 points apart
        expectClose(s.log.last!.velocity, -200.0 / 400 / 0.1, 1e-6)
    }

    @Test func theMidpointIsHitTestedAndMovesWithTheFingers() throws {
        let s = try Scene()
        let pinch = try #require(try s.engine.window.beginPinch(at: Point(x: 100, y: 150)))
        #expect(pinch.recognizer !== s.recognizer)               // the photo's, under the midpoint
        try pinch.move(to: Point(x: 130, y: 150), scale: 1.5, duration: 0.1)
        try pinch.move(to: Point(x: 130, y: 150), scale: 1.5, duration: 0.05)   // held still
        try pinch.lift()
        try s.engine.clock.advance(0.1)
        let end = try #require(s.photoLog.last)
        #expect(end.location == Point(x: 80, y: 50))             // (130, 150) in the photo
        expectClose(end.scale, 1.5, 1e-12)
        expectClose(end.velocity, 0.5 / 0.1, 1e-6)
        expectClose(pinch.recognizer.windowVelocity, Point(x: 300, y: 0), 1e-6)
        try s.engine.clock.advance(0.05)
        #expect(s.photoLog.last!.state == .ended && s.photoLog.last!.velocity == 0)
        #expect(s.log.isEmpty)
    }

    @Test func settingTheScaleRebasesItAndResetsTheVelocity() throws {
        let engine = Engine()
        let view = try View(engine: engine, frame: Rect(0, 0, 393, 852))
        try engine.window.addSubview(view)
        var seen: [(Double, Double)] = []
        view.addGestureRecognizer(PinchGestureRecognizer { g in
            let p = g as! PinchGestureRecognizer
            seen.append((p.scale, p.velocity))
            try p.setScale(1)                                    // UIKit's incremental pattern
            #expect(p.scale == 1 && p.velocity == 0)
        })
        try engine.window.pinch(center: Point(x: 196, y: 400), toScale: 2, duration: 0.2)
        try engine.clock.advance(0.2)
        // frame 1: 200 → 216.666 points apart; frame 2: 233.332, now over 216.666
        let d1 = 200 + 200 * 16_666 / 200_000.0, d2 = 200 + 200 * 33_333 / 200_000.0
        expectClose(seen[1].0, d2 / d1, 1e-12)
        expectClose(seen[1].1, (d2 - d1) / d1 / 0.016667, 1e-9)
        let error = try #require(throws: CoreError.self) { try PinchGestureRecognizer { _ in }.setScale(0) }
        #expect(error.message == "a pinch's scale must be a positive finite number (got 0)")
    }

    final class Refuser: GestureRecognizerDelegate {
        var asked = 0
        func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) throws -> Bool {
            asked += 1
            return false
        }
    }

    @Test func aRefusedPinchFailsUntilTheFingersLift() throws {
        let s = try Scene()
        let refuser = Refuser()
        s.recognizer.delegate = refuser
        try s.engine.window.pinch(center: Point(x: 196, y: 600), toScale: 0.5, duration: 0.1)
        try s.engine.clock.advance(0.05)
        #expect(s.recognizer.state == .failed && refuser.asked == 1)
        try s.engine.clock.advance(0.05)
        #expect(s.recognizer.state == .possible && s.log.isEmpty)
    }

    @Test func badPinchesAreErrors() throws {
        let s = try Scene()
        let w = s.engine.window
        func message(_ body: () throws -> Void) -> String? {
            do { try body(); return nil } catch let e as CoreError { return e.message } catch { return "\(error)" }
        }
        #expect(message { try w.pinch(center: Point(x: 1, y: 1), toScale: 0.5, duration: 0) }
                == "pinch duration must be greater than 0 (got 0)")
        #expect(message { try w.pinch(center: Point(x: 1, y: 1), toScale: -1, duration: 0.3) }
                == "pinch toScale must be a positive finite number (got -1)")
        #expect(message { try w.pinch(center: Point(x: 1, y: 1), fromScale: .nan, toScale: 1, duration: 0.3) }
                == "pinch fromScale must be a positive finite number (got nan)")
        #expect(message { try w.pinch(center: Point(x: 1, y: 1), toScale: 2000, duration: 0.3) }
                == "pinch toScale must be between 0.001 and 1000 (got 2000)")     // 400,000 points apart
        #expect(message { try w.pinch(center: Point(x: .infinity, y: 1), toScale: 1, duration: 0.3) }?
                .hasPrefix("pinch center must have finite numbers") == true)
        try w.pinch(center: Point(x: 196, y: 600), toScale: 0.5, duration: 0.3, origin: "a.lua:3")
        #expect(message { try w.pinch(center: Point(x: 196, y: 600), toScale: 0.5, duration: 0.3) }
                == "pinch: two fingers are already down on PinchGestureRecognizer of back (since a.lua:3); lift them first")
        try s.engine.clock.advance(0.3)
        let pinch = try #require(try w.beginPinch(at: Point(x: 196, y: 600)))
        try pinch.lift(origin: "a.lua:9")
        #expect(message { try pinch.move(to: Point(x: 0, y: 0), scale: 1, duration: 0) } == "move: the pinch was lifted at a.lua:9")
        s.engine.window.subviews.first!.isUserInteractionEnabled = false
        #expect(try w.pinch(center: Point(x: 196, y: 600), toScale: 0.5, duration: 0.3) == nil)   // nothing under it
    }
}
