/// A label's text as `UILabel` shows it by default: one line, cut with an ellipsis at the
/// end when it does not fit. `UILabel.numberOfLines` defaults to 1 and `lineBreakMode` to
/// `.byTruncatingTail` ("The default value for this property is 1", "…is
/// NSLineBreakMode.byTruncatingTail", UILabel reference); Transit's `Label` has neither
/// property, so every label is drawn so. A line break ends the line (what follows is cut).
///
/// The engine lays out no glyphs, so widths are estimated per character from a sans-serif's
/// proportions — narrow punctuation and i, l, t, f, r at 0.3 em, capitals and m, w at 0.75,
/// CJK, Hangul and emoji at 1, other characters at 0.55 — the same on every machine, close
/// to San Francisco and Helvetica without measuring either. Marks that combine take no
/// width; control characters take a character's (0.55): they are drawn, as U+FFFD where XML
/// forbids them (``Markup``) and as rsvg-convert's boxes for C1 — counted as nothing, a
/// million of them in a 300-point label were drawn whole and rsvg-convert grew to 5.8 GB.
enum LabelLine {
    static let ellipsis = "…"

    /// The text drawn for `text` in a label `width` points wide at `fontSize`.
    static func fitted(_ text: String, width: Double, fontSize: Double) -> String {
        let firstLine = text.prefix { !$0.isNewline }
        let cut = firstLine.endIndex < text.endIndex
        let room = width / max(fontSize, .leastNormalMagnitude)           // in em
        if !cut && ems(firstLine) <= room { return drawn(firstLine) }
        var used = ems(ellipsis)
        var end = firstLine.startIndex
        for c in firstLine {
            let w = ems(c)
            if used + w > room { break }
            used += w
            end = firstLine.index(after: end)
        }
        return drawn(firstLine[..<end]) + ellipsis
    }

    /// The most scalars drawn after a character's first: the Stream-Safe Text Format's bound
    /// on a run of non-starters (UAX #15, section 13), which no canonical text passes. One
    /// character of 300,000 combining marks is 0.55 em, fits, and kept rsvg-convert stacking
    /// them for over 20 s.
    static let mostMarks = 30

    /// `line` with each character cut to its first scalar and ``mostMarks`` more.
    static func drawn(_ line: Substring) -> String {
        var out = ""
        for c in line {
            if c.unicodeScalars.count <= mostMarks + 1 { out.append(c) }
            else { out.unicodeScalars.append(contentsOf: c.unicodeScalars.prefix(mostMarks + 1)) }
        }
        return out
    }

    /// The estimated width of `text` in em.
    static func ems<S: StringProtocol>(_ text: S) -> Double { text.reduce(0) { $0 + ems($1) } }

    static func ems(_ c: Character) -> Double {
        guard let scalar = c.unicodeScalars.first else { return 0 }
        let v = scalar.value
        switch v {
        case 0x300..<0x370: return 0
        case 0x1100..<0x1160, 0x2E80..<0xA4D0, 0xAC00..<0xD7A4, 0xF900..<0xFB00, 0xFE30..<0xFE50, 0xFF00..<0xFF61,
             0x1F000..<0x1FB00, 0x20000..<0x3FFFE: return 1
        default: break
        }
        if " ilIjtfr!|.,:;'\"()[]{}/\\-`".unicodeScalars.contains(scalar) { return 0.3 }
        if c.isUppercase || "mwMW@%".contains(c) { return 0.75 }
        return 0.55
    }
}
