import Lua

extension LuaCall {
    /// Calls `each` with the strings of the list at `i` (`{"left", "right"}`; `{}` none),
    /// read through `__len` and `__index` as Lua reads a list. A table keyed by names
    /// (`{left = true}`, a `Point`) has no list part and would read as none without a word,
    /// so it is an error naming the key (rev100a's `edges`, left101's
    /// `permittedArrowDirections`); so is an item that is not a string.
    ///
    /// - Parameters:
    ///   - what: the setting, as messages name it (`edges`).
    ///   - list: what a list of it is, with an example (`a list of edges ({"left", "right"})`).
    func forEachName(in i: Int32, what: String, list: String, _ each: (String) throws -> Void) throws {
        if let key = try stringKeys(i).first {
            throw argumentError(i, "\(what) must be \(list), not a table with the key '\(key)'")
        }
        for n in stride(from: 1, through: try length(i), by: 1) {
            index(i, n)
            defer { pop() }
            guard type(-1) == .string else { throw argumentError(i, "\(what) #\(n) must be a string, got \(typeName(-1))") }
            try each(try string(-1))
        }
    }
}
