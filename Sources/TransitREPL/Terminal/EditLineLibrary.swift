#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
// The header only, for its C types: the module links nothing (its modulemap has no `link`).
@preconcurrency import CEditLine

/// libedit, opened when a REPL first reads a terminal. Linked, it and the libraries it needs
/// (libtinfo, libbsd, libmd) were loaded and relocated by the dynamic linker at every start
/// of every command, though only an interactive REPL uses them (docs/benchmark.md, "Cold
/// start"). The functions and the global hooks LineEditor uses are looked up by name here.
struct EditLineLibrary {
    let readline: @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
    let addHistory: @convention(c) (UnsafePointer<CChar>?) -> Int32
    let stifleHistory: @convention(c) (Int32) -> Void
    let completionMatches: @convention(c) (UnsafePointer<CChar>?, (@convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>?)?)
        -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    let filenameCompletion: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>?

    // the global hooks, as readline.h declares them
    let readlineName: UnsafeMutablePointer<UnsafePointer<CChar>?>
    let catchSignals: UnsafeMutablePointer<Int32>
    let getcFunction: UnsafeMutablePointer<(@convention(c) (UnsafeMutablePointer<FILE>?) -> Int32)?>
    let basicWordBreakCharacters: UnsafeMutablePointer<UnsafePointer<CChar>?>
    let completionAppendCharacter: UnsafeMutablePointer<Int32>
    let attemptedCompletionFunction: UnsafeMutablePointer<(@convention(c) (UnsafePointer<CChar>?, Int32, Int32)
        -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)?>
    let attemptedCompletionOver: UnsafeMutablePointer<Int32>
    let lineBuffer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

    /// Debian's libedit2: the soname `-ledit` resolved to when the executable was linked.
    static let soname = "libedit.so.2"

    struct OpenError: Error, CustomStringConvertible {
        let description: String
    }

    /// Opens the library and looks every name up; a missing library or name is an error
    /// naming it.
    static func open(_ file: String = soname) throws(OpenError) -> EditLineLibrary {
        guard let handle = dlopen(file, RTLD_NOW | RTLD_LOCAL) else {
            throw OpenError(description: "cannot load \(file) for line editing: " + (dlerror().map { String(cString: $0) } ?? "not found"))
        }
        func symbol<T>(_ name: String, as type: T.Type) throws(OpenError) -> T {
            guard let address = dlsym(handle, name) else {
                throw OpenError(description: "\(file) has no '\(name)'")
            }
            return unsafeBitCast(address, to: type)
        }
        func variable<T>(_ name: String, of type: T.Type) throws(OpenError) -> UnsafeMutablePointer<T> {
            try symbol(name, as: UnsafeMutableRawPointer.self).assumingMemoryBound(to: type)
        }
        return EditLineLibrary(
            readline: try symbol("readline", as: (@convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?).self),
            addHistory: try symbol("add_history", as: (@convention(c) (UnsafePointer<CChar>?) -> Int32).self),
            stifleHistory: try symbol("stifle_history", as: (@convention(c) (Int32) -> Void).self),
            completionMatches: try symbol("rl_completion_matches", as: (@convention(c) (UnsafePointer<CChar>?,
                (@convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>?)?)
                -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?).self),
            filenameCompletion: try symbol("rl_filename_completion_function",
                                           as: (@convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>?).self),
            readlineName: try variable("rl_readline_name", of: UnsafePointer<CChar>?.self),
            catchSignals: try variable("rl_catch_signals", of: Int32.self),
            getcFunction: try variable("rl_getc_function", of: (@convention(c) (UnsafeMutablePointer<FILE>?) -> Int32)?.self),
            basicWordBreakCharacters: try variable("rl_basic_word_break_characters", of: UnsafePointer<CChar>?.self),
            completionAppendCharacter: try variable("rl_completion_append_character", of: Int32.self),
            attemptedCompletionFunction: try variable("rl_attempted_completion_function",
                of: (@convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)?.self),
            attemptedCompletionOver: try variable("rl_attempted_completion_over", of: Int32.self),
            lineBuffer: try variable("rl_line_buffer", of: UnsafeMutablePointer<CChar>?.self))
    }
}
