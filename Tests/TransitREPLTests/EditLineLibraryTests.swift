import Testing
@testable import TransitREPL

/// libedit is opened by the REPL's line editor, not linked: the names it uses are looked up.
@Suite struct EditLineLibraryTests {
    @Test func theHooksAreLibeditsOwnVariables() throws {
        let rl = try EditLineLibrary.open()
        // readline's documented defaults, read through the looked-up addresses: a space after
        // a completed word, signals caught (LineEditor sets both; no test here makes one)
        #expect(rl.completionAppendCharacter.pointee == 0x20)
        #expect(rl.catchSignals.pointee == 1)
    }

    @Test func aMissingLibraryIsNamed() {
        #expect {
            _ = try EditLineLibrary.open("libtransit-no-such-library.so.9")
        } throws: { error in
            "\(error)".hasPrefix("cannot load libtransit-no-such-library.so.9 for line editing: ")
        }
    }

    @Test func aLibraryWithoutReadlineIsNamed() {
        #expect {
            _ = try EditLineLibrary.open("libm.so.6")
        } throws: { error in
            "\(error)" == "libm.so.6 has no 'readline'"
        }
    }
}
