internal import CLuaShim

/// Transit's own Lua (a target's `.lua` files, embedded by the EmbedLua plugin): its text, and
/// the same text compiled at build time by `embed-lua` against this machine's liblua5.4, so
/// a start undumps the preludes instead of compiling them (compiling was 5.5 M of `transit
/// run`'s 18.0 M instructions; docs/benchmark.md).
public protocol LuaPrelude {
    /// The file's text, exactly.
    var source: String { get }
    /// `lua_dump` of the compiled file (debug information kept: line numbers, names),
    /// Latin-1 encoded so it fits a string literal: each scalar's value is one byte.
    var bytecode: String { get }
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
        var text = prelude.bytecode
        // U+0000…U+00FF: one UTF-8 byte, or two (0xC2/0xC3, then 10xxxxxx) — a Swift string
        // is valid UTF-8, so a lead byte always has its second (and the indices, below its
        // count, cannot overflow). Through raw pointers, the count kept in a local: iterating
        // `utf8` and appending cost 45 instructions a byte, the buffers' subscripts and the
        // closure's `count` 19, this 10 (0.71 M → 0.37 M at every start, for the 38 KB of
        // bytecode of `transit run`'s nine preludes).
        let bytes = text.withUTF8 { utf8 in
            [UInt8](unsafeUninitializedCapacity: utf8.count) { out, count in
                guard let from = utf8.baseAddress, let to = out.baseAddress else { count = 0; return }
                var i = 0, n = 0
                while i < utf8.count {
                    let b = from[i]
                    if b < 0x80 {
                        to[n] = b
                        i &+= 1
                    } else {
                        to[n] = (b & 0x03) << 6 | (from[i &+ 1] & 0x3F)
                        i &+= 2
                    }
                    n &+= 1
                }
                count = n
            }
        }
        let status = bytes.withUnsafeBufferPointer { buffer in
            luaL_loadbufferx(L, UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self), buffer.count,
                             prelude.chunkName, "b")                  /* +1 function or message */
        }
        if status == CLUA_OK { return }
        lua_settop(L, -2)                                          /* -1 the message */
        try load(prelude.source, chunkName: prelude.chunkName)
    }

}
