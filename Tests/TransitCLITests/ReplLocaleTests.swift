import Foundation
import Testing

/// Turkish is a locale whose UTF-8 tables differ from C's on ASCII: toupper('i') is 'i' there
/// (the capital is İ, not one byte), tolower('I') is 'I'.
private let canMakeTurkish = FileManager.default.isExecutableFile(atPath: "/usr/bin/localedef")
    && FileManager.default.fileExists(atPath: "/usr/share/i18n/locales/tr_TR")

/// The REPL's line editor needs a UTF-8 LC_CTYPE, but Lua's string library reads LC_CTYPE too
/// (toupper, tolower, isalpha…): a line typed at the prompt must give what the same line gives
/// in a script — stock `lua5.4` never calls setlocale, and neither does `transit run`.
@Suite(.enabled(if: TerminalSession.isAvailable && canMakeTurkish,
                "tmux, localedef or glibc's tr_TR locale source is missing"))
struct ReplLocaleTests {
    static let line = #"print(("title"):upper() .. (" TITLE"):lower() .. " " .. #"①")"#

    @Test func stringCaseAtThePromptIsAsInAScriptUnderATurkishLocale() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // compiled into a folder of its own (LOCPATH), the system's locales untouched
        let made = try Executable.run("/usr/bin/localedef", ["-i", "tr_TR", "-f", "UTF-8", dir.appendingPathComponent("tr_TR.UTF-8").path])
        try #require(made.status == 0, "localedef: \(made.stderr)")
        let turkish = ["LOCPATH": dir.path, "LC_ALL": "tr_TR.UTF-8"]
        let charmap = try Executable.run("locale", ["charmap"], environment: turkish)
        try #require(charmap.stdout == "UTF-8\n" && charmap.stderr.isEmpty, "the locale did not load: \(charmap.stderr)")

        let script = dir.appendingPathComponent("line.lua")
        try (Self.line + "\n").write(to: script, atomically: true, encoding: .utf8)
        let stock = try Executable.run("lua5.4", [script.path], environment: turkish)
        #expect(stock.stdout == "TITLE title 3\n")
        let run = try Executable.run("transit", ["run", script.path], environment: turkish)
        #expect(run.stdout == stock.stdout)

        let transit = Executable.products.appendingPathComponent("transit").path
        let t = try TerminalSession(["env", "LOCPATH=" + dir.path, "LC_ALL=tr_TR.UTF-8", transit, "repl"])
        try t.waitFor("Ctrl-D to leave\n>")
        try t.enter(Self.line)
        let screen = try t.waitFor(" 3\n>")
        // "TiTLE tItle 3" when the editor's locale was the process's; the ① still typed as one key
        #expect(screen.contains("> \(Self.line)\nTITLE title 3\n>"), "\(screen)")
    }
}
