internal import CLuaShim
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LuaState {
    /// `--unsafe`: warnings as `lua5.4` has them (lauxlib's `warnfoff`/`warnfon`/`warnfcont`):
    /// off until `warn("@on")`, each written at once to standard error as
    /// `Lua warning: <pieces>\n`. The host's own handler (on from the start, buffered and
    /// drained to `onWarning`) stays for the sandbox, where an error in `__gc` must not vanish.
    ///
    /// Written in Swift as a C function pointer: it captures nothing, allocates nothing and
    /// keeps its state (on, continuing) in the control block, which is its `ud`.
    public func useStockWarnings() {
        control.pointee.warn_on = 0
        control.pointee.warn_continuing = 0
        lua_setwarnf(L, stockWarning, UnsafeMutableRawPointer(control))
    }
}

/// One piece of a warning. A control message ("@on", "@off") counts only as a whole message
/// outside a continued one, as in lauxlib's `checkcontrol`; while warnings are off, nothing
/// else is kept (not even "continuing": lauxlib's `warnfoff` ignores `tocont`).
private func stockWarning(_ ud: UnsafeMutableRawPointer?, _ message: UnsafePointer<CChar>?, _ tocont: Int32) {
    guard let ud, let message else { return }
    let c = ud.assumingMemoryBound(to: clua_Control.self)
    if c.pointee.warn_continuing == 0 {
        if tocont == 0 && message[0] == 0x40 {                     /* '@': a control message */
            if strcmp(message + 1, "off") == 0 { c.pointee.warn_on = 0 }
            else if strcmp(message + 1, "on") == 0 { c.pointee.warn_on = 1 }
            return
        }
        if c.pointee.warn_on == 0 { return }
        writeError("Lua warning: ")
    }
    writeAll(message, strlen(message))
    if tocont != 0 {
        c.pointee.warn_continuing = 1
    } else {
        writeError("\n")
        c.pointee.warn_continuing = 0
    }
}

private func writeError(_ text: StaticString) {
    text.withUTF8Buffer { writeAll(UnsafeRawPointer($0.baseAddress!), $0.count) }
}

/// Standard error is unbuffered in C too (`lua_writestringerror` flushes at once).
private func writeAll(_ bytes: UnsafeRawPointer, _ count: Int) {
    var offset = 0
    while offset < count {
        let n = write(2, bytes + offset, count - offset)
        if n <= 0 { return }
        offset += n
    }
}
