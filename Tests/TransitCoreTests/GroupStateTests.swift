import Testing
@testable import TransitCore

/// A block's state keeps its rare parts (a forever block's hold, a property animator, an
/// interactive transition's timeline, a Timeline's clock) in a box made on the first one
/// set: what is set reads back, and clearing one leaves the others.
@Suite struct GroupStateTests {
    @Test func rarePartsReadBackWhatWasSet() {
        let state = GroupState(handle: AnimationHandle(id: 1), completion: nil, curve: .linear)
        #expect(state.hold == nil && state.driver == nil && state.timeline == nil && state.clock == nil)
        state.timeline = nil   // clearing what was never set
        #expect(state.timeline == nil)
        state.hold = HoldID(rawValue: 7)
        state.clock = { Double($0) / 2 }
        #expect(state.hold == HoldID(rawValue: 7) && state.clock?(10) == 5)
        state.hold = nil
        #expect(state.hold == nil && state.clock?(4) == 2 && state.driver == nil)
        let timing = GroupTiming(begin: 0, duration: 100, isLive: true, curveKind: .driven, curveIndex: -1)
        #expect(state.drivenProgress(timing, at: 8) == 4)   // the Timeline's clock decides
    }
}
