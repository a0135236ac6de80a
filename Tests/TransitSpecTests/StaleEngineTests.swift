import Testing
@testable import TransitSpec

/// An object made in one test and kept in an upvalue belongs to that test's engine, which the
/// runner resets before the next test: a later test that uses it fails with the line (the
/// reset retired it, Stage+Reset.swift), where it used to do nothing at all — a present
/// ignored, an animation over at once. scripts/spec/stale_engine_spec.lua has the uses one by
/// one, after `transit.reset()`.
@Suite struct StaleEngineTests {
    @Test func anObjectKeptFromAnEarlierTestFailsTheLaterOneAtItsLine() throws {
        let r = try runSpec("""
            local kept, card
            it("makes", function()
              kept, card = ViewController{name = 'kept'}, View{name = 'card'}
              window.rootViewController = kept
              expect(kept.view.window):toBe(window)
            end)
            it("presents", function()
              kept:present(ViewController{}, false)
            end)
            it("animates", function()
              View.animate(1, function() card.alpha = 0 end)
            end)
            """)
        #expect(r.outcomes == ["passed makes", "errored presents", "errored animates"])
        #expect(r.failure("presents")?.message == "attempt to use a ViewController of an engine that was reset")
        #expect(r.failure("presents")?.location.hasSuffix("t_spec.lua:8") == true)
        #expect(r.failure("animates")?.message == "attempt to use a View of an engine that was reset")
        #expect(r.failure("animates")?.location.hasSuffix("t_spec.lua:11") == true)
    }
}
