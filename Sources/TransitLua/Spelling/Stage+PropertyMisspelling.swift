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
            let names = propertyNames(of: cls)
            guard !names.judgedFine.contains(key) else { return }     // `photoView` on each cell: once
            let meant = Misspelling.meantProperty(key, among: names)
            guard !meant.isEmpty else {
                // bounded: a script making fields under ever new keys pays the look, not memory
                if names.judgedFine.count < PropertyNames.judgedLimit { names.judgedFine.insert(key) }
                return
            }
            let location = c.callerLocation()
            guard misspellings.warned.insert(location + " " + key).inserted else { return }
            runtime.warnings((location.isEmpty ? "" : location + ": ")
                             + "'\(key)' is not a property of \(cls.name) (a plain Lua-side field, nothing reads it): "
                             + Misspelling.question(meant))
        }
    }

    /// A class's bound properties, and the Lua-side fields the engine reads on a controller
    /// (a `transitioningDelegat` is the same silent miss as a `backgroundColour`), made once.
    private func propertyNames(of cls: LuaClass) -> PropertyNames {
        if let known = misspellings.properties[cls.id] { return known }
        var names = lua.propertyNames(of: cls)
        if cls == classes.controller { names += ["transitioningDelegate", "preferredTransition"] }
        let made = PropertyNames(names)
        misspellings.properties[cls.id] = made
        return made
    }
}

/// A class's property names as the near-miss check compares them (lowercased UTF-8), and the
/// new-field keys already judged no near miss.
final class PropertyNames {
    static let judgedLimit = 1024
    let names: [String]
    let lowered: [[UInt8]]
    var judgedFine: Set<String> = []

    init(_ names: [String]) {
        self.names = names
        lowered = names.map { Misspelling.lowered($0) }
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
    /// field of its own. Compared as lowercased UTF-8 (each name's made once per class), and
    /// only names of a length within reach: a new field under a key near none costs about
    /// one pass over the names' lengths.
    static func meantProperty(_ key: String, among names: PropertyNames) -> [String] {
        if names.names.contains(key) { return [] }         // a field the engine reads: the right name
        let lower = lowered(key)
        let sameButCase = names.names.indices.filter { names.lowered[$0] == lower }.map { names.names[$0] }
        if !sameButCase.isEmpty || lower.count < 5 { return sameButCase }
        let limit = lower.count >= 8 ? 2 : 1
        var found: [String] = []
        var best = limit + 1
        for (i, other) in names.lowered.enumerated() {
            guard lower.count >= 8 ? abs(other.count - lower.count) <= limit : other.count == lower.count else { continue }
            if isPluralOrSingular(lower, other) { continue }
            let d = swapDistance(lower, other, atMost: limit)
            guard d <= limit else { continue }
            if d < best { best = d; found = [] }
            if d == best && !found.contains(names.names[i]) { found.append(names.names[i]) }
        }
        return found
    }

    /// ASCII letters lowercased; other bytes as they are.
    static func lowered(_ s: String) -> [UInt8] {
        s.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    }

    /// `a` is `b` with "s" or "es" added, or the other way round.
    static func isPluralOrSingular(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        let extra = long.count - short.count
        guard extra == 1 || extra == 2, long.starts(with: short) else { return false }
        return extra == 1 ? long.last == UInt8(ascii: "s") : long.suffix(2).elementsEqual("es".utf8)
    }

    /// The optimal string alignment distance (Levenshtein's, with a swap of two neighbouring
    /// characters as one edit), or `limit + 1` as soon as it must exceed `limit`. Its three
    /// rows live on the stack: a new field under a key near no name compares it with every
    /// name of about its length (three arrays each made 36 k instructions a field of `View`).
    static func swapDistance(_ a: [UInt8], _ b: [UInt8], atMost limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        let n = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * n) { buffer in
            var before = buffer.baseAddress!, previous = before + n, row = previous + n   // rows i-2, i-1, i
            for j in 0..<n { before[j] = 0; previous[j] = j }
            for i in 1...a.count {
                row[0] = i
                var smallest = i
                for j in 1..<n {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var d = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, before[j - 2] + 1) }
                    row[j] = d
                    smallest = min(smallest, d)
                }
                if smallest > limit { return limit + 1 }
                (before, previous, row) = (previous, row, before)
            }
            return min(previous[b.count], limit + 1)
        }
    }
}
