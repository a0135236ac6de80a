import Testing
@testable import TransitCore

/// A recognizer disabled while a finger is down on it (rev100a). Apple, `isEnabled`: "If you
/// change this property to false while a gesture recognizer is currently recognizing a
/// gesture, the gesture recognizer transitions to a cancelled state." Transit kept sending
/// `changed` and `ended`, and a navigation controller's edge swipe turned off mid-drag still
/// finished its pop. Disabled, the gesture is cancelled as when its view leaves the window
/// (``GestureCancelTests``): the action once in `cancelled`, at the end of the run-loop turn.
@Suite struct GestureDisableTests {
    final class Log {
        var entries: [String] = []
    }

    @Test func aPanDisabledMidGestureIsCancelledOnce() throws {
        let engine = Engine()
        try engine.clock.setFPS(20)
        let pad = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 300, height: 300))
        try engine.window.addSubview(pad)
        let log = Log()
        let pan = PanGestureRecognizer { g in log.entries.append("\(g.state) \((g as! PanGestureRecognizer).translation(in: nil).y)") }
        pad.addGestureRecognizer(pan)
        let touch = try #require(try engine.window.touch(at: Point(x: 100, y: 100)))
        try touch.move(to: Point(x: 100, y: 200), duration: 0.2)   // samples at 0.05 … 0.2
        try touch.lift()
        try engine.clock.advance(0.1)
        #expect(log.entries == ["began 25.0", "changed 50.0"])
        pan.isEnabled = false
        try engine.clock.advance(1)
        #expect(log.entries == ["began 25.0", "changed 50.0", "cancelled 50.0"])
        #expect(pan.state == .possible && pan.touch == nil)
        #expect(engine.clock.pendingTimerCount == 0 && engine.clock.pendingAsyncCount == 0)
        // enabled again, it takes the next finger
        pan.isEnabled = true
        try engine.window.pan(from: Point(x: 10, y: 10), to: Point(x: 10, y: 20), duration: 0.05)
        try engine.clock.advance(0.05)
        #expect(log.entries.suffix(2) == ["began 10.0", "ended 10.0"])
    }

    @Test func aPinchDisabledMidGestureIsCancelledOnce() throws {
        let engine = Engine()
        try engine.clock.setFPS(20)
        let pad = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 300, height: 300))
        try engine.window.addSubview(pad)
        let log = Log()
        let pinch = PinchGestureRecognizer { g in log.entries.append("\(g.state)") }
        pad.addGestureRecognizer(pinch)
        try engine.window.pinch(center: Point(x: 150, y: 150), toScale: 2, duration: 0.2)
        try engine.clock.advance(0.1)
        #expect(log.entries == ["began", "changed"])
        pinch.isEnabled = false
        try engine.clock.advance(1)
        #expect(log.entries == ["began", "changed", "cancelled"])
        #expect(pinch.state == .possible)
    }

    /// The edge swipe turned off mid-drag: its pop is cancelled (interactivePopChanged's
    /// `cancelled`), not finished by the release past half the width.
    @Test func theEdgeSwipeDisabledMidDragCancelsItsPop() throws {
        let engine = Engine()
        let a = ViewController(engine: engine), b = ViewController(engine: engine)
        let nav = try NavigationController(engine: engine, rootViewController: a)
        try engine.window.setRootViewController(nav)
        try nav.push(b, animated: false)
        try engine.runUntilIdle()
        let touch = try #require(try engine.window.touch(at: Point(x: 5, y: 400)))
        try touch.move(to: Point(x: 300, y: 400), duration: 0.5)
        try touch.lift()
        try engine.clock.advance(0.25)
        #expect(nav.isTransitioning && nav.topViewController === a)
        nav.interactivePopGestureRecognizer.isEnabled = false
        try engine.clock.advance(2)
        #expect(!nav.isTransitioning)
        #expect(nav.viewControllers.count == 2 && nav.topViewController === b)
        #expect(engine.timeline.map(\.description).contains { $0.contains("interaction cancels") })
    }

    /// A delegate that disables its recognizer, or takes its view out of the window, inside
    /// `gestureRecognizerShouldBegin` and answers true: the touch was cancelled before the
    /// gesture began, so nothing begins. The action got `began` and then nothing, the
    /// recognizer left in `began` for good.
    final class Canceller: GestureRecognizerDelegate {
        let how: String
        init(_ how: String) { self.how = how }
        func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) throws -> Bool {
            if how == "disable" { recognizer.isEnabled = false } else { recognizer.view?.removeFromSuperview() }
            return true
        }
    }

    @Test(arguments: ["disable", "remove"]) func aDelegateThatCancelsTheTouchBeginsNothing(_ how: String) throws {
        let engine = Engine()
        try engine.clock.setFPS(20)
        let pad = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 300, height: 300))
        try engine.window.addSubview(pad)
        let log = Log(), delegate = Canceller(how)
        let pan = PanGestureRecognizer { g in log.entries.append("pan \(g.state)") }
        pan.delegate = delegate
        pad.addGestureRecognizer(pan)
        try engine.window.pan(from: Point(x: 100, y: 100), to: Point(x: 100, y: 200), duration: 0.2)
        try engine.clock.advance(1)
        #expect(log.entries == [] && pan.state == .possible)
        try engine.window.addSubview(pad)
        pan.isEnabled = true
        let pinch = PinchGestureRecognizer { g in log.entries.append("pinch \(g.state)") }
        pinch.delegate = delegate
        pad.addGestureRecognizer(pinch)
        try engine.window.pinch(center: Point(x: 150, y: 150), toScale: 2, duration: 0.2)
        try engine.clock.advance(1)
        #expect(log.entries == [] && pinch.state == .possible)
        #expect(engine.clock.pendingTimerCount == 0 && engine.clock.pendingAsyncCount == 0)
    }
}
