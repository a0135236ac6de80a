/// The handle an `animate` call returns: its id, whether it has completed, and hooks that
/// run after its completion (what the Lua side's `handle:await()` resumes on).
public final class AnimationHandle: CustomStringConvertible {
    /// Unique within the engine, counting from 1 in call order.
    public let id: Int
    /// The `finished` value passed to the completion, once it has run; nil before.
    public private(set) var finished: Bool?

    private var hooks: [(Bool) throws -> Void] = []

    init(id: Int) { self.id = id }

    /// True once the block's completion has run (UIKit's "completed", whatever `finished`).
    public var isFinished: Bool { finished != nil }

    /// Runs `hook` with `finished` right after the completion; at once (synchronously) if the
    /// animation has already completed.
    public func addCompletion(_ hook: @escaping (Bool) throws -> Void) throws {
        if let finished { try hook(finished); return }
        hooks.append(hook)
    }

    /// Marks the handle completed and returns the hooks to run.
    func complete(_ finished: Bool) -> [(Bool) throws -> Void] {
        self.finished = finished
        defer { hooks = [] }
        return hooks
    }

    public var description: String { "AnimationHandle(#\(id), finished: \(finished.map(String.init) ?? "pending"))" }
}
