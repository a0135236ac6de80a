import Lua
import TransitCore

/// `Transition.zoom{sourceViewProvider =, interactiveDismissShouldBegin =,
/// alignmentRectProvider =, dimmingColor =}` (docs/zoom.md), iOS 18's
/// `UIViewController.Transition.zoom(options:sourceViewProvider:)`: checks its options where
/// the script calls it and returns them as a plain table, which the script puts in a
/// controller's `preferredTransition` field. The controller reads the field when a
/// transition asks (``ScriptedViewController/currentPreferredTransition()``), so Swift keeps
/// no reference to the script's functions between transitions. Defines the global
/// `Transition`, which match.lua then extends.
enum ZoomBinding {
    /// The options and what each must be.
    static let options: [(name: String, what: String)] = [
        ("sourceViewProvider", "a function"), ("interactiveDismissShouldBegin", "a function or nil"),
        ("alignmentRectProvider", "a function or nil"), ("dimmingColor", "a Color, a colour name or nil"),
    ]

    static func install(on stage: Stage) {
        let lua = stage.lua, t = stage.values
        let c = lua.hostCall
        c.newTable()                                               // Transition
        lua.push({ c in
            guard c.type(1) == .table else { throw c.argumentError(1, "table expected, got \(c.typeName(1))") }
            for key in try c.stringKeys(1) where !options.contains(where: { $0.name == key }) {
                throw c.argumentError(1, "unknown option '\(key)' (options: \(options.map(\.name).joined(separator: ", ")))")
            }
            c.newTable(fieldCount: Int32(options.count))           // the transition
            for (name, what) in options {
                let type = c.field(1, name)
                let ok = switch name {
                case "sourceViewProvider": c.isCallable(-1)
                case "dimmingColor": type == .nil || (try? c.color(c.top, t)) != nil   // absolute: color reads fields
                default: type == .nil || c.isCallable(-1)
                }
                guard ok else { throw c.argumentError(1, "\(name) must be \(what), got \(c.typeName(-1))") }
                c.setField(-2, name)
            }
            return 1
        } as HostFunction)
        c.setField(-2, "zoom")
        lua.defineGlobal("Transition")
    }
}

extension ScriptedController {
    /// The zoom in the script's `preferredTransition` field, read when a transition asks;
    /// its functions are called with a context table and must answer as UIKit's closures.
    func scriptedPreferredTransition() throws -> ZoomTransition? {
        let (type, table) = try stage.field("preferredTransition") { [self] c in stage.push(self, c) }
        guard let table else { return nil }
        // worded past the nil of most presents and dismissals (read at each, twice a present)
        let subject = "preferredTransition of \(self)"
        guard type == "table" else {
            throw CoreError(.invalidArgument, "\(subject) must be Transition.zoom{…} or nil, got \(type)")
        }
        let fields = try ZoomFields(stage: stage, table: table, subject: subject)
        let zoom = ZoomTransition { [unowned stage] context in
            var view: View?
            var got = "nil"
            try fields.call("sourceViewProvider", arguments: { c in
                c.newTable(fieldCount: 2)
                stage.push(context.sourceViewController, c); c.setField(-2, "sourceViewController")
                stage.push(context.zoomedViewController, c); c.setField(-2, "zoomedViewController")
                return 1
            }, read: { c in
                got = c.typeName(-1)
                view = stage.optionalView(c, -1)
            })
            guard view != nil || got == "nil" else {
                throw CoreError(.invalidArgument, "the sourceViewProvider of \(subject) must return a View or nil, got \(got)")
            }
            return view
        }
        zoom.dimmingColor = fields.dimmingColor
        if fields.has("interactiveDismissShouldBegin") {
            zoom.interactiveDismissShouldBegin = { [unowned stage] context in
                var answer = true
                try fields.call("interactiveDismissShouldBegin", arguments: { c in
                    c.newTable(fieldCount: 3)
                    c.push(context.location, stage.values); c.setField(-2, "location")
                    c.push(context.velocity, stage.values); c.setField(-2, "velocity")
                    c.push(context.willBegin); c.setField(-2, "willBegin")
                    return 1
                }, read: { c in answer = c.type(-1) != .nil && (c.type(-1) != .boolean || (try? c.boolean(-1)) == true) })
                return answer
            }
        }
        if fields.has("alignmentRectProvider") {
            zoom.alignmentRectProvider = { [unowned stage] context in
                var rect: Rect?
                var got = "nil"
                try fields.call("alignmentRectProvider", arguments: { c in
                    c.newTable(fieldCount: 2)
                    stage.push(context.sourceView, c); c.setField(-2, "sourceView")
                    stage.push(context.zoomedViewController, c); c.setField(-2, "zoomedViewController")
                    return 1
                }, read: { c in
                    got = c.typeName(-1)
                    rect = try? c.rectOrNull(c.top, stage.values)
                })
                guard rect != nil || got == "nil" else {
                    throw CoreError(.invalidArgument, "the alignmentRectProvider of \(subject) must return a Rect or nil, got \(got)")
                }
                // UIKit's header: "Return CGRectNull to indicate no preference", as nil says in Swift
                return rect == .null ? nil : rect
            }
        }
        return zoom
    }
}

/// The functions and colour of one `Transition.zoom{…}` table, checked when read (a script
/// may have changed the table since `Transition.zoom` checked it).
private struct ZoomFields {
    unowned let stage: Stage
    let subject: String
    private let functions: [String: LuaRef]
    let dimmingColor: Color?

    init(stage: Stage, table: LuaRef, subject: String) throws {
        self.stage = stage
        self.subject = subject
        var functions: [String: LuaRef] = [:]
        for (name, what) in ZoomBinding.options where name != "dimmingColor" {
            let (type, value) = try stage.callableField(name, of: table)
            if type == "function", let value {
                functions[name] = value
            } else if type != "nil" || name == "sourceViewProvider" {
                throw CoreError(.invalidArgument, "\(name) of \(subject) must be \(what), got \(type)")
            }
        }
        self.functions = functions
        var type = "nil"
        var read: Color?
        try stage.lua.callback(stage.controllerSupport.field, arguments: { c in
            c.push(table)
            c.push("dimmingColor")
            return 2
        }, read: { [values = stage.values] c in
            type = c.typeName(-1)
            if c.type(-1) != .nil { read = try? c.color(c.top, values) }
        })
        guard read != nil || type == "nil" else {
            throw CoreError(.invalidArgument, "dimmingColor of \(subject) must be a Color, a colour name or nil, got \(type)")
        }
        dimmingColor = read
    }

    func has(_ name: String) -> Bool { functions[name] != nil }

    /// Calls the function `name` with what `arguments` pushes; `read` sees its first result.
    /// An error in it says whose function it was.
    func call(_ name: String, arguments: (LuaCall) -> Int32, read: (LuaCall) -> Void) throws {
        guard let function = functions[name] else { return }
        do {
            try stage.lua.callback(function, arguments: arguments, read: read)
        } catch {
            throw error.within("the \(name) of \(subject)")
        }
    }
}
