import Lua
import TransitCore

/// `View.transition(from, to, duration, options [, completion])`: UIKit's
/// `UIView.transition(from:to:duration:options:completion:)`, its arguments in its order.
/// `options` is one name or a list: one transition (`"transitionCrossDissolve"`; the flips and
/// curls are refused by the core), `"showHideTransitionViews"`, a curve option, and the other
/// animation options.
enum ViewTransitionBinding {
    static let showHide = "showHideTransitionViews"

    static func transition(_ stage: Stage, _ c: LuaCall) throws -> Int32 {
        if c.type(2) == .number {
            // transition(with:duration:options:animations:completion:): same Swift name, a view
            // and a number first
            throw c.error("View.transition(with, duration, options, animations, completion) "
                          + "(UIView.transition(with:…)) is not in Transit; View.transition(from, to, duration, options, completion) is")
        }
        let from = try stage.view(c, 1)
        let to = try stage.view(c, 2)
        let duration = try c.number(3)
        var transition: ViewTransition?
        var showsHides = false
        var rest: [String] = []
        if !c.isNoneOrNil(4) {
            for name in try AnimationBinding.optionNames(c, 4) {
                if name == showHide {
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
            throw c.argumentError(4, "a transition option is needed (\(names))")
        }
        var options: AnimationOptions = []
        var curve = TimingCurve.easeInOut
        if !rest.isEmpty {
            let (parsed, optionCurve) = try AnimationBinding.parseOptions(c, names: rest)
            options = parsed
            if let optionCurve { curve = optionCurve.curve }
        }
        let completion = try c.optionalFunction(5)
        try c.admitObject()                                        // the handle
        let origin = c.callerLocation()
        let onComplete = completion.map { stage.oneShot($0, "the completion of the view transition begun at \(origin)") }
        let handle = try stage.lua.whileActive(c) {
            try stage.engine.transition(from: from, to: to, duration: duration, transition: transition,
                                        showsHides: showsHides, options: options, curve: curve, origin: origin,
                                        completion: onComplete)
        }
        c.push(handle, as: stage.classes.handle)
        return 1
    }
}
