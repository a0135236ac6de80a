internal import CLuaShim

/// Ctrl-C for interactive hosts (the REPL): SIGINT stops the running script of one state, as
/// `lua.c` does, and the host learns at its prompt that the user pressed it.
///
/// The handler is C (a signal handler must not run Swift): it sets the state's interrupt flag
/// and arms the hook, so the script stops at its next instruction with "interrupted!" — also
/// under `--unsafe`, where no limit keeps a hook installed. The stop is sticky like the other
/// limits' (a `pcall` cannot swallow it).
extension LuaState {
    /// Makes SIGINT interrupt this state (instead of ending the process) until another state
    /// takes over or `releaseInterrupts()` is called. A closing state lets go by itself.
    public func catchInterrupts() { clua_catchinterrupts(L) }

    /// Puts back SIGINT's default action.
    public static func releaseInterrupts() { clua_catchinterrupts(nil) }

    /// Whether a SIGINT arrived since the last call (reading clears it): a line editor that
    /// returned no line was interrupted, not at the end of its input.
    public static func takeInterrupt() -> Bool { clua_takeinterrupt() != 0 }
}
