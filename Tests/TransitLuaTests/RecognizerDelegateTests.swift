import Testing
import TransitCore
@testable import TransitLua

/// A recognizer a script makes asks its Lua-side `delegate` field, as UIKit asks a
/// recognizer's `delegate` (`UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)`:
/// "Asks the delegate if a gesture recognizer should begin interpreting touches"; false makes
/// it fail). SwipeTransition's `panGestureRecognizer.delegate = self` ports to one line; before,
/// only the navigation controller's edge swipe read the field and a script's pan began anyway.
@Suite struct RecognizerDelegateTests {
    static let scene = """
        local v = View{frame = Rect(0, 0, 300, 300)}
        window:addSubview(v)
        local ran, asked = {}, 0
        local g = PanGestureRecognizer(function(r) ran[#ran + 1] = r.state end)
        local allow = false
        g.delegate = {gestureRecognizerShouldBegin = function(self, r)
          asked = asked + 1
          return allow and r == g
        end}
        v:addGestureRecognizer(g)

        """

    @Test func falseMakesAScriptsPanFailAndTrueLetsItBegin() throws {
        let (s, box) = try stage()
        try s.run(Self.scene + """
            window:pan{from = Point(50, 50), to = Point(200, 50), duration = 0.2}
            clock.advance(1)
            print(#ran, asked, g.state)
            allow = true
            window:pan{from = Point(50, 50), to = Point(200, 50), duration = 0.2}
            clock.advance(1)
            print(ran[1], ran[#ran], asked)
            """, chunkName: "@d.lua")
        #expect(box.lines == ["0\t1\tpossible", "began\tended\t2"])
    }

    @Test func aTapsDelegateIsAskedAndWithoutTheMethodItBegins() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{frame = Rect(0, 0, 300, 300)}
            window:addSubview(v)
            local taps = 0
            local t = TapGestureRecognizer(function() taps = taps + 1 end)
            t.delegate = {gestureRecognizerShouldBegin = function() return false end}
            v:addGestureRecognizer(t)
            window:tap(10, 10)
            t.delegate = {}
            window:tap(10, 10)
            print(taps)
            t.delegate = {gestureRecognizerShouldBegin = function() return 1 end}
            print(pcall(window.tap, window, 10, 10))
            """, chunkName: "@t.lua")
        #expect(box.lines.first == "1")
        #expect(box.lines.last?.hasPrefix("false\t") == true)
        #expect(box.lines.last?.contains("the delegate of TapGestureRecognizer") == true)
    }
}
