extension LuaError {
    /// The same error, saying which callback the host was running: `… (in the completion of
    /// animation #3)`. A context already named is not named again, so an error that went
    /// through the same callback 200 times deep (a tap action that taps, until C stack
    /// overflow) says it once.
    public func within(_ context: String) -> LuaError {
        let suffix = " (in \(context))"
        if message.contains(suffix) { return self }
        var error = LuaError(kind: kind, message: message + suffix, traceback: traceback)
        error.thrown = thrown                  // the value raised again: its own text has no context
        return error
    }
}
