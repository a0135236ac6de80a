import Lua
import Testing
import TransitCore
@testable import TransitLua

/// A view's Lua side keeps those of the subviews a script added to it (TreeKeys), and the
/// engine's own moves — a presentation taking a view into its container — drop no link. The
/// links are swept as they are added, so a parent that lives for the whole run does not keep
/// every view ever added to it; a link to a view still its subview stays.
@Suite struct TreeLinkSweepTests {
    /// Seed 003's segue adds each new scene's view to the source scene's view, which lives for
    /// the whole run; the presentation then moves it away. The same live objects after a
    /// number of cycles as after that number plus five sweeps' worth (before the sweep, two
    /// more boxes a segue cycle: the scene's view and the view it holds). The other cycle
    /// files of `make bench-rss` without a recognizer (those are GestureLifetimeTests') are
    /// held to the same: `make bench-rss` is not part of `make test`, this is its guard there.
    @Test(arguments: ["segues", "fullscreen", "zoom"])
    func cyclesLeaveNothingBehind(name: String) throws {
        let few = 20, many = few + 5 * LuaCall.sweptSetFloor
        let a = try GestureLifetimeTests.counts(name, few)
        let b = try GestureLifetimeTests.counts(name, many)
        #expect(a == b, "\(name): \(a) after \(few) cycles, \(b) after \(many)")
    }

    /// A holder out of the window, which the script keeps, with one subview it keeps for good
    /// and 99 controllers' views added to it in turn, each then presented (the presentation
    /// moves the view out of the holder) and dismissed, the controller dropped. After a full
    /// collection the kept subview still has its field (the holder's link to it stays), and of
    /// the 99 moved views no more than one sweep's worth are still alive (all 99 before).
    @Test func linksToViewsMovedAwayAreSweptAndOthersStay() throws {
        let (s, out) = try stage()
        try s.run("""
            weak = setmetatable({}, {__mode = "k"})
            holder = View{name = "holder"}
            do
              local kept = View{name = "kept"}
              kept.note = "still here"
              holder:addSubview(kept)
            end
            window.rootViewController = ViewController{name = "root"}
            for i = 1, 99 do
              local vc = ViewController{name = "vc" .. i}
              holder:addSubview(vc.view)
              weak[vc.view] = true
              window.rootViewController:present(vc, false); clock.runUntilIdle()
              vc:dismiss(false); clock.runUntilIdle()
            end
            """, chunkName: "@sweep.lua")
        try s.run("collectgarbage(); collectgarbage()", chunkName: "@collect.lua")
        try s.run("""
            local alive = 0
            for v in pairs(weak) do alive = alive + 1; assert(v.superview ~= holder, v.name) end
            print(alive, #holder.subviews, holder.subviews[1].name, holder.subviews[1].note)
            """, chunkName: "@count.lua")
        let fields = try #require(out.lines.first).split(separator: "\t").map(String.init)
        #expect(fields.count == 4)
        let alive = try #require(Int(fields[0]))
        #expect(alive < LuaCall.sweptSetFloor, "\(alive) of 99 moved views still alive")
        #expect(Array(fields.dropFirst()) == ["1", "kept", "still here"])
    }

    /// The window keeps no links: its subviews are anchored as the live tree's, so a set of
    /// them would only grow with every view a script adds to it. A view added to another view
    /// is linked; a window's subview keeps its fields through a full collection all the same,
    /// and one taken out of the window by the script is collected.
    @Test func theWindowLinksNothingAndItsSubviewsStay() throws {
        let (s, out) = try stage()
        try s.run("""
            weak = setmetatable({}, {__mode = "k"})
            holder = View{name = "holder"}
            window:addSubview(holder)
            for i = 1, 40 do
              local v = View{name = "v" .. i}
              v.note = "field " .. i
              window:addSubview(v)
              weak[v] = true
            end
            window:insertSubview(View{name = "inserted"}, {at = 1})
            holder:addSubview(View{name = "inner"})
            """, chunkName: "@window.lua")
        func linked(_ view: View) -> Bool {
            s.lua.hiddenReference(TreeKeys.subviews) { c in s.push(view, c) } != nil
        }
        #expect(!linked(s.engine.window))
        let holder = try #require(s.engine.window.subviews.first { $0.name == "holder" })
        #expect(linked(holder))
        try s.run("""
            collectgarbage(); collectgarbage()
            local n, notes = 0, 0
            for v in pairs(weak) do n = n + 1; if v.note == "field " .. v.name:sub(2) then notes = notes + 1 end end
            for i = 1, 20 do window.subviews[#window.subviews]:removeFromSuperview() end
            collectgarbage(); collectgarbage()
            local left = 0
            for _ in pairs(weak) do left = left + 1 end
            print(n, notes, left, window.subviews[1].name, holder.subviews[1].name)
            """, chunkName: "@count.lua")
        #expect(out.lines == ["40\t40\t20\tinserted\tinner"])
    }
}
