import Lua
import TransitCore

/// A transitioning delegate written in Lua (LUA_API.md "Objects, overrides, fields"): a plain
/// table, or an object (a controller that is its own delegate), whose
/// `animationControllerForPresented(presented, presenting, source)`,
/// `animationControllerForDismissed(dismissed)`,
/// `presentationControllerForPresented(presented, presenting, source)`,
/// `interactionControllerForPresentation(animator)` and
/// `interactionControllerForDismissal(animator)` the core calls colon-style. Made for one
/// transition from the controller's `transitioningDelegate` field, so Swift keeps no reference to
/// it between transitions.
final class ScriptedTransitioningDelegate: ScriptedDelegate, TransitioningDelegate {
    /// Where a presented controller's Lua side keeps the presentation controller vended for it.
    static let vendedKey = HiddenKey()

    init(stage: Stage, object: LuaRef, of controller: ViewController) {
        super.init(stage: stage, object: object, subject: { "the transitioning delegate of \(controller)" },
                   scope: .transitioningDelegate)
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) throws -> (any AnimatedTransitioning)? {
        try stage.animator("animationControllerForPresented", of: object, subject) { [stage] c in
            stage.push(presented, c)
            stage.push(presenting, c)
            stage.push(source, c)
            return 3
        }
    }

    func animationController(forDismissed dismissed: ViewController) throws -> (any AnimatedTransitioning)? {
        try stage.animator("animationControllerForDismissed", of: object, subject) { [stage] c in
            stage.push(dismissed, c)
            return 1
        }
    }

    /// `presentationControllerForPresented(presented, presenting, source)`: a
    /// `PresentationController{…}` or nil (UIKit's base behaviour).
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) throws -> PresentationController? {
        let method = "presentationControllerForPresented"
        var got = "nil"                                            // worded only for no controller
        var controller: PresentationController?
        let ran = try stage.callMethod(method, of: object, subject, arguments: { [stage] c in
            stage.push(presented, c)
            stage.push(presenting, c)
            stage.push(source, c)
            return 3
        }, read: { [stage] c in
            controller = c.optionalObject(-1, stage.classes.presentationController) as? PresentationController
            if controller == nil { got = c.typeName(-1) }
            // UIKit's presented controller holds the presentation controller vended for it; so
            // does its Lua side hold the box with the script's overrides and fields, which
            // nothing else keeps until presentationTransitionWillBegin anchors it: a collection
            // in between (the presentation's other Lua calls: viewWillAppear, the animator's)
            // took it, and the presentation ran UIKit's base behaviour — no overlay, the sheet
            // off screen (a swipe-to-dismiss cycle failed once in 10,000 runs' worth)
            if controller != nil {
                stage.push(presented, c)
                c.setHidden(-1, Self.vendedKey, -2)
                c.pop()
            }
        })
        guard ran else { return nil }
        if let controller { return controller }
        guard got != "nil" else { return nil }
        throw CoreError(.invalidArgument, "\(method) of \(subject) must return a PresentationController or nil, got \(got)")
    }

    func interactionControllerForPresentation(using animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)? {
        try stage.interactionController("interactionControllerForPresentation", of: object, subject, animator: animator)
    }

    func interactionControllerForDismissal(using animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)? {
        try stage.interactionController("interactionControllerForDismissal", of: object, subject, animator: animator)
    }
}

/// An animator written in Lua: a plain table with `transitionDuration(ctx)`,
/// `animateTransition(ctx)` and optionally `animationEnded(completed)`, called colon-style.
final class ScriptedAnimator: AnimatedTransitioning {
    unowned let stage: Stage
    let table: LuaRef
    /// The transition it animates, once known, for messages; weak: the context holds its
    /// animator.
    private weak var context: TransitionContext?
    /// "the animator for present #1 detail on grid": worded only for an error (the context's
    /// description, at each transition, cost more than the call).
    private var subject: String { context.map { "the animator for \($0)" } ?? "the animator" }

    /// - Throws: when the table lacks `transitionDuration` or `animateTransition` (UIKit's
    ///   required methods): the presentation has not begun, so nothing changes.
    init(stage: Stage, table: LuaRef, vendedBy method: String) throws {
        self.stage = stage
        self.table = table
        stage.warnMisspellings(of: { $0.push(table) }, .animator)     // before a missing method's error
        for required in ["transitionDuration", "animateTransition"] {
            let type = try stage.methodType(required, of: table)
            guard type == "function" else {
                throw CoreError(.invalidArgument,
                                "the animator \(method) returned has no '\(required)' function\(type == "nil" ? "" : " (got \(type))")")
            }
        }
    }

    func transitionDuration(using context: TransitionContext) throws -> Double {
        self.context = context
        var seconds: Double?
        var got = "nil"                                            // worded only for no number
        _ = try stage.callMethod("transitionDuration", of: table, subject, arguments: { [stage] c in
            stage.push(context, c)
            return 1
        }, read: { c in
            if c.type(-1) == .number { seconds = try? c.number(-1) }
            if seconds == nil { got = c.typeName(-1) }
        })
        guard let seconds else {
            throw CoreError(.invalidArgument, "transitionDuration of \(subject) must return a number of seconds, got \(got)")
        }
        return seconds
    }

    func animateTransition(using context: TransitionContext) throws {
        _ = try stage.callMethod("animateTransition", of: table, subject) { [stage] c in
            stage.push(context, c)
            return 1
        }
    }

    /// `interruptibleAnimator(ctx)`, when the table has it: a `PropertyAnimator`.
    func interruptibleAnimator(using context: TransitionContext) throws -> PropertyAnimator? {
        var got = "nil"
        var animator: PropertyAnimator?
        let ran = try stage.callMethod("interruptibleAnimator", of: table, subject, arguments: { [stage] c in
            stage.push(context, c)
            return 1
        }, read: { [stage] c in
            got = c.typeName(-1)
            animator = c.optionalObject(-1, stage.classes.animator) as? PropertyAnimator
        })
        guard ran else { return nil }
        guard let animator else {
            throw CoreError(.invalidArgument, "interruptibleAnimator of \(subject) must return a PropertyAnimator, got \(got)")
        }
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) throws {
        _ = try stage.callMethod("animationEnded", of: table, subject) { c in
            c.push(transitionCompleted)
            return 1
        }
    }
}

extension Stage {
    /// The animator a delegate table's `method` returns (a transitioning delegate's
    /// `animationControllerFor…`, a navigation delegate's `animationControllerFor`): nil (or
    /// no such method) means UIKit's default animation; anything but a table is an error.
    func animator(_ method: String, of delegate: LuaRef, _ subject: @autoclosure () -> String,
                  arguments: (LuaCall) -> Int32) throws -> (any AnimatedTransitioning)? {
        var got = "nil"                                            // worded only for no table
        var animator: LuaRef?
        let ran = try callMethod(method, of: delegate, subject(), arguments: arguments) { c in
            if c.type(-1) == .table { animator = c.reference(-1) } else { got = c.typeName(-1) }
        }
        guard ran else { return nil }
        guard let animator else {
            guard got != "nil" else { return nil }
            throw CoreError(.invalidArgument, "\(method) of \(subject()) must return an animator (a table) or nil, got \(got)")
        }
        return try ScriptedAnimator(stage: self, table: animator, vendedBy: method)
    }

    /// `object[name]` read through its metatable (protected: a Lua `__index` may run): the
    /// value's type name and a reference to it (nil for nil).
    func field(_ name: String, of object: LuaRef) throws -> (type: String, value: LuaRef?) {
        try field(name) { $0.push(object) }
    }

    /// A protocol method's type name as its presence check reads it (no reference made for a
    /// value only checked: an animator's required methods, at each transition): "function"
    /// for any callable value, so that a method a spec spied on (`spy.on(animator,
    /// "animateTransition")` puts a table with `__call` there) is still a method.
    func methodType(_ name: String, of object: LuaRef) throws -> String {
        var type = "function"                                      // a name worded only for no method
        try lua.withField(name, of: { $0.push(object) }) { c in
            if !c.isCallable(-1) { type = c.typeName(-1) }
        }
        return type
    }

    /// ``field(_:of:)`` for a value the host will call (a zoom's provider), with
    /// ``methodType(_:of:)``'s rule: any callable value's type is "function".
    func callableField(_ name: String, of object: LuaRef) throws -> (type: String, value: LuaRef?) {
        var value: LuaRef?
        var callable = false
        let type = try field(name, of: { $0.push(object) }) { c in
            callable = c.isCallable(-1)
            if c.type(-1) != .nil { value = c.reference(-1) }
        }
        return (callable ? "function" : type, value)
    }

    /// The same for an object `push` pushes (a controller's userdata).
    func field(_ name: String, of push: (LuaCall) -> Void) throws -> (type: String, value: LuaRef?) {
        var value: LuaRef?
        let type = try field(name, of: push) { c in if c.type(-1) != .nil { value = c.reference(-1) } }
        return (type, value)
    }

    /// A boolean field of a protocol table (`wantsInteractiveStart`): its type name, and its
    /// value when it is a boolean.
    func booleanField(_ name: String, of object: LuaRef) throws -> (type: String, value: Bool?) {
        var value: Bool?
        let type = try field(name, of: { $0.push(object) }) { c in
            if c.type(-1) == .boolean { value = try? c.boolean(-1) }
        }
        return (type, value)
    }

    /// Reads `object[name]` (protected: a Lua `__index` may run), letting `read` look at it;
    /// returns its type name.
    private func field(_ name: String, of push: (LuaCall) -> Void, read: (LuaCall) -> Void) throws -> String {
        var type = "nil"
        try lua.withField(name, of: push) { c in
            type = c.typeName(-1)
            read(c)
        }
        return type
    }

    /// Calls `object:name(…)` — a protocol table's method — with what `arguments` pushes, and
    /// lets `read` take its first result. False when the table has no such method.
    ///
    /// - Throws: an error naming the method when the field is not a function; the method's
    ///   own error, saying which method of which object it was in (`subject`).
    func callMethod(_ name: String, of object: LuaRef, _ subject: @autoclosure () -> String,
                    arguments: (LuaCall) -> Int32, read: (LuaCall) -> Void = { _ in }) throws -> Bool {
        try callMethod(name, of: { $0.push(object) }, subject(), arguments: arguments, read: read)
    }

    /// The script's boolean answer to `object:name(…)`, UIKit's `should…` methods: true when the
    /// object has no such method (UIKit's default); an error naming the method for anything but
    /// a boolean.
    func askMethod(_ name: String, of object: LuaRef, _ subject: @autoclosure () -> String,
                   arguments: (LuaCall) -> Int32) throws -> Bool {
        var answer: Bool?, got = "nil"
        let ran = try callMethod(name, of: object, subject(), arguments: arguments, read: { c in
            got = c.typeName(-1)
            if c.type(-1) == .boolean { answer = try? c.boolean(-1) }
        })
        guard ran else { return true }
        guard let answer else {
            throw CoreError(.invalidArgument, "\(name) of \(subject()) must return a boolean, got \(got)")
        }
        return answer
    }

    /// The same for an object `push` pushes (a presentation controller's userdata). `subject`
    /// is worded only for an error.
    func callMethod(_ name: String, of push: (LuaCall) -> Void, _ subject: @autoclosure () -> String,
                    arguments: (LuaCall) -> Int32, read: (LuaCall) -> Void = { _ in }) throws -> Bool {
        switch try lua.callMethod(name, of: push, arguments: arguments, read: read,
                                  failed: { $0.within("\(name) of \(subject())") }) {
        case .ran: return true
        case .missing: return false
        case .notAFunction(let type):
            throw CoreError(.invalidArgument, "'\(name)' of \(subject()) must be a function, got \(type)")
        }
    }
}
