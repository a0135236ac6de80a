import Testing
import TransitCore
@testable import TransitLua

/// `view.mask` (UIView.mask): nil by default, the same view read back with its Lua fields,
/// no subview, animated as any view, and no part in hit testing. Before it was bound, the
/// assignment made a Lua-side field: nothing masked, and the renderer drew the whole view.
@Suite struct MaskBindingTests {
    @Test func theMaskIsHeldReadBackAndNoSubview() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{name = 'v', frame = Rect(0, 0, 200, 200)}
            print(v.mask)
            do
              local m = View{name = 'm', frame = Rect(10, 10, 50, 50)}
              m.note = 'kept'
              v.mask = m
            end
            collectgarbage(); collectgarbage()
            print(v.mask.name, v.mask.note, v.mask.superview, #v.subviews, v.mask.window)
            window:addSubview(v)
            print(v.mask.window, v.mask.frame)
            v.mask = nil
            print(v.mask)
            """, chunkName: "=m")
        #expect(box.lines == ["nil", "m\tkept\tnil\t0\tnil", "nil\tRect(10, 10, 50, 50)", "nil"])
    }

    /// Its frame, alpha and corner radius animate as any view's, out of the window too (the
    /// circle reveal's mask): half-way through a linear second, half-way there.
    @Test func theMasksValuesAnimate() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{frame = Rect(0, 0, 200, 200)}
            window:addSubview(v)
            local m = View{frame = Rect(0, 0, 0, 0), backgroundColor = Color.black, alpha = 0}
            v.mask = m
            View.animate{duration = 1, curve = 'linear', animations = function()
              m.frame = Rect(0, 0, 100, 100); m.cornerRadius = 50; m.alpha = 1
            end}
            clock.advance(0.5)
            local p = v.mask.presentation
            print(p.frame, p.cornerRadius == 25, p.alpha)
            """, chunkName: "=a")
        #expect(box.lines == ["Rect(0, 0, 50, 50)\ttrue\t0.5"])
    }

    /// UIKit's hit testing reads the bounds and subviews, never the mask: a touch where the
    /// mask hides the view still lands on it (and on its subview there).
    @Test func touchesLandWhereTheMaskHides() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{name = 'v', frame = Rect(0, 0, 200, 200)}
            local inner = View{name = 'inner', frame = Rect(150, 150, 40, 40)}
            v:addSubview(inner)
            window:addSubview(v)
            v.mask = View{frame = Rect(0, 0, 20, 20), backgroundColor = Color.black}
            print(window:hitTest(Point(100, 100)).name, window:hitTest(Point(160, 160)).name, v:pointInside(Point(199, 5)))
            """, chunkName: "=h")
        #expect(box.lines == ["v\tinner\ttrue"])
    }

    /// `snapshotView()` shows what is on screen, masked: the copy has a copy of the mask at
    /// its presentation values, which the mask's later changes leave alone.
    @Test func aSnapshotKeepsTheMaskAsItShowsNow() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{name = 'v', frame = Rect(0, 0, 200, 200)}
            window:addSubview(v)
            local m = View{name = 'm', frame = Rect(0, 0, 20, 20)}
            v.mask = m
            View.animate{duration = 1, curve = 'linear', animations = function() m.frame = Rect(0, 0, 120, 120) end}
            clock.advance(0.5)
            local copy = v:snapshotView()
            clock.advance(0.5)
            print(copy.mask.name, copy.mask.frame, copy.mask.presentation.frame, copy.mask ~= m, v:snapshotView().mask.frame)
            """, chunkName: "=s")
        #expect(box.lines == ["m\tRect(0, 0, 70, 70)\tRect(0, 0, 70, 70)\ttrue\tRect(0, 0, 120, 120)"])
    }

    @Test(arguments: [
        ("local p = View{name = 'p'}; p:addSubview(v); p.mask = View{}; v.mask = p",
         "e.lua:2: mask: p cannot mask v, which is inside it"),
        ("local a, ma, mb = View{name = 'a'}, View{name = 'ma'}, View{name = 'mb'}\n"
            + "mb:addSubview(a); ma:addSubview(v); a.mask = ma; v.mask = mb",
         "e.lua:3: mask: mb cannot mask v, which is inside it"),
        ("local m = View{name = 'm'}; v.mask = m; m:addSubview(v)", "e.lua:2: addSubview: cannot add v into its own subtree (under m)"),
        ("v.mask = v", "e.lua:2: mask: v cannot mask itself"),
        ("v.mask = window", "e.lua:2: mask: window cannot mask v"),
        ("local m = View{name = 'm'}; v.mask = m; View{}.mask = m", "e.lua:2: mask: m already masks v"),
        ("local m = View{name = 'm'}; v.mask = m; window:addSubview(m)", "e.lua:2: addSubview: m is the mask of v"),
        ("v.mask = 3", "e.lua:2: bad value for 'mask' of View (View expected, got number)"),
    ] as [(String, String)])
    func wrongMasksAreErrorsAtTheLine(code: String, message: String) throws {
        let (s, _) = try stage()
        #expect(s.failure("local v = View{name = 'v'}\n" + code, name: "e.lua") == message)
    }

    /// A mask that has a superview leaves it, as on devices (LinShiwei/CatchIdea adds its
    /// mask to the container, then sets it): out of the window, its running animations end,
    /// and the completion's `removeFromSuperview()` finds it gone.
    @Test func aMaskInAHierarchyLeavesIt() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{name = 'v', frame = Rect(0, 0, 200, 200)}
            local m = View{name = 'm', frame = Rect(0, 0, 20, 20)}
            window:addSubview(v); window:addSubview(m)
            local finished
            View.animate(1, function() m.alpha = 0 end, function(f) finished = f end)
            v.mask = m
            clock.advance(0)
            print(m.superview, #window.subviews, v.mask.name, finished, m.presentation.alpha == 0)
            m:removeFromSuperview()
            print(v.mask.name)
            """, chunkName: "=l")
        #expect(box.lines == ["nil\t1\tm\tfalse\ttrue", "m"])
    }

    /// A mask set again on the same view is no error, and a mask released by its view
    /// (nil, or another mask) can mask another.
    @Test func aReleasedMaskCanMaskAnother() throws {
        let (s, box) = try stage()
        try s.run("""
            local a, b, m = View{name = 'a'}, View{name = 'b'}, View{name = 'm'}
            a.mask = m; a.mask = m
            a.mask = View{}
            b.mask = m
            print(a.mask ~= m, a.mask.superview, b.mask.name)
            """, chunkName: "=r")
        #expect(box.lines == ["true\tnil\tm"])
    }

    /// Masks nest at most `View.maskNestingLimit` (32) deep, by a mask of a mask or by a
    /// masked tree added into a mask's: each level is a recursion in snapshots, renders and
    /// releases, and a chain of 10,000 crashed `snapshotView()` (400 a render) with SIGSEGV.
    @Test func masksNestAtMostThirtyTwoDeep() throws {
        let (s, box) = try stage()
        try s.run("""
            local views = {}
            for i = 1, 34 do views[i] = View{name = 'v' .. i} end
            for i = 32, 1, -1 do views[i].mask = views[i + 1] end
            local depth, m = 0, views[1]:snapshotView().mask
            while m do depth = depth + 1; m = m.mask end
            print(depth, pcall(function() views[33].mask = views[34] end))
            local t = View{name = 't'}
            t.mask = View{}
            print(pcall(views[33].addSubview, views[33], t))
            print(pcall(views[32].addSubview, views[32], t), t.superview.name)
            views[1].mask = nil
            views[34].mask = views[2]
            print(pcall(function() View{name = 'w'}.mask = views[34] end))
            """, chunkName: "=n")
        #expect(box.lines == [
            "32\tfalse\tn:6: mask: masks would nest 33 deep under v33, more than 32",
            "false\tn:9: addSubview: masks would nest 33 deep under v33, more than 32",
            "true\tv32",
            "false\tn:13: mask: masks would nest 33 deep under w, more than 32",
        ])
    }
}

