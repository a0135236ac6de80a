import Lua

/// Where a misspelt method is looked for, and what its warning calls the object.
enum MisspellingScope: String, CaseIterable {
    case controller, presentationController, transitioningDelegate, navigationDelegate, animator, sheetDelegate, popoverDelegate,
         tabBarDelegate

    var roles: Set<UIKitMethod.Role> {
        switch self {
        case .controller: [.viewController]
        case .presentationController: [.presentationController]
        // one table often serves as the delegate and the animator (`return self`)
        case .transitioningDelegate: [.transitioningDelegate, .animator, .interactionController]
        case .navigationDelegate: [.navigationDelegate, .animator, .interactionController]
        case .animator: [.animator, .interactionController]
        case .sheetDelegate: [.sheetDelegate]
        case .popoverDelegate: [.popoverDelegate, .sheetDelegate]      // and the adaptive delegate's
        case .tabBarDelegate: [.tabBarDelegate, .animator, .interactionController]
        }
    }

    var noun: String {
        switch self {
        case .controller: "a view controller"
        case .presentationController: "a presentation controller"
        case .transitioningDelegate: "a transitioning delegate"
        case .navigationDelegate: "a navigation controller delegate"
        case .animator: "an animator"
        case .sheetDelegate: "a sheet's delegate"
        case .popoverDelegate: "a popover's delegate"
        case .tabBarDelegate: "a tab bar controller delegate"
        }
    }

    /// The place in `allCases`, found without a search.
    var ordinal: Int {
        switch self {
        case .controller: 0
        case .presentationController: 1
        case .transitioningDelegate: 2
        case .navigationDelegate: 3
        case .animator: 4
        case .sheetDelegate: 5
        case .popoverDelegate: 6
        case .tabBarDelegate: 7
        }
    }
}

/// The stage's memory of misspellings: each key at each place warns once, however many
/// objects a line makes or however often the engine looks.
final class MisspellingWarnings {
    /// The host function `check(object, scope)`, made once the state exists.
    var checker: LuaRef?
    var warned: Set<String> = []
    /// What a key meant, per scope: the engine looks at a controller's fields at each
    /// appearance, and most keys are fine, so each is judged once.
    var meant: [MisspellingScope: [String: [String]]] = [:]
    /// The keys judged fine, a Lua table per scope (`functionFields`' `judged`), by
    /// ``MisspellingScope/ordinal``: at each appearance a known key costs one raw read of its
    /// interned string instead of a Swift string and two dictionary look-ups. Near misses are
    /// never in it, so they are looked at each time (a new definition line warns again).
    var judged = [LuaRef?](repeating: nil, count: MisspellingScope.allCases.count)
    let scopes = MisspellingScope.allCases
    /// The names a new field's key is compared with, by class id (Stage+PropertyMisspelling.swift).
    var properties: [Int32: PropertyNames] = [:]

    /// Pushes scope `ordinal`'s table of keys judged fine, made on first use. [-0, +1, m]
    func pushJudged(_ ordinal: Int, _ c: LuaCall) {
        if let memo = judged[ordinal] { c.push(memo); return }
        c.newTable()
        judged[ordinal] = c.reference(-1)
    }

    func meant(_ key: String, _ scope: MisspellingScope) -> [String] {
        if let known = meant[scope]?[key] { return known }
        let answer = Misspelling.meant(key, among: UIKitMethod.of(scope.roles))
        meant[scope, default: [:]][key] = answer
        return answer
    }
}

extension Stage {
    /// Warns, on the runtime's one channel, about each function the object `push` pushes holds
    /// under a near miss of a UIKit method name of `scope` (LUA_API.md: other keys stay
    /// Lua-side fields). Called when a constructor has applied its table (views.lua) and when
    /// the engine is about to look for the object's methods — a controller's view loading,
    /// appearing or disappearing, a delegate read as a transition starts, an animator a
    /// delegate returned, a presentation beginning. Only the keys near a method's name pay
    /// for more than a dictionary lookup (present/dismiss loops stay cheap). Never throws: a
    /// warning must not change what runs.
    func warnMisspellings(of push: (LuaCall) -> Void, _ scope: MisspellingScope) {
        guard let checker = misspellings.checker else { return }
        let misspellings = misspellings, ordinal = scope.ordinal
        // Mostly the same keys as last time (a delegate read at each present and dismissal):
        // when all are judged fine, the check would say nothing — no protected call. A near
        // miss or a key added since takes the check below.
        if let judged = misspellings.judged[ordinal], lua.allFunctionFieldsJudged(of: push, judged: judged) { return }
        try? lua.callback(checker, arguments: { c in
            push(c)
            c.push(ordinal)                                        // not the name: no string to make and match
            misspellings.pushJudged(ordinal, c)
            return 3
        })
    }

    /// The host function behind ``warnMisspellings(of:_:)`` — `(object, ordinal, judged)` —
    /// and views.lua's `host.checkSpelling(object, ordinal)` (the ordinal from
    /// ``spellingScopeOrdinal()``, asked once: no name to make and match per constructor).
    func misspellingChecker() -> HostFunction {
        { [unowned self] c in
            let misspellings = self.misspellings
            let scope = misspellings.scopes[try c.integer(2)]
            if c.type(3) != .table { misspellings.pushJudged(scope.ordinal, c) }   /* +1 the judged keys, on top */
            if c.allFunctionFieldsJudged(1, judged: -1) { return 0 }   // a constructor's table of known keys
            for (key, location) in try c.functionFields(1, judged: -1, where: { !misspellings.meant($0, scope).isEmpty }) {
                let meant = misspellings.meant(key, scope)
                guard misspellings.warned.insert(location + " " + key).inserted else { continue }
                runtime.warnings((location.isEmpty ? "" : location + ": ")
                                 + "'\(key)' is not a method of \(scope.noun) (a plain field, never called): "
                                 + Misspelling.question(meant))
            }
            return 0
        }
    }

    /// views.lua's `host.spellingScope(name)`: the ordinal of the scope named (`"controller"`,
    /// `"presentationController"`), which its `checkSpelling` then passes.
    func spellingScopeOrdinal() -> HostFunction {
        { c in
            let name = try c.string(1)
            guard let scope = MisspellingScope(rawValue: name) else { throw c.error("no misspelling scope '\(name)'") }
            c.push(scope.ordinal)
            return 1
        }
    }
}
