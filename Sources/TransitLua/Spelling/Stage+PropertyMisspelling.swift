import Lua

/// A value assigned under a near miss of a bound property's name (`v.backgroundColour = c`,
/// `v.frmae = r`) becomes a plain Lua-side field, as any other key (`cell.photoView = photo`),
/// and changes nothing on screen. The bridge tells the stage when a script makes a new field
/// (``LuaState/onNewField``: never on a write to a bound name, nor to a field that exists),
/// and a key close to one of the class's properties warns once at its line, worded as a
/// misspelt method's warning.
extension Stage {
    func installPropertySpelling() {
        lua.onNewField = { [unowned self] c, cls in
            guard let key = try? c.string(2) else { return }
            let meant = Misspelling.meantProperty(key, among: propertyNames(of: cls))
            guard !meant.isEmpty else { return }
            let location = c.callerLocation()
            guard misspellings.warned.insert(location + " " + key).inserted else { return }
            runtime.warnings((location.isEmpty ? "" : location + ": ")
                             + "'\(key)' is not a property of \(cls.name) (a plain Lua-side field, nothing reads it): "
                             + Misspelling.question(meant))
        }
    }

    /// A class's bound properties, and the Lua-side fields the engine reads on a controller
    /// (a `transitioningDelegat` is the same silent miss as a `backgroundColour`), made once.
    private func propertyNames(of cls: LuaClass) -> [String] {
        if let known = misspellings.properties[cls.id] { return known }
        var names = lua.propertyNames(of: cls)
        if cls == classes.controller { names += ["transitioningDelegate", "preferredTransition"] }
        misspellings.properties[cls.id] = names
        return names
    }
}

extension Misspelling {
    /// The property names `key` probably meant: those it equals but for case, else — for a
    /// key of 5 letters or more (shorter ones have too many legitimate neighbours: `tap` is
    /// one letter from `tag`) — those one letter changed away, or two neighbours swapped
    /// (`frmae`, `centre`); from 8 letters, those within two edits of any kind
    /// (`backgroundColour`) — not three: `animationController`, a UIKit method's name, is three
    /// from `navigationController`. Under 8 letters a letter more or less makes another word
    /// (`framed`, `named`), and a plural or singular of a name (`views` beside `view`) is a
    /// field of its own.
    static func meantProperty(_ key: String, among names: [String]) -> [String] {
        if names.contains(key) { return [] }         // a field the engine reads: the right name
        let lower = key.lowercased()
        let sameButCase = names.filter { $0.lowercased() == lower }
        if !sameButCase.isEmpty || key.count < 5 { return sameButCase }
        let limit = key.count >= 8 ? 2 : 1
        var found: [String] = []
        var best = limit + 1
        for name in names where key.count >= 8 || name.count == key.count {
            let other = name.lowercased()
            if lower == other + "s" || other == lower + "s" || lower == other + "es" || other == lower + "es" { continue }
            let d = swapDistance(lower, other, atMost: limit)
            guard d <= limit else { continue }
            if d < best { best = d; found = [] }
            if d == best && !found.contains(name) { found.append(name) }
        }
        return found
    }

    /// The optimal string alignment distance (Levenshtein's, with a swap of two neighbouring
    /// characters as one edit), or `limit + 1` as soon as it must exceed `limit`.
    static func swapDistance(_ a: String, _ b: String, atMost limit: Int) -> Int {
        let a = Array(a), b = Array(b)
        if abs(a.count - b.count) > limit { return limit + 1 }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)     // row i - 2
        var previous = Array(0...b.count)                        // row i - 1
        var row = previous
        for i in 1...a.count {
            row[0] = i
            var smallest = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, before[j - 2] + 1) }
                row[j] = d
                smallest = min(smallest, d)
            }
            if smallest > limit { return limit + 1 }
            (before, previous) = (previous, row)
        }
        return min(previous[b.count], limit + 1)
    }
}
