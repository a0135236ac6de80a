import Lua
import TransitCore

/// The presentation controller `PresentationController{…}` makes. Each moment the core calls
/// runs the script's function of the same UIKit name when the object has one, colon-style;
/// `frameOfPresentedViewInContainerView` and `sizeForChildContentContainer` answer values.
/// Without a function, UIKit's base class's behaviour.
final class ScriptedPresentationController: PresentationController {
    unowned let stage: Stage

    init(stage: Stage, presented: ViewController, presenting: ViewController?) {
        self.stage = stage
        super.init(presented: presented, presenting: presenting)
    }

    /// `<PresentationController: detail>` in messages.
    var subject: String { "<PresentationController: \(presentedViewController.displayName)>" }

    /// The Lua side (the script's fields: an overlay) lives while the presentation lasts:
    /// from here to the end of a dismissal, or of a presentation that did not complete.
    override func presentationTransitionWillBegin() throws {
        stage.lua.anchor(self)
        stage.warnMisspellings(of: { [stage, self] c in stage.push(self, c) }, .presentationController)
        try run("presentationTransitionWillBegin")
    }
    override func presentationTransitionDidEnd(_ completed: Bool) throws {
        defer { if !completed { stage.lua.unanchor(self) } }
        try run("presentationTransitionDidEnd") { c in c.push(completed); return 1 }
    }
    override func dismissalTransitionWillBegin() throws { try run("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) throws {
        defer { if completed { stage.lua.unanchor(self) } }
        try run("dismissalTransitionDidEnd") { c in c.push(completed); return 1 }
    }
    override func containerViewWillLayoutSubviews() throws { try run("containerViewWillLayoutSubviews") }
    override func containerViewDidLayoutSubviews() throws { try run("containerViewDidLayoutSubviews") }

    override func shouldRemovePresentersView() throws -> Bool {
        var answer: Bool?
        guard try call("shouldRemovePresentersView", read: { c in
            if c.type(-1) == .boolean { answer = try? c.boolean(-1) }
            return answer != nil
        }) else { return try super.shouldRemovePresentersView() }
        return try answer ?? mismatch("shouldRemovePresentersView", "a boolean")
    }

    override func frameOfPresentedViewInContainerView() throws -> Rect {
        var rect: Rect?
        guard try call("frameOfPresentedViewInContainerView", read: { [stage] c in
            rect = try? c.rect(-1, stage.values)
            return rect != nil
        })
        else { return try super.frameOfPresentedViewInContainerView() }
        return try rect ?? mismatch("frameOfPresentedViewInContainerView", "a Rect")
    }

    override func size(forChildContentContainer container: ViewController, parentSize: Size) throws -> Size {
        var size: Size?
        guard try call("sizeForChildContentContainer", arguments: { [stage] c in
            stage.push(container, c)
            c.push(parentSize, stage.values)
            return 2
        }, read: { [stage] c in
            size = try? c.size(-1, stage.values)
            return size != nil
        })
        else { return try super.size(forChildContentContainer: container, parentSize: parentSize) }
        return try size ?? mismatch("sizeForChildContentContainer", "a Size")
    }

    /// UIKit's base answers: the functions a new object's fields start with (the class can
    /// have no such methods, which would hide the script's own), so the script's
    /// `self:frameOfPresentedViewInContainerView()` works whether it overrides it or not.
    func baseFrame() throws -> Rect { try super.frameOfPresentedViewInContainerView() }
    func baseSize(_ container: ViewController, _ parentSize: Size) throws -> Size {
        try super.size(forChildContentContainer: container, parentSize: parentSize)
    }

    /// The type of the last answer not taken, for ``mismatch(_:_:)``.
    private var got = "nil"

    /// Calls the object's function `name` for no answer (the moments' hooks): no type named.
    private func run(_ name: String, arguments: (LuaCall) -> Int32 = { _ in 0 }) throws {
        _ = try stage.callMethod(name, of: { [stage, self] c in stage.push(self, c) }, subject, arguments: arguments)
    }

    /// Calls the object's function `name` (the script's, or the base's it started with) for an
    /// answer `read` takes, saying whether it did; the answer's type is worded only when it
    /// did not (a name made at every call cost more than the read).
    private func call(_ name: String, arguments: (LuaCall) -> Int32 = { _ in 0 }, read: (LuaCall) -> Bool) throws -> Bool {
        try stage.callMethod(name, of: { [stage, self] c in stage.push(self, c) }, subject,
                             arguments: arguments, read: { [self] c in
                                 if !read(c) { got = c.typeName(-1) }
                             })
    }

    private func mismatch<T>(_ name: String, _ expected: String) throws -> T {
        throw CoreError(.invalidArgument, "\(name) of \(subject) must return \(expected), got \(got)")
    }
}
