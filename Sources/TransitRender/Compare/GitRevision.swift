#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `transit render NAME --compare --rev REV`: the script as it was at a git revision, written
/// to a scratch file (`git show REV:path`), so a change can be compared with what it changed.
/// Only the script itself is taken from the revision; modules it `require`s are today's.
enum GitRevision {
    /// The file holding `path` as it was at `revision`, in `directory`.
    ///
    /// - Throws: ``RenderError`` when git is missing, the file is not in a repository, or
    ///   the revision does not hold it (git's own message).
    static func checkout(_ path: String, at revision: String, into directory: String) throws(RenderError) -> String {
        guard let git = Subprocess.find("git") else { throw RenderError("--rev needs git, not found on PATH") }
        guard !revision.isEmpty, !revision.hasPrefix("-") else {
            throw RenderError(usage: "--rev expects a git revision (HEAD~1, main, a commit), got '\(revision)'")
        }
        guard let real = realpath(path, nil) else { throw RenderError("cannot find \(path)") }
        let absolute = String(cString: real)
        free(real)
        try Files.prepare(directory: directory)
        let log = directory + "/git-stderr.txt"
        let rootFile = directory + "/git-root.txt"
        let folder = Files.directory(of: absolute)
        try Subprocess.run(git, ["-C", folder, "rev-parse", "--show-toplevel"], errorLog: log, output: rootFile)
        let root = Subprocess.read(rootFile).split(separator: "\n").first.map(String.init) ?? ""
        unlink(rootFile)
        guard !root.isEmpty, absolute.hasPrefix(root + "/") else { throw RenderError("\(path) is not in a git repository") }
        let relative = String(absolute.dropFirst(root.count + 1))
        let name = relative.split(separator: "/").last.map(String.init) ?? "script.lua"
        let out = directory + "/" + name
        try Subprocess.run(git, ["-C", root, "show", revision + ":" + relative], errorLog: log, output: out)
        return out
    }
}
