/// An error in a finalizer (`__gc`), as the C warning handler hands it over (shim.c,
/// `clua_warnf`): Lua sends it as a warning in pieces, `error in __gc (f.lua:2: boom)`, which
/// the handler recognises and takes apart, so no host parses the words again.
public enum FinalizerError: Equatable, Sendable {
    /// An error raised in a finalizer: where (`f.lua:2`, as its message starts; "" when it
    /// names no place: `error("boom", 0)`, an error object that is not a string) and the
    /// message after it (`boom`).
    case raised(place: String, message: String)
    /// Errors past the handler's ring (16 between two drains): counted, never lost
    /// uncounted, even while a script's `warn("@off")` holds; their words are gone.
    case dropped(count: Int)

    /// Lua's own words, `error in __gc (f.lua:2: boom)`; `3 more errors in __gc were dropped`.
    public var luaText: String {
        switch self {
        case .raised(let place, let message): "error in __gc (\(place.isEmpty ? "" : place + ": ")\(message))"
        case .dropped(let count): "\(count) more errors in __gc were dropped"
        }
    }
}
