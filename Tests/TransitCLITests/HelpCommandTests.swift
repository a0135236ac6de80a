import Foundation
import Testing

/// `transit help` is declared as every command is, so it has a help of its own: `transit help
/// help` and `transit help --help` were "unknown command 'help' (did you mean 'help'?)",
/// status 64 (rev26 F07).
@Suite struct HelpCommandTests {
    @Test(arguments: [["help", "help"], ["help", "--help"], ["help", "-h"]])
    func helpHasItsOwnHelp(words: [String]) throws {
        let r = try Executable.run("transit", words)
        #expect(r.status == 0 && r.stderr == "")
        #expect(r.stdout == """
            USAGE: transit help [<command>]

            Shows transit's help, or a command's: `transit help run` is `transit run --help`.

            OPTIONS:
              -h, --help            Show this help.

            EXIT STATUS: 0 success, 64 usage error (an unknown command).

            """)
    }

    @Test func helpOfACommandAndAlone() throws {
        let bare = try Executable.transit("help")
        let dashed = try Executable.transit("--help")
        #expect(bare.status == 0 && bare.stdout == dashed.stdout)
        let render = try Executable.transit("help", "render")
        let renderHelp = try Executable.transit("render", "--help")
        #expect(render.status == 0 && render.stdout == renderHelp.stdout)
    }

    @Test(arguments: [
        (["help", "run", "test"], "transit: help shows one command's help, not 2\n(see 'transit help --help')\n"),
        (["help", "--all"], "transit: unknown option --all\n(see 'transit help --help')\n"),
        (["help", "halp"], "transit: unknown command 'halp' (did you mean 'help'?)\n(see 'transit --help')\n"),
        // a dashed word before any command is an option, and named so (was "unknown command '--verison'")
        (["--verison"], "transit: unknown option --verison (did you mean '--version'?)\n(see 'transit --help')\n"),
        (["-x", "run"], "transit: unknown option -x\n(see 'transit --help')\n"),
    ] as [([String], String)])
    func usageErrors(words: [String], message: String) throws {
        let r = try Executable.run("transit", words)
        #expect(r.status == 64 && r.stdout == "")
        #expect(r.stderr.hasPrefix(message), "\(r.stderr)")
    }
}
