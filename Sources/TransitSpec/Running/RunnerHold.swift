/// Where a `transit test` process keeps the last spec file's runner — its Lua state closed,
/// finalizers run — until it exits: the exit frees its memory at once, where releasing the
/// runner's stage, engine and environment object by object cost 0.4 M of the 12.4 M
/// instructions of `transit test` of one trivial spec (docs/benchmark.md). The command holds
/// it in a local of its `main` until `exit`, where LeakSanitizer finds it (a stack or a
/// register of a live thread), unlike a global holding only the runner's address. A run
/// holds at most one runner at a time: the next file's run releases the last one first.
public final class RunnerHold {
    var runner: FileRunner?

    public init() {}
}
