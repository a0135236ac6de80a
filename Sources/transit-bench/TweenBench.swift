import Foundation

/// The tween workload against its baselines, interleaved: each repetition runs the engine,
/// then `lua5.4`, then `luajit` (when installed) on tween_baseline.lua with the same N and F,
/// so a noisy stretch of the shared machine falls on neighbours, and ratios are taken per
/// repetition (per interleaved pair) before their median.
struct TweenSeries {
    var engine = Samples(), engineSteady = Samples(), engineLast = Samples(), setup = Samples()
    /// The slowest frame after the ending one, and the views animated again after it.
    var engineAfter = Samples(), animate = Samples(), reanimate = Samples()
    var lua54 = Samples(), luajit = Samples()

    /// Seconds per frame of a baseline run: its timed loop (between its two clock readings)
    /// over F frames.
    static func baselineFrame(_ interpreter: String, views: Int, frames: Int) -> Double? {
        let script = sharedBench.appendingPathComponent("tween_baseline.lua").path
        guard let out = BaselineProcess.run(interpreter, script, [String(views), String(frames)]),
              out.clockReadings.count >= 2 else { return nil }
        return (out.clockReadings[1] - out.clockReadings[0]) / Double(frames)
    }

    static func measure(views: Int, frames: Int, reps: Int, jit: Bool) throws -> TweenSeries {
        var s = TweenSeries()
        for _ in 0..<reps {
            let run = try Tween.lua(views: views, frames: frames)
            s.engine.append(run.meanFrame)
            s.engineSteady.append(run.steadyFrame)
            s.engineLast.append(run.lastFrame)
            s.setup.append(run.setupSeconds)
            s.engineAfter.append(run.worstAfterFrame)
            s.animate.append(run.animateSeconds)
            s.reanimate.append(run.reanimateSeconds)
            if let t = baselineFrame("lua5.4", views: views, frames: frames) { s.lua54.append(t) }
            if jit, let t = baselineFrame("luajit", views: views, frames: frames) { s.luajit.append(t) }
        }
        return s
    }
}

/// Issue 19's tween goals at 10,000 views: ≥ 15× lua5.4, ≥ 2× LuaJIT, the ending frame
/// ≤ 2× a steady one.
func tweenSection(_ report: Report, views: Int, reps: Int, jit: Bool) throws {
    let frames = 120
    report.section("Tween: \(views) views × (frame, alpha, rotation), \(frames) frames at 120 Hz, the last frame "
                   + "(all animations end) included; engine set up from Lua; \(reps) interleaved repetitions")
    let s = try TweenSeries.measure(views: views, frames: frames, reps: reps, jit: jit)
    var swiftSide = Samples()
    for _ in 0..<max(1, reps / 2) { swiftSide.append(try Tween.swift(views: views, frames: frames).meanFrame) }
    let ms = 1000.0
    report.add("tween.engine.frame", s.engine.scaled(ms), "ms/frame")
    report.add("tween.engine_swift_setup.frame", swiftSide.scaled(ms), "ms/frame")
    report.add("tween.engine.steady_frame", s.engineSteady.scaled(ms), "ms")
    report.add("tween.engine.ending_frame", s.engineLast.scaled(ms), "ms")
    report.add("tween.engine.ending_over_steady", Samples.ratios(s.engineLast, s.engineSteady), "×",
               target: .atMost(2))
    // What the ending frame leaves for later shows here: the slowest of the frames after it
    // (nothing running) over a steady frame, and the next `animate` of the same views over
    // the first one.
    report.add("tween.engine.after_ending_over_steady", Samples.ratios(s.engineAfter, s.engineSteady), "×",
               target: .atMost(2))
    report.add("tween.engine.animate", s.animate.scaled(ms), "ms")
    report.add("tween.engine.reanimate", s.reanimate.scaled(ms), "ms")
    report.add("tween.engine.reanimate_over_animate", Samples.ratios(s.reanimate, s.animate), "×")
    report.add("tween.engine.setup_from_lua", s.setup.scaled(ms), "ms")
    if !s.lua54.isEmpty {
        report.add("tween.lua54.frame", s.lua54.scaled(ms), "ms/frame")
        report.add("tween.speedup_vs_lua54", Samples.ratios(s.lua54, s.engine), "×", target: .atLeast(15))
    } else {
        report.note("lua5.4 did not run: no lua5.4 figure or ratio")
    }
    if !s.luajit.isEmpty {
        report.add("tween.luajit.frame", s.luajit.scaled(ms), "ms/frame")
        report.add("tween.speedup_vs_luajit", Samples.ratios(s.luajit, s.engine), "×", target: .atLeast(2))
    } else {
        report.note(jit ? "luajit did not run: no LuaJIT figure or ratio" : "luajit not installed: no LuaJIT figure or ratio")
    }
}

/// Per-view cost of a frame from 100 to 100,000 views, engine against both baselines: the
/// goals are no cliff (the costliest per-view frame ≤ 1.5× the cheapest) and ≥ 2× LuaJIT at
/// 100,000 views.
func scalingSection(_ report: Report, series: [Int], reps: Int, jit: Bool) throws {
    let frames = 120
    report.section("Scaling: ns per view per frame (\(frames) frames incl. the ending one), engine vs lua5.4 vs luajit; "
                   + "\(reps) interleaved repetitions per size")
    var perView: [Double] = [], steadyPerView: [Double] = []
    for views in series {
        let s = try TweenSeries.measure(views: views, frames: frames, reps: reps, jit: jit)
        let ns = 1e9 / Double(views)
        let engine = report.add("scaling.engine.\(views)", s.engine.scaled(ns), "ns/view")
        perView.append(engine.value)
        steadyPerView.append(report.add("scaling.engine_steady.\(views)", s.engineSteady.scaled(ns), "ns/view").value)
        if !s.lua54.isEmpty { report.add("scaling.lua54.\(views)", s.lua54.scaled(ns), "ns/view") }
        if !s.luajit.isEmpty {
            report.add("scaling.luajit.\(views)", s.luajit.scaled(ns), "ns/view")
            if views == series.last, views >= 100_000 {
                report.add("scaling.speedup_vs_luajit.\(views)", Samples.ratios(s.luajit, s.engine), "×",
                           target: .atLeast(2))
            }
        }
    }
    if let low = perView.min(), let high = perView.max() {
        report.add("scaling.engine.cliff", Samples([high / low]), "×", target: .atMost(1.5))
    }
    // The same without the ending frame: what the steady frames alone do with size.
    if let low = steadyPerView.min(), let high = steadyPerView.max() {
        report.add("scaling.engine_steady.cliff", Samples([high / low]), "×")
    }
}
