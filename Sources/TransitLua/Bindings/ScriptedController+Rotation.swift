import Lua
import TransitCore

/// A script's rotation overrides: `supportedInterfaceOrientations` and `shouldAutorotate` are
/// fields holding a value (`supportedInterfaceOrientations = "portrait"`, as the seeds'
/// computed properties return constants) or a function of `self` returning one;
/// `viewWillTransition(self, size, coordinator)` is a function.
extension ScriptedController {
    func scriptedSupportedInterfaceOrientations() throws -> InterfaceOrientationMask? {
        let what = "supportedInterfaceOrientations of \(self)"
        return try stage.overrideValue(self, "supportedInterfaceOrientations") { c throws in
            switch c.type(-1) {
            case .string: return try InterfaceOrientationMask(names: [c.string(-1)], for: what)
            case .table: return try InterfaceOrientationMask(names: c.stringArray(-1, what: what), for: what)
            default: throw CoreError(.invalidArgument, "\(what) must be a mask name or a list of names (got \(c.typeName(-1)))")
            }
        }
    }

    func scriptedShouldAutorotate() throws -> Bool? {
        try stage.overrideValue(self, "shouldAutorotate") { [self] c throws in
            guard c.type(-1) == .boolean else {
                throw CoreError(.invalidArgument, "shouldAutorotate of \(self) must be a boolean (got \(c.typeName(-1)))")
            }
            return c.truthy(-1)
        }
    }

    func runViewWillTransition(_ size: Size, _ coordinator: TransitionCoordinator) throws {
        try stage.runOverride(self, "viewWillTransition") { [stage] c in
            c.push(size, stage.values)
            c.push(coordinator, as: stage.classes.coordinator)
            return 2
        }
    }
}

extension Stage {
    /// The controller's field `name` read by `read` (at -1): its value, or what the function
    /// there returns when called with `self`; nil without the field.
    func overrideValue<T>(_ controller: ViewController, _ name: String,
                          read: @escaping (LuaCall) throws -> T) throws -> T? {
        let (type, ref) = try field(name) { [self] c in push(controller, c) }
        guard let ref else { return nil }
        var result: T?
        var failure: (any Error)?
        let isFunction = type == "function"
        try lua.callback(isFunction ? ref : controllerSupport.field, arguments: { [self] c in
            push(controller, c)
            if isFunction { return 1 }
            c.push(name)
            return 2
        }, read: { c in
            do { result = try read(c) } catch { failure = error }
        })
        if let failure { throw failure }
        return result
    }
}
