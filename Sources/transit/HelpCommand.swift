/// `transit help [<command>]`: the general help, or a command's — declared as the others are,
/// so `transit help help` and `transit help --help` show this one's.
enum HelpCommand {
    static let declaration = CommandDeclaration(
        command: "transit help",
        usage: "transit help [<command>]",
        abstract: """
        Shows transit's help, or a command's: `transit help run` is `transit run --help`.
        """,
        groups: [.init(title: "OPTIONS", options: [])],
        footer: "EXIT STATUS: 0 success, 64 usage error (an unknown command).")

    static func main(_ words: [String]) -> Int32 {
        if CommandDeclaration.wantsHelp(words) { print(declaration.help); return 0 }
        let args: Arguments
        do throws(UsageError) {
            args = try declaration.parse(words)
            guard args.positionals.count <= 1 else {
                throw UsageError("help shows one command's help, not \(args.positionals.count)")
            }
        } catch {
            return CLI.usageError(error, of: declaration)
        }
        guard let name = args.positionals.first else { print(CLI.help); return 0 }
        guard let command = CLI.commands.first(where: { $0.name == name }) else { return CLI.unknownCommand(name) }
        return command.main(["--help"])
    }
}
