import Testing
@testable import TransitLua

/// A value assigned under a near miss of a bound property (`v.backgroundColour = c`) is a
/// Lua-side field that changes nothing: it warns once at its line, as a misspelt method does;
/// other new fields stay quiet, and writes to bound names never reach the check (rev26 F15).
@Suite struct PropertyMisspellingTests {
    static let view = ["frame", "bounds", "center", "transform", "alpha", "backgroundColor", "cornerRadius",
                       "isHidden", "clipsToBounds", "name", "tag", "subviews", "layer", "center"]

    @Test(arguments: [
        ("backgroundColour", ["backgroundColor"]), ("frmae", ["frame"]), ("Frame", ["frame"]),
        ("alhpa", ["alpha"]), ("centre", ["center"]), ("cornerRaduis", ["cornerRadius"]),
        ("clipToBounds", ["clipsToBounds"]), ("BackgroundColor", ["backgroundColor"]),
    ])
    func nearMissesNameTheProperty(key: String, meant: [String]) {
        #expect(Misspelling.meantProperty(key, among: PropertyNames(Self.view)) == meant)
    }

    @Test(arguments: ["photoView", "tap", "tags", "label", "views", "frames", "overlay", "title", "named", "framed",
                      "centers", "subview", "isHiddenNow"])
    func otherKeysAreFields(key: String) {
        #expect(Misspelling.meantProperty(key, among: PropertyNames(Self.view)) == [])
    }

    @Test func aNewFieldUnderANearMissWarnsOnceAtItsLine() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{name = "card", backgroundColour = Color.red}
            for i = 1, 3 do local w = View{}; w.frmae = Rect(0, 0, 1, 1) end
            v.frmae = Rect(0, 0, 2, 2)
            v.frmae = Rect(0, 0, 3, 3)
            local cell = View{}; cell.photoView = View{}; cell.tap = 1
            local vc = ViewController{transitioningDelegate = {}}
            vc.transitioningDelegat = {}
            local l = Label{}; l.Text = "hi"
            print(v.backgroundColor, v.frame.width, rawequal(v.frmae, nil))
            """, chunkName: "@w.lua")
        #expect(box.warnings == [
            "w.lua:1: 'backgroundColour' is not a property of View (a plain Lua-side field, nothing reads it): did you mean 'backgroundColor'?",
            "w.lua:2: 'frmae' is not a property of View (a plain Lua-side field, nothing reads it): did you mean 'frame'?",
            "w.lua:3: 'frmae' is not a property of View (a plain Lua-side field, nothing reads it): did you mean 'frame'?",
            "w.lua:7: 'transitioningDelegat' is not a property of ViewController (a plain Lua-side field, nothing reads it): did you mean 'transitioningDelegate'?",
            "w.lua:8: 'Text' is not a property of Label (a plain Lua-side field, nothing reads it): did you mean 'text'?",
        ])
        #expect(box.lines == ["nil\t0.0\tfalse"])
    }

    /// Keys judged no near miss are remembered per class (a field made on each of 1,000
    /// cells is judged once), up to a bound: ever new keys cost the look, not memory.
    @Test func keysJudgedFineAreRememberedUpToABound() throws {
        let (s, box) = try stage()
        try s.run("""
            for i = 1, 3 do local cell = View{}; cell.photoView = i end
            local v = View{}
            for i = 1, 2000 do v["field" .. i] = i end
            v.frmae = Rect(0, 0, 1, 1)
            """, chunkName: "@j.lua")
        let judged = try #require(s.misspellings.properties[s.classes.view.id]?.judgedFine)
        #expect(judged.contains("photoView") && judged.count == PropertyNames.judgedLimit)
        #expect(box.warnings == ["j.lua:4: 'frmae' is not a property of View (a plain Lua-side field, nothing reads it): did you mean 'frame'?"])
    }

    /// A stage dropped without `close()` closes its state detached: a finalizer that makes a
    /// near-miss field then tells nobody (the stage it would warn through is going: an
    /// `unowned` reference to it would trap).
    @Test func aFinalizerMakingAFieldAsADroppedStageClosesWarnsNobody() throws {
        weak var gone: Stage?
        let box: Box
        do {
            let (s, b) = try stage()
            box = b
            try s.run("""
                local v = View{}
                KEEP = setmetatable({}, {__gc = function() v.frmae = Rect(0, 0, 1, 1) end})
                """, chunkName: "@d.lua")
            gone = s
        }
        #expect(gone == nil)
        #expect(box.warnings == [])
    }
}
