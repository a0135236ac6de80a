@testable import TransitCore

/// A controller that logs its life cycle as `"name.method"` (with `(animated)` left out: the
/// transitions here are all non-animated).
final class Recorder: ViewController {
    let log: Log
    /// Runs inside `viewWillAppear` (a present from there sees the transition in flight).
    var onWillAppear: (() throws -> Void)?
    /// Runs inside `viewDidAppear` and `viewDidDisappear` (the end of a transition).
    var onDidAppear: (() throws -> Void)?
    var onDidDisappear: (() throws -> Void)?
    /// Keeps an object alive with the controller (its transitioning delegate: UIKit's
    /// reference is weak).
    var keeps: AnyObject?

    init(_ engine: Engine, _ name: String, _ log: Log) {
        self.log = log
        super.init(engine: engine)
        self.name = name
    }

    /// Names the view after the controller, so window listings read as controllers.
    override func viewDidLoad() throws {
        try view.name = displayName
        log("\(displayName).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) throws {
        log("\(displayName).viewWillAppear")
        try onWillAppear?()
    }
    override func viewDidAppear(_ animated: Bool) throws {
        log("\(displayName).viewDidAppear")
        try onDidAppear?()
    }
    override func viewWillDisappear(_ animated: Bool) throws { log("\(displayName).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) throws {
        log("\(displayName).viewDidDisappear")
        try onDidDisappear?()
    }
    override func prepare(for segue: StoryboardSegue, sender: Any?) throws {
        log("\(displayName).prepare \(segue.identifier) -> \(segue.destination.displayName) sender=\(sender ?? "nil")")
    }
}

/// An engine with a root controller "root" and a shared log, the log cleared after set-up.
func rootedEngine() throws -> (Engine, Recorder, Log) {
    let engine = Engine()
    let log = Log()
    let root = Recorder(engine, "root", log)
    try engine.window.setRootViewController(root)
    log.entries.removeAll()
    return (engine, root, log)
}

extension Engine {
    /// The display names of the window's subviews, back to front; a presentation's container
    /// with its subviews: `["root", "container(sheet)[sheet]"]`.
    var windowSubviewNames: [String] {
        window.subviews.map { v in
            guard v.displayName.hasPrefix("container(") else { return v.displayName }
            return v.displayName + "[" + v.subviews.map(\.displayName).joined(separator: ", ") + "]"
        }
    }
}

/// A window whose root is a navigation controller "nav" holding "a"; the log cleared.
func navigationEngine() throws -> (Engine, NavigationController, Recorder, Log) {
    let engine = Engine()
    let log = Log()
    let a = Recorder(engine, "a", log)
    let nav = try NavigationController(engine: engine, rootViewController: a)
    nav.name = "nav"
    try engine.window.setRootViewController(nav)
    try engine.runUntilIdle()
    log.entries.removeAll()
    return (engine, nav, a, log)
}
