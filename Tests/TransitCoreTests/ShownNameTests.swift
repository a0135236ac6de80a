import Testing
import TransitCore

/// Names as outputs show them: Lua's escapes for control characters and the backslash.
@Suite struct ShownNameTests {
    @Test func controlCharactersAndTheBackslashAreEscapedAsLuaWritesThem() {
        #expect("plain name é".shownAsName == "plain name é")
        #expect("a\nb\r\tc".shownAsName == #"a\nb\r\tc"#)
        #expect("\u{07}\u{08}\u{0B}\u{0C}".shownAsName == #"\a\b\v\f"#)
        #expect("x\u{0}1\u{1B}\u{7F}".shownAsName == #"x\0001\027\127"#)
        #expect(#"back\slash"#.shownAsName == #"back\\slash"#)
        #expect(#"say "hi""#.shownAsName == #"say "hi""#)
    }

    /// Inside a Lua literal (the REPL's `.save` and `.spec`) the double quote is escaped too.
    @Test func insideALiteralTheQuoteIsEscapedToo() {
        #expect("say \"hi\"\r".luaEscaped(quote: true) == #"say \"hi\"\r"#)
        #expect("plain".luaEscaped(quote: true) == "plain")
    }

    @Test func viewsAndControllersShowTheirNamesEscaped() {
        let engine = Engine()
        let view = View(engine: engine)
        view.name = "a\n0.000000 forged"
        #expect(view.displayName == #"a\n0.000000 forged"#)
        let controller = ViewController(engine: engine)
        controller.name = "vc\tone"
        #expect(controller.displayName == #"vc\tone"#)
        view.name = nil
        #expect(view.displayName == "View#\(view.objectID)")
    }
}
