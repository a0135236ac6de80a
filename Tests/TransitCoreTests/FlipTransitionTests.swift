import Foundation
import Testing
@testable import TransitCore

/// `modalTransitionStyle = .flipHorizontal`: the two views as faces of a card turning half a
/// turn about the vertical axis through the window's centre, 0.75 s on ease-in-ease-out, in
/// perspective m34 = −1/1000. Each expectation is computed here from Core Animation's rule
/// (docs/layers.md): a point x from the anchor point, on a layer turned by θ about y and
/// then seen in perspective, is drawn at x·cos θ / w with w = 1 + x·sin θ / d, and its
/// height (y) scales by 1 / w.
@Suite struct FlipTransitionTests {
    let W = 393.0, H = 852.0, d = 1000.0, T = 0.75

    /// The bounding box of a full-screen view turned by θ about its centre's vertical axis.
    func turned(_ theta: Double) -> Rect {
        let half = W / 2
        let wRight = 1 + half * sin(theta) / d, wLeft = 1 - half * sin(theta) / d
        let right = half + half * cos(theta) / wRight, left = half - half * cos(theta) / wLeft
        let tallest = H / 2 / min(wRight, wLeft)
        return Rect(left, H / 2 - tallest, right - left, 2 * tallest)
    }

    func flipping() throws -> (Engine, Recorder, Recorder, Log) {
        let (engine, root, log) = try rootedEngine()
        let back = Recorder(engine, "back", log)
        back.modalTransitionStyle = .flipHorizontal
        back.modalPresentationStyle = .fullScreen
        return (engine, root, back, log)
    }

    @Test func presentingTurnsTheRightSideTowardTheEyeThenTheBackComesRound() throws {
        let (engine, root, back, log) = try flipping()
        var atCompletion: [String] = []
        try root.present(back, animated: true) {
            atCompletion.append("root.transform=\(try root.view.layer.transform.isIdentity)")
            atCompletion.append("back.transform=\(try back.view.layer.transform.isIdentity)")
            atCompletion.append("root.window=\(try root.view.window != nil)")
        }
        let front = try root.view, reverse = try back.view
        #expect(engine.windowSubviewNames == ["container(back)[root, back]"])
        // ¼ of the time: the card has turned π·e, e = ease-in-ease-out(¼); the front face is
        // the presenter at −π·e (right side near: w < 1 on the right), the back is edge-on
        try engine.clock.advance(T / 4)
        let e = TimingCurve.easeInOut.value(at: 0.25)
        let phi = Double.pi * e
        let near = 1 - (W / 2) * sin(phi) / d, far = 1 + (W / 2) * sin(phi) / d
        let expected = Rect(W / 2 - (W / 2) * cos(phi) / far, H / 2 - H / 2 / near,
                            (W / 2) * cos(phi) / far + (W / 2) * cos(phi) / near, H / near)
        expectClose(front.presentation.frame, expected, 1e-9)
        expectClose(front.presentation.frame, turned(-phi), 1e-9)
        // the near right half is drawn wider than the far left half, and taller than the screen
        let box = front.presentation.frame
        #expect(box.maxX - W / 2 > W / 2 - box.minX && box.minY < 0)
        #expect(reverse.presentation.frame.width < 1e-9)    // edge-on: a line, nothing drawn
        expectClose(reverse.presentation.frame.midX, W / 2)
        // the transform itself: rotation(−φ about y) then m34 = −1/d
        let t = front.presentation.transform3D
        expectClose(t, Transform3D([cos(phi), 0, sin(phi), -sin(phi) / d, 0, 1, 0, 0,
                                    -sin(phi), 0, cos(phi), -cos(phi) / d, 0, 0, 0, 1]), 1e-12)
        // ¾: the presenter is edge-on, the presented view turned π·(1 − e(¾)) = π·e the other way
        try engine.clock.advance(T / 2)
        #expect(front.presentation.frame.width < 1e-9)
        expectClose(reverse.presentation.frame, turned(Double.pi * (1 - TimingCurve.easeInOut.value(at: 0.75))), 1e-9)
        try engine.clock.advance(T / 4)
        #expect(atCompletion == ["root.transform=true", "back.transform=true", "root.window=false"])
        #expect(reverse.layer.transform.isIdentity && front.layer.transform.isIdentity)
        #expect(reverse.frame == Rect(0, 0, W, H) && engine.windowSubviewNames == ["container(back)[back]"])
        #expect(log.entries == ["back.viewDidLoad", "root.viewWillDisappear", "back.viewWillAppear",
                                "back.viewDidAppear", "root.viewDidDisappear"])
    }

    @Test func dismissingTurnsTheOtherWay() throws {
        let (engine, root, back, log) = try flipping()
        try root.present(back, animated: true)
        try engine.clock.advance(T)
        log.entries.removeAll()
        try back.dismiss(animated: true)
        let front = try root.view, reverse = try back.view
        #expect(engine.windowSubviewNames == ["container(back)[root, back]"])
        try engine.clock.advance(T / 4)
        let phi = Double.pi * TimingCurve.easeInOut.value(at: 0.25)
        // the dismissed view turns +φ: its left side comes near
        expectClose(reverse.presentation.frame, turned(phi), 1e-9)
        let box = reverse.presentation.frame
        #expect(W / 2 - box.minX > box.maxX - W / 2 && box.minY < 0)
        #expect(front.presentation.frame.width < 1e-9)
        try engine.clock.advance(T / 2)
        expectClose(front.presentation.frame, turned(-phi), 1e-9)
        try engine.clock.advance(T / 4)
        #expect(engine.windowSubviewNames == ["root"] && front.frame == Rect(0, 0, W, H))
        #expect(reverse.layer.transform.isIdentity && front.layer.transform.isIdentity)
        #expect(log.entries == ["back.viewWillDisappear", "root.viewWillAppear",
                                "root.viewDidAppear", "back.viewDidDisappear"])
    }

    @Test func aSheetCannotFlip() throws {
        let (engine, root, back, _) = try flipping()
        back.modalPresentationStyle = .automatic
        #expect(throws: CoreError.self) { try root.present(back, animated: true) }
        #expect(root.presentedViewController == nil && engine.windowSubviewNames == ["root"])
        try root.present(back, animated: false)     // no animation: nothing to flip
        #expect(root.presentedViewController === back)
    }
}
