#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing renders, from the C library (the module stays free of Foundation, as the
/// others). Every file is written beside its place and renamed into it, so a render that
/// fails leaves no half-written file that looks complete.
enum Files {
    /// Creates `directory` and its parents, then proves files can be written there, before
    /// a long render is spent on an output that cannot be saved.
    static func prepare(directory: String) throws(RenderError) {
        try makeDirectory(directory)
        let probe = temporaryName(for: directory + "/.transit-render")
        guard let file = fopen(probe, "wb") else { throw failure(directory) }
        fclose(file)
        unlink(probe)
    }

    /// `prepare(directory:)` for the folder a file goes in.
    static func prepare(file path: String) throws(RenderError) {
        try prepare(directory: directory(of: path))
        if isDirectory(path) { throw RenderError("cannot write \(path): it is a directory") }
    }

    /// Writes `text` to `path` through a temporary file renamed into place.
    static func write(_ text: String, to path: String) throws(RenderError) {
        let temporary = temporaryName(for: path)
        guard let file = fopen(temporary, "wb") else { throw failure(path) }
        var bytes = Array(text.utf8)
        let complete = fwrite(&bytes, 1, bytes.count, file) == bytes.count
        let closed = fclose(file) == 0
        guard complete, closed, rename(temporary, path) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
    }

    /// Renames `from` (written beside `path`'s folder) into `path`.
    static func move(_ from: String, to path: String) throws(RenderError) {
        guard rename(from, path) == 0 else { throw failure(path) }
    }

    /// Removes a directory of files (no subdirectories): a render's scratch frames.
    static func removeFlat(directory: String) {
        if let dir = opendir(directory) {
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { unlink(directory + "/" + name) }
            }
            closedir(dir)
        }
        rmdir(directory)
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func makeDirectory(_ path: String) throws(RenderError) {
        if path.isEmpty || isDirectory(path) { return }
        let parent = directory(of: path)
        if parent != path, parent != "." { try makeDirectory(parent) }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw failure(path) }
        guard isDirectory(path) else { throw RenderError("cannot write into \(path): it is not a directory") }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func temporaryName(for path: String) -> String { path + ".tmp-\(getpid())" }

    /// This process's id, for scratch names.
    static var processID: Int32 { getpid() }

    private static func failure(_ path: String) -> RenderError {
        RenderError("cannot write \(path): \(String(cString: strerror(errno)))")
    }
}
