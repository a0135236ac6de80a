import Lua
import TransitCore

/// A reset replaces the engine, but a script may still hold something of the old one (a
/// file-level `local card = View{…}` that several tests use). The reset retires the boxes
/// of the objects that belong to the old engine (Stage+Reset.swift, by ``resetRetires(_:retired:)``),
/// so only an object of a kind not known here can still keep it. The core's objects hold their
/// engine `unowned`, so the old engine must live while anything Lua holds depends on it, and
/// no longer: a spec file of a thousand tests must not keep a thousand engines.
///
/// What Lua holds is exactly the objects in the bridge's identity cache (a box that is
/// garbage but not yet collected still counts: it is released later, never early). Each is
/// asked which engine it depends on; an engine nothing depends on is released. An object of
/// a type not known here keeps every retired engine, so a new bound type can only delay a
/// release, never cause a dangling engine.
extension Stage {
    enum EngineDependency {
        case none
        case engine(Engine)
        case unknown
    }

    /// The engine `object` reaches through an `unowned` reference, if any.
    static func dependency(of object: AnyObject) -> EngineDependency { tie(of: object).dependency }

    /// Whether a reset retires `object`, boxed while the engine it retires ran
    /// (Stage+Reset.swift): what depends on a `retired` engine (that one, or one a reset
    /// inside a callback left running), and what belongs to the engine that boxed it though
    /// it holds no engine.
    static func resetRetires(_ object: AnyObject, retired: [Engine]) -> Bool {
        let tie = tie(of: object)
        if tie.ofBoxingEngine { return true }
        if case .engine(let engine) = tie.dependency { return retired.contains { $0 === engine } }
        return false
    }

    /// The one rule for both questions, so a bound type is classified once: the engine
    /// `object` depends on, and whether it belongs to the engine that ran when it was boxed
    /// though it holds no engine (`unowned`) — a handle's await would wait for ever, a
    /// rotation's alongside never run, and a layer's reads give its view's last values (its
    /// view, weak, may be gone already).
    private static func tie(of object: AnyObject) -> (dependency: EngineDependency, ofBoxingEngine: Bool) {
        switch object {
        // first: Easing's 45 named curves are most of the boxes a walk meets (a spec file's
        // first reset, every look for retired engines), and each case below is a class cast
        // that fails for them (the classes are unrelated, so the order decides nothing else)
        case is EasingBinding.Curve, is ScriptTask: return (.none, false)
        case let view as View: return (.engine(view.engine), false)
        case let controller as ViewController: return (.engine(controller.engine), false)
        case let animator as PropertyAnimator: return (.engine(animator.engine), false)
        case let timeline as Timeline: return (.engine(timeline.engine), false)
        case let context as TransitionContext: return (.engine(context.engine), false)
        case let touch as Touch: return (.engine(touch.engine), false)
        case let presentation as PresentationController: return (.engine(presentation.presentedViewController.engine), false)
        // weak references: a live context or view is held (and counted) by its engine or by Lua
        case let coordinator as TransitionContext.Coordinator: return (coordinator.context.map { .engine($0.engine) } ?? .none, false)
        case let interaction as PercentDrivenInteractiveTransition: return (interaction.context.map { .engine($0.engine) } ?? .none, false)
        case let recognizer as GestureRecognizer: return (recognizer.view.map { .engine($0.engine) } ?? .none, false)
        case let layer as Layer: return (layer.view.map { .engine($0.engine) } ?? .none, true)
        // hold nothing of an engine
        case is AnimationHandle, is TransitionCoordinator: return (.none, true)
        default: return (.unknown, false)
        }
    }

    /// Releases the retired engines nothing Lua holds depends on.
    func releaseRetiredEngines() {
        guard !retiredEngines.isEmpty else { return }
        // A flag per retired engine (they are few), found by identity: no hashing per object
        // walked.
        let retired = retiredEngines
        var needed = [Bool](repeating: false, count: retired.count)
        var keepAll = false
        lua.forEachBoxedObject { object in
            guard !keepAll else { return }
            switch Self.dependency(of: object) {
            case .engine(let engine):
                if let i = retired.lastIndex(where: { $0 === engine }) { needed[i] = true }
            case .unknown: keepAll = true
            case .none: break
            }
        }
        guard !keepAll else { return }
        retiredEngines = zip(retired, needed).filter(\.1).map(\.0)
    }
}
