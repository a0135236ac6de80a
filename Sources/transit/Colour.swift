#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Colour for `run` and `test`, decided as the REPL decides it (no-color.org): on a terminal
/// whose `TERM` is not `dumb`, unless `NO_COLOR` is set — and `--color always|never` overrides
/// both, as a flag given on purpose should.
enum Colour {
    static let option = Option("color", .choice("when", ["auto", "always", "never"]), default: "auto",
                               help: "Colour: auto (on a terminal, unless NO_COLOR is set or TERM is dumb), always or never.")

    /// Whether to colour what goes to file descriptor `fd`.
    static func enabled(_ choice: String?, fd: Int32) -> Bool {
        switch choice ?? "auto" {
        case "always": return true
        case "never": return false
        default:
            let term = getenv("TERM").map { String(cString: $0) } ?? ""
            return isatty(fd) != 0 && getenv("NO_COLOR") == nil && term != "dumb" && !term.isEmpty
        }
    }

    static func red(_ text: String) -> String { "\u{1B}[31m" + text + "\u{1B}[0m" }
    static func green(_ text: String) -> String { "\u{1B}[32m" + text + "\u{1B}[0m" }
    static func yellow(_ text: String) -> String { "\u{1B}[33m" + text + "\u{1B}[0m" }

    /// The human test report's writer, colouring what it recognises as it passes: the marks
    /// (`.` green, `F` and `E` red, `-` yellow), failure headings, and the closing counts
    /// (green with no failure, red otherwise). The reporter itself stays plain.
    static func report(_ write: @escaping (String) -> Void) -> (String) -> Void {
        { chunk in
            switch chunk {
            case ".": write(green(chunk))
            case "F", "E": write(red(chunk))
            case "-": write(yellow(chunk))
            default:
                guard chunk.contains("\n") else { write(chunk); return }
                let lines = chunk.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                    let s = String(line)
                    if s == "Failures:" || isFailureHeading(s) { return red(s) }
                    if s.hasSuffix(" failed") || s.contains(" failed, ") {
                        return s.contains(" 0 failed") ? green(s) : red(s)
                    }
                    return s
                }
                write(lines.joined(separator: "\n"))
            }
        }
    }

    /// `12) outer › test`.
    static func isFailureHeading(_ line: String) -> Bool {
        let digits = line.prefix(while: \.isNumber)
        return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(") ")
    }
}
