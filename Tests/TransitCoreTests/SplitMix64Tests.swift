import Testing
import TransitCore

/// The generator is the published SplitMix64: from state 0 it gives what Vigna's reference
/// splitmix64.c gives (0xE220A8397B1DCDAF, then 0x6E789E6AA1B965F4), so a `--seed` reproduces a fuzz schedule or a random stagger anywhere.
@Suite struct SplitMix64Tests {
    @Test func seedZeroGivesTheReferenceSequence() {
        var r = SplitMix64(seed: 0)
        #expect(r.next() == 0xE220_A839_7B1D_CDAF)
        #expect(r.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func belowIsTheRemainderOfTheNextDraw() {
        var a = SplitMix64(seed: 0), b = SplitMix64(seed: 0)
        #expect(a.below(10) == Int(b.next() % 10))          // 0xE220A8397B1DCDAF % 10 = 5
        var c = SplitMix64(seed: 0)
        #expect(c.below(10) == 5)
    }

    /// Fisher–Yates from the back: i = 3, 2, 1 swap with draw % (i + 1); from state 0 the
    /// draws give j = 3, 0, 1 (worked out with the reference sequence), so [0, 1, 2, 3] → [2, 1, 0, 3].
    @Test func stableShuffleIsFisherYatesOverTheDraws() {
        var r = SplitMix64(seed: 0)
        var a = [0, 1, 2, 3]
        a.stableShuffle(using: &r)
        #expect(a == [2, 1, 0, 3])
        var one = [7]
        one.stableShuffle(using: &r)
        #expect(one == [7])
    }
}
