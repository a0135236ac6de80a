import TransitCore

/// One random schedule of interruptions: actions at clock times over a scene, drawn from a
/// seeded generator so that `--seed S` gives the same schedules on every machine, and
/// written as Lua — the same text the fuzzer runs and a reproducing spec carries.
struct FuzzSchedule {
    struct Action {
        /// Seconds from the scene's start, to the microsecond.
        var time: Double
        var name: String
        /// The action's parameter, in 0…1 (an orientation, a percentage, animated or not).
        var x: Double
    }

    static let names = ["pause", "reverse", "seek", "cancel", "finish", "rotate", "dismiss", "present", "grid"]

    var actions: [Action]
    /// When the finger lifts from an interaction the schedule left held.
    var release: Action

    /// Schedule `index` of the run seeded `seed`: one to six actions at times uniform over
    /// `span` seconds (the scene's length), then the release.
    init(seed: Int, index: Int, span: Double) {
        var random = SplitMix64(seed: UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9 &+ UInt64(index))
        let count = 1 + Int(random.next() % 6)
        let ticks = max(1, Int((span * 1e6).rounded()))
        actions = (0..<count).map { _ in
            let time = Double(Int(random.next() % UInt64(ticks))) / 1e6
            let name = Self.names[Int(random.next() % UInt64(Self.names.count))]
            return Action(time: time, name: name, x: random.unit())
        }.sorted { $0.time < $1.time }
        release = Action(time: Double(ticks) / 1e6 + 0.000001, name: "release", x: random.unit())
    }

    /// The Lua that lays the schedule over the clock: one task per action, waiting from now.
    var lua: String {
        (actions + [release]).map {
            "task(function() wait(\(Self.seconds($0.time))) fuzz.act(\"\($0.name)\", \(Self.seconds($0.x))) end)"
        }.joined(separator: "\n")
    }

    /// Six decimals: the clock's microsecond, and a parameter read back exactly as printed.
    static func seconds(_ value: Double) -> String {
        let micro = Int((value * 1e6).rounded())
        let fraction = String(micro % 1_000_000)
        return "\(micro / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
    }
}

/// The fuzzer's draws: TransitCore's SplitMix64, and numbers the printed spec holds exactly.
extension SplitMix64 {
    /// A number in [0, 1) with six decimals (so the Lua text holds it exactly).
    mutating func unit() -> Double { Double(next() % 1_000_000) / 1e6 }
}
