internal import CLuaShim

/// The one error type every failed Lua operation becomes.
///
/// The message is captured eagerly (the Lua stack it came from is gone by the time anyone
/// reads it) and already names the script's `file:line`; the traceback is Lua's own
/// `stack traceback:` block, kept apart so that tools can print either.
///
/// The kind is decided where the error is raised, never read back from the words: the
/// status of the call (a syntax error is `lua_load`'s status, an allocation failure
/// `LUA_ERRMEM`), and for a limit the stop the shim set before raising it (the hook, the
/// pattern matcher, the trampoline's memory check and host loops all tag `control.stop`).
public struct LuaError: Error, CustomStringConvertible, Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// A runtime error raised by the script or by a bound function on its behalf.
        case runtime
        /// The chunk did not compile.
        case syntax
        /// The script's memory limit was reached.
        case memory
        /// The per-entry instruction budget ran out.
        case instructionLimit
        /// The per-entry pattern-matching step budget ran out (the sandbox's string patterns).
        case patternLimit
        /// The time limit (CPU time of the thread running the script) ran out.
        case timeLimit
        /// The host interrupted the script (Ctrl-C in the REPL).
        case interrupted
        /// The message handler itself failed (e.g. while the stack overflowed).
        case handler
        /// The script file could not be read or found.
        case file
    }

    public let kind: Kind
    public let message: String
    public let traceback: String
    /// A syntax error at the end of the input (`'end' expected near <eof>`): more lines
    /// could complete it, so a REPL keeps reading (lua.c's `incomplete`). Decided when the
    /// chunk failed to load; false for every other error.
    public var isIncompleteInput = false
    /// The error value itself when the script raised a value that is no string, number or nil
    /// (busted's assertion failure: a table busted tells from an error by its metatable; a
    /// boolean), which the host raises again where the error surfaces, instead of `message`
    /// (``ThrownValue``); nil for a string, and for an error of the host's own.
    public var thrown: ThrownValue?
    /// The message's bytes as the script raised them when they are not valid UTF-8 (`message`
    /// shows each bad byte as U+FFFD): busted's reports write them as they are. Nil otherwise,
    /// and for a message longer than ``longestMessage`` (kept as text, shortened).
    public var messageBytes: [UInt8]?

    public init(kind: Kind, message: String, traceback: String = "") {
        self.kind = kind
        self.message = message
        self.traceback = traceback
    }

    /// The message, then the traceback, as `lua.c` prints them. A traceback without a frame —
    /// every one was Transit's own and filtered out, or none was there: a limit reached in a
    /// task that a REPL time command resumed, raised again with the resumer's frames, which
    /// are the host's — is left out, not printed as a bare `stack traceback:` line.
    public var description: String {
        hasFrames ? message + "\n" + traceback : message
    }

    /// ``description`` as bytes, the message's as the script raised them (``messageBytes``):
    /// what lua.c writes for `error("caf\233")` is the byte 0xE9, not U+FFFD's three.
    public var descriptionBytes: [UInt8] {
        let text = messageBytes ?? Array(message.utf8)
        return hasFrames ? text + [0x0A] + Array(traceback.utf8) : text
    }

    private var hasFrames: Bool {
        traceback.split(separator: "\n").dropFirst().contains { !$0.allSatisfy(\.isWhitespace) }
    }

    /// Drops the traceback lines of Transit's own Lua (chunks named `=(transit …)`): a user
    /// reads where *their* script was, as the error message's line already does. With them go
    /// the C functions they called (the `error` a prelude raised with) and the tail calls they
    /// made, which name nothing of the script's either: an argument error of the sandbox's
    /// `io.write`, a C function to the script, begins `[C]: in function 'io.write'`, as
    /// stock's does. The filter is preludeframes.c's, which the sandbox's `debug.traceback`
    /// applies too.
    static func withoutPreludeFrames(_ traceback: String) -> String {
        var text = traceback
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return "" }
            return String(unsafeUninitializedCapacity: bytes.count) { out in
                clua_withoutpreludeframes(base, bytes.count, out.baseAddress!)
            }
        }
    }

    /// Splits what the C message handler produced, "msg\nstack traceback:…", where the handler
    /// said the message ends (`messageLength` bytes: the message may hold those words itself,
    /// clua_messagelength). A message longer than `longestMessage` bytes keeps its start and
    /// says how much was left out: a script can raise an error of any size, and everything the
    /// host does with the message afterwards (contexts, reports, JSON) must stay cheap.
    static func split(_ bytes: UnsafeBufferPointer<UInt8>, messageLength: Int) -> (message: String, traceback: String) {
        let end = min(messageLength, bytes.count)
        let traceback = end < bytes.count ? String(decoding: bytes[(end + 1)...], as: UTF8.self) : ""
        let message = BoundedText.prefix(of: UnsafeBufferPointer(rebasing: bytes[..<end]), bytes: longestMessage)
        return (message, traceback)
    }

    /// The most of a message the host keeps (64 KiB).
    static let longestMessage = 1 << 16
}

extension LuaState {
    /// The funnel: turns a status code and the error value on top of `L` into a `LuaError`,
    /// popping the value. Every status from the C side goes through here.
    func error(status: Int32, on L: OpaquePointer) -> LuaError {
        let length = clua_messagelength(L)
        let (message, fullTraceback) = length < 0 ? (BoundedText.prefix(describe(at: -1, on: L), bytes: LuaError.longestMessage), "")
                                                  : handled(at: -1, messageLength: length, on: L)
        let bytes = invalidMessageBytes(at: -1, messageLength: length, on: L)
        let thrown = clua_takethrown(L) != 0 ? ThrownValue(makeRef(on: L)) : nil   /* +1 -1 the value, if kept */
        clua_pop(L, 1)                                             /* -1 the error value */
        let traceback = LuaError.withoutPreludeFrames(fullTraceback)
        let stop = control.pointee.stop
        let kind: LuaError.Kind
        switch (status, stop) {
        case (CLUA_ERRSYNTAX, _): kind = .syntax
        case (CLUA_ERRMEM, _): kind = .memory
        case (CLUA_ERRERR, _): kind = .handler
        case (_, CLUA_STOP_INSTRUCTIONS): kind = .instructionLimit
        case (_, CLUA_STOP_TIME): kind = .timeLimit
        case (_, CLUA_STOP_INTERRUPT): kind = .interrupted
        case (_, CLUA_STOP_MEMORY): kind = .memory
        case (_, CLUA_STOP_PATTERN): kind = .patternLimit
        default: kind = .runtime
        }
        if status == CLUA_ERRMEM {
            // Lua raises memory errors without calling the message handler, so they carry no
            // line. Name the place the allocator refused at (or the last the hook saw), and
            // say what refused: the limit's ceiling or the system (clua_memorywords).
            var words = [CChar](repeating: 0, count: 96)
            clua_memorywords(control, &words, words.count)
            let what = String(decoding: words.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let place = withUnsafeBytes(of: control.pointee.where) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            // the allocator took the traceback as it refused (shim.c): the stack is gone now
            let taken = withUnsafeBytes(of: control.pointee.memtrace) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            return LuaError(kind: .memory, message: place.isEmpty ? what : "\(place): \(what)",
                            traceback: taken.isEmpty ? traceback : LuaError.withoutPreludeFrames(taken))
        }
        var error = LuaError(kind: kind, message: message, traceback: traceback)
        // lua.c's rule, the one place it is read: a syntax error Lua reports at <eof> is
        // input that stopped early (LUA_ERRSYNTAX has no finer status)
        error.isIncompleteInput = status == CLUA_ERRSYNTAX && message.hasSuffix("<eof>")
        error.thrown = thrown
        error.messageBytes = bytes
        return error
    }

    /// The message handler's text at `index` split where it said the message ends.
    private func handled(at index: Int32, messageLength: Int, on L: OpaquePointer) -> (message: String, traceback: String) {
        var count = 0
        guard let start = lua_tolstring(L, index, &count) else { return ("", "") }
        let bytes = UnsafeRawBufferPointer(start: start, count: count).assumingMemoryBound(to: UInt8.self)
        return LuaError.split(bytes, messageLength: messageLength)
    }

    /// The bytes of the error string at `index` before its traceback (its first
    /// `messageLength`, or all of it for -1), when they are not valid UTF-8 and not longer
    /// than ``LuaError/longestMessage``; nil otherwise.
    private func invalidMessageBytes(at index: Int32, messageLength: Int, on L: OpaquePointer) -> [UInt8]? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let start = lua_tolstring(L, index, &length) else { return nil }
        let end = messageLength < 0 ? length : min(messageLength, length)
        guard end <= LuaError.longestMessage else { return nil }
        let message = UnsafeRawBufferPointer(start: start, count: end)
        return String(validating: message, as: UTF8.self) == nil ? Array(message) : nil
    }

    /// A readable string for any value, without running metamethods that could raise.
    func describe(at index: Int32, on L: OpaquePointer) -> String {
        if lua_type(L, index) == LUA_TSTRING || lua_type(L, index) == LUA_TNUMBER {
            if lua_type(L, index) == LUA_TSTRING { return string(at: index, on: L) ?? "" }
        }
        if clua_ptolstring(L, index) == CLUA_OK {                 /* +1 string */
            defer { clua_pop(L, 1) }                               /* -1 */
            return string(at: -1, on: L) ?? ""
        }
        clua_pop(L, 1)                                             /* -1 the failure */
        return "(error object is a \(String(cString: clua_typename(L, index))) value)"
    }

    /// Decodes a Lua string by its length (embedded NULs survive); nil if not a string.
    func string(at index: Int32, on L: OpaquePointer) -> String? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let bytes = lua_tolstring(L, index, &length) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
    }
}
