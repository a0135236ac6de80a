/// Presentation values: the model plus the running animations at `clock.now`, computed on
/// demand for one view or by the frame pass for all animated views.
extension Engine {
    /// What `view` shows at the current clock time.
    public func presentation(of view: View) -> Presentation {
        accumulator(of: view, at: clock.now).presentation(of: view)
    }

    /// What `view` shows at tick `tick` if nothing changes before then (the same pure
    /// function of time; for renders and time travel).
    public func presentation(of view: View, atTick tick: Int64) -> Presentation {
        accumulator(of: view, at: tick).presentation(of: view)
    }

    private func accumulator(of view: View, at tick: Int64) -> PresentationAccumulator {
        var acc = PresentationAccumulator()
        for slot in view.trackSlots {
            let track = store.tracks[Int(slot)]
            let g = Int(track.group)
            acc.add(track, eased: store.timings[g].eased(at: tick, curve: store.groups[g]?.curve))
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
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a negative count, or what an action
    ///   run on the way throws.
    public func step(frames: Int = 1) throws {
        guard frames >= 0 else {
            throw CoreError(.invalidNumber, "step expects a non-negative number of frames (got \(frames))")
        }
        for _ in 0..<frames {
            try clock.step(1)
            evaluateFrame()
        }
    }
}

extension AnimationStore {
    /// The three passes of ``Engine/evaluateFrame()``.
    mutating func evaluate(at now: Int64) {
        // 1. Eased progress, once per animation block.
        timings.withUnsafeBufferPointer { timings in
            progress.withUnsafeMutableBufferPointer { progress in
                for g in 0..<timings.count where timings[g].isLive {
                    let t = timings[g]
                    progress[g] = t.curveKind == .other
                        ? t.eased(at: now, curve: groups[g]?.curve)
                        : t.eased(at: now, curve: nil)
                }
            }
        }
        // 2. Per-view sums.
        accumulators.withUnsafeMutableBufferPointer { acc in
            for i in 0..<acc.count { acc[i].flags = 0; acc[i].clear() }
            tracks.withUnsafeBufferPointer { tracks in
                progress.withUnsafeBufferPointer { progress in
                    for i in 0..<tracks.count where tracks[i].isLive {
                        let t = tracks[i]
                        acc[Int(t.viewSlot)].add(t, eased: progress[Int(t.group)])
                    }
                }
            }
        }
        // 3. Presentations.
        for i in 0..<views.count {
            guard let view = views[i] else { continue }
            rendered[i] = accumulators[i].presentation(of: view)
            isRendered[i] = true
        }
    }
}

extension PresentationAccumulator {
    /// Zeroes the additive sums (the replaced values are overwritten when their flag is set).
    @inline(__always) mutating func clear() {
        center = .zero
        bounds = .zero
        transform = .zero
    }
}
