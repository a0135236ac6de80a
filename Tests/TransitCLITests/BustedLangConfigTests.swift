import Testing

/// A `.busted`'s `lang` puts busted's own words in that language (`lang = "fr"`: `2 reussites
/// / 1 echec / …`, `Echec -> …`); transit's reports stay English. The key was passed over
/// without a word, as one with no meaning here (busted106); it is said now, unless it names
/// English, and the run goes on.
@Suite struct BustedLangConfigTests {
    static let spec = ["spec/a_spec.lua": "it(\"passes\", function() end)\nit(\"fails\", function() assert.are.equal(1, 2) end)\n"]
    static let warning = "transit: warning: .busted: 'lang' ignored: transit's reports are in English "
        + "(busted writes its summary and headings in the language named)\n"

    @Test(arguments: [("fr", true), ("de", true), ("en", false)])
    func anotherLanguageIsSaidToBeIgnored(lang: String, warned: Bool) throws {
        let project = try RunnerCITests.Project(Self.spec.merging([
            ".busted": "return { default = { lang = \"\(lang)\", output = \"plainTerminal\" } }\n",
        ]) { $1 })
        defer { project.remove() }
        let r = try project.test(["--jobs", "1"])
        #expect(r.status == 1 && r.stdout.hasPrefix("+-\n1 success / 1 failure / 0 errors / 0 pending : "), "\(lang): \(r.stdout)")
        #expect(r.stderr == (warned ? Self.warning : ""), "\(lang): \(r.stderr)")
        guard lang == "fr", BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4"], in: project.dir)
        #expect(theirs.stdout.hasPrefix("+-\n1 reussite / 1 echec / 0 errors / 0 en attente : "), "busted: \(theirs.stdout)")
    }
}
