import Foundation
import Testing

/// `transit run zoom`: seed 001's scene end to end, and a transition that never completes.
@Suite struct ZoomCommandTests {
    @Test func theZoomTimelineIsExact() throws {
        let r = try Executable.transit("run", "zoom")
        #expect(r.status == 0 && r.stderr == "", "\(r.stderr)")
        #expect(r.stdout == """
        grid shown at 0.00 s
        0.000000 present #1 second on first style=fullScreen animated=true at scripts/examples/zoom.lua:59
        0.000000 begin #1 [detail.alpha, animationView.center, animationView.bounds] duration=0.7 curve=easeInOut at scripts/transitions/zoom.lua:74
        0.700000 end #1 finished=true
        0.700000 completion #1 finished=true
        detail of photo08 shown at 0.70 s
        0.700000 present #1 completed
        0.700000 dismiss #2 second from first animated=true at scripts/examples/zoom.lua:67
        0.700000 begin #2 [detail.alpha, snapshot(photo).center, snapshot(photo).bounds] duration=0.7 curve=easeInOut at scripts/transitions/zoom.lua:116
        1.400000 end #2 finished=true
        1.400000 completion #2 finished=true
        grid shown at 1.40 s
        1.400000 dismiss #2 completed

        """)
    }

    @Test func aTransitionThatNeverCompletesEndsTheRunWithItsLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-stuck-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        local root = ViewController{name = 'root'}
        window.rootViewController = root
        local a = ViewController{name = 'a'}
        a.transitioningDelegate = {animationControllerForPresented = function()
          return {transitionDuration = function() return 1 end, animateTransition = function() end}
        end}
        root:present(a, true)
        """.write(to: dir.appendingPathComponent("stuck.lua"), atomically: true, encoding: .utf8)
        let r = try Executable.run(Executable.products.appendingPathComponent("transit").path, ["run", "stuck.lua"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr == "transit: runUntilIdle: present #1 a on root (begun at stuck.lua:7) never completed: its animator did not call completeTransition\n")
    }
}
