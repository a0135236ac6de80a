import Lua
import Testing
import TransitCore
@testable import TransitLua

/// An object the engine holds is anchored at its first push (the stage's `shouldAnchor`), so
/// the fields a script sets on it live while the engine holds it, with nothing in Lua holding
/// it. The stage asks that only of the classes it names (`askShouldAnchor(only:)`): every
/// class whose objects the engine holds must be among them.
@Suite struct FirstPushAnchorTests {
    /// Views of each bound kind and the root controller, made in Swift and held by the window
    /// before the script first sees them, and each view's layer: each keeps the field the
    /// script set through two full collections.
    @Test func everyHeldKindKeepsItsFieldsFromItsFirstPush() throws {
        let (s, out) = try stage()
        let engine = s.engine
        try engine.window.setRootViewController(ViewController(engine: engine))
        for view in [View(engine: engine), Label(engine: engine), ImageView(engine: engine),
                     CollectionView(engine: engine), CollectionViewCell(engine: engine)] {
            try engine.window.addSubview(view)
        }
        try s.run("""
            for i, v in ipairs(window.subviews) do v.note = 'view ' .. i; v.layer.note = 'layer ' .. i end
            window.rootViewController.note = 'root'
            collectgarbage() collectgarbage()
            for i, v in ipairs(window.subviews) do print(v.note, v.layer.note) end
            print(window.rootViewController.note)
            """, chunkName: "@held.lua")
        #expect(out.lines == (1...6).map { "view \($0)\tlayer \($0)" } + ["root"])
    }

    /// What the engine does not hold is not anchored: a view made in Swift and never added
    /// loses the script's field once collected, and an animation's handle (a class the stage
    /// does not name) is collected.
    @Test func whatIsNotHeldIsCollected() throws {
        let (s, out) = try stage()
        let loose = View(engine: s.engine)
        s.lua.register("loose") { [unowned s] c in s.push(loose, c); return 1 }
        try s.run("""
            loose().note = 'loose'
            handles = setmetatable({View.animate(0.1, function() end)}, {__mode = 'v'})
            collectgarbage() collectgarbage()
            print(loose().note, handles[1])
            """, chunkName: "@loose.lua")
        #expect(out.lines == ["nil\tnil"])
    }
}
