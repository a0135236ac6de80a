import Foundation
import Lua
import Testing
import TransitCore
@testable import TransitLua

/// Issue 19's flat RSS for the two seed transitions whose dismissal a recognizer drives: a
/// recognizer's action (a closure, or a target and a method name) lives on the Lua side of
/// the recognizer, which its view's Lua side keeps (BRIDGE.md, "Lifetime and identity"), so
/// a presentation's controllers, views and closures are collected once it is over — the
/// same live counts after 10 cycles as after 50.
@Suite struct GestureLifetimeTests {
    struct Counts: Equatable {
        var boxes: Int, views: Int, recognizers: Int
    }

    /// scripts/bench/cycles/<name>.lua run `n` times, then a full collection. The cycles run
    /// in a function of their own: a dead local of the running chunk (the last cycle's
    /// `detail`) would still be on its stack, which the collector marks. Then one plain
    /// present and dismiss: the engine keeps the last transition's controllers until the next
    /// one (the swipe's last detail, with its pan; bounded, whatever the count of cycles).
    static func counts(_ name: String, _ n: Int) throws -> Counts {
        let (s, _) = try stage()
        let body = try String(contentsOfFile: packageRoot + "/scripts/bench/cycles/\(name).lua", encoding: .utf8)
        try s.run("local N = \(n)\n(function()\n" + body + "\nend)()\n" + Self.oneMore + "collectgarbage(); collectgarbage()",
                  chunkName: "@\(name).lua")
        let e = s.engine
        return Counts(boxes: s.lua.hostObjectCount, views: e.contentMeter.views, recognizers: e.contentMeter.recognizers)
    }

    static let oneMore = """
        local o = ViewController{}
        window.rootViewController:present(o, false); clock.runUntilIdle()
        o:dismiss(false); clock.runUntilIdle(); o = nil

        """

    @Test(arguments: ["slide_in_presenter", "swipe_to_dismiss"])
    func cyclesLeaveNothingBehind(name: String) throws {
        let ten = try Self.counts(name, 10), fifty = try Self.counts(name, 50)
        #expect(ten == fifty, "\(name): \(ten) after 10 cycles, \(fifty) after 50")
        #expect(ten.recognizers == 0)
    }

    /// UIKit's semantics stay: a recognizer on a view in the window keeps working after the
    /// script dropped every reference and a full collection ran (closure and target forms);
    /// so does one added to a controller's view before it is shown. Taking it off, or the view
    /// leaving the window, lets the collector take the recognizer, its action and what that
    /// captures — the cycle back to the view included. `weak` sees what is collected.
    @Test func attachedRecognizersWorkAndDetachedOnesAreCollected() throws {
        let (s, out) = try stage()
        try s.run("""
            local weak = setmetatable({}, {__mode = "k"})
            local function count() collectgarbage(); collectgarbage(); local n = 0; for _ in pairs(weak) do n = n + 1 end; return n end
            local root = ViewController{name = "root"}; window.rootViewController = root
            do
              local v = View{frame = Rect(0, 0, 100, 100), name = "closure"}
              local tracked = {}
              v:addGestureRecognizer(TapGestureRecognizer(function(g) print("closure", g.view.name, tracked ~= nil) end))
              window:addSubview(v)
              weak[tracked] = true
              local target = {touched = function(self, g) print("target", g.view.name) end}
              local w = View{frame = Rect(100, 0, 100, 100), name = "target", gestureRecognizers = {TapGestureRecognizer(target, "touched")}}
              window:addSubview(w)
              weak[target] = true
            end
            print("kept while attached", count())
            window:tap(10, 10); window:tap(110, 10)
            local detail = ViewController{name = "detail"}
            function detail:viewDidLoad()
              self.view:addGestureRecognizer(TapGestureRecognizer(function(g) print("detail", g.view == self.view) end))
            end
            (function() local _ = detail.view end)()    -- loaded, and no local keeps its view
            print("still kept before shown", count())
            root:present(detail, false); clock.runUntilIdle()
            window:tap(10, 10)
            for _, v in ipairs(window.subviews) do
              if v.name == "closure" then v:removeFromSuperview() end
              if v.name == "target" then v:removeGestureRecognizer(v.gestureRecognizers[1]) end
            end
            print("left after removal", count())
            """, chunkName: "@gestures.lua")
        #expect(out.lines == ["kept while attached\t2", "closure\tclosure\ttrue", "target\ttarget",
                              "still kept before shown\t2", "detail\ttrue", "left after removal\t0"])
    }

    /// The pinch keeps its action the same way (its constructor goes through the same maker):
    /// it fires after a full collection while attached, and is collected once taken off. The
    /// count after removal is a second chunk: the reference an action holds while it runs is
    /// given back at the state's next safe point (LuaRef), which is the next call into Lua.
    @Test func aPinchRecognizersActionLivesOnItsLuaSide() throws {
        let (s, out) = try stage()
        try s.run("""
            weak = setmetatable({}, {__mode = "k"})
            function count() collectgarbage(); collectgarbage(); local n = 0; for _ in pairs(weak) do n = n + 1 end; return n end
            do
              local v = View{frame = Rect(0, 0, 200, 200), name = "photo"}
              local tracked = {}
              v:addGestureRecognizer(PinchGestureRecognizer(function(g)
                if g.state == "ended" then print("pinched", g.view.name, tracked ~= nil) end
              end))
              window:addSubview(v)
              weak[tracked] = true
            end
            print("kept while attached", count())
            window:pinch{center = Point(100, 100), toScale = 0.5, duration = 0.2}
            clock.runUntilIdle()                        -- the fingers move frame by frame
            """, chunkName: "@pinch.lua")
        try s.run("""
            local v = window.subviews[#window.subviews]
            v:removeGestureRecognizer(v.gestureRecognizers[1])
            print("left after removal", count())
            """, chunkName: "@pinch2.lua")
        #expect(out.lines == ["kept while attached\t1", "pinched\tphoto\ttrue", "left after removal\t0"])
    }

    /// A dismissed controller the script keeps is presented again with its view's Lua side
    /// whole: its fields and its recognizers' actions, on the view and on a subview, though a
    /// full collection ran while it was out of the window (TreeKeys: the controller keeps its
    /// view's Lua side, a view those of the subviews added to it). Each chunk is a call into
    /// Lua of its own, so what a chunk let go is collectible in the next.
    @Test func aControllerShownAgainKeepsItsViewsLuaSide() throws {
        let (s, out) = try stage()
        try s.run("""
            root = ViewController{name = "root"}; window.rootViewController = root
            card = ViewController{name = "card"}
            root:present(card, false)
            card.view.note = "kept"
            card.view:addGestureRecognizer(TapGestureRecognizer(function() print("card tapped", card.name) end))
            local button = View{frame = Rect(0, 0, 100, 100), name = "button"}
            button:addGestureRecognizer(TapGestureRecognizer(function(g) print("button tapped", g.view.name) end))
            card.view:addSubview(button)
            card:dismiss(false); clock.runUntilIdle()
            """, chunkName: "@show.lua")
        try s.run("collectgarbage(); collectgarbage()", chunkName: "@collect.lua")
        try s.run("""
            root:present(card, false); clock.runUntilIdle()
            print(card.view.note)
            window:tap(50, 50); window:tap(200, 400)
            """, chunkName: "@again.lua")
        #expect(out.lines == ["kept", "button tapped\tbutton", "card tapped\tcard"])
    }

    /// A finger still down on a view that then leaves the window, which the script has let
    /// go of: UIKit cancels that touch — the action runs once with `cancelled`, at the end of
    /// the chunk that removed the view — so its later moves reach no action, and no error
    /// about a gone action, which is kept for a view still on screen.
    @Test func aFingerOnAViewThatLeftTheWindowCallsNothing() throws {
        let (s, out) = try stage()
        try s.run("""
            local v = View{frame = Rect(0, 0, 200, 200), name = "pad"}
            v:addGestureRecognizer(PanGestureRecognizer(function(g) print("pan", g.state) end))
            window:addSubview(v)
            finger = window:touch(Point(50, 50))
            finger:move(Point(60, 60)); clock.advance(0.1)   -- a move reaches it at the next frame
            v:removeFromSuperview()
            """, chunkName: "@finger.lua")
        try s.run("collectgarbage(); collectgarbage()", chunkName: "@collect.lua")
        try s.run("finger:move(Point(90, 90)); clock.advance(0.1); finger:lift(); clock.runUntilIdle(); print('lifted')",
                  chunkName: "@lift.lua")
        #expect(out.lines == ["pan\tbegan", "pan\tcancelled", "lifted"])
    }
}
