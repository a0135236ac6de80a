import Testing
@testable import TransitCore

/// The frame pass composes a view's transform two lanes at a time
/// (``AnimationStore/composeTransform(_:_:_:_:_:)``, ``Delta6Pairs``): its numbers must be
/// those of the general path — the sum added with ``Delta6/add(_:times:)``, the model's
/// decomposition plus the sum recomposed by ``DecomposedTransform/transform(cos:sin:)`` — bit
/// for bit, negative zeros included.
@Suite struct FramePassCompositionTests {
    /// Numbers whose products and sums make signed zeros, subnormals, overflow and NaN.
    private static let specials: [Double] = [0, -0.0, 1, -1, 0.5, -2.5, .pi, -.pi / 2, 1e-310, -3e-200,
                                             1e300, -7e307, .infinity, -.infinity]

    /// The bits of a transform's six numbers; a NaN as one pattern: the compiler may take a
    /// commutative operation's operands in either order, which picks the NaN that propagates
    /// (its sign and payload), not whether the result is NaN.
    private func bits(_ t: AffineTransform) -> [UInt64] {
        [t.a, t.b, t.c, t.d, t.tx, t.ty].map { $0.isNaN ? Double.nan.bitPattern : $0.bitPattern }
    }

    /// The pair form's composition, through a presentation row as the frame pass writes it.
    private func composedInPairs(model: Delta6, sum: Delta6Pairs, memo: inout RotationMemo) -> AffineTransform {
        var row = RenderedCore()
        let offset = MemoryLayout<RenderedCore>.offset(of: \RenderedCore.transform)!
        withUnsafeMutableBytes(of: &row) { raw in
            [model].withUnsafeBufferPointer { models in
                AnimationStore.composeTransform(0, sum, raw.baseAddress! + offset, models, &memo)
            }
        }
        return row.transform
    }

    /// The general path: the model's decomposition plus the sum, recomposed.
    private func composedInScalars(model: Delta6, sum: Delta6) -> AffineTransform {
        var d = model
        d.add(sum, times: 1)
        let parts = d.decomposed
        return parts.transform(cos: Math.cos(parts.angle), sin: Math.sin(parts.angle))
    }

    private func delta(_ r: inout SplitMix64) -> Delta6 {
        func pick() -> Double { FramePassCompositionTests.specials[Int(r.next() % UInt64(FramePassCompositionTests.specials.count))] }
        var d = Delta6()
        (d.v0, d.v1, d.v2, d.v3, d.v4, d.v5) = (pick(), pick(), pick(), pick(), pick(), pick())
        return d
    }

    /// Sums of one to three tracks, each weighted as pass 3 weighs it, added in pairs and in
    /// scalars, then composed with a model: the same bits.
    @Test func pairsComposeTheBitsOfTheGeneralPath() {
        var r = SplitMix64(seed: 92)
        var checked = 0, negativeZeros = 0
        for _ in 0..<20_000 {
            let model = delta(&r)
            var pairs = Delta6Pairs(), scalars = Delta6()
            for _ in 0...(r.next() % 3) {
                let track = delta(&r)
                let w = 1 - [0, 0.25, 1, 1e-9, 0.999][Int(r.next() % 5)]
                pairs.add(track, times: w)
                scalars.add(track, times: w)
            }
            let sumBits = [pairs.p01.x, pairs.p01.y, pairs.p23.x, pairs.p23.y, pairs.p45.x, pairs.p45.y].map(\.bitPattern)
            let sumsAgree = sumBits == [scalars.v0, scalars.v1, scalars.v2, scalars.v3, scalars.v4, scalars.v5].map(\.bitPattern)
            #expect(sumsAgree, "sum of tracks")
            var memo = RotationMemo(.nan)   // no angle equals NaN: the first view takes its own cos and sin
            let pair = composedInPairs(model: model, sum: pairs, memo: &memo)
            let scalar = composedInScalars(model: model, sum: scalars)
            #expect(bits(pair) == bits(scalar), "model \(model), sum \(scalars)")
            checked += 1
            negativeZeros += [pair.a, pair.b, pair.c, pair.d, pair.tx, pair.ty].filter { $0 == 0 && $0.sign == .minus }.count
        }
        #expect(checked == 20_000)
        #expect(negativeZeros > 100)   // the grid reaches signed zeros in the output
    }

    /// The tween's case, a rotation from the identity: each angle's cosine and sine go into
    /// a, b, c, d with the zeros' signs of the general path (c = cos·0 − sin·1).
    @Test func aRotationFromTheIdentityKeepsTheSignsOfItsZeros() {
        let identity = Delta6(AnimVector(DecomposedTransform.identity))
        for angle in [0, -0.0, .pi, -.pi, .pi / 2, 1e-300, -1e-300] {
            var sum = Delta6()
            sum.v2 = angle
            var memo = RotationMemo(.nan)
            var pairs = Delta6Pairs()
            pairs.add(sum, times: 1)
            let pair = composedInPairs(model: identity, sum: pairs, memo: &memo)
            #expect(bits(pair) == bits(composedInScalars(model: identity, sum: sum)), "angle \(angle)")
        }
        // −0 itself (a model turned by −0 plus a −0 turn; +0 + −0 is +0): sin(−0) is −0, so
        // b is −0 and c is +0, cos·0 − (−0)·1.
        var turnedByMinusZero = identity
        turnedByMinusZero.v2 = -0.0
        var memo = RotationMemo(.nan)
        var minusZero = Delta6Pairs()
        minusZero.p23 = SIMD2(-0.0, 0)
        let t = composedInPairs(model: turnedByMinusZero, sum: minusZero, memo: &memo)
        #expect(t.b.bitPattern == (-0.0).bitPattern && t.c.bitPattern == (0.0).bitPattern)
    }

    /// One memo through a run of views: `==` angles share the first one's cosine and sine, so
    /// a −0 angle after a +0 one is composed with +0's sine (the order decides; as before).
    @Test func theMemoTakesEqualAnglesAsOne() {
        var model = Delta6(AnimVector(DecomposedTransform.identity))
        model.v2 = -0.0   // so that a −0 turn makes a −0 angle
        var memo = RotationMemo()
        var last = (angle: 0.0, sin: 0.0)   // the memo as the pass begins it
        var sines: [Double] = []
        for angle in [0, -0.0, 1, 1, -0.0, -0.0] {
            var pairs = Delta6Pairs()
            pairs.p23 = SIMD2(angle, 0)
            let t = composedInPairs(model: model, sum: pairs, memo: &memo)
            let composed = model.v2 + angle
            if composed != last.angle { last = (composed, Math.sin(composed)) }
            #expect(t.b.bitPattern == last.sin.bitPattern, "angle \(angle)")   // b = sin·1
            sines.append(t.b)
        }
        // The first −0 follows +0 and keeps +0's sine; the last two follow 1 and take −0's.
        #expect(sines.map { $0.sign } == [.plus, .plus, .plus, .plus, .minus, .minus])
    }
}
