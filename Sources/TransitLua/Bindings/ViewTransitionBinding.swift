import Lua
import TransitCore

/// `View.transition(from, to, duration, options [, completion])`: UIKit's
/// `UIView.transition(from:to:duration:options:completion:)`, its arguments in its order; and
/// `View.transition(container, duration, options, animations [, completion])`: UIKit's
/// `UIView.transition(with:duration:options:animations:completion:)` — the same Swift name,
/// told apart by a number second.
/// `options` is one name or a list: one transition (`"transitionCrossDissolve"` or a flip; the
/// curls are refused by the core), `"showHideTransitionViews"` (the from/to form only), a
/// curve option, and the other animation options.
enum ViewTransitionBinding {
    static let showHide = "showHideTransitionViews"

    static func transition(_ stage: Stage, _ c: LuaCall) throws -> Int32 {
        if c.type(2) == .number { return try transitionWith(stage, c) }
        let from = try stage.view(c, 1)
        let to = try stage.view(c, 2)
        let duration = try c.number(3)
        let (transition, showsHides, options, curve) = try parseOptions(c, 4, allowsShowHide: true)
        let completion = try c.optionalFunction(5)
        try c.admitObject()                                        // the handle
        let origin = c.callerLocation()
        let onComplete = completion.map { stage.oneShot($0, "the completion of the view transition begun at \(origin)") }
        let handle = try stage.lua.whileActive(c) {
            try stage.engine.transition(from: from, to: to, duration: duration, transition: transition,
                                        showsHides: showsHides, options: options, curve: curve, origin: origin,
                                        completion: onComplete)
        }
        CATransactionBinding.note(handle, stage)
        c.push(handle, as: stage.classes.handle)
        return 1
    }

    /// `View.transition(container, duration, options, animations [, completion])`.
    static func transitionWith(_ stage: Stage, _ c: LuaCall) throws -> Int32 {
        let container = try stage.view(c, 1)
        let duration = try c.number(2)
        let (transition, _, options, curve) = try parseOptions(c, 3, allowsShowHide: false)
        let animations = c.isNoneOrNil(4) ? nil : try c.function(4)   // Swift's block is optional
        let completion = try c.optionalFunction(5)
        try c.admitObject()                                        // the handle
        let origin = c.callerLocation()
        let onComplete = completion.map { stage.oneShot($0, "the completion of the view transition begun at \(origin)") }
        let body: (() throws -> Void)? = animations.map { ref in { try c.callback(ref) } }
        let handle = try stage.lua.whileActive(c) {
            try stage.engine.transition(with: container, duration: duration, transition: transition,
                                        options: options, curve: curve, origin: origin,
                                        animations: body, completion: onComplete)
        }
        CATransactionBinding.note(handle, stage)
        c.push(handle, as: stage.classes.handle)
        return 1
    }

    /// The options argument at `i`: its one transition, whether it shows and hides, the other
    /// options and the curve (ease-in-ease-out unless a curve option names another).
    static func parseOptions(_ c: LuaCall, _ i: Int32, allowsShowHide: Bool) throws
        -> (ViewTransition, Bool, AnimationOptions, TimingCurve) {
        var transition: ViewTransition?
        var showsHides = false
        var rest: [String] = []
        if !c.isNoneOrNil(i) {
            for name in try AnimationBinding.optionNames(c, i) {
                if name == showHide {
                    // UIKit: "hidden or shown (instead of removed or added)": views to swap,
                    // which transition(with:) has not
                    guard allowsShowHide else {
                        throw c.argumentError(i, "'\(showHide)' is an option of View.transition(from, to, …), not of the container form")
                    }
                    showsHides = true
                } else if let named = ViewTransition(optionName: name) {
                    // one three-bit field in UIKit, as the curves: two would make a third
                    if let transition, transition != named {
                        throw c.error("the transition options '\(transition.optionName)' and '\(name)' cannot be combined")
                    }
                    transition = named
                } else {
                    rest.append(name)
                }
            }
        }
        guard let transition else {
            let names = ViewTransition.allCases.map(\.optionName).joined(separator: ", ")
            throw c.argumentError(i, "a transition option is needed (\(names))")
        }
        var options: AnimationOptions = []
        var curve = TimingCurve.easeInOut
        if !rest.isEmpty {
            let (parsed, optionCurve) = try AnimationBinding.parseOptions(c, names: rest)
            options = parsed
            if let optionCurve { curve = optionCurve.curve }
        }
        return (transition, showsHides, options, curve)
    }
}
