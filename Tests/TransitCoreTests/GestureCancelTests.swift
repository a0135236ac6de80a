import Testing
@testable import TransitCore

/// A view that leaves the window while a finger is down on its recognizer (rev22): UIKit
/// cancels the touches of a view that leaves the window, so a gesture under way gets its
/// action once in `cancelled` and nothing after — the view, still alive, kept receiving the
/// pan's `changed` and `ended` (docs/events.md, "Recognizers").
@Suite struct GestureCancelTests {
    final class Log {
        var entries: [String] = []
    }

    /// A 300×300 view `pad` under `parent`, in the window, with a pan recognizer that logs
    /// each call's state, view name and translation.
    func pannedPad(_ engine: Engine) throws -> (parent: View, pad: View, pan: PanGestureRecognizer, log: Log) {
        let parent = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 300, height: 300))
        try engine.window.addSubview(parent)
        let pad = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 300, height: 300))
        pad.name = "pad"
        try parent.addSubview(pad)
        let log = Log()
        let pan = PanGestureRecognizer { g in
            log.entries.append("\(g.state) \(g.view?.name ?? "nil") \((g as! PanGestureRecognizer).translation(in: nil).y)")
        }
        pad.addGestureRecognizer(pan)
        return (parent, pad, pan, log)
    }

    @Test func aPanWhoseViewLeavesTheWindowIsCancelledOnce() throws {
        let engine = Engine()
        try engine.clock.setFPS(20)
        let (_, pad, pan, log) = try pannedPad(engine)
        let touch = try #require(try engine.window.touch(at: Point(x: 100, y: 100)))
        try touch.move(to: Point(x: 100, y: 200), duration: 0.2)   // samples at 0.05 … 0.2
        try touch.lift()
        try engine.clock.advance(0.1)
        #expect(log.entries == ["began pad 25.0", "changed pad 50.0"])
        pad.removeFromSuperview()                                  // the test still holds it
        #expect(log.entries.count == 2)                            // not inside removeFromSuperview
        try engine.clock.advance(0)
        #expect(log.entries == ["began pad 25.0", "changed pad 50.0", "cancelled pad 50.0"])
        #expect(pan.state == .possible)
        try engine.window.addSubview(pad)                          // back before the lift: still over
        try engine.clock.advance(1)
        #expect(log.entries.count == 3 && pan.state == .possible && pan.touch == nil)
        #expect(engine.clock.pendingTimerCount == 0 && engine.clock.pendingAsyncCount == 0)
        // the recognizer works again for the next finger
        try engine.window.pan(from: Point(x: 10, y: 10), to: Point(x: 10, y: 20), duration: 0.05)
        try engine.clock.advance(0.05)
        #expect(log.entries.suffix(2) == ["began pad 10.0", "ended pad 10.0"])
    }

    /// An ancestor leaving takes the view with it; the action that removes the view is
    /// followed by `cancelled` once it returns, before the next sample.
    @Test func removingAnAncestorFromInsideTheActionCancels() throws {
        let engine = Engine()
        try engine.clock.setFPS(20)
        let (parent, pad, pan, log) = try pannedPad(engine)
        let remover = PanGestureRecognizer { [weak parent] g in
            log.entries.append("\(g.state)")
            if g.state == .changed { parent?.removeFromSuperview() }
        }
        pad.removeGestureRecognizer(pan)
        pad.addGestureRecognizer(remover)
        try engine.window.pan(from: Point(x: 100, y: 100), to: Point(x: 100, y: 200), duration: 0.2)
        try engine.clock.advance(1)
        #expect(log.entries == ["began", "changed", "cancelled"])
        #expect(remover.state == .possible && engine.clock.pendingTimerCount == 0)
    }

    /// A finger that had not moved yet when the view left: the gesture never began, so
    /// nothing runs — neither the action nor the delegate.
    @Test func aPanThatHadNotBegunEndsWithoutItsAction() throws {
        final class Asked: GestureRecognizerDelegate {
            var count = 0
            func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) throws -> Bool { count += 1; return true }
        }
        let engine = Engine()
        let (_, pad, pan, log) = try pannedPad(engine)
        let asked = Asked()
        pan.delegate = asked
        let touch = try #require(try engine.window.touch(at: Point(x: 100, y: 100)))
        try touch.move(to: Point(x: 100, y: 200), duration: 0.1)
        pad.removeFromSuperview()
        try touch.lift()
        try engine.clock.advance(1)
        #expect(log.entries.isEmpty && asked.count == 0 && pan.state == .possible)
    }

    /// Moving the view within the window (another superview in it) is no leaving: the
    /// gesture goes on to its end.
    @Test func movingTheViewWithinTheWindowDoesNotCancel() throws {
        let engine = Engine()
        try engine.clock.setFPS(20)
        let (parent, pad, _, log) = try pannedPad(engine)
        try engine.window.pan(from: Point(x: 100, y: 100), to: Point(x: 100, y: 200), duration: 0.1)
        try engine.clock.advance(0.05)
        let other = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 300, height: 300))
        try engine.window.addSubview(other)
        try other.addSubview(pad)
        parent.removeFromSuperview()                               // no longer pad's ancestor
        try engine.clock.advance(1)
        #expect(log.entries == ["began pad 50.0", "changed pad 100.0", "ended pad 100.0"])
    }

    @Test func aPinchWhoseViewLeavesTheWindowIsCancelledOnce() throws {
        let engine = Engine()
        try engine.clock.setFPS(20)
        let photo = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 393, height: 852))
        try engine.window.addSubview(photo)
        var log: [String] = []
        let pinch = PinchGestureRecognizer { g in log.append("\(g.state) \((g as! PinchGestureRecognizer).scale)") }
        photo.addGestureRecognizer(pinch)
        try engine.window.pinch(center: Point(x: 196, y: 400), toScale: 0.5, duration: 0.2)
        try engine.clock.advance(0.05)
        photo.removeFromSuperview()
        try engine.clock.advance(1)
        #expect(log == ["began 0.875", "cancelled 0.875"])
        #expect(pinch.state == .possible && pinch.pinch == nil && engine.clock.pendingTimerCount == 0)
    }
}
