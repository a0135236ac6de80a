/// Presentation values: the model plus the running animations at `clock.now`, computed on
/// demand for one view or by the frame pass for all animated views.
extension Engine {
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
        var acc = PresentationAccumulator()
        for ref in view.trackRefs {
            store.accumulate(ref, into: &acc, at: tick)
        }
        return acc
    }

    /// One property's presentation value as a vector (for `beginFromCurrentState`).
    func presentationVector(of view: View, _ property: AnimatedProperty) -> AnimVector {
        let p = presentation(of: view)
        switch property {
        case .center: return AnimVector(p.center)
        case .bounds: return AnimVector(p.bounds)
        case .transform: return AnimVector(DecomposedTransform(p.transform))
        case .alpha: return AnimVector(scalar: p.alpha)
        case .backgroundColor: return AnimVector(p.backgroundColor)
        case .cornerRadius: return AnimVector(scalar: p.cornerRadius)
        }
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
        store.evaluate(at: now)
        return store.liveViewCount
    }

    /// The presentation of `view` stored by the last ``evaluateFrame()``, or nil if the view
    /// was not animating then.
    public func renderedPresentation(of view: View) -> Presentation? {
        let slot = view.animationSlot
        guard slot >= 0, store.isRendered[Int(slot)] else { return nil }
        return store.rendered[Int(slot)]
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
        let timing = timings[Int(g)]
        if timing.curveKind == .driven, let state = groups[Int(g)] { return state.drivenProgress(timing, at: tick) }
        return timing.eased(at: tick, curves: curves, curve: groups[Int(g)]?.curve)
    }

    /// Adds one track, evaluated at `tick`, to `acc` (the on-demand path).
    func accumulate(_ ref: TrackRef, into acc: inout PresentationAccumulator, at tick: Int64) {
        let i = Int(ref.index)
        if ref.keyframed {
            let t = keyframes.items[i]
            acc.add(keyframe: t.payload.property, t.payload.path.value(at: eased(group: t.group, at: tick)))
            return
        }
        switch ref.property {
        case .center:
            let t = centers.items[i]
            acc.addCenter(t.payload, weight: 1 - eased(group: t.group, at: tick))
        case .bounds:
            let t = boundses.items[i]
            acc.addBounds(t.payload, weight: 1 - eased(group: t.group, at: tick))
        case .transform:
            let t = transforms.items[i]
            acc.addTransform(t.payload, weight: 1 - eased(group: t.group, at: tick))
        case .alpha:
            let t = alphas.items[i]
            acc.setAlpha(t.payload, eased: eased(group: t.group, at: tick))
        case .backgroundColor:
            let t = colors.items[i]
            acc.setColor(t.payload, eased: eased(group: t.group, at: tick))
        case .cornerRadius:
            let t = radii.items[i]
            acc.setCornerRadius(t.payload, eased: eased(group: t.group, at: tick))
        }
    }

    /// The passes of ``Engine/evaluateFrame()``.
    mutating func evaluate(at now: Int64) {
        // 1. Eased progress, once per animation block. Blocks started together with the
        //    same curve share their eased value: a small memo of recent (curve, progress)
        //    evaluations skips repeated Bézier solves.
        timings.withUnsafeBufferPointer { timings in
            progress.withUnsafeMutableBufferPointer { progress in
                curves.withUnsafeBufferPointer { curves in
                    var memo = BezierMemo()
                    // Blocks started together (same begin, duration and interned curve) have
                    // the same eased progress: the last one computed is reused for the run
                    // of them, without even the division (callgrind: 45 → ~20 instructions
                    // per block and frame for 10,000 blocks started in one loop).
                    var shared = (begin: Int64.min, duration: Int64(0), kind: CurveKind.other, curve: Int32(-1), value: 0.0)
                    for g in 0..<timings.count where timings[g].isLive {
                        let t = timings[g]
                        let shareable = !t.cycles && (t.curveKind == .linear || t.curveKind == .bezier)
                        if shareable && t.begin == shared.begin && t.duration == shared.duration
                            && t.curveKind == shared.kind && t.curveIndex == shared.curve {
                            progress[g] = shared.value
                            continue
                        }
                        let p = t.linearProgress(at: now)
                        switch t.curveKind {
                        case .linear:
                            progress[g] = p
                        case .bezier:
                            progress[g] = memo.value(curves, t.curveIndex, at: p)
                        case .other:
                            progress[g] = groups[g]?.curve.value(at: p) ?? p
                        case .driven:
                            if let state = groups[g] { progress[g] = state.drivenProgress(t, at: now) }
                        }
                        if shareable {
                            shared = (t.begin, t.duration, t.curveKind, t.curveIndex, progress[g])
                        }
                    }
                }
            }
        }
        // 2. Start every animated view's presentation from its model.
        frameStamp &+= 1
        let stamp = frameStamp
        rendered.withUnsafeMutableBufferPointer { out in
            models.withUnsafeBufferPointer { models in
                slotIsLive.withUnsafeBufferPointer { live in
                    isRendered.withUnsafeMutableBufferPointer { isRendered in
                        for i in 0..<out.count where live[i] {
                            let m = models[i]
                            out[i] = Presentation(bounds: m.bounds, center: m.center,
                                                  transform: m.transform, alpha: m.alpha,
                                                  backgroundColor: m.backgroundColor,
                                                  cornerRadius: m.cornerRadius)
                            isRendered[i] = true
                        }
                    }
                }
            }
        }
        // 3. Add every track, one contiguous list at a time: additive deltas weighted by
        //    1 − eased, replaced values interpolated; transform deltas are summed apart.
        rendered.withUnsafeMutableBufferPointer { out in
            progress.withUnsafeBufferPointer { e in
                centers.items.withUnsafeBufferPointer { items in
                    for t in items where t.group >= 0 {
                        let w = 1 - e[Int(t.group)], v = Int(t.viewSlot)
                        out[v].center.x += t.payload.dx * w
                        out[v].center.y += t.payload.dy * w
                    }
                }
                boundses.items.withUnsafeBufferPointer { items in
                    for t in items where t.group >= 0 {
                        let w = 1 - e[Int(t.group)], v = Int(t.viewSlot)
                        out[v].bounds.x += t.payload.dx * w
                        out[v].bounds.y += t.payload.dy * w
                        out[v].bounds.width += t.payload.dw * w
                        out[v].bounds.height += t.payload.dh * w
                    }
                }
                alphas.items.withUnsafeBufferPointer { items in
                    for t in items where t.group >= 0 {
                        let s = t.payload
                        out[Int(t.viewSlot)].alpha = s.from + (s.to - s.from) * e[Int(t.group)]
                    }
                }
                colors.items.withUnsafeBufferPointer { items in
                    for t in items where t.group >= 0 {
                        let s = t.payload
                        out[Int(t.viewSlot)].backgroundColor = s.from.interpolated(to: s.to, e[Int(t.group)])
                    }
                }
                radii.items.withUnsafeBufferPointer { items in
                    for t in items where t.group >= 0 {
                        let s = t.payload
                        out[Int(t.viewSlot)].cornerRadius = s.from + (s.to - s.from) * e[Int(t.group)]
                    }
                }
                transformSums.withUnsafeMutableBufferPointer { sums in
                    transformStamps.withUnsafeMutableBufferPointer { stamps in
                        transforms.items.withUnsafeBufferPointer { items in
                            for t in items where t.group >= 0 {
                                let v = Int(t.viewSlot)
                                if stamps[v] != stamp {
                                    stamps[v] = stamp
                                    sums[v] = .zero
                                }
                                sums[v].add(t.payload, times: 1 - e[Int(t.group)])
                            }
                        }
                    }
                }
            }
        }
        if !keyframes.items.isEmpty { evaluateKeyframes(stamp: stamp) }
        // 4. Recompose the transforms of views with a running transform animation.
        rendered.withUnsafeMutableBufferPointer { out in
            transformSums.withUnsafeBufferPointer { sums in
                transformStamps.withUnsafeBufferPointer { stamps in
                    modelTransforms.withUnsafeBufferPointer { base in
                        // Views turned by animations started together share their angle in a
                        // frame: one (angle → cos, sin) memo skips most trigonometry.
                        var memo = (angle: 0.0, cos: 1.0, sin: 0.0)
                        for v in 0..<out.count where stamps[v] == stamp {
                            var d = base[v]
                            d.add(sums[v], times: 1)
                            let parts = d.decomposed
                            if parts.angle != memo.angle {
                                memo = (parts.angle, Math.cos(parts.angle), Math.sin(parts.angle))
                            }
                            out[v].transform = parts.transform(cos: memo.cos, sin: memo.sin)
                        }
                    }
                }
            }
        }
    }
}

extension AnimationStore {
    /// Pass 3 for keyframe tracks: each path at its block's eased progress, added (deltas)
    /// or set (values) like the other tracks.
    mutating func evaluateKeyframes(stamp: UInt64) {
        for t in keyframes.items where t.group >= 0 {
            let v = Int(t.viewSlot)
            let value = t.payload.path.value(at: progress[Int(t.group)])
            switch t.payload.property {
            case .center:
                rendered[v].center.x += value.v0
                rendered[v].center.y += value.v1
            case .bounds:
                rendered[v].bounds.x += value.v0
                rendered[v].bounds.y += value.v1
                rendered[v].bounds.width += value.v2
                rendered[v].bounds.height += value.v3
            case .transform:
                if transformStamps[v] != stamp {
                    transformStamps[v] = stamp
                    transformSums[v] = .zero
                }
                transformSums[v].add(value, times: 1)
            case .alpha: rendered[v].alpha = value.v0
            case .backgroundColor: rendered[v].backgroundColor = value.color
            case .cornerRadius: rendered[v].cornerRadius = value.v0
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
