/// The handle an `animate` call returns: its id, whether it has completed, and the code that
/// continues after its completion (what the Lua side's `handle:await()` resumes on).
///
/// Not final: a block's ``GroupState`` is its handle (one object a block, not two — the end
/// of a block reached and freed one object), and only this module can subclass it.
public class AnimationHandle: CustomStringConvertible {
    /// Unique within the engine, counting from 1 in call order.
    public let id: Int
    /// The `finished` value passed to the completion, once it has run; nil before.
    ///
    /// Set on every block's end, and the continuations read then: unchecked for exclusivity
    /// as ``GroupState``'s properties are, for the same reason — no access to them spans a
    /// call out (a continuation runs after ``complete(_:)`` has returned it).
    @exclusivity(unchecked) public private(set) var finished: Bool?

    @exclusivity(unchecked) private var continuations: [(id: ContinuationID, body: (Bool) throws -> Void)] = []
    @exclusivity(unchecked) private var counter = 0

    init(id: Int) { self.id = id }

    /// True once the block's completion has run (UIKit's "completed", whatever `finished`).
    public var isFinished: Bool { finished != nil }

    /// Names a continuation, to remove it before it runs.
    public struct ContinuationID: Hashable, Sendable {
        fileprivate let value: Int
    }

    /// Runs `continuation` with `finished` right after the block's completion (if it has one).
    /// A continuation is the block's completion written straight down (a task's code after
    /// `await`), so the engine records the block's `completionCalled` for it as for a
    /// completion — once per block, however many complete it.
    ///
    /// Nil, and nothing runs, if the block has already completed: the caller has `finished`
    /// and goes on at once — nothing happens on the timeline then.
    public func addContinuation(_ continuation: @escaping (Bool) throws -> Void) -> ContinuationID? {
        guard finished == nil else { return nil }
        counter += 1
        let id = ContinuationID(value: counter)
        continuations.append((id, continuation))
        return id
    }

    /// Drops a continuation that has not run (its task was cancelled): it will not run, and
    /// does not count as the block's completion. Unknown or already-run ids do nothing.
    public func removeContinuation(_ id: ContinuationID) {
        continuations.removeAll { $0.id == id }
    }

    /// Marks the handle completed and returns the continuations to run.
    func complete(_ finished: Bool) -> [(Bool) throws -> Void] {
        self.finished = finished
        if continuations.isEmpty { return [] }   // most blocks: no task awaits them
        defer { continuations = [] }
        return continuations.map(\.body)
    }

    public var description: String { "AnimationHandle(#\(id), finished: \(finished.map(String.init) ?? "pending"))" }
}
