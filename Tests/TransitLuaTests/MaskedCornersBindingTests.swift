import Testing
import TransitCore
@testable import TransitLua

/// `view.layer.maskedCorners` (CALayer, iOS 11): all four corners by default, read back as
/// Swift's names in the header's bit order, not animated, and an unknown name an error at
/// the line. Before it was bound, the assignment made a Lua-side field on the layer: read
/// back as given, and every corner still drawn round.
@Suite struct MaskedCornersBindingTests {
    @Test func allFourByDefaultAndWhatWasSetInBitOrder() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{frame = Rect(0, 0, 100, 100)}
            print(table.concat(v.layer.maskedCorners, ","))
            v.layer.maskedCorners = {"layerMaxXMinYCorner", "layerMinXMinYCorner"}
            print(table.concat(v.layer.maskedCorners, ","))
            v.layer.maskedCorners = "layerMaxXMaxYCorner"
            print(table.concat(v.layer.maskedCorners, ","))
            v.layer.maskedCorners = {}
            print(#v.layer.maskedCorners)
            """, chunkName: "@m.lua")
        #expect(box.lines == [
            "layerMinXMinYCorner,layerMaxXMinYCorner,layerMinXMaxYCorner,layerMaxXMaxYCorner",
            "layerMinXMinYCorner,layerMaxXMinYCorner",
            "layerMaxXMaxYCorner",
            "0",
        ])
    }

    /// Not animatable (the header does not say "Animatable", as it does for cornerRadius):
    /// set in a block it applies at once, and a snapshot copies it.
    @Test func setInABlockItAppliesAtOnceAndASnapshotKeepsIt() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{frame = Rect(0, 0, 100, 100)}
            window:addSubview(v)
            View.animate(1, function() v.layer.maskedCorners = {"layerMinXMaxYCorner"} end)
            print(table.concat(v.layer.maskedCorners, ","))
            print(table.concat(v:snapshotView().layer.maskedCorners, ","))
            """, chunkName: "@b.lua")
        #expect(box.lines == ["layerMinXMaxYCorner", "layerMinXMaxYCorner"])
    }

    @Test(arguments: [
        ("v.layer.maskedCorners = {'topLeft'}",
         "e.lua:2: unknown corner 'topLeft' for maskedCorners (known: layerMinXMinYCorner, layerMaxXMinYCorner, layerMinXMaxYCorner, layerMaxXMaxYCorner)"),
        ("v.layer.maskedCorners = 3", "e.lua:2: maskedCorners must be a string or a list of strings"),
    ])
    func wrongValuesAreErrorsAtTheLine(code: String, message: String) throws {
        let (s, _) = try stage()
        #expect(s.failure("local v = View{}\n" + code, name: "e.lua") == message)
    }
}
