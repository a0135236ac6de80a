/// Watches an engine's transitions and checks ``TransitionInvariants`` when each one ends,
/// giving every violation to the engine's one warning channel (``Engine/onWarning``) at the
/// line that began the transition: `transit run` prints it, `transit test` fails the test
/// with it (an unexpected warning), the REPL shows it.
///
/// It reads the engine through what any host can — the moment each end settles
/// (``TransitionSystem/settleObserver``, which it wraps, still calling the one it found),
/// ``Engine/holdObserver`` (wrapped likewise) and ``Engine/transitionsInFlight``, where it
/// meets each transition's context while the transition runs (at each event and at each
/// move of a view in or out of the window — a presentation's container arriving is one) —
/// and the timeline's events, which the engine's record hands it after ``Engine/observer``
/// (TimelineRecorder's `audit`) rather than through a closure wrapped around that observer:
/// most events (every block's begin and end outside a transition) change nothing here, and
/// ``ignores(_:)`` says so without a call.
/// Each ended transition is also counted: a second end of the same transition is a
/// violation of "completeTransition exactly once".
public final class TransitionAudit {
    private unowned let engine: Engine
    /// Contexts met in flight and not yet ended, by id.
    private var contexts: [Int: TransitionContext] = [:]
    /// The transitions that have ended, one bit per id (ids count up per engine): a run of
    /// 10,000 present/dismiss cycles keeps 2.5 KB, where a dictionary entry per transition
    /// grew the process by about 100 B per cycle.
    private var ended: [UInt64] = []
    /// Ends recorded past the first, by id: only transitions ended more than once.
    private var extraEnds: [Int: Int] = [:]

    /// An audit installed on the same engine before this one, told of each event first.
    private let previous: TransitionAudit?

    /// Starts auditing `engine`: call it after the host set its hold and settle observers,
    /// which it wraps. Timeline events reach it after ``Engine/observer``, whenever that is set.
    @discardableResult
    public static func install(on engine: Engine) -> TransitionAudit {
        let audit = TransitionAudit(engine: engine, previous: engine.recorder.audit)
        // the engine holds the audit, which holds the engine unowned: no cycle
        engine.recorder.audit = audit
        let hold = engine.holdObserver
        engine.holdObserver = { view, held in
            hold?(view, held)
            audit.meet()
        }
        let settle = engine.transitions.settleObserver
        engine.transitions.settleObserver = { t in
            settle?(t)
            audit.settled(t)
        }
        return audit
    }

    private init(engine: Engine, previous: TransitionAudit?) {
        self.engine = engine
        self.previous = previous
        inFlightChanges = engine.transitions.inFlightChanges
    }

    /// Remembers the transitions in flight not met before.
    private func meet() {
        // Nothing to do when neither the transitions in flight nor the contexts met have
        // changed since the last walk: every event calls this, and the ending frame of ten
        // thousand blocks records ten thousand ends (callgrind: ~200 instructions an event).
        guard inFlightChanges.value != metAt else { return }
        for t in engine.transitionsInFlight where contexts[t.id] == nil { contexts[t.id] = t }
        metAt = inFlightChanges.value
    }
    /// The engine's ``TransitionSystem/inFlightChanges`` (a box that holds nothing: no cycle).
    private let inFlightChanges: TransitionSystem.ChangeCount
    /// ``inFlightChanges`` at the last walk of ``meet()``; -1 when a context has been dropped
    /// since (one still in flight is met again, as before). Unchecked, as ``running``: read
    /// on every event, no access spans a call.
    @exclusivity(unchecked) private var metAt = -1

    /// What ``TransitionInvariants/atEnd(_:)`` found when each transition settled, by id,
    /// until its end is recorded and reported: only transitions with problems.
    private var problemsAtEnd: [Int: [String]] = [:]

    /// Checks `t` when its end has settled (``TransitionSystem/settleObserver``): the state
    /// its end left, before the callbacks of the end — a `viewDidAppear`, a presentation
    /// controller's `presentationTransitionDidEnd` or a coordinator's completion that
    /// dismisses what was just presented is ordinary UIKit code, not a broken transition.
    private func settled(_ t: TransitionContext) {
        let problems = TransitionInvariants.atEnd(t)
        if !problems.isEmpty { problemsAtEnd[t.id] = problems }
    }

    /// The id of the last transition begun.
    private var lastBegun = 0
    /// The transitions' own animations still running (begun, not ended), with the views they
    /// move.
    ///
    /// Unchecked for exclusivity: every block's end removes from it (a dynamic check cost ~76
    /// instructions an event), and no access to it spans a call out — the loop that fills it
    /// calls nothing, and the audit's deferred check reads it after its own code has run.
    @exclusivity(unchecked) private var running: [Int: [String]] = [:]
    /// Per transition begun and not yet ended, oldest first: the animations begun while it
    /// was starting (``TransitionSystem/isStarting(_:)``) — its animator's and its alongside
    /// blocks', begun inside the `present` or `dismiss` call or a coordinator's
    /// `animate(alongside:)`. An animation the script begins after the call returns, at the
    /// same tick, is not the transition's: counting every animation of that tick warned of
    /// the presenter's view a scene animated right after `present`.
    ///
    /// A short list (one transition in flight, rarely a few), searched in place: two
    /// dictionaries by transition cost a hash and a probe each, on every block begun.
    /// Unchecked for exclusivity, as ``running``: no access to it spans a call out.
    @exclusivity(unchecked) private var begun: [(id: Int, own: [Int])] = []

    /// Whether `event` would change nothing: no transition in flight to meet since the last
    /// walk, and none of the lists below to update — an animation's begin with no
    /// transition begun, its end with none of the transitions' own animations running, or an
    /// event the audit does not follow. What ``observe(_:)`` would do for it is nothing.
    @inline(__always)
    func ignores(_ event: TimelineEvent) -> Bool {
        guard previous == nil, inFlightChanges.value == metAt else { return false }
        switch event {
        case .animationBegan: return begun.isEmpty
        case .animationEnded: return running.isEmpty
        case .transitionBegan, .transitionCompleted, .transitionCancelled: return false
        default: return true
        }
    }

    /// Follows one timeline event (after the engine's observer: TimelineRecorder).
    func observe(_ event: TimelineEvent) {
        previous?.observe(event)
        meet()
        let id: Int
        switch event {
        case .transitionBegan(let b):
            lastBegun = b.id
            begun.append((b.id, []))
            return
        case .animationBegan(let b):
            // only a transition's own animations are followed: a frame that begins ten
            // thousand others pays one empty loop each
            for k in begun.indices where engine.transitions.isStarting(begun[k].id) {
                begun[k].own.append(b.id)
                running[b.id] = b.viewNames
            }
            return
        case .animationEnded(let i, _, _):
            if !running.isEmpty { running[i] = nil }
            return
        case .transitionCompleted(_, let i, _), .transitionCancelled(_, let i, _): id = i
        default: return
        }
        let count = countEnd(id)
        if count > 1 { report("transition #\(id) ended \(count) times: completeTransition must end it exactly once", origin: "") }
        let animations = begun.firstIndex { $0.id == id }.map { begun.remove(at: $0).own } ?? []
        let problems = problemsAtEnd.removeValue(forKey: id) ?? []
        guard let t = contexts.removeValue(forKey: id) else { return }
        metAt = -1
        for problem in problems { report(problem, t) }
        // A non-animated transition records its end one run-loop turn after it happened
        // (TransitionContext.finish): if another began in that turn, the world it left has
        // moved on and there is nothing of it left to check in the turn after.
        if !t.isAnimated && lastBegun > id { return }
        // Only a view one of the transition's own animations still moves one turn later is a
        // suspect: when all of them have ended by now (an animator completes in its
        // animation's completion), the walk of the trees that left the window (the zoom's
        // grid: 9.6 k instructions an end) waits for the turn, and is skipped there unless
        // one of them runs again — a property animator keeps its id when it is started again
        // (a transition begun in its completion may reuse it).
        let walkedAtEnd = animations.contains { running[$0] != nil }
        let leavers = walkedAtEnd ? TransitionInvariants.animatedLeavers(t) : []
        // `self` held strongly (the engine's clock holds this closure, and the audit holds the
        // engine unowned: no cycle): a weak capture gives the audit a side table, which outlives
        // it while the closure waits and which LeakSanitizer cannot trace through the object's
        // encoded reference count (`transit run` of a presenting script reported it at exit)
        engine.clock.async(label: "transition audit #\(id)") { [self, t] in
            let runsAgain = !walkedAtEnd && animations.contains { self.running[$0] != nil }
            let suspects = runsAgain ? TransitionInvariants.animatedLeavers(t) : leavers
            // the views still moved by one of the transition's own animations
            var own: [View] = []
            if !suspects.isEmpty {
                var moved = Set<String>()
                for animation in animations { if let names = self.running[animation] { moved.formUnion(names) } }
                own = suspects.filter { moved.contains($0.displayName) }
            }
            for problem in TransitionInvariants.afterTurn(t, suspects: own) { self.report(problem, t) }
        }
    }

    /// Counts an end of transition `id`; returns how many it has had.
    private func countEnd(_ id: Int) -> Int {
        let (word, bit) = (max(0, id) / 64, UInt64(1) << (max(0, id) % 64))
        if word >= ended.count { ended.append(contentsOf: repeatElement(0, count: word + 1 - ended.count)) }
        guard ended[word] & bit != 0 else {
            ended[word] |= bit
            return 1
        }
        let count = extraEnds[id, default: 1] + 1
        extraEnds[id] = count
        return count
    }

    private func report(_ problem: String, _ t: TransitionContext) {
        report("transition invariant: \(t) (\(t.phase.rawValue)): \(problem)", origin: t.origin)
    }

    private func report(_ message: String, origin: String) {
        engine.onWarning?(EngineWarning(message: message, origin: origin, tick: engine.clock.now))
    }
}

extension TransitionAudit {
    /// Stops telling `engine`'s audits of its timeline events (a host retiring the engine, as
    /// it stops observing them): they check nothing more of it.
    public static func uninstall(from engine: Engine) {
        engine.recorder.audit = nil
    }
}
