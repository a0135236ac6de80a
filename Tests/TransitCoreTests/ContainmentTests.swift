import Testing
@testable import TransitCore

/// Custom containers (ViewController+Containment.swift, +Appearance, +ChildTransition): the
/// View Controller Programming Guide's three examples — add, remove, cycle — run line for
/// line on an on-screen container, each pinning the order of the calls: `willMove` from
/// `addChild` and `didMove(nil)` from `removeFromParent` (Apple's `willMove(toParent:)` and
/// `didMove(toParent:)` pages), the appearance calls from the child's view entering or leaving
/// the window and from `transition(from:to:…)` (Transit's choices where Apple is silent,
/// docs/controllers.md "Containers").
@Suite struct ContainmentTests {
    /// A controller that logs its life cycle and its moves as `"name.method"`.
    final class Contained: ViewController {
        let log: Log
        var forwards = true
        init(_ engine: Engine, _ name: String, _ log: Log) {
            self.log = log
            super.init(engine: engine)
            self.name = name
        }
        override func viewDidLoad() throws { log("\(displayName).viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) throws { log("\(displayName).viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) throws { log("\(displayName).viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) throws { log("\(displayName).viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) throws { log("\(displayName).viewDidDisappear") }
        override func willMove(toParent parent: ViewController?) throws {
            log("\(displayName).willMove(\(parent?.displayName ?? "nil"))")
        }
        override func didMove(toParent parent: ViewController?) throws {
            log("\(displayName).didMove(\(parent?.displayName ?? "nil"))")
        }
        override func shouldAutomaticallyForwardAppearanceMethods() throws -> Bool { forwards }
    }

    /// An engine whose root is the container "box", on screen; the log cleared.
    static func onScreen() throws -> (Engine, Contained, Log) {
        let engine = Engine()
        let log = Log()
        let box = Contained(engine, "box", log)
        try engine.window.setRootViewController(box)
        log.entries.removeAll()
        return (engine, box, log)
    }

    /// "Adding a Child View Controller to Your Content": addChild, the frame, addSubview, didMove.
    @Test func addingAChildOnScreen() throws {
        let (engine, box, log) = try Self.onScreen()
        let child = Contained(engine, "child", log)
        try box.addChild(child)
        #expect(child.parent === box && box.children.map(\.displayName) == ["child"])
        try child.view.setFrame(Rect(x: 0, y: 100, width: 200, height: 300))
        try box.view.addSubview(child.view)
        try child.didMove(toParent: box)
        #expect(log.entries == ["child.willMove(box)", "child.viewDidLoad", "child.viewWillAppear",
                                "child.viewDidAppear", "child.didMove(box)"])
        #expect(child.isAppeared)
    }

    /// "Removing a Child View Controller": willMove(nil), removeFromSuperview, removeFromParent.
    @Test func removingAChildOnScreen() throws {
        let (engine, box, log) = try Self.onScreen()
        let child = Contained(engine, "child", log)
        try box.addChild(child)
        try box.view.addSubview(child.view)
        try child.didMove(toParent: box)
        log.entries.removeAll()
        try child.willMove(toParent: nil)
        try child.view.removeFromSuperview()
        try child.removeFromParent()
        #expect(log.entries == ["child.willMove(nil)", "child.viewWillDisappear", "child.viewDidDisappear",
                                "child.didMove(nil)"])
        #expect(child.parent == nil && box.children.isEmpty && !child.isAppeared)
    }

    /// "Transitioning Between Child View Controllers": the cycle example, its frames at
    /// instants of its 0.25 s on UIKit's default ease-in-ease-out (at half time the Bézier
    /// (0.42, 0, 0.58, 1) is at 0.5 by symmetry).
    @Test func cyclingBetweenTwoChildren() throws {
        let (engine, box, log) = try Self.onScreen()
        let old = Contained(engine, "old", log), new = Contained(engine, "new", log)
        try box.addChild(old)
        let bounds = try box.view.bounds
        try old.view.setFrame(bounds)
        try box.view.addSubview(old.view)
        try old.didMove(toParent: box)
        log.entries.removeAll()

        let w = bounds.width
        try old.willMove(toParent: nil)
        try box.addChild(new)
        try new.view.setFrame(bounds.offsetBy(dx: w, dy: 0))          // newViewStartFrame
        let endFrame = bounds.offsetBy(dx: -w, dy: 0)                 // oldViewEndFrame
        var finished: Bool?
        try box.transition(from: old, to: new, duration: 0.25, animations: {
            try new.view.setFrame(old.view.frame)
            try old.view.setFrame(endFrame)
        }, completion: { done in
            finished = done
            try old.removeFromParent()
            try new.didMove(toParent: box)
        })
        #expect(log.entries == ["old.willMove(nil)", "new.willMove(box)", "new.viewDidLoad",
                                "old.viewWillDisappear", "new.viewWillAppear"])
        #expect(try new.view.superview === box.view && old.view.superview === box.view)
        try engine.clock.advance(0.125)
        #expect(engine.presentation(of: try new.view).frame == bounds.offsetBy(dx: w / 2, dy: 0))
        #expect(engine.presentation(of: try old.view).frame == bounds.offsetBy(dx: -w / 2, dy: 0))
        #expect(finished == nil)
        try engine.clock.advance(0.125)
        #expect(finished == true)
        #expect(log.entries.dropFirst(5) == ["old.viewDidDisappear", "new.viewDidAppear", "old.didMove(nil)",
                                             "new.didMove(box)"])
        #expect(try old.view.superview == nil && new.view.frame == bounds)
        #expect(box.children.map(\.displayName) == ["new"] && old.parent == nil)
    }

    /// A container appearing forwards to the children whose views it holds, after its own
    /// call; one that answers false leaves them to its begin/end calls.
    @Test func aContainerForwardsItsAppearanceUnlessItSaysNo() throws {
        for forwards in [true, false] {
            let engine = Engine()
            let log = Log()
            let box = Contained(engine, "box", log)
            box.forwards = forwards
            let child = Contained(engine, "child", log)
            try box.addChild(child)
            try box.view.addSubview(child.view)
            try child.didMove(toParent: box)
            log.entries.removeAll()
            try engine.window.setRootViewController(box)
            #expect(log.entries == (forwards
                ? ["box.viewWillAppear", "child.viewWillAppear", "box.viewDidAppear", "child.viewDidAppear"]
                : ["box.viewWillAppear", "box.viewDidAppear"]))
            guard !forwards else { continue }
            log.entries.removeAll()
            try child.beginAppearanceTransition(true, animated: false)
            try child.endAppearanceTransition()
            #expect(log.entries == ["child.viewWillAppear", "child.viewDidAppear"] && child.isAppeared)
        }
    }

    /// UIKit logs "Unbalanced calls to begin/end appearance transitions"; Transit warns and
    /// calls nothing for an end without a begin, and begins the second of two begins.
    @Test func unbalancedAppearanceCallsWarn() throws {
        let (engine, box, log) = try Self.onScreen()
        var warnings: [String] = []
        engine.onWarning = { warnings.append($0.message) }
        try box.endAppearanceTransition(origin: "s.lua:1")
        #expect(log.entries == [])
        try box.beginAppearanceTransition(false, animated: false)
        try box.beginAppearanceTransition(false, animated: true)
        try box.endAppearanceTransition()
        #expect(warnings == ["Unbalanced calls to begin/end appearance transitions for <ViewController: box>.",
                             "Unbalanced calls to begin/end appearance transitions for <ViewController: box>."])
        #expect(log.entries == ["box.viewWillDisappear", "box.viewDidDisappear"] && !box.isAppeared)
    }

    /// Re-parenting: "If the new child view controller is already the child of a container
    /// view controller, it is removed from that container before being added" (Apple,
    /// `addChild(_:)`), through removeFromParent and so its didMove(nil).
    @Test func aChildOfAnotherContainerLeavesItFirst() throws {
        let (engine, box, log) = try Self.onScreen()
        let other = Contained(engine, "other", log), child = Contained(engine, "child", log)
        try other.addChild(child)
        log.entries.removeAll()
        try box.addChild(child)
        #expect(log.entries == ["child.didMove(nil)", "child.willMove(box)"])
        #expect(other.children.isEmpty && box.children.map(\.displayName) == ["child"])
        try box.addChild(child)                                     // where it is: nothing
        #expect(log.entries.count == 2)
    }

    /// "View controllers forward the size change message to their views and child view
    /// controllers" (Apple, `viewWillTransition(to:with:)`): the container first, then its
    /// children with loaded views.
    @Test func aRotationReachesTheChildren() throws {
        let engine = Engine(screen: .iPhone15)
        let box = Rotating(engine: engine), child = Rotating(engine: engine), unloaded = Rotating(engine: engine)
        var order: [String] = []
        box.onTransition = { _ in order.append("box") }
        child.onTransition = { _ in order.append("child") }
        unloaded.onTransition = { _ in order.append("unloaded") }
        try box.addChild(child)
        try box.addChild(unloaded)
        try box.view.addSubview(child.view)
        try engine.window.setRootViewController(box)
        try engine.setDeviceOrientation(.landscapeLeft)
        #expect(order == ["box", "child"])
    }

    @Test func refusedChildren() throws {
        let (engine, box, log) = try Self.onScreen()
        let a = Contained(engine, "a", log), b = Contained(engine, "b", log)
        try box.addChild(a)
        try a.addChild(b)
        func message(_ body: () throws -> Void) -> String? {
            do { try body(); return nil } catch { return "\(error)" }
        }
        #expect(message { try box.addChild(box) } == "addChild: <ViewController: box> cannot be its own child")
        #expect(message { try b.addChild(box) }
                == "addChild: <ViewController: box> is an ancestor of <ViewController: b>; the hierarchy would be a cycle")
        #expect(message { try Contained(engine, "loose", log).addChild(box) }
                == "addChild: <ViewController: box> is the window's root and cannot become a child of <ViewController: loose>")
        let elsewhere = Engine()
        #expect(message { try box.addChild(Contained(elsewhere, "far", log)) }
                == "addChild: <ViewController: far> belongs to another engine")
        let nav = try NavigationController(engine: engine, rootViewController: Contained(engine, "top", log))
        nav.name = "nav"
        #expect(message { try box.addChild(nav.topViewController!) }
                == "addChild: <ViewController: top> has a parent view controller <NavigationController: nav> and cannot become a child of <ViewController: box>")
        #expect(message { try nav.addChild(Contained(engine, "c", log)) }
                == "addChild: <NavigationController: nav> is a NavigationController, whose children are its stack; push <ViewController: c> instead")
        #expect(message { try nav.topViewController!.removeFromParent() }
                == "removeFromParent: <ViewController: top> is in the stack of <NavigationController: nav>; pop it instead")
        #expect(nav.children.map(\.displayName) == ["top"] && nav.topViewController!.parent === nav)
        #expect(message { try box.transition(from: a, to: b, duration: 0, animations: nil, completion: nil) }
                == "Children view controllers <ViewController: a> and <ViewController: b> must have a common parent view controller <ViewController: box> when calling transition(from:to:duration:options:animations:completion:)")
        // a child keeps its view: another controller cannot take it
        #expect(message { try Contained(engine, "thief", log).setView(try a.view) } != nil)
    }
}
