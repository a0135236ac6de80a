internal import CLuaShim

/// Precompiled chunks for host-trusted library code only (TransitSpec's cache of luassert's
/// bytecode, docs/testing.md): scripts never reach these — the sandbox refuses binary chunks
/// and has no `string.dump`, since a crafted binary chunk can corrupt memory.
extension LuaCall {
    /// `lua_dump` of the Lua function at `i`, debug information kept (luassert's errors and
    /// its frame walk read the source name and lines); nil for a C function or a non-function.
    public func dump(_ i: Int32) -> [UInt8]? {
        guard lua_type(L, i) == LUA_TFUNCTION, lua_iscfunction(L, i) == 0 else { return nil }
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        lua_pushvalue(L, i)                                        /* +1 the function: dump reads the top */
        let status = lua_dump(L, { _, data, size, ud in
            let sink = Unmanaged<Sink>.fromOpaque(ud!).takeUnretainedValue()
            if let data { sink.bytes.append(contentsOf: UnsafeRawBufferPointer(start: data, count: size)) }
            return 0
        }, Unmanaged.passUnretained(sink).toOpaque(), 0)
        clua_pop(L, 1)                                             /* -1 */
        return status == 0 ? sink.bytes : nil
    }

    /// Pushes the function of a binary chunk the host itself dumped and returns true, or
    /// pushes nothing and returns false (a chunk this liblua refuses: another format, cut short).
    public func pushBinaryChunk(_ bytes: [UInt8], chunkName: String) -> Bool {
        guard !bytes.isEmpty else { return false }
        let status = bytes.withUnsafeBufferPointer { buffer in
            clua_loadbuffer(L, UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self), buffer.count,
                             chunkName, "b")                       /* +1 function or message */
        }
        if status == CLUA_OK { return true }
        clua_pop(L, 1)                                             /* -1 the message */
        return false
    }

}
