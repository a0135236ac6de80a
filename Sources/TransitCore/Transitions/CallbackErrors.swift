/// The errors of callbacks that must not stop what runs them — a transition's life-cycle
/// overrides, its coordinator's blocks, its completion and `animationEnded`, a rotation's
/// hooks. Every callback runs once, in UIKit's order, whatever the others throw (UIKit
/// always delivers the appearance calls in pairs), and no error is lost: the first is thrown
/// by the call that ran them (``throwFirst()``); each later one is thrown by an async action
/// of its own at the same tick, after it — as the completions of animations that end
/// together report theirs. An error equal to one already kept or thrown here (the same
/// description: one bad detent resolver a transition asks twice) is not reported again; it
/// would say nothing new.
final class CallbackErrors {
    /// Weak: a transition context keeps its errors, and the clock's queue keeps the context
    /// (an action that ends it); a strong clock here closed a cycle that outlived the engine
    /// whenever an action was left in the queue (LeakSanitizer, a non-animated present whose
    /// completion raised). With the clock gone there is no turn left to report them on.
    private weak var clock: Clock?
    /// The label of the async actions (where the transition or rotation began).
    private let label: String
    private var errors: [any Error] = []
    /// The descriptions of the errors kept or thrown so far.
    private var seen: Set<String> = []

    init(clock: Clock, label: String) {
        self.clock = clock
        self.label = label
    }

    /// Runs `body`, keeping what it throws.
    func run(_ body: () throws -> Void) {
        do { try body() } catch { keep(error) }
    }

    /// Keeps `error`, after those already kept, unless it repeats one.
    func keep(_ error: any Error) {
        if seen.insert(String(describing: error)).inserted { errors.append(error) }
    }

    /// Throws the first error kept, once the others are queued to be thrown after it; none
    /// is kept after.
    func throwFirst() throws {
        guard let first = errors.first else { return }
        errors.removeFirst()
        for error in errors { clock?.async(label: label) { throw error } }
        errors = []
        throw first
    }

    /// Queues every error kept to be thrown after the running call, which throws `thrown`, one
    /// of its own (an animator's that failed the transition); none is kept after. Returns
    /// `thrown`.
    func reportLater(after thrown: any Error) -> any Error {
        let thrownDescription = String(describing: thrown)
        for error in errors where String(describing: error) != thrownDescription {
            clock?.async(label: label) { throw error }
        }
        errors = []
        seen.insert(thrownDescription)
        return thrown
    }
}
