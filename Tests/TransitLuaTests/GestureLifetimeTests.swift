import Foundation
import Lua
import Testing
import TransitCore
@testable import TransitLua

/// Issue 19's flat RSS for the two seed transitions whose dismissal a recognizer drives: a
/// recognizer's action (a closure, or a target and a method name) lives on the Lua side of
/// the recognizer, which its view's Lua side keeps (BRIDGE.md, "Lifetime and identity"), so
/// a presentation's controllers, views and closures are collected once it is over — the
/// same live counts after 10 cycles as after 50.
@Suite struct GestureLifetimeTests {
    struct Counts: Equatable {
        var boxes: Int, views: Int, recognizers: Int
    }

    /// scripts/bench/cycles/<name>.lua run `n` times, then a full collection.
    static func counts(_ name: String, _ n: Int) throws -> Counts {
        let (s, _) = try stage()
        let body = try String(contentsOfFile: packageRoot + "/scripts/bench/cycles/\(name).lua", encoding: .utf8)
        try s.run("local N = \(n)\n" + body + "\ncollectgarbage(); collectgarbage()", chunkName: "@\(name).lua")
        let e = s.engine
        return Counts(boxes: s.lua.hostObjectCount, views: e.contentMeter.views, recognizers: e.contentMeter.recognizers)
    }

    @Test(arguments: ["slide_in_presenter", "swipe_to_dismiss"])
    func cyclesLeaveNothingBehind(name: String) throws {
        let ten = try Self.counts(name, 10), fifty = try Self.counts(name, 50)
        #expect(ten == fifty, "\(name): \(ten) after 10 cycles, \(fifty) after 50")
        #expect(ten.recognizers == 0)
    }
}
