/// Which UIKit method a key probably meant. A function stored under a misspelt method name
/// (`viewDidload`), or under UIKit's Swift or Objective-C spelling of one
/// (`animationController`, `viewWillTransitionToSize:withTransitionCoordinator:`), is kept
/// as a plain Lua-side field and never called: the default behaviour runs and nothing says
/// why. This names the method so the stage can warn.
enum Misspelling {
    /// How far (in edits, ignoring case) a key may be from a method's Lua name.
    static let maximumDistance = 2

    /// The Lua names `key` probably meant among `methods`, in the list's order; empty when
    /// `key` is a method's own name (of any role: one table may serve as delegate and
    /// animator) or close to none.
    static func meant(_ key: String, among methods: [UIKitMethod]) -> [String] {
        if UIKitMethod.all.contains(where: { $0.lua == key }) { return [] }
        let lower = key.lowercased()
        var found: [String] = []
        func add(_ m: UIKitMethod) { if !found.contains(m.lua) { found.append(m.lua) } }
        if let open = lower.firstIndex(of: "(") {
            // Swift: `animationController(forPresented:)` — the base name, and the labels
            // given a prefix of the method's
            let base = String(lower[..<open])
            let labels = Self.pieces(String(lower[lower.index(after: open)...].filter { $0 != ")" }))
            for m in methods {
                let signature = m.swift.lowercased()
                let mBase = String(signature.prefix(while: { $0 != "(" }))
                let mLabels = Self.pieces(String(signature.dropFirst(mBase.count + 1).filter { $0 != ")" }))
                if base == mBase, mLabels.starts(with: labels) { add(m) }
            }
        } else if lower.contains(":") {
            // Objective-C: `viewWillTransitionToSize:withTransitionCoordinator:`
            let typed = Self.pieces(lower)
            for m in methods where Self.pieces(m.objc.lowercased()).starts(with: typed) { add(m) }
        } else {
            for m in methods where m.swiftBaseName.lowercased() == lower || m.objcFirstPiece.lowercased() == lower {
                add(m)
            }
            if found.isEmpty {
                var best = maximumDistance + 1
                for m in methods {
                    let d = editDistance(lower, m.lua.lowercased(), atMost: maximumDistance)
                    guard d <= maximumDistance else { continue }
                    if d < best { best = d; found = [] }
                    if d == best { add(m) }
                }
            }
        }
        return found
    }

    /// `a:b:` → ["a", "b"].
    static func pieces(_ text: String) -> [String] {
        text.split(separator: ":").map(String.init)
    }

    /// `did you mean 'a'?`, `did you mean 'a' or 'b'?`.
    static func question(_ names: [String]) -> String {
        "did you mean " + names.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }

    /// Levenshtein distance, or `limit + 1` as soon as it must exceed `limit`.
    static func editDistance(_ a: String, _ b: String, atMost limit: Int) -> Int {
        let a = Array(a), b = Array(b)
        if abs(a.count - b.count) > limit { return limit + 1 }
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            var smallest = row[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let old = row[j]
                row[j] = a[i - 1] == b[j - 1] ? previous : 1 + min(previous, row[j], row[j - 1])
                previous = old
                smallest = min(smallest, row[j])
            }
            if smallest > limit { return limit + 1 }
        }
        return min(row[b.count], limit + 1)
    }
}
