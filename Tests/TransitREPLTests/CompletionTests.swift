import Testing
@testable import TransitREPL

/// Completion reads the live stage and the binding tables, never a list of its own.
@Suite struct CompletionTests {
    func words(_ t: Transcript, _ word: String, after before: String = "") -> [String] {
        guard case .words(let words) = t.session.completions(of: word, after: before) else { return [] }
        return words
    }

    @Test func namespaceFunctions() throws {
        let t = try Transcript()
        #expect(words(t, "View.an") == ["View.animate", "View.animateKeyframes"])
        #expect(words(t, "View.").contains("View.animate"))
        #expect(!words(t, "View.").contains("View.frame"))       // a property of View objects, not of View
        #expect(words(t, "Easing.easeI").contains("Easing.easeIn"))
        #expect(words(t, "Transform.") == ["Transform.identity", "Transform.rotation", "Transform.scale", "Transform.translation"])
        #expect(words(t, "clock.") == ["clock.advance", "clock.fps", "clock.frame", "clock.now", "clock.pendingCount",
                                       "clock.runUntilIdle", "clock.step"])
        #expect(words(t, "math.fl") == ["math.floor"])
    }

    @Test func boundObjectsOfferTheirClassAndAncestors() throws {
        let t = try Transcript()
        #expect(words(t, "window:add") == ["window:addGestureRecognizer", "window:addSubview", "window:addSubviewFill"])
        #expect(words(t, "window.al") == ["window.alpha"])
        t.feed("title = Label{text = 'hi'}")
        #expect(words(t, "title.te") == ["title.text", "title.textAlignment", "title.textColor"])
        #expect(words(t, "title:") == t.session.replStage.lua.boundClasses.first { $0.name == "View" }!.methods
                    .map { "title:" + $0 }.sorted())
    }

    @Test func recordsTablesAndStrings() throws {
        let t = try Transcript()
        t.feed("r = Rect(0, 0, 10, 10)", "config = {duration = 1, delay = 2}", "s = 'text'")
        #expect(words(t, "r.mi") == ["r.midX", "r.midY", "r.minX", "r.minY"])
        #expect(words(t, "r:ins") == ["r:inset", "r:insetBy"])
        #expect(words(t, "config.d") == ["config.delay", "config.duration"])
        #expect(words(t, "s:up") == ["s:upper"])
    }

    @Test func globalsAndKeywords() throws {
        let t = try Transcript()
        #expect(words(t, "win") == ["window"])
        #expect(words(t, "func") == ["function"])
        t.feed("myThing = 1")
        #expect(words(t, "myT") == ["myThing"])
        #expect(words(t, "wi", after: "x = ") == ["window"])
    }

    @Test func nothingIsCalledToComplete() throws {
        let t = try Transcript()
        t.feed("calls = 0", "function f() calls = calls + 1 return {a = 1} end")
        #expect(words(t, "f().").isEmpty)
        #expect(t.feed("calls") == "0\n")
    }

    @Test func dotCommandsAndTheirArguments() throws {
        let t = try Transcript()
        #expect(words(t, ".adv") == [".advance"])
        #expect(words(t, ".s") == [".seek", ".spring", ".save", ".spec"])
        #expect(words(t, "ease", after: ".ease ") == ["easeIn", "easeInOut", "easeOut"])
        t.feed(".load animate")
        #expect(words(t, "gr", after: ".tree ") == ["green"])
        #expect(t.session.completions(of: "scr", after: ".load ") == .files)
    }
}
