import Testing
import TransitCore
@testable import TransitLua

/// `view.layer` and `Transform3D` in Lua: identity, values, and errors naming the line.
@Suite struct LayerBindingTests {
    @Test func theLayerIsTheSameObjectWithCoreAnimationsValues() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{frame = Rect(0, 0, 100, 50)}
            window:addSubview(v)
            print(v.layer == v.layer, v.layer.view == v, tostring(v.layer))
            print(v.layer.anchorPoint, v.layer.shadowOffset, v.layer.shadowRadius, v.layer.borderColor)
            v.layer.anchorPoint = Point(0, 0)
            print(v.frame, v.center)
            v.layer.shadowColor = "red"; v.layer.borderColor = nil
            print(v.layer.shadowColor, v.layer.borderColor)
            """, chunkName: "@l.lua")
        #expect(box.lines == [
            "true\ttrue\tLayer of \"View#2\"",
            "Point(0.5, 0.5)\tSize(0, -3)\t3.0\tColor(0, 0, 0, 1)",
            "Rect(50, 25, 100, 50)\tPoint(50, 25)",
            "Color(1, 0, 0, 1)\tnil",
        ])
    }

    /// `isDoubleSided` is true by default and reads back what was set (CALayer).
    @Test func isDoubleSidedReadsBack() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{}
            print(v.layer.isDoubleSided)
            v.layer.isDoubleSided = false
            print(v.layer.isDoubleSided)
            """, chunkName: "@l.lua")
        #expect(box.lines == ["true", "false"])
    }

    @Test func thePresentationCarriesTheLayersInFlightValues() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{frame = Rect(0, 0, 100, 50)}
            window:addSubview(v)
            View.animate{duration = 1, curve = "linear", animations = function()
              v.layer.shadowOpacity = 1
              v.layer.anchorPoint = Point(1, 1)
              v.layer.borderColor = Color.white
            end}
            clock.advance(0.25)
            local p = v.presentation
            print(p.layer.shadowOpacity, p.layer.anchorPoint, p.layer.borderColor, p.frame)
            print(p.layer.transform == Transform3D.identity, v.layer.shadowOpacity)
            """, chunkName: "@p.lua")
        // a quarter of the way: opacity 0.25, anchor (0.625, 0.625), the frame's origin
        // center − anchor × size = (50 − 62.5, 25 − 31.25)
        #expect(box.lines.suffix(2) == [
            "0.25\tPoint(0.625, 0.625)\tColor(0.25, 0.25, 0.25, 1)\tRect(-12.5, -6.25, 100, 50)",
            "true\t1.0",
        ])
    }

    /// A layer's Lua-side fields live as long as its view's: kept while the view is in the
    /// window, across collections.
    @Test func aLayersLuaSideFieldsLiveWithItsView() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{}
            window:addSubview(v)
            v.layer.tagged = 1
            collectgarbage(); collectgarbage()
            print(v.layer.tagged)
            local w = View{}
            window:addSubview(w)
            w.layer.tagged = 2
            w:removeFromSuperview()
            window:addSubview(w)
            collectgarbage(); collectgarbage()
            print(w.layer.tagged)
            """, chunkName: "@f.lua")
        #expect(box.lines == ["1", "2"])
    }

    @Test func transform3DValuesFollowCATransform3D() throws {
        let (s, box) = try stage()
        try s.run("""
            local t = Transform3D.translation(1, 2, 3)
            print(t.m41, t.m42, t.m43, t.m44, t == Transform3D.translation(1, 2, 3), t.isAffine)
            print(t:inverted() == Transform3D.translation(-1, -2, -3), Transform3D.scale(1, 0, 1):inverted())
            local r = Transform3D.rotation(math.pi / 2, 0, 0, 1):concatenating(Transform3D.translation(10, 0, 0))
            print(r.m41, r.m42, Transform3D.identity.isIdentity, tostring(Transform3D.identity))
            local v = View{frame = Rect(0, 0, 100, 50)}
            local p = Transform3D.identity
            p.m34 = -1 / 500
            v.layer.transform = p
            print(v.layer.transform.m34 == -1 / 500, v.transform.isIdentity)
            v.transform = Transform.scale(2, 2)
            print(v.layer.transform.m11, v.layer.transform.m34)
            v.transform3D = p
            print(v.layer.transform == p, v.transform3D == p, v.transform.isIdentity)
            """, chunkName: "@t.lua")
        #expect(box.lines == [
            "1.0\t2.0\t3.0\t1.0\ttrue\tfalse",
            "true\tnil",
            "10.0\t0.0\ttrue\tTransform3D.identity",
            "true\ttrue",
            "2.0\t0.0",
            "true\ttrue\ttrue",
        ])
    }

    /// `CATransform3DScale(t, …)`, `CATransform3DRotate(t, …)` and `CATransform3DTranslate(t, …)`
    /// apply their own transform before `t` (Apple: "t = scale(sx, sy, sz) * t", and the same for
    /// rotate and translate), as `Transform:scaled` does: VCTransitionsLibrary's
    /// `CATransform3DScale(t1, 0.95, 0.95, 1)` ports to `t1:scaled(0.95, 0.95, 1)`.
    @Test func transform3DScaledRotatedTranslatedApplyTheirTransformFirst() throws {
        let (s, box) = try stage()
        try s.run("""
            local a = Transform3D.translation(10, 20, 30):scaled(2, 3, 4)
            print(a.m11, a.m22, a.m33, a.m41, a.m42, a.m43)
            local b = Transform3D.scale(2, 2, 2):translated(5, 0, 0)
            print(b.m11, b.m41)
            local c = Transform3D.translation(10, 0, 0):rotated(math.pi / 2, 0, 0, 1)
            print(c.m12, c.m41, c.m42)
            local t1 = Transform3D.identity
            t1.m34 = 1.0 / -900
            t1 = t1:scaled(0.95, 0.95, 1)
            print(t1.m11, t1.m22, t1.m34 == -1 / 900)
            t1 = t1:rotated(15.0 * math.pi / 180.0, 1, 0, 0)
            local r = math.rad(15)
            print(math.abs(t1.m24 + math.sin(r) / 900) < 1e-15, math.abs(t1.m34 + math.cos(r) / 900) < 1e-15,
                  math.abs(t1.m22 - 0.95 * math.cos(r)) < 1e-15)
            print(pcall(function() return Transform3D.identity:scaled(0 / 0, 1, 1) end))
            """, chunkName: "@t.lua")
        #expect(box.lines == [
            "2.0\t3.0\t4.0\t10.0\t20.0\t30.0",
            "2.0\t10.0",
            "1.0\t10.0\t0.0",
            "0.95\t0.95\ttrue",
            "true\ttrue\ttrue",
            "false\tt.lua:15: bad argument #1 to 'scaled' (finite number expected, got nan)",   // as Transform's
        ])
    }

    @Test(arguments: [
        ("local v = View{}\nv.layer.shadowRadius = -1", "s.lua:2: shadowRadius must not be negative (got -1)"),
        ("local v = View{}\nv.layer.borderWidth = 'x'", "s.lua:2: bad value for 'borderWidth' of Layer (number expected, got string)"),
        ("local v = View{}\nv.layer.anchorPoint = {x = 0/0, y = 0}",
         "s.lua:2: bad value for 'anchorPoint' of Layer (Point field 'x' must be finite, got nan)"),
        ("local v = View{}\nv.layer.transform = Transform.identity",
         "s.lua:2: bad value for 'transform' of Layer (Transform3D expected, got Transform)"),
        ("local v = View{}\nv.layer.transform = nil", "s.lua:2: bad value for 'transform' of Layer (Transform3D expected, got nil)"),
        ("local t = Transform3D.rotation(1, 0, 0/0, 1)", "s.lua:1: bad argument #3 to 'rotation' (finite number expected, got nan)"),
        ("local t = Transform3D(1, 2, 3)", "s.lua:1: bad argument #4 to 'Transform3D' (number expected, got no value)"),
        ("local v = View{}\nv.layer.zPosition = 1/0", "s.lua:2: bad value for 'zPosition' of Layer (finite number expected, got inf)"),
        ("local v = View{}\nv.layer = 3", "s.lua:2: cannot assign to 'layer' of View (it is read-only)"),
        ("local t = Transform3D.rotation('x', 0, 1, 0)", "s.lua:1: bad argument #1 to 'rotation' (number expected, got string)"),
        ("local v = View{}\nlocal t = Transform3D.identity\nt.m34 = 0/0\nv.layer.transform = t",
         "s.lua:4: bad value for 'transform' of Layer (Transform3D field 'm34' must be finite, got nan)"),
        ("local v = View{}\nv.layer.shadowOffset = Point(1, 2)", "s.lua:2: bad value for 'shadowOffset' of Layer (Size expected, got Point)"),
        ("local v = View{}\nv.layer.view = v", "s.lua:2: cannot assign to 'view' of Layer (it is read-only)"),
        ("local v = View{}\nv.layer.isDoubleSided = 'no'", "s.lua:2: bad value for 'isDoubleSided' of Layer (boolean expected, got string)"),
    ] as [(String, String)])
    func badValuesNameTheScriptLine(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source) == expected)
    }
}

/// The view's appearance under Core Animation's names is one storage with the view's, as in
/// UIKit (`UIView.alpha` is `layer.opacity`…): before, `v.layer.cornerRadius = 12` made a
/// Lua-side field and changed nothing (rev26 F15).
@Suite struct LayerViewStorageTests {
    @Test func theLayersNamesAreTheViewsValues() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{name = "card", frame = Rect(0, 0, 100, 100), backgroundColor = Color.red}
            window:addSubview(v)
            print(v.layer.opacity, v.layer.cornerRadius, v.layer.masksToBounds, v.layer.isHidden, v.layer.backgroundColor)
            v.layer.cornerRadius = 12
            v.layer.masksToBounds = true
            v.layer.opacity = 0.5
            v.layer.isHidden = true
            v.layer.backgroundColor = Color.blue
            print(v.cornerRadius, v.clipsToBounds, v.alpha, v.isHidden, v.backgroundColor)
            v.alpha, v.cornerRadius, v.clipsToBounds, v.isHidden, v.backgroundColor = 0.25, 4, false, false, nil
            print(v.layer.opacity, v.layer.cornerRadius, v.layer.masksToBounds, v.layer.isHidden, v.layer.backgroundColor)
            """, chunkName: "@l.lua")
        #expect(box.lines == [
            "1.0\t0.0\tfalse\tfalse\tColor(1, 0, 0, 1)",
            "12.0\ttrue\t0.5\ttrue\tColor(0, 0, 1, 1)",
            "0.25\t4.0\tfalse\tfalse\tnil",
        ])
        #expect(box.warnings == [])
    }

    /// Inside `View.animate` they animate as the view's properties do (UIKit animates
    /// `layer.cornerRadius` in a block since iOS 11), and the presentation's layer shows them.
    @Test func theyAnimateAsTheViewsProperties() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{name = "card", frame = Rect(0, 0, 100, 100), backgroundColor = Color.red}
            window:addSubview(v)
            View.animate{duration = 1, curve = "linear", animations = function()
              v.layer.cornerRadius = 20
              v.layer.opacity = 0
              v.layer.backgroundColor = Color.blue
            end}
            clock.advance(0.25)
            local p = v.presentation
            print(p.cornerRadius, p.alpha, p.backgroundColor)
            print(p.layer.cornerRadius, p.layer.opacity, p.layer.backgroundColor)
            print(v.layer.cornerRadius, v.layer.opacity)
            """, chunkName: "@a.lua")
        #expect(box.lines == [
            "5.0\t0.75\tColor(0.75, 0, 0.25, 1)",
            "5.0\t0.75\tColor(0.75, 0, 0.25, 1)",
            "20.0\t0.0",
        ])
    }

    /// A wrong value is an error naming the layer's property, at the script's line.
    @Test(arguments: [
        ("v.layer.opacity = 'half'", "e.lua:2: bad value for 'opacity' of Layer (number expected, got string)"),
        ("v.layer.opacity = 0/0", "e.lua:2: bad value for 'opacity' of Layer (finite number expected, got nan)"),
        ("v.layer.cornerRadius = math.huge", "e.lua:2: bad value for 'cornerRadius' of Layer (finite number expected, got inf)"),
        ("v.layer.masksToBounds = 1", "e.lua:2: bad value for 'masksToBounds' of Layer (boolean expected, got number)"),
        ("v.layer.isHidden = 'yes'", "e.lua:2: bad value for 'isHidden' of Layer (boolean expected, got string)"),
        ("v.layer.backgroundColor = 3", "e.lua:2: bad value for 'backgroundColor' of Layer (Color expected, got number)"),
    ])
    func wrongValuesAreErrorsAtTheLine(code: String, message: String) throws {
        let (s, _) = try stage()
        #expect(s.failure("local v = View{}\n" + code, name: "e.lua") == message)
    }
}
