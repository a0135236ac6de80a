import Lua

/// An error value that is no string, worded as busted words it. Lua's message handler (as
/// lua.c's) says "(error object is a table value)" for a table without `__tostring`, and
/// "(error object is a nil value)" for `error()`, and so for a boolean, function or thread;
/// busted (core.lua's rewriteMessage) prints the value with Penlight's `pretty.write` (a
/// table written out, anything else its `tostring`: `error(true)` reads "true") and says "Nil
/// error" for nil. The place stays first, and
/// what Transit noted after the handler's words (the callback it was in) stays after them:
/// on a line of its own when the value's words take several (LuaError.within's rule).
extension FileRunner {
    /// In `Lua/spec_error_values.lua`, embedded at build time; run at a file's first such error.
    static let errorValues = EmbeddedLua.specErrorValues

    /// `error`'s message, with busted's words for a value the handler could not word, and the
    /// bytes of what in it is not valid UTF-8 (``Failure/raisedBytes``).
    func bustedMessage(_ error: LuaError) -> (text: String, bytes: [UInt8]?) {
        let asRaised = (error.message, error.messageBytes)
        guard error.kind == .runtime else { return asRaised }
        let place = Failure.splitLocation(String(error.message.prefix { $0 != "\n" })).map { $0.0 + ": " } ?? ""
        let body = error.message.dropFirst(place.count)
        let words: String
        var bytes: [UInt8]?
        let handlers: String
        if let thrown = error.thrown, !thrown.ref.isReleased {
            // the handler wrote the value's __tostring if it had one: busted's words too
            guard let kind = ["table", "userdata", "boolean", "function", "thread"]
                .first(where: { body.hasPrefix("(error object is a \($0) value)") }) else {
                return asRaised
            }
            handlers = "(error object is a \(kind) value)"
            startEntry()
            guard let text = try? env.stage.lua.callForText(env.errorText, [.reference(thrown.ref)]) else {
                return asRaised                                     // the words failed: the handler's stay
            }
            words = BoundedText.prefix(text.text, bytes: 1 << 16)    // 64 KiB, as a message from the handler
            bytes = words == text.text ? text.bytes : nil
        } else if body.hasPrefix("(error object is a nil value)") {
            // nil is never kept (every other value that is no string or number is), so it is known by the handler's words
            handlers = "(error object is a nil value)"
            words = "Nil error"
        } else {
            return asRaised
        }
        let notes = body.dropFirst(handlers.count)
        guard notes.isEmpty || notes.hasPrefix(" ") || notes.hasPrefix("\n") else { return asRaised }
        // words with a place of their own (what a raising __tostring raised) are placed there:
        // busted's rewriteMessage places only words without one
        let placed = Failure.splitLocation(String(words.prefix { $0 != "\n" })) == nil ? place : ""
        if notes.isEmpty || !words.contains("\n") { return (placed + words + notes, bytes) }
        return (placed + words + "\n" + notes.dropFirst(), bytes)
    }
}
