/// SplitMix64 (Steele, Lea, Flood, "Fast splittable pseudorandom number generators", 2014):
/// small, fast, and the same sequence on every platform — what the seeded parts of Transit
/// (random stagger, the transition fuzzer, the engine's own fuzz tests) draw from, so a seed
/// reproduces a run anywhere.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in 0..<n (n > 0), by remainder: the tiny bias is no matter for a
    /// fuzzer or a shuffle, and the sequence stays what earlier runs printed.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

extension Array {
    /// Fisher–Yates with SplitMix64 (the standard library's `shuffle(using:)` may change its
    /// algorithm between Swift versions; a seed must replay the same order everywhere): spec
    /// order under `--shuffle`, random stagger.
    public mutating func stableShuffle(using random: inout SplitMix64) {
        guard count > 1 else { return }
        for i in stride(from: count - 1, to: 0, by: -1) {
            swapAt(i, random.below(i + 1))
        }
    }
}
