import Testing
@testable import TransitLua

/// A class-less segue presents, and a class-less unwind dismisses, animated, as Interface
/// Builder's segues with their "Animates" checkbox on (its default; a storyboard file writes
/// `animates="NO"` only when unticked) — Apple's SegueCatalog sample wraps `super.perform()` in
/// `UIView.performWithoutAnimation` for a segue that should not animate. Before, both ran
/// without animation (`animated=false`), and the BubbleTransition port needed a class that
/// presents animated for its storyboard's plain modal segue.
@Suite struct SegueAnimatesTests {
    static let board = """
        storyboard.scene("blue", function() return ViewController{name = "blue"} end)
        storyboard.scene("green", function() return ViewController{name = "green"} end)
        """

    @Test func aPlainSegueAndUnwindAnimate() throws {
        let (s, box) = try stage()
        #expect(s.failure(Self.board + """

            storyboard.segue{from = "blue", to = "green", identifier = "toGreen"}
            storyboard.unwind{from = "green", to = "blue", identifier = "back"}
            local blue = storyboard.instantiate("blue")
            window.rootViewController = blue
            blue:performSegue("toGreen")
            local green = blue.presentedViewController
            print(green.transitionCoordinator ~= nil, green.view.frame.y)
            clock.advance(0.25)
            print(green.view.presentation.frame.y)
            clock.runUntilIdle()
            green:performSegue("back")
            print(green.transitionCoordinator ~= nil)
            clock.runUntilIdle()
            print(blue.presentedViewController, clock.now)
            """, name: "s.lua") == nil)
        // the cover-vertical slide, half way up at 0.25 s of its 0.5 s ease-in-out
        #expect(box.lines == ["true\t0.0", "426.0", "true", "nil\t1.0"])
    }

    @Test func animatesFalseIsTheUntickedBox() throws {
        let (s, box) = try stage()
        #expect(s.failure(Self.board + """

            storyboard.segue{from = "blue", to = "green", identifier = "toGreen", animates = false}
            storyboard.unwind{from = "green", to = "blue", identifier = "back", animates = false}
            local blue = storyboard.instantiate("blue")
            window.rootViewController = blue
            blue:performSegue("toGreen")
            local green = blue.presentedViewController
            print(green.transitionCoordinator ~= nil)
            green:performSegue("back")
            print(blue.presentedViewController, clock.now)
            """, name: "s.lua") == nil)
        #expect(box.lines == ["false", "nil\t0.0"])
    }
}
