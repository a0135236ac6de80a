/// What the console has shown — prints, warnings, timeline events, errors — by the instant
/// each happened, so that a replay shows only what the user has not seen.
///
/// Time travel rebuilds the stage by replaying the log. Going back, everything the replay
/// produces was shown on the way there. But an input typed in the past changes what comes
/// after it: its completion prints at a later instant, its animation's events come, another's
/// no longer do. A rebuild going forward past it must show those, as running there live
/// would have, and stay silent on the rest. A line is news when the replay produces it at an
/// instant more times than the console showed it there (the same text twice at one instant
/// counts twice).
///
/// Bounded: the last ``capacity`` lines shown are kept (as digests, 16 bytes each), so a
/// session printing for hours keeps a flat footprint (issue 19's flat RSS, which the REPL
/// is measured by). A replayed line at or before the latest instant forgotten is taken as
/// seen — as every replayed line was before this ledger.
struct ShownLedger {
    struct Key: Hashable {
        let tick: Int64
        let digest: UInt64
    }

    /// How many shown lines are kept: the REPL keeps as many timeline events (`.events`).
    static let capacity = 4096

    private var counts: [Key: Int32] = [:]
    /// The kept lines in the order shown: a ring, `next` its oldest once full.
    private var ring: [Key] = []
    private var next = 0
    /// The latest instant of a line let go: replayed lines up to it are not news.
    private var forgottenThrough = Int64.min
    /// Per line, how many times the running replay has produced it.
    private var replayed: [Key: Int32] = [:]

    /// The console showed `text` at `tick`.
    mutating func shown(_ text: String, at tick: Int64) {
        let key = Key(tick: tick, digest: Self.digest(text))
        counts[key, default: 0] += 1
        guard ring.count == Self.capacity else { ring.append(key); return }
        let old = ring[next]
        ring[next] = key
        next = (next + 1) % Self.capacity
        forgottenThrough = max(forgottenThrough, old.tick)
        if let n = counts[old], n > 1 { counts[old] = n - 1 } else { counts[old] = nil }
    }

    /// A replay begins: nothing produced yet.
    mutating func beginReplay() { replayed = [:] }

    /// The replay produced `text` at `tick`: whether the console has not shown it there yet
    /// (then it is counted as shown: the caller shows it).
    mutating func isNews(_ text: String, at tick: Int64) -> Bool {
        guard tick > forgottenThrough else { return false }
        let key = Key(tick: tick, digest: Self.digest(text))
        let produced = replayed[key, default: 0] + 1
        replayed[key] = produced
        guard produced > counts[key, default: 0] else { return false }
        shown(text, at: tick)
        return true
    }

    /// FNV-1a over the text's UTF-8: the same in every run (Swift's `Hasher` is seeded per
    /// process), and a collision only silences one line.
    private static func digest(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return h
    }
}
