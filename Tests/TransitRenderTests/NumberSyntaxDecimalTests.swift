import Testing
import TransitRender

/// ``NumberSyntax/decimal(_:)`` writes a number as the command line reads it back (digits and
/// a point, no exponent): `--jobs` hands `--time` on to each worker, and a config's numbers
/// become options. `String(x)` wrote `1e-05` for `--time 0.00001`, which every worker refused.
@Suite struct NumberSyntaxDecimalTests {
    @Test func itIsTheShortestDigitsWithoutTheExponent() {
        let cases: [(Double, String)] = [
            (0.00001, "0.00001"), (1.2345e-5, "0.000012345"), (-1.5e-7, "-0.00000015"), (0.5, "0.5"),
            (2, "2"), (86400, "86400"), (0.1 + 0.2, "0.30000000000000004"), (1e16, "10000000000000000"),
            (1.5e16, "15000000000000000"), (-2.5e20, "-250000000000000000000"),
        ]
        for (x, text) in cases { #expect(NumberSyntax.decimal(x) == text, "\(x)") }
    }

    /// Every finite value reads back as itself through the options' own syntax.
    @Test func everyValueReadsBackTheSame() {
        var values: [Double] = [.leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 9.999e-5, 1e-4, 123456.789, 2e15 + 0.5, .greatestFiniteMagnitude]
        var seed: UInt64 = 0x9E3779B97F4A7C15
        for _ in 0..<2000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let x = Double(bitPattern: seed & ~(1 << 63))         // positive, every magnitude (some not finite)
            if x.isFinite { values.append(x) }
        }
        for x in values + values.map(-) {
            let text = NumberSyntax.decimal(x)
            #expect(NumberSyntax.isDecimal(text[...]) && Double(text) == x, "\(x): \(text)")
        }
    }
}
