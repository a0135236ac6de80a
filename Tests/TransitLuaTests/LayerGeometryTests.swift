import Testing
import TransitCore
@testable import TransitLua

/// `view.layer.position`, `.bounds` and `.frame`: a view's `center`, `bounds` and `frame` are
/// accessors of its layer's `position`, `bounds` and `frame`, so they are one storage with the
/// view's. Before, `v.layer.position = p` made a Lua-side field, changed nothing, and warned
/// "did you mean 'zPosition'?".
@Suite struct LayerGeometryTests {
    @Test func theLayersGeometryIsTheViews() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{frame = Rect(10, 20, 100, 50)}
            window:addSubview(v)
            print(v.layer.position, v.layer.bounds, v.layer.frame)
            v.layer.position = Point(100, 100)
            print(v.center, v.frame)
            v.layer.bounds = Rect(0, 0, 40, 40)
            print(v.bounds, v.frame)
            v.layer.anchorPoint = Point(0, 0)
            print(v.layer.position, v.layer.frame)
            v.layer.frame = Rect(0, 0, 20, 10)
            print(v.layer.position, v.layer.bounds, v.center)
            v.transform = Transform.scale(2, 3)
            print(v.layer.frame, v.frame)
            """, chunkName: "@g.lua")
        #expect(box.lines == [
            // the frame's centre, the bounds at the origin, the frame as given
            "Point(60, 45)\tRect(0, 0, 100, 50)\tRect(10, 20, 100, 50)",
            // position (100, 100), the anchor at the middle: origin 100 − 50, 100 − 25
            "Point(100, 100)\tRect(50, 75, 100, 50)",
            // the size about the same position: 100 − 20 on each axis
            "Rect(0, 0, 40, 40)\tRect(80, 80, 40, 40)",
            // the anchor at the top left keeps position and moves the frame (Core Animation)
            "Point(100, 100)\tRect(100, 100, 40, 40)",
            // setting the frame places the anchor point: position = origin + anchor × size
            "Point(0, 0)\tRect(0, 0, 20, 10)\tPoint(0, 0)",
            // a scale about the top left: the frame is the box of the scaled bounds
            "Rect(0, 0, 40, 30)\tRect(0, 0, 40, 30)",
        ])
        #expect(box.warnings == [])
    }

    /// Inside `View.animate` a write under the layer's name animates as the view's property
    /// does, and `view.presentation.layer` carries the in-flight geometry.
    @Test func theyAnimateAndShowInThePresentation() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{frame = Rect(0, 0, 100, 100)}
            window:addSubview(v)
            View.animate{duration = 1, curve = "linear", animations = function()
              v.layer.position = Point(150, 50)
              v.layer.bounds = Rect(0, 0, 200, 100)
            end}
            clock.advance(0.25)
            local p = v.presentation
            print(p.center, p.layer.position, p.layer.bounds, p.layer.frame)
            print(v.layer.position, v.center, v.frame)
            """, chunkName: "@a.lua")
        #expect(box.lines == [
            // a quarter of the way: x 50 → 150 is 75, the width 100 → 200 is 125, the frame's
            // origin 75 − 125 / 2
            "Point(75, 50)\tPoint(75, 50)\tRect(0, 0, 125, 100)\tRect(12.5, 0, 125, 100)",
            "Point(150, 50)\tPoint(150, 50)\tRect(50, 0, 200, 100)",
        ])
    }

    /// A wrong value is an error naming the layer's property at the script's line; a layer
    /// whose view is gone reads Core Animation's defaults and refuses writes.
    @Test(arguments: [
        ("v.layer.position = {x = 0/0, y = 0}", "e.lua:2: bad value for 'position' of Layer (Point field 'x' must be finite, got nan)"),
        ("v.layer.position = {x = 1}", "e.lua:2: bad value for 'position' of Layer (Point expected, field 'y' is missing)"),
        ("v.layer.bounds = 3", "e.lua:2: bad value for 'bounds' of Layer (Rect expected, got number)"),
        ("v.layer.frame = {x = 0, y = 0, width = 1/0, height = 1}", "e.lua:2: bad value for 'frame' of Layer (Rect field 'width' must be finite, got inf)"),
        ("local l = View{}.layer\nv = nil\ncollectgarbage(); collectgarbage()\nprint(l.position, l.bounds)\nl.position = Point(1, 1)",
         "e.lua:6: the layer's view no longer exists"),
    ])
    func wrongValuesAreErrorsAtTheLine(code: String, message: String) throws {
        let (s, box) = try stage()
        #expect(s.failure("local v = View{}\n" + code, name: "e.lua") == message)
        if code.contains("collectgarbage") { #expect(box.lines == ["Point(0, 0)\tRect(0, 0, 0, 0)"]) }
    }
}
