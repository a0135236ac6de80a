import Lua

/// `task(fn)`, `wait(seconds)`, `await(fn)` and the `Task` a task call returns (LUA_API.md "Events and
/// tasks"); `handle:await()` is bound with the handle (AnimationBinding). The scheduling is
/// `TaskScheduler`'s.
enum TaskBinding {
    static func install(on stage: Stage) {
        let lua = stage.lua
        var def = LuaClassDefinition<ScriptTask>(name: "Task")
        def.property("status", get: { c, t in c.push(t.status.rawValue) })
        def.method("cancel") { [unowned stage] c, t in
            c.push(try stage.tasks.cancel(t, c))
            return 1
        }
        def.description { t in "Task #\(t.id) (\(t.status.rawValue), started at \(t.origin))" }
        lua.defineClass(def, as: stage.classes.task)

        lua.register("task") { [unowned stage] c in
            guard c.type(1) == .function else { throw c.typeError(1, expected: "function") }
            try c.admitObject()
            let task = try stage.tasks.spawn(c, body: 1)
            c.push(task, as: stage.classes.task)
            return 1
        }
        lua.register("wait") { [unowned stage] c in try stage.tasks.wait(c) }
        lua.register("await") { [unowned stage] c in try stage.tasks.await(call: c) }
    }
}
