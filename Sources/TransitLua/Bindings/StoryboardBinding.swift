import Lua
import TransitCore

/// `storyboard` (LUA_API.md "Controllers and presentation"): `storyboard.scene(identifier,
/// factory)`, `storyboard.instantiate(identifier)`, `storyboard.segue{from =, to =,
/// identifier =, class =, animates =}`, `storyboard.unwind{…}`. The storyboard model is the core's
/// (`Stage.storyboard`); a segue's class is a Lua table whose `perform(self)` runs through a
/// ``ScriptedSegue``.
enum StoryboardBinding {
    static func install(on stage: Stage) {
        let lua = stage.lua
        let c = lua.hostCall
        c.newTable()                                               // storyboard
        let functions: [(String, HostFunction)] = [
            ("scene", { [unowned stage] c in
                let identifier = try c.name(1)
                let factory = try c.function(2)
                try stage.storyboard.registerScene(identifier) { [unowned stage] in
                    try stage.instantiate(factory, scene: identifier)
                }
                return 0
            }),
            ("instantiate", { [unowned stage] c in
                let identifier = try c.name(1)
                let controller = try stage.lua.whileActive(c) {
                    try stage.storyboard.instantiateViewController(withIdentifier: identifier)
                }
                stage.push(controller, c)
                return 1
            }),
            ("segue", { [unowned stage] c in try define(stage, c, isUnwind: false) }),
            ("unwind", { [unowned stage] c in try define(stage, c, isUnwind: true) }),
        ]
        for (name, body) in functions {
            lua.push(body)
            c.setField(-2, name)
        }
        lua.defineGlobal("storyboard")
    }

    static let keys = ["from", "to", "identifier", "class", "animates"]

    /// `storyboard.segue{…}` / `storyboard.unwind{…}`: a misspelt key or a class without
    /// `perform` is an error at the definition's line, not at the perform's.
    static func define(_ stage: Stage, _ c: LuaCall, isUnwind: Bool) throws -> Int32 {
        try c.checkTable(1)
        for key in try c.stringKeys(1) where !keys.contains(key) {
            throw c.argumentError(1, "unknown key '\(key)' (expected \(keys.joined(separator: ", ")))")
        }
        func string(_ key: String) throws -> String {
            guard c.field(1, key) == .string else {
                throw c.argumentError(1, "'\(key)' must be a string (a \(key == "identifier" ? "segue" : "scene") identifier), got \(c.typeName(-1))")
            }
            defer { c.pop() }
            return try c.name(c.top)
        }
        let source = try string("from"), destination = try string("to"), identifier = try string("identifier")
        var segueClass: LuaRef?
        switch c.field(1, "class") {
        case .nil:
            c.pop()
        case .table:
            let table = c.top
            guard c.field(table, "perform") == .function else {
                throw c.argumentError(1, "the segue class has no 'perform' function")
            }
            segueClass = c.reference(table)
            c.pop(2)
        default:
            throw c.argumentError(1, "'class' must be a table with a 'perform' function, got \(c.typeName(-1))")
        }
        // Interface Builder's "Animates", on unless unticked: what a class-less segue does
        var animates = true
        switch c.field(1, "animates") {
        case .nil: break
        case .boolean: animates = try c.boolean(-1)
        default: throw c.argumentError(1, "'animates' must be a boolean, got \(c.typeName(-1))")
        }
        c.pop()
        try stage.storyboard.addSegue(SegueDefinition(
            identifier: identifier, source: source, destination: destination, isUnwind: isUnwind, animates: animates,
            make: { [unowned stage] parts in ScriptedSegue(parts, stage: stage, segueClass: segueClass) }))
        return 0
    }
}

/// A segue defined in Lua. Without a class it is UIKit's plain segue (animated unless
/// `animates = false`); with one, `perform` calls the class's `perform(self)` on the script's
/// segue object.
final class ScriptedSegue: StoryboardSegue {
    unowned let stage: Stage
    let segueClass: LuaRef?
    private var made: LuaRef?

    init(_ parts: Parts, stage: Stage, segueClass: LuaRef?) {
        self.stage = stage
        self.segueClass = segueClass
        super.init(parts)
    }

    /// The script's segue object — `source`, `destination`, `identifier`, and the class's
    /// methods — made once, so `prepareForSegue` and `perform` see the same table.
    func object() throws -> LuaRef {
        if let made { return made }
        var ref: LuaRef?
        try stage.lua.callback(stage.controllerSupport.segue, arguments: { [self] c in
            if let segueClass { c.push(segueClass) } else { c.pushNil() }
            stage.push(source, c)
            stage.push(destination, c)
            c.push(identifier)
            return 4
        }, read: { c in ref = c.reference(-1) })
        made = ref
        return ref!
    }

    override func perform() throws {
        guard segueClass != nil else { return try super.perform() }
        let object = try object()
        let ran = try stage.runOverride("perform", of: "the segue '\(identifier)'", push: { $0.push(object) })
        if !ran { throw CoreError(.invalidArgument, "the class of segue '\(identifier)' has no 'perform' function") }
    }
}

extension Stage {
    /// Calls a scene's factory; it must return a controller.
    func instantiate(_ factory: LuaRef, scene identifier: String) throws -> ViewController {
        var made: ViewController?
        var got = ""
        do {
            try lua.callback(factory, arguments: { _ in 0 }, read: { c in
                made = c.optionalObject(-1, classes.controller).map { unsafeDowncast($0, to: ViewController.self) }
                got = c.typeName(-1)
            })
        } catch {
            throw error.within("the factory of scene '\(identifier)'")
        }
        guard let made else {
            throw CoreError(.invalidArgument, "the factory of scene '\(identifier)' must return a ViewController, got \(got)")
        }
        return made
    }
}
