import Lua

/// What the spec environment tracks while one test runs.
final class TestContext {
    let test: SpecTest
    var assertions = 0
    /// The last assertion failure raised (without its location): an error whose message
    /// starts with it is a failure, not an error.
    var assertionFailure: String?
    var output: [String] = []
    /// Bytes `output` holds, charged against the memory limit.
    var outputBytes = 0
    /// Lines printed and let go before `output` kept them (``SpecEnvironment/drop(lines:)``).
    var outputDropped = 0
    /// The earlier bytes of `output`'s last line let go before it was kept.
    var outputLastLineLost = 0
    /// How many lines `output` held when the `finally` began after the body had failed or
    /// errored: busted's gtest writes that failure then, before what the `finally` prints.
    var outputAtFailure: Int?
    /// While the test's own function or a `finally` runs: what they print is the test's
    /// `output`; its hooks' is the file's, shown where it happened (``SpecEnvironment/outside``).
    var ownCodeRuns = false
    /// While its `finally` callbacks run: `pending` is refused there, as busted refuses it.
    var finallyRuns = false
    /// A warning the test's run raised: the engine's, or an error in a finalizer (Lua hands
    /// those over as warnings too).
    struct Warning {
        let text: String
        let fromFinalizer: Bool
    }
    /// Warnings no `expect_warning` claimed: each fails the test.
    var unclaimed: [Warning] = []
    /// Open `expect_warning` calls, innermost last, each collecting what it sees.
    var captures: [[Warning]] = []
    /// What the last `expect_warning` to close collected: one its pattern leaves, handed back
    /// (``warn(_:fromFinalizer:)`` again), is still a finalizer's error if it was one.
    var lastCaptured: [Warning] = []

    /// The unclaimed warnings' texts.
    var unexpectedWarnings: [String] { unclaimed.map(\.text) }
    /// The unclaimed errors in finalizers: reported even when the test fails otherwise, where
    /// its other warnings add nothing to its failure.
    var unexpectedFinalizerErrors: [String] { unclaimed.filter(\.fromFinalizer).map(\.text) }
    /// Set by `pending("reason")` inside the test: it ends as skipped when that error ends
    /// its body (busted's pending is an error: one the test caught does not stop it).
    var pendingReason: String?
    /// The error `pending` raised last, to know it when it ends the body.
    var pendingRaise: String?
    /// The line of the `pending(…)` call that stopped the test.
    var pendingLine = 0
    /// The `finally` callback, run after the body: the last one given, as busted keeps one
    /// (its `finally = fn`: a second call replaces the first, which never runs).
    var finally: LuaRef?
    /// The span `at` used last (see ``TransitionSpan``).
    var transition: TransitionSpan?
    /// Snapshot calls so far per name (the count in each key).
    var snapshotCounts: [String: Int] = [:]

    init(test: SpecTest) { self.test = test }

    func warn(_ text: String, fromFinalizer: Bool = false) {
        let warning = Warning(text: text, fromFinalizer: fromFinalizer)
        if captures.isEmpty { unclaimed.append(warning) } else { captures[captures.count - 1].append(warning) }
    }
}
