/// The REPL's helpers on the Lua side, run once per stage before any input: values become
/// text there, where tables, metatables and `__tostring` are at hand. Globals are captured as
/// locals first, so a session that sets `tostring = nil` cannot break the printer.
///
/// It receives the value records as `"Rect x y width height;Point x y;…"` (from the
/// binding's `ValueTypes`, so the field lists are never restated) and TransitLua's shared
/// `sortedKeys`, and returns a table of named helpers:
/// - `collect(keep, ...)`: a chunk's results packed in one table (`n` = their count), so
///   that the host holds one value however many there were; with `keep`, the first becomes
///   `_`;
/// - `format(r)`: packed results as the REPL prints them, tab-separated as `lua.c` prints
///   them. Keys sorted (Lua 5.4 randomises `pairs` order), a depth limit, `<cycle>` marks,
///   records as `Rect(0, 0, 393, 852)`, views and curves by their `tostring` (one line),
///   long tables over lines, at most 100 results;
/// - `source(r)`: Lua source that builds the first result again, after `~` when it holds a
///   non-integer (a spec then compares it with `toBeCloseTo`) or `=`; for a value with no
///   source but a text of its own (a view), `#` and its `tostring`; nil otherwise (a
///   function, a cycle);
/// - `complete(path, sep, surface)`: the names that may follow `path .. sep` — a bound
///   object itself (its class's names come from the binding tables, in Swift), or the names
///   as one string: the keys of a table, what its `__index` table offers, and the binding's
///   surface names for its kind that this value answers (`Rect.minX`, `clock.now`);
/// - `samples(r, n)`: the values of the curve that is the first result at t = 0, 1/n … 1,
///   as text.
/// The Lua is `Lua/repl.lua`, embedded at build time.
enum ReplPrelude {
    static let file = EmbeddedLua.repl
}
