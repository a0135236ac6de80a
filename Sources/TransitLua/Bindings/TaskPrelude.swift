import Lua

/// The Lua half of tasks: resuming and closing a task's coroutine, in Lua because
/// `coroutine.resume` is how Lua itself resumes (the host calls `step` through its one
/// protected-call path, with limits and the message handler, on the thread running Lua).
enum TaskPrelude {
    static let file = EmbeddedLua.tasks

    /// The helpers, held by the stage for the life of its state.
    struct Support {
        let step: LuaRef
        let stepPacked: LuaRef
        let close: LuaRef
        let begin: LuaRef
    }

    /// Runs the prelude (set-up, before limits) and returns its helpers.
    static func run(on lua: LuaState) throws(LuaError) -> Support {
        lua.pushSandboxFunctions()                                 // +1 their resume and close
        let c = lua.hostCall
        let safe = c.reference(-1)
        c.pop()                                                    // -1
        defer { safe.release() }
        let h = try lua.runHelpers(file, arguments: [.reference(safe)],
                                   names: ["step", "stepPacked", "close", "begin"])
        return Support(step: h["step"]!, stepPacked: h["stepPacked"]!, close: h["close"]!, begin: h["begin"]!)
    }
}
