import Lua

/// Where a misspelt method is looked for, and what its warning calls the object.
enum MisspellingScope: String, CaseIterable {
    case controller, presentationController, transitioningDelegate, navigationDelegate, animator

    var roles: Set<UIKitMethod.Role> {
        switch self {
        case .controller: [.viewController]
        case .presentationController: [.presentationController]
        // one table often serves as the delegate and the animator (`return self`)
        case .transitioningDelegate: [.transitioningDelegate, .animator, .interactionController]
        case .navigationDelegate: [.navigationDelegate, .animator, .interactionController]
        case .animator: [.animator, .interactionController]
        }
    }

    var noun: String {
        switch self {
        case .controller: "a view controller"
        case .presentationController: "a presentation controller"
        case .transitioningDelegate: "a transitioning delegate"
        case .navigationDelegate: "a navigation controller delegate"
        case .animator: "an animator"
        }
    }
}

/// The stage's memory of misspellings: each key at each place warns once, however many
/// objects a line makes or however often the engine looks.
final class MisspellingWarnings {
    /// The host function `check(object, scope)`, made once the state exists.
    var checker: LuaRef?
    var warned: Set<String> = []
    /// What a key meant, per scope (a controller's fields are looked at on each life-cycle call).
    var meant: [String: [String]] = [:]
}

extension Stage {
    /// Warns, on the runtime's one channel, about each function the object `push` pushes holds
    /// under a near miss of a UIKit method name of `scope` (LUA_API.md: other keys stay
    /// Lua-side fields). Called when a constructor has applied its table (views.lua) and when
    /// the engine is about to look for the object's methods — a controller's life-cycle call,
    /// a delegate read as a transition starts, a presentation beginning. Never throws: a
    /// warning must not change what runs.
    func warnMisspellings(of push: (LuaCall) -> Void, _ scope: MisspellingScope) {
        guard let checker = misspellings.checker else { return }
        try? lua.callback(checker, arguments: { c in
            push(c)
            c.push(scope.rawValue)
            return 2
        })
    }

    /// The host function behind ``warnMisspellings(of:_:)`` and views.lua's
    /// `host.checkSpelling(object, scope)`.
    func misspellingChecker() -> HostFunction {
        { [unowned self] c in
            guard let scope = MisspellingScope(rawValue: try c.string(2)) else { return 0 }
            for (key, location) in try c.functionFields(1) {
                let cacheKey = scope.rawValue + "." + key
                let meant = misspellings.meant[cacheKey] ?? Misspelling.meant(key, among: UIKitMethod.of(scope.roles))
                misspellings.meant[cacheKey] = meant
                guard !meant.isEmpty, misspellings.warned.insert(location + " " + key).inserted else { continue }
                runtime.warnings((location.isEmpty ? "" : location + ": ")
                                 + "'\(key)' is not a method of \(scope.noun) (a plain field, never called): "
                                 + Misspelling.question(meant))
            }
            return 0
        }
    }
}
