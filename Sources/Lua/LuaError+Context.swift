extension LuaError {
    /// The same error, saying which callback the host was running: `… (in the completion of
    /// animation #3)`. A context already named is not named again, so an error that went
    /// through the same callback 200 times deep (a tap action that taps, until C stack
    /// overflow) says it once.
    ///
    /// A message of one line ends with the note; one of several lines (luassert's "Expected
    /// objects to be equal.\nPassed in:\n(number) 2\nExpected:\n(number) 1") gets it on a line
    /// of its own after them, so that its last line still reads as it wrote it.
    public func within(_ context: String) -> LuaError {
        let note = "(in \(context))"
        if message.contains(note) { return self }
        let separator = message.contains("\n") ? "\n" : " "
        var error = LuaError(kind: kind, message: message + separator + note, traceback: traceback)
        error.thrown = thrown                  // the value raised again: its own text has no context
        error.messageBytes = messageBytes.map { $0 + Array((separator + note).utf8) }
        return error
    }
}
