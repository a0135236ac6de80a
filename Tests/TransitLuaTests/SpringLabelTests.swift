import Testing
@testable import TransitLua

/// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:
/// completion:)` ports with its own labels: `usingSpringWithDamping =` is `dampingRatio =`, as
/// `initialSpringVelocity =` beside it is `initialVelocity =` (PopupDialog's and SPStorkController's
/// springs wrote `dampingRatio`, the label refused as an unknown key).
@Suite struct SpringLabelTests {
    @Test func uikitsLabelIsTheDampingRatio() throws {
        let (s, box) = try stage()
        try s.run("""
            local a, b = View{frame = Rect(0, 0, 100, 100)}, View{frame = Rect(0, 0, 100, 100)}
            window:addSubview(a); window:addSubview(b)
            View.animate{duration = 1, usingSpringWithDamping = 0.5, initialSpringVelocity = 2,
                         animations = function() a.center = Point(150, 50) end}
            View.animate{duration = 1, dampingRatio = 0.5, initialVelocity = 2,
                         animations = function() b.center = Point(150, 50) end}
            clock.advance(0.3)
            print(a.presentation.center == b.presentation.center, a.presentation.center.x > 50)
            """, chunkName: "@s.lua")
        #expect(box.lines == ["true\ttrue"])
        #expect(box.warnings == [])
    }
}
