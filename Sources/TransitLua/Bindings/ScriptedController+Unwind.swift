import Lua
import TransitCore

/// A script's unwind overrides (docs/controllers.md, "Storyboards"), UIKit's names for a
/// custom container: `unwind(self, segue, towards)` — `unwind(for:towards:)`, shows the child
/// `towards` on an unwind's path (the segue object is the one `prepareForSegue` got) — and
/// `allowedChildrenForUnwinding(self, source)`, a list of this controller's children for the
/// unwind's search, in order (`source`: the segue's source controller). A function on a
/// navigation or tab bar controller replaces its own pop or selection, as a UIKit subclass's
/// override does.
extension ScriptedController {
    /// Runs the script's `unwind`; false when it has none.
    func runUnwind(_ segue: StoryboardSegue, towards subsequent: ViewController) throws -> Bool {
        let object = try (segue as? ScriptedSegue)?.object()
        return try stage.runOverride(self, "unwind") { [stage] c in
            if let object { c.push(object) } else { c.pushNil() }
            stage.push(subsequent, c)
            return 2
        }
    }

    /// The script's `allowedChildrenForUnwinding`: nil when it has none.
    ///
    /// - Throws: an error naming the override when it returns anything but a list of
    ///   controllers (the core checks each is a child).
    func scriptedAllowedChildren(from source: ViewController) throws -> [ViewController]? {
        let name = "allowedChildrenForUnwinding"
        var list: [ViewController] = []
        var failure: String?
        let ran = try stage.callMethod(name, of: { [stage, self] c in stage.push(self, c) }, "\(self)",
                                       arguments: { [stage] c in stage.push(source, c); return 1 },
                                       read: { [stage] c in
            guard c.type(-1) == .table else {
                failure = "must return a list of ViewControllers, got \(c.typeName(-1))"
                return
            }
            let t = c.top
            let n = (try? c.length(t)) ?? 0
            for i in stride(from: 1, through: n, by: 1) {
                c.index(t, i)
                defer { c.pop() }
                guard let vc = c.optionalObject(-1, stage.classes.controller) as? ViewController else {
                    failure = "#\(i) must be a ViewController, got \(c.typeName(-1))"
                    return
                }
                list.append(vc)
            }
        })
        guard ran else { return nil }
        if let failure { throw CoreError(.invalidArgument, "\(name) of \(self): \(failure)") }
        return list
    }
}
