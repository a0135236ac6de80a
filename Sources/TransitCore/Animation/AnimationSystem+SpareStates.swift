/// An `animate` block's state is a heap object (its handle too), made as the block begins
/// and, when nothing else holds it, freed on the frame it ends: 2,000 blocks ending together
/// paid ~316 instructions each for the release, the `deinit` and glibc's free (callgrind,
/// `transit-bench --profile-tween 2000`). A state the ending frame finds held by nothing
/// else — no script's box, no host's reference, strong, weak or unowned — is kept instead,
/// and the next block to begin takes it rather than a new allocation.
///
/// The first block of those ending together is not kept: the clock's taken timer
/// (``DueTimer``) still holds its state while it ends.
///
/// What is kept is bounded by the most blocks that ever ended while held by nothing else,
/// as the store's slot arrays keep the capacity of the most blocks that ever ran; the
/// system's `deinit` frees them.
extension AnimationSystem {
    /// A state for a new block: a spare one made new (``GroupState/reuse(id:completion:options:)``),
    /// or a new one.
    @inline(__always)
    func newState(id: Int, completion: ((Bool) throws -> Void)?, options: AnimationOptions) -> GroupState {
        guard let spare = spareStates.popLast() else {
            return GroupState(id: id, completion: completion, options: options)
        }
        spare.reuse(id: id, completion: completion, options: options)
        return spare
    }

    /// Takes the state of a block that has just ended out of `pending` and keeps it for
    /// reuse, if `pending` held its one strong reference and nothing holds a weak or unowned
    /// one (``GroupState/hasNoWeakOrUnownedReference``); a state held elsewhere is left to
    /// its holders, as before. `isKnownUniquelyReferenced` on the variable, not a count of
    /// the state's references: a constant or an argument holding it may or may not be a
    /// reference of its own, as the optimizer decides.
    @inline(__always)
    func keepForReuse(_ pending: inout GroupState?) {
        guard isKnownUniquelyReferenced(&pending), let state = pending.take() else { return }
        if state.hasNoWeakOrUnownedReference { spareStates.append(state) }
    }
}
