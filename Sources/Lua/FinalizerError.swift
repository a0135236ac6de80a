/// An error in a finalizer (`__gc`), as the C warning handler hands it over (shim.c,
/// `clua_warnf`): Lua sends it as a warning in pieces, `error in __gc (f.lua:2: boom)`, which
/// the handler recognises and takes apart, so no host parses the words again.
public struct FinalizerError: Equatable, Sendable {
    /// Where the error was raised, as its message starts: `f.lua:2`; "" when it names no
    /// place (`error("boom", 0)`, an error object that is not a string).
    public var place: String
    /// The message after its place: `boom`.
    public var message: String

    public init(place: String, message: String) {
        self.place = place
        self.message = message
    }

    /// Lua's own words: `error in __gc (f.lua:2: boom)`.
    public var luaText: String { "error in __gc (\(place.isEmpty ? "" : place + ": ")\(message))" }
}
