import Testing
@testable import TransitLua

/// A present or a dismissal over a tab begun while a cover over the tab bar controller
/// animates (or after it settled): UIKit's appearance contract (Apple,
/// `beginAppearanceTransition(_:animated:)`) answers each `will` by its `did` before the next,
/// and a controller a full-screen presentation covers is not told it appears. So each
/// controller's calls alternate WA DA WD DD, and what the dismissal reveals under the cover
/// is told it appears only when the cover leaves. left101 (rev100b): "a" got `AW DD AD`, "p"
/// `DW DW DD` — the tab bar controller's `viewDidDisappear` worked out again whom to tell,
/// and the dismissal did not know its tab bar controller was on its way out.
@Suite struct TabCoverBeginTests {
    /// Tabs "a" (defining the context) and "b"; `setup` then `during` at 0.1 s into the cover
    /// "c" over the tab bar controller; settled; then the cover dismissed (a line each).
    static func calls(setup: String, during: String, wait: String = "clock.advance(0.1)") throws -> [String] {
        let (s, out) = try stage()
        try s.run("""
            local log = {}
            local function VC(name) local c = ViewController{name = name}; for _, m in ipairs{"viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"} do c[m] = function() log[#log + 1] = {name, (m:find("Appear") and "A" or "D") .. (m:find("Will") and "W" or "D")} end end; return c end
            local a, b, c, p = VC('a'), VC('b'), VC('c'), VC('p'); a.definesPresentationContext = true; p.modalPresentationStyle = 'currentContext'
            local tabs = TabBarController{name = 'tabs', viewControllers = {a, b}}; window.rootViewController = tabs; clock.runUntilIdle()
            \(setup); clock.runUntilIdle(); log = {}
            tabs:present(c, true); \(wait); \(during); clock.runUntilIdle()
            local function show() for _, who in ipairs{'a', 'p', 'c'} do local calls = {}; for _, e in ipairs(log) do if e[1] == who then calls[#calls + 1] = e[2] end end; print(who, table.concat(calls, " ")) end end
            show(); print(p.view.window ~= nil); log = {}
            c:dismiss(true); clock.runUntilIdle(); show()
            print(a.view.window ~= nil, p.view.window ~= nil, a.view.superview and a.view.superview.name)
            """, chunkName: "@s.lua")
        return out.lines
    }

    /// The dismissal under the animating cover: "p" gets one `DW` (the cover's) and one `DD`;
    /// "a" nothing until the cover leaves, then `AW AD`, its view back in the content area.
    @Test func aDismissalDuringTheCoverRevealsNothingUntilItLeaves() throws {
        #expect(try Self.calls(setup: "a:present(p, false)", during: "p:dismiss(true)") == [
            "a\t", "p\tDW DD", "c\tAW AD", "false",
            "a\tAW AD", "p\t", "c\tDW DD",
            "true\tfalse\ttransitionView",
        ])
    }

    /// The same dismissal after the cover settled.
    @Test func aDismissalUnderASettledCoverRevealsNothingUntilItLeaves() throws {
        #expect(try Self.calls(setup: "a:present(p, false)", during: "p:dismiss(true)", wait: "clock.runUntilIdle()") == [
            "a\t", "p\tDW DD", "c\tAW AD", "false",
            "a\tAW AD", "p\t", "c\tDW DD",
            "true\tfalse\ttransitionView",
        ])
    }

    /// A present over the tab under the animating cover: "a" told it disappears once (the
    /// cover's), "p" nothing until the cover leaves, then `AW AD` — "a" stays out, covered.
    @Test func aPresentDuringTheCoverIsToldItAppearsWhenTheCoverLeaves() throws {
        #expect(try Self.calls(setup: "", during: "a:present(p, true)") == [
            "a\tDW DD", "p\t", "c\tAW AD", "false",
            "a\t", "p\tAW AD", "c\tDW DD",
            "false\ttrue\tnil",
        ])
    }
}
