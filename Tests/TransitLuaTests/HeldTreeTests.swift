import Testing
@testable import TransitLua

/// What the engine holds keeps its Lua side (Stage.observeEngine): the presented controller's
/// views, in the window, and the covered presenter's, out of it under a fullScreen
/// presentation, keep their Lua-side fields through full collections though no script
/// variable holds them; dismissed and dropped, the presented controller's go.
@Suite struct HeldTreeTests {
    @Test func presentedAndCoveredTreesKeepTheirLuaSideUntilLetGo() throws {
        let (s, out) = try stage()
        try s.run("""
            root = ViewController{name = 'root'}; window.rootViewController = root
            local badge = View{name = 'badge'}; badge.note = 'on the root'
            root.view:addSubview(badge)
            card = ViewController{name = 'card', modalPresentationStyle = 'fullScreen'}
            local label = View{name = 'label'}; label.note = 'on the card'
            card.view:addSubview(label)
            root:present(card, false); clock.runUntilIdle()
            print(root.view.window == window, card.view.window == window)
            """, chunkName: "@held.lua")
        let presented = s.lua.hostObjectCount
        try s.run("collectgarbage(); collectgarbage()", chunkName: "@collect.lua")
        try s.run("""
            print(root.view.subviews[1].note, card.view.subviews[1].note)
            card:dismiss(false); clock.runUntilIdle(); card = nil
            """, chunkName: "@dismiss.lua")
        try s.run("collectgarbage(); collectgarbage()", chunkName: "@collect.lua")
        try s.run("print(root.view.window == window, root.view.subviews[1].note)", chunkName: "@after.lua")
        #expect(out.lines == ["false\ttrue", "on the root\ton the card", "true\ton the root"])
        // the card, its view and the label (their boxes) are gone; the root's are kept
        #expect(s.lua.hostObjectCount == presented - 3)
    }
}
