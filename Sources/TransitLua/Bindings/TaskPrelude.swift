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
    ///
    /// `sandboxed`: the tasks resume with the sandbox's `taskresume` and `taskclose`, which mark
    /// their threads for the sandbox's `coroutine.resume` and `close` to refuse (sandbox.c).
    /// Otherwise (`--unsafe`, the C module's state, whose globals are the host's to change)
    /// with the stock functions, as the script's own are.
    /// The stock debug library comes second: its getinfo finds the line where a task raised
    /// an error that names none (the sandbox's `debug` has no getinfo). Third, the maker of
    /// the error a task's raises again, its coroutine's traceback with it.
    static func run(on lua: LuaState, sandboxed: Bool) throws(LuaError) -> Support {
        var arguments: [LuaArgument] = [.value(.nil)]
        if sandboxed {
            lua.pushSandboxFunctions()                             // +1 their resume and close
            let c = lua.hostCall
            arguments[0] = .reference(c.reference(-1))
            c.pop()                                                // -1
        }
        arguments.append(.reference(try lua.stockDebugLibrary()))
        arguments.append(.reference(lua.tracedErrorMaker()))
        defer { for case .reference(let ref) in arguments { ref.release() } }
        let h = try lua.runHelpers(file, arguments: arguments,
                                   names: ["step", "stepPacked", "close", "begin"])
        return Support(step: h["step"]!, stepPacked: h["stepPacked"]!, close: h["close"]!, begin: h["begin"]!)
    }
}
