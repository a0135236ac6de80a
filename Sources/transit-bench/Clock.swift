import Glibc

/// Seconds on `CLOCK_MONOTONIC`, from the first reading: the one clock every figure here is
/// read on — the engine's frames, the Lua loops (through a host function) and the baseline
/// processes (through ``BaselineProcess``'s clock protocol). Wall time, not CPU time: a
/// neighbour that steals the CPU slows both sides of a ratio alike, and both sides are timed
/// the same way.
func monotonic() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9 - clockOrigin
}

/// The first reading, so the numbers sent to a baseline stay small (exact in a double).
private let clockOrigin: Double = {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}()

/// Seconds `body` takes on ``monotonic()``.
func timed(_ body: () throws -> Void) rethrows -> Double {
    let start = monotonic()
    try body()
    return monotonic() - start
}
