/// Presentation values: the model plus the running animations at `clock.now`, computed on
/// demand for one view or by the frame pass for all animated views.
extension AnimationSystem {
    /// What `view` shows at the current clock time.
    public func presentation(of view: View) -> Presentation {
        accumulator(of: view, at: clock.now).presentation(of: view.model)
    }

    /// What `view` shows at tick `tick` if nothing changes before then (the same pure
    /// function of time; for renders and time travel).
    public func presentation(of view: View, atTick tick: Int64) -> Presentation {
        accumulator(of: view, at: tick).presentation(of: view.model)
    }

    private func accumulator(of view: View, at tick: Int64) -> PresentationAccumulator {
        settleRows()   // an ended block's tracks, at an earlier tick, would show mid-way
        var acc = PresentationAccumulator()
        let slot = view.animationSlot
        guard slot >= 0 else { return acc }
        // By index: the list is the store's (no array made per presentation asked).
        store.forEachLiveTrack(ofSlot: slot) { store.accumulate($0, into: &acc, at: tick) }
        return acc
    }

    /// One property's presentation value as a vector (for `beginFromCurrentState`).
    func presentationVector(of view: View, _ property: AnimatedProperty) -> AnimVector {
        property.descriptor.read(presentation(of: view).values)
    }

    // MARK: Frame pass

    /// Evaluates every running animation at `clock.now` and stores each animated view's
    /// presentation — what a renderer does once per frame. Walks the contiguous stores in
    /// three passes (curves per animation block, tracks into per-view sums, sums into
    /// presentations) without allocating.
    ///
    /// - Returns: the number of views evaluated.
    @discardableResult
    public func evaluateFrame() -> Int {
        let now = clock.now
        if storeCounts.pendingGroups > 0 && store.lastRowEnd < now { reclaimPending(budget: reclaimBudget) }
        isEvaluatingFrame = true
        store.evaluate(at: now)
        isEvaluatingFrame = false
        return store.liveViewCount
    }

    /// The presentation of `view` stored by the last ``evaluateFrame()``, or nil if the view
    /// was not animating then.
    public func renderedPresentation(of view: View) -> Presentation? {
        settleRows()
        let slot = view.animationSlot
        guard slot >= 0, store.slotMarks[Int(slot)].contains(.rendered) else { return nil }
        return store.renderedPresentation(slot: Int(slot))
    }

    /// Steps the clock frame by frame, evaluating each frame (a renderer's loop).
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a negative count or one that would
    ///   move the clock past ``Clock/maxTicks`` (before any frame runs);
    ///   ``CoreError/Kind/stopped`` when ``Clock/shouldStop`` says so between frames; what an
    ///   action run on the way throws.
    public func step(frames: Int = 1) throws {
        _ = try clock.frameTick(afterSteps: frames)
        for i in 0..<frames {
            try clock.checkStop(after: i, "in step(\(frames)) after \(i) frames")
            try clock.step(1)
            evaluateFrame()
        }
    }
}

extension AnimationStore {
    /// Eased progress of group `g` at `tick` (the on-demand path).
    func eased(group g: Int32, at tick: Int64) -> Double {
        let timing = self.timing(ofGroup: g)
        if timing.curveKind == .driven, let state = groups[Int(g)] { return state.drivenProgress(timing, at: tick) }
        return timing.eased(at: tick, curves: curves, curve: groups[Int(g)]?.curve)
    }

    /// Adds one track, evaluated at `tick`, to `acc` (the on-demand path).
    func accumulate(_ ref: TrackRef, into acc: inout PresentationAccumulator, at tick: Int64) {
        accumulate(ref, into: &acc) { eased(group: $0, at: tick) }
    }

    /// Adds one track to `acc`, its block's eased progress given by `eased` (the on-demand
    /// path's at a tick, or the frame pass's: ``presentWideSlots()``).
    func accumulate(_ ref: TrackRef, into acc: inout PresentationAccumulator, eased: (Int32) -> Double) {
        let i = Int(ref.index), l = Int(ref.list)
        let d = ref.property.descriptor
        if ref.keyframed {
            let t = keyframes[i]
            let value = t.payload.path.value(at: eased(t.group))
            if d.isAdditive { acc.add(d, value, weight: 1) } else { acc.set(d, value) }
            return
        }
        switch ref.lane {
        case .additivePoint:
            let t = points[l][i]
            acc.add(d, AnimVector(v0: t.payload.dx, v1: t.payload.dy, v2: 0, v3: 0, v4: 0, v5: 0),
                    weight: 1 - eased(t.group))
        case .additiveRect:
            let t = rects[l][i], p = t.payload
            acc.add(d, AnimVector(v0: p.dx, v1: p.dy, v2: p.dw, v3: p.dh, v4: 0, v5: 0),
                    weight: 1 - eased(t.group))
        case .additiveTransform:
            let t = transforms[l][i]
            acc.add(d, t.payload, weight: 1 - eased(t.group))
        case .replacingScalar:
            let t = scalars[l][i], s = t.payload
            acc.set(d, AnimVector(scalar: FiniteRange.lerp(s.from, s.to, eased(t.group))))
        case .replacingColor:
            let t = colors[l][i], s = t.payload
            acc.set(d, AnimVector(s.from.interpolated(to: s.to, eased(t.group))))
        case .replacingPoint, .additiveTransform3D:
            accumulateLayerLane(ref, into: &acc, eased: eased)
        }
    }

    /// The passes of ``AnimationSystem/evaluateFrame()``: the eased progress of every timing
    /// row (``easeTimings(at:)``), then passes 2–4 a tile of `tileSlots` view slots at a time
    /// (``evaluateTiles(tileSlots:composingInTiles:)``; a test passes other sizes, and turns
    /// the transforms composed in pass 3 off, which must render the same bytes).
    mutating func evaluate(at now: Int64, tileSlots: Int = AnimationStore.tileSlots, composingInTiles: Bool = true) {
        easeTimings(at: now)
        evaluateTiles(tileSlots: tileSlots, composingInTiles: composingInTiles)
    }
}

extension AnimationStore {
    /// Pass 3 for keyframe tracks: each path at its block's eased progress, added (deltas)
    /// or set (values) like the other tracks.
    mutating func evaluateKeyframes() {
        for t in keyframes.items where t.group >= 0 {
            let v = Int(t.viewSlot)
            let value = t.payload.path.value(at: progress(ofGroup: t.group))
            let d = t.payload.property.descriptor
            if d.kind == .transform {
                // Summed in the presentation's transform field, as pass 3's tracks.
                let begun = slotMarks[v].contains(.transformSummed)
                slotMarks[v].insert(.transformSummed)
                withRenderedField(d, slot: t.viewSlot) { field in
                    var sum = begun ? field.load(as: Delta6.self) : Delta6()
                    sum.add(value, times: 1)
                    field.storeBytes(of: sum, as: Delta6.self)
                }
                continue
            }
            withRenderedField(d, slot: t.viewSlot) { field in
                if d.isAdditive { d.add(value, times: 1, field: field) } else { d.write(value, field: field) }
            }
        }
    }
}

/// A four-entry memo of Bézier evaluations for one frame pass, keyed by (curve index,
/// progress). No allocation: tuples.
struct BezierMemo {
    private var keys: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
    private var inputs = (-1.0, -1.0, -1.0, -1.0)
    private var outputs = (0.0, 0.0, 0.0, 0.0)
    private var next = 0

    @inline(__always)
    mutating func value(_ curves: UnsafeBufferPointer<UnitBezier>, _ k: Int32,
                        at p: Double) -> Double {
        if keys.0 == k && inputs.0 == p { return outputs.0 }
        if keys.1 == k && inputs.1 == p { return outputs.1 }
        if keys.2 == k && inputs.2 == p { return outputs.2 }
        if keys.3 == k && inputs.3 == p { return outputs.3 }
        let e = curves[Int(k)].value(at: p)
        switch next {
        case 0: keys.0 = k; inputs.0 = p; outputs.0 = e
        case 1: keys.1 = k; inputs.1 = p; outputs.1 = e
        case 2: keys.2 = k; inputs.2 = p; outputs.2 = e
        default: keys.3 = k; inputs.3 = p; outputs.3 = e
        }
        next = (next + 1) & 3
        return e
    }
}
