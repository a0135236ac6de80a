#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one check of a file the user named for a command to write (`render --out`, `test
/// --out`, `api --out`, the REPL's `.save` and `.spec`): what is there must be a regular file
/// or nothing yet. Opening a FIFO for writing waits for a reader, for ever (`.save ff` hung
/// the REPL past `--time`, `test --out ff` the run); renaming over a device, a FIFO or a
/// directory would put a regular file in its place.
public enum OutputFile {
    /// How the command writes the file.
    public enum Writing: Sendable {
        /// Opened and written where it is: a character device (/dev/null, /dev/full) is
        /// written as the shell's `>` writes it.
        case inPlace
        /// Written beside it and renamed over it: only a regular file may be replaced.
        case renamed
    }

    /// A standard stream named as a file (`--out /dev/stdout`): through /proc/self/fd it
    /// leads to whatever the shell opened — a pipe, a terminal, or a file appended to with
    /// `>>`. Always written into, whatever it leads to.
    public static func isStream(_ path: String) -> Bool {
        path.hasPrefix("/dev/stdout") || path.hasPrefix("/dev/stderr") || path.hasPrefix("/dev/fd/")
            || path.hasPrefix("/proc/")
    }

    /// Why `path` cannot be written ("it is a FIFO, not a regular file"), or nil. A symbolic
    /// link is judged by what it leads to.
    public static func refusal(_ path: String, writing: Writing = .inPlace) -> String? {
        if path.isEmpty { return "no file named" }
        if isStream(path) { return nil }
        var link = stat()
        guard lstat(path, &link) == 0 else { return nil }          // nothing there: written anew
        var info = stat()
        guard stat(path, &info) == 0 else {                         // a link to nothing: the shell's
            return writing == .inPlace ? nil : "a symbolic link to nothing (\(String(cString: strerror(errno))))"
        }                                                            // `>` makes its target
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a directory"
        case S_IFIFO: return "it is a FIFO, not a regular file"
        case S_IFCHR where writing == .inPlace: return nil
        case S_IFCHR, S_IFBLK: return "it is a device, not a regular file"
        default: return "it is not a regular file"
        }
    }
}
