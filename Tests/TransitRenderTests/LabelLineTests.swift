import Testing
import TransitCore
@testable import TransitRender

/// A label drawn as UILabel's defaults draw it (numberOfLines 1, truncating the tail): one
/// line, cut with "…" to the label's width, estimated per character.
@Suite struct LabelLineTests {
    @Test func textThatFitsIsDrawnWhole() {
        // H 0.75 + e 0.55 + l 0.3 + l 0.3 + o 0.55 = 2.45 em: 41.65 pt at 17 pt
        expectClose(LabelLine.ems("Hello"), 2.45, 1e-12)
        #expect(LabelLine.fitted("Hello", width: 42, fontSize: 17) == "Hello")
        // 40 pt is 2.35 em: the ellipsis (0.55) and "Hel" (1.6) fit, another l would not
        #expect(LabelLine.fitted("Hello", width: 40, fontSize: 17) == "Hel…")
    }

    @Test func longTextIsCutToTheWidthWithAnEllipsis() {
        // 300 / 17 = 17.65 em; the ellipsis takes 0.55, each x 0.55: 31 of them
        let line = LabelLine.fitted(String(repeating: "x", count: 30_000), width: 300, fontSize: 17)
        #expect(line == String(repeating: "x", count: 31) + "…")
    }

    @Test func aLineBreakEndsTheLine() {
        #expect(LabelLine.fitted("Line one\nLine two", width: 1000, fontSize: 17) == "Line one…")
        #expect(LabelLine.fitted("a\r\nb", width: 1000, fontSize: 17) == "a…")
        #expect(LabelLine.fitted("trailing\n", width: 1000, fontSize: 17) == "trailing…")
    }

    @Test func wideAndZeroWidthCharacters() {
        #expect(LabelLine.ems("日本") == 2)
        #expect(LabelLine.fitted("日本", width: 34, fontSize: 17) == "日本")
        #expect(LabelLine.fitted("日本語", width: 34, fontSize: 17) == "日…")
        #expect(LabelLine.ems("e\u{301}") == 0.55)                       // é as e and a combining accent
        #expect(LabelLine.fitted("anything", width: 0, fontSize: 17) == "…")
        #expect(LabelLine.fitted("no size", width: 10, fontSize: 0) == "no size")
    }

    /// A control character is drawn — as U+FFFD (Markup) or, for C1, as a box — so it takes
    /// room: counted as none, a million `\1` in a 300-point label were drawn whole (3 MB of
    /// SVG a frame; rsvg-convert grew to 5.8 GB until `--time` killed it).
    @Test func controlCharactersTakeRoom() {
        #expect(LabelLine.ems("\u{1}") == 0.55)
        #expect(LabelLine.ems("\u{9F}") == 0.55)
        #expect(LabelLine.fitted(String(repeating: "\u{1}", count: 1_000_000), width: 300, fontSize: 17)
                == String(repeating: "\u{1}", count: 31) + "…")
        #expect(LabelLine.fitted("x" + String(repeating: "\u{9F}", count: 300_000), width: 300, fontSize: 17)
                == "x" + String(repeating: "\u{9F}", count: 30) + "…")
        #expect(LabelLine.fitted("a\u{1}b", width: 300, fontSize: 17) == "a\u{1}b")
    }

    /// One character of 300,000 combining marks is 0.55 em wide, so it fits, and rsvg-convert
    /// stacked the whole 600 KB for over 20 s (killed by `--time`). A character is drawn with
    /// at most 30 scalars after its first: the Stream-Safe Text Format's bound on a run of
    /// non-starters (UAX #15, 13), which no canonical text needs to pass.
    @Test func aCharacterIsDrawnWithAtMostThirtyMarks() {
        let marks = String(repeating: "\u{301}", count: 300_000)
        #expect(LabelLine.fitted("e" + marks + "x", width: 300, fontSize: 17) == "e" + String(repeating: "\u{301}", count: 30) + "x")
        #expect(LabelLine.fitted(String(repeating: "x", count: 40) + marks, width: 300, fontSize: 17)
                == String(repeating: "x", count: 31) + "…")
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"                  // 7 scalars: drawn whole
        #expect(LabelLine.fitted(family, width: 300, fontSize: 17) == family)
    }

    @Test func theSVGDrawsTheFittedLine() throws {
        let r = try Scenes.record("window:addSubview(Label{frame = Rect(0, 0, 300, 40), text = string.rep('x', 30000), name = 'l'})",
                                  Sampling(at: [.ticks(0)]), name: "long.lua")
        let svg = SVGFrame.document(r.frames[0], script: r.script)
        #expect(svg.contains(">" + String(repeating: "x", count: 31) + "…</text>"))
        #expect(!svg.contains(String(repeating: "x", count: 32)))
    }
}
