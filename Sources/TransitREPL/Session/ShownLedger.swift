/// What the console has shown — prints, warnings, timeline events, errors — by the instant
/// each happened, so that a replay shows only what the user has not seen.
///
/// Time travel rebuilds the stage by replaying the log. Going back, everything the replay
/// produces was shown on the way there. But an input typed in the past changes what comes
/// after it: its completion prints at a later instant, its animation's events come, another's
/// no longer do. A rebuild going forward past it must show those, as running there live
/// would have, and stay silent on the rest — also when a chunk the rebuild left suspended goes
/// on live and prints again what it printed the first time. A line is news when the stage
/// produces it at an instant more times than the console showed it there (the same text
/// twice at one instant counts twice): every line of a session goes through the ledger.
///
/// Bounded: the last ``capacity`` lines shown are kept (as digests, 16 bytes each), so a
/// session printing for hours keeps a flat footprint (issue 19's flat RSS, which the REPL
/// is measured by). A line a rebuild produces at or before the latest instant forgotten is
/// taken as seen — as every replayed line was before this ledger; a live one is shown.
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
    /// Per line shown, how many times the running stage has produced it (only lines in
    /// `counts`: bounded with them).
    private var produced: [Key: Int32] = [:]

    /// A stage begins that runs the session's log again (a rebuild): it has produced nothing.
    mutating func beginReplay() { produced = [:] }

    /// The stage produced `text` at `tick`: whether it is news — the stage has now produced it
    /// there more times than the console showed it there — and if so it counts as shown (the
    /// caller shows it). `replaying`: produced by the rebuild itself, where a line at an
    /// instant the ledger let go is taken as seen; live (a typed input, or a chunk the rebuild
    /// left suspended going on), such a line is shown.
    mutating func isNews(_ text: String, at tick: Int64, replaying: Bool) -> Bool {
        let key = Key(tick: tick, digest: Self.digest(text))
        if let shownThere = counts[key] {
            let n = produced[key, default: 0] + 1
            produced[key] = n
            if n <= shownThere { return false }
        }
        if replaying && tick <= forgottenThrough { return false }
        record(key)
        return true
    }

    /// The console showed `text` at `tick` whatever the ledger says (an error of the input
    /// just typed: the user asked for it now).
    mutating func shownAnyway(_ text: String, at tick: Int64) {
        record(Key(tick: tick, digest: Self.digest(text)))
    }

    /// One more showing of `key`, produced by the running stage as often as shown.
    private mutating func record(_ key: Key) {
        let n = counts[key, default: 0] + 1
        counts[key] = n
        produced[key] = n
        guard ring.count == Self.capacity else { ring.append(key); return }
        let old = ring[next]
        ring[next] = key
        next = (next + 1) % Self.capacity
        forgottenThrough = max(forgottenThrough, old.tick)
        if let left = counts[old], left > 1 {
            counts[old] = left - 1
        } else {
            counts[old] = nil
            produced[old] = nil
        }
    }

    /// FNV-1a over the text's UTF-8: the same in every run (Swift's `Hasher` is seeded per
    /// process), and a collision only silences one line.
    private static func digest(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return h
    }
}
