internal import CLuaShim

/// Transit's own Lua (a target's `.lua` files, embedded by the EmbedLua plugin): its text, and
/// the same text compiled at build time by `embed-lua` against this machine's liblua5.4, so
/// a start undumps the preludes instead of compiling them (compiling was 5.5 M of `transit
/// run`'s 18.0 M instructions; docs/benchmark.md).
public protocol LuaPrelude {
    /// The file's text, exactly.
    var source: String { get }
    /// `lua_dump` of the compiled file (debug information kept: line numbers, names).
    var bytecode: [UInt8] { get }
    /// `=(transit NAME)`, the chunk name the file was compiled under.
    var chunkName: String { get }
}

extension LuaState {
    /// Pushes a prelude's function. Only the host calls this with its own build's bytecode;
    /// scripts' chunks still go through ``load(bytes:chunkName:binary:)`` in text mode, so the
    /// sandbox keeps refusing binary chunks. A liblua5.4 whose bytecode format differs from
    /// the one the build compiled against refuses the dump's header: the text is compiled
    /// then, the same function.
    public func load(prelude: some LuaPrelude) throws(LuaError) {
        let status = prelude.bytecode.withUnsafeBufferPointer { buffer in
            clua_loadbuffer(L, UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self), buffer.count,
                             prelude.chunkName, "b")                  /* +1 function or message */
        }
        if status != CLUA_OK {
            lua_settop(L, -2)                                      /* -1 the message */
            try load(prelude.source, chunkName: prelude.chunkName)
        }
        clua_usepreludeenvironment(L)
    }

}
