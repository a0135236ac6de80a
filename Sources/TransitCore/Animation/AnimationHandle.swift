/// The handle an `animate` call returns: its id, whether it has completed, and the code that
/// continues after its completion (what the Lua side's `handle:await()` resumes on).
///
/// Not final: a block's ``GroupState`` is its handle (one object a block, not two — the end
/// of a block reached and freed one object), and only this module can subclass it.
public class AnimationHandle: CustomStringConvertible {
    /// Unique within the engine, counting from 1 in call order. Set again only when an
    /// ended block's state, which nothing else held, is reused for a new block
    /// (``GroupState/reuse(id:completion:options:)``).
    @exclusivity(unchecked) public internal(set) var id: Int
    /// The code awaiting the block and the counter naming it, in a box made by the first
    /// ``addContinuation(_:)``: most blocks are awaited by nothing, and inline the two were
    /// 16 of every block's state's bytes (a 176-byte heap block where 160 now do) and an
    /// empty array released at every block's end.
    private final class Continuations {
        var list: [(id: ContinuationID, body: (Bool) throws -> Void)] = []
        var counter = 0
    }
    @exclusivity(unchecked) private var continuations: Continuations?

    /// The `finished` value passed to the completion, once it has run; nil before.
    ///
    /// Set on every block's end, and the continuations read then: unchecked for exclusivity
    /// as ``GroupState``'s properties are, for the same reason — no access to them spans a
    /// call out (a continuation runs after ``complete(_:)`` has returned it). Declared last,
    /// so that a ``GroupState``'s small fields pack in after its one byte rather than after
    /// seven bytes of padding (docs/benchmark.md, the state's size).
    @exclusivity(unchecked) public private(set) var finished: Bool?

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
        let box = continuations ?? Continuations()
        continuations = box
        box.counter += 1
        let id = ContinuationID(value: box.counter)
        box.list.append((id, continuation))
        return id
    }

    /// Drops a continuation that has not run (its task was cancelled): it will not run, and
    /// does not count as the block's completion. Unknown or already-run ids do nothing.
    public func removeContinuation(_ id: ContinuationID) {
        continuations?.list.removeAll { $0.id == id }
    }

    /// Marks the handle completed and returns the continuations to run, nil for none.
    ///
    /// Inlined, and nil rather than an empty array: most blocks have none, and the call and
    /// the release of the empty array it returned were ~40 instructions a block's end
    /// (callgrind).
    @inline(__always)
    func complete(_ finished: Bool) -> [(Bool) throws -> Void]? {
        self.finished = finished
        guard let box = continuations else { return nil }   // most blocks: no task awaits them
        return takeContinuations(box)
    }

    /// Makes the handle a new block's (see ``id``): not finished, nothing awaiting it.
    func restart(id: Int) {
        self.id = id
        continuations = nil
        finished = nil
    }

    private func takeContinuations(_ box: Continuations) -> [(Bool) throws -> Void] {
        continuations = nil
        return box.list.map(\.body)
    }

    public var description: String { "AnimationHandle(#\(id), finished: \(finished.map(String.init) ?? "pending"))" }
}
