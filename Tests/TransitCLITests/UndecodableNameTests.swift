import Foundation
import Testing

/// A script or spec file whose name is not UTF-8 (`a\xff.lua`). Transit reads file names as
/// UTF-8, so such a name decodes to one with U+FFFD, which names no file: `transit run`
/// answered "no such file … (did you mean 'a\u{FFFD}.lua'?)" — offering the very file it could
/// not open — and `transit test` "No such file or directory" for a file its own listing had
/// found. Both now say why. (lua5.4 and busted open such files: names are bytes to them.)
@Suite struct UndecodableNameTests {
    static let why = "its name is not UTF-8 (\u{FFFD} stands for its bytes), and transit reads file names as UTF-8: "
        + "rename the file"

    /// A folder holding `a\xff.lua` (made by the shell: Swift strings cannot name it) and
    /// `spec/b\xff_spec.lua` beside a spec whose name is UTF-8.
    static func folder() throws -> URL {
        let dir = try NonRegularFileTests.folder(["ok_spec.lua": "it('ok', function() end)\n"])
        let made = try NonRegularFileTests.shell(
            "printf 'print(1)\\n' > \"$(printf 'a\\377.lua')\" && mkdir spec && mv ok_spec.lua spec/"
            + " && printf 'it(\"b\", function() end)\\n' > \"spec/$(printf 'b\\377_spec.lua')\"", in: dir)
        #expect(made.status == 0, "\(made.stderr)")
        return dir
    }

    @Test func runSaysTheNameIsNotUTF8() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try NonRegularFileTests.shell("\(NonRegularFileTests.transit) run \"$(printf 'a\\377.lua')\"", in: dir)
        #expect(r.status == 1)
        #expect(r.stderr == "transit: cannot open 'a\u{FFFD}.lua': \(Self.why)\n")
    }

    /// A word that is not UTF-8 and names no file keeps the words for a missing script.
    @Test func aMissingNameIsStillMissing() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try NonRegularFileTests.shell("\(NonRegularFileTests.transit) run \"$(printf 'c\\377.lua')\"", in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("transit: cannot open 'c\u{FFFD}.lua': no such file in "), "\(r.stderr)")
    }

    /// A name that is UTF-8 and holds U+FFFD itself names its file: it runs.
    @Test func aNameHoldingTheReplacementCharacterRuns() throws {
        let dir = try NonRegularFileTests.folder(["r\u{FFFD}.lua": "print('ran')\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try NonRegularFileTests.shell("\(NonRegularFileTests.transit) run -q r\u{FFFD}.lua", in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "ran\n")
    }

    @Test func testSaysWhichSpecItCannotOpenAndWhy() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try NonRegularFileTests.shell("\(NonRegularFileTests.transit) test -o TAP spec", in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.contains("cannot open spec/b\u{FFFD}_spec.lua: \(Self.why)"), "\(r.stdout)")
        #expect(r.stdout.contains("ok 2 - ok"), "\(r.stdout)")          // the other spec still runs
    }
}
