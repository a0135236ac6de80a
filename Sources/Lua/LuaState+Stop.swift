internal import CLuaShim

/// Stopping host loops: a host function that runs a long Swift loop (the clock stepping a
/// billion frames) runs no Lua, so no hook fires and no limit holds there. The loop asks
/// ``LuaState/stopRequested`` now and then instead, and when it stops, the error it throws
/// reaches the trampoline, which raises the state's own stop error ("time limit exceeded",
/// "interrupted!") at the script's line — the message the hook would give.
extension LuaState {
    /// True when the running script must stop: a limit already stopped it (the sticky
    /// stop), the host interrupted it (Ctrl-C), or its time (CPU time) ran out.
    public var stopRequested: Bool {
        let c = control.pointee
        if c.stop != CLUA_STOP_NONE || c.interrupt != 0 { return true }
        return clua_pasttimelimit(control) != 0
    }

    /// Makes the stop sticky (as the hook does: the thread's next instruction raises it
    /// again, so a `pcall` cannot swallow it) and pushes its message with the caller's
    /// `file:line`.
    /// Call only when ``stopRequested`` is true; returns what a host function throws.
    func raiseStop(on L: OpaquePointer) -> Int32 {
        let c = control
        if c.pointee.stop == CLUA_STOP_NONE {
            c.pointee.stop = c.pointee.interrupt != 0 ? CLUA_STOP_INTERRUPT : CLUA_STOP_TIME
            c.pointee.interrupt = 0
        }
        clua_pushstop(L)                        /* +1 "file:line: …", the hook at the next instruction */
        return CLUA_RAISE
    }
}

extension LuaState {
    /// Runs `body` with every bound function, property and method answering a Lua error with
    /// `message` instead of reaching the host (a box still releases its object), except the
    /// objects of `pure` (functions of their arguments alone, as timing curves). For Lua that
    /// runs where the host must not be touched: a curve evaluated in the frame pass.
    public func whileSealed<T, E: Error>(_ message: StaticString, allowing pure: LuaClass? = nil,
                                         _ body: () throws(E) -> T) throws(E) -> T {
        clua_seal(control, UnsafeRawPointer(message.utf8Start).assumingMemoryBound(to: CChar.self), pure?.id ?? -1)
        defer { clua_unseal(control) }
        return try body()
    }
}

extension LuaState {
    /// The hook's memory check, for a host loop that grows what the host holds for the script
    /// (a recording, a motion record) and runs no Lua: Lua's memory and ``hostMemory``, after
    /// a full collection when past the limit. Past it, the sticky memory stop is set, so
    /// ``stopRequested`` is true and the loop's error reaches the script as "not enough
    /// memory" at its line. False when there is no limit or another stop is set.
    public func checkMemoryLimit() -> Bool {
        clua_checkmemory(activeThread ?? L) != 0
    }
}

extension LuaState {
    /// The error of a host loop that stopped (``stopRequested``) where no script line runs —
    /// the host's own loop once the script has returned: `place` (the script's name), the
    /// stop's words and kind as the hook raises them, then `context`.
    public func stopError(at place: String, _ context: String) -> LuaError {
        var words = [CChar](repeating: 0, count: 160)
        clua_stopwords(L, &words, words.count)
        let kind: LuaError.Kind
        switch control.pointee.stop {
        case CLUA_STOP_INSTRUCTIONS: kind = .instructionLimit
        case CLUA_STOP_INTERRUPT: kind = .interrupted
        case CLUA_STOP_MEMORY: kind = .memory
        case CLUA_STOP_PATTERN: kind = .patternLimit
        default: kind = .timeLimit
        }
        let text = words.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return LuaError(kind: kind, message: "\(place): \(text)\(context)")
    }
}
