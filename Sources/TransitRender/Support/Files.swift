#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TransitLua

/// Writing renders, from the C library (the module stays free of Foundation, as the
/// others). Every file is written beside its place and renamed into it, so a render that
/// fails leaves no half-written file that looks complete.
enum Files {
    /// Creates `directory` and its parents, then proves files can be written there, before
    /// a long render is spent on an output that cannot be saved.
    ///
    /// - Returns: the folders it created, outermost first: a render that then fails removes
    ///   them (``removeCreated(_:)``), leaving no empty `--out` folder behind.
    @discardableResult
    static func prepare(directory: String) throws(RenderError) -> [String] {
        try prepare(directory: directory, probe: directory + "/.transit-render", naming: directory)
    }

    /// `prepare(directory:)` for the folder a file goes in, probed with the file's own
    /// temporary name: a failure names the file, with the system's reason for it (`--out
    /// /proc/x.png`: "cannot write /proc/x.png: No such file or directory", as a shell's
    /// redirection says; it named the folder /proc, which is there).
    @discardableResult
    static func prepare(file path: String) throws(RenderError) -> [String] {
        // a standard stream is written into, not renamed over: nothing is made beside it (a
        // probe in /dev failed for any user but root: `--out /dev/stdout` was "cannot write
        // /dev: Permission denied")
        if isStream(path) { return [] }
        let target = try destination(path)
        return try prepare(directory: directory(of: target), probe: target, naming: path)
    }

    private static func prepare(directory: String, probe name: String, naming shown: String) throws(RenderError) -> [String] {
        var created: [String] = []
        try makeDirectory(directory, created: &created)
        let probe = temporaryName(for: name)
        guard let file = fopen(probe, "wb") else {
            let error = failure(shown)
            removeCreated(created)
            throw error
        }
        fclose(file)
        unlink(probe)
        return created
    }

    /// Removes the folders `prepare` created, innermost first, each only while empty.
    static func removeCreated(_ folders: [String]) {
        for folder in folders.reversed() { rmdir(folder) }
    }

    /// The file a render replaces when it writes `path`: `path` itself when it is a regular
    /// file or nothing yet; through a symbolic link, the regular file it leads to (the link
    /// stays a link, as `transit test --out` writes through it). Anything else is refused:
    /// renaming over it would put a regular file in place of a device (`--out /dev/full`, as
    /// root, replaced the device node), a FIFO or a directory, and writing into it is not a
    /// file either.
    static func destination(_ path: String) throws(RenderError) -> String {
        if isStream(path) { return path }
        if let refusal = OutputFile.refusal(path, writing: .renamed) {   // the check every command shares
            throw RenderError("cannot write \(path): \(refusal)")
        }
        var link = stat()
        guard lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else { throw failure(path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A standard stream named as a file (``OutputFile/isStream(_:)``): written into,
    /// appending, as a shell's redirection expects, never renamed over.
    static func isStream(_ path: String) -> Bool { OutputFile.isStream(path) }

    /// Where a render of `path` keeps its scratch files: beside the file it replaces (so the
    /// rename stays in one file system), or for a stream, a folder of its own made in the
    /// temporary folder (`mkdtemp`, the caller removes it): a shared one, made by whoever
    /// rendered first, refused every other user's frames ("cannot write
    /// /tmp/transit-render/out.frames-…: Permission denied").
    static func scratchBase(for path: String) throws(RenderError) -> String {
        guard isStream(path) else { return try destination(path) }
        // an empty TMPDIR is unset, as for mktemp(1) and Python's tempfile: "" made the
        // folder in / ("cannot write : Permission denied" for any user but root)
        let temporary = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((temporary + "/transit-render-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw failure(temporary)
        }
        return String(cString: made) + "/out"
    }

    /// Writes `text` to `path` (``destination(_:)``) through a temporary file renamed into place
    /// (``FileOutput`` with one piece).
    static func write(_ text: String, to out: String) throws(RenderError) {
        let output = try FileOutput(out)
        do {
            try output.write(text)
        } catch {
            output.abandon()
            throw error
        }
        try output.finish()
    }

    /// Renames `from` (written in the folder of `path`'s ``destination(_:)``) into it.
    static func move(_ from: String, to out: String) throws(RenderError) {
        if isStream(out) {                                 // copied through, a chunk at a time
            defer { unlink(from) }
            guard let source = fopen(from, "rb") else { throw failure(from) }
            defer { fclose(source) }
            guard let stream = fopen(out, "ab") else { throw failure(out) }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            var complete = true
            while complete {
                let n = fread(&chunk, 1, chunk.count, source)
                if n == 0 { break }
                complete = fwrite(&chunk, 1, n, stream) == n
            }
            guard fclose(stream) == 0, complete else { throw failure(out) }
            return
        }
        let path = try destination(out)
        guard rename(from, path) == 0 else { throw failure(path) }
    }

    /// `path` as a command's operand: `./` before a relative path that starts with `-`, which
    /// a tool (rsvg-convert, ffmpeg) would read as an option.
    static func operand(_ path: String) -> String {
        path.hasPrefix("-") ? "./" + path : path
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

    /// Removes from `directory` the files named as `--format svg` names its frames
    /// (`frame-` four or more digits `.svg`) other than `kept`: a folder rendered into again
    /// holds that render's frames only, not the last frames of an earlier, longer render
    /// beside them (which `frame-*.svg` would gather into a movie). Nothing else is touched.
    static func removeOtherFrames(in directory: String, kept: Set<String>) {
        guard let dir = opendir(directory) else { return }
        var others: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix("frame-"), name.hasSuffix(".svg"), !kept.contains(name) else { continue }
            let digits = name.utf8.dropFirst(6).dropLast(4)
            if digits.count >= 4 && digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                others.append(name)
            }
        }
        closedir(dir)
        for name in others { unlink(directory + "/" + name) }
    }

    /// Removes the folders `prefix` + a process id of processes that are no longer running:
    /// scratch frames of a render that was stopped. A live process's (a render running in
    /// parallel to the same file) are left alone, as is anything not named so.
    static func removeStale(prefix: String) {
        let folder = directory(of: prefix)
        let start = prefix.lastIndex(of: "/").map { prefix.index(after: $0) } ?? prefix.startIndex
        let stem = String(prefix[start...])
        guard let dir = opendir(folder) else { return }
        var stale: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(stem) else { continue }
            let digits = name.dropFirst(stem.count)
            guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let pid = Int32(digits), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { stale.append(folder + "/" + name) }
        }
        closedir(dir)
        for path in stale where isScratch(directory: path) { removeFlat(directory: path) }
    }

    /// A directory itself (not a link to one) holding nothing but what a render writes there:
    /// a folder of the user's that happens to be named like one is left alone.
    private static func isScratch(directory path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, let dir = opendir(path) else { return false }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            guard isScratchFile(name) else { return false }
        }
        return true
    }

    /// frame.svg, frame.png, frame-00001.svg/.png, out.gif (any format), stderr.txt, and
    /// any of them with a `.tmp-PID` tail (a write stopped before its rename).
    static func isScratchFile(_ name: String) -> Bool {
        var base = Substring(name)
        if let dot = base.lastIndex(of: "."), base[dot...].hasPrefix(".tmp-") {
            let pid = base[dot...].dropFirst(5)
            guard !pid.isEmpty, pid.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
            base = base[..<dot]
        }
        if base == "stderr.txt" || base == "frame.svg" || base == "frame.png" { return true }
        if base.hasPrefix("out."), base.count > 4, base.dropFirst(4).allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            return true
        }
        guard base.hasPrefix("frame-"), base.hasSuffix(".svg") || base.hasSuffix(".png") else { return false }
        let digits = base.dropFirst(6).dropLast(4)
        return digits.count == 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func makeDirectory(_ path: String, created: inout [String]) throws(RenderError) {
        if path.isEmpty || isDirectory(path) { return }
        let parent = directory(of: path)
        if parent != path, parent != "." { try makeDirectory(parent, created: &created) }
        if mkdir(path, 0o755) == 0 { created.append(path) } else if errno != EEXIST { throw failure(path) }
        guard isDirectory(path) else { throw RenderError("cannot write into \(path): it is not a directory") }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func temporaryName(for path: String) -> String { path + ".tmp-\(getpid())" }

    /// This process's id, for scratch names.
    static var processID: Int32 { getpid() }

    static func failure(_ path: String) -> RenderError {
        RenderError("cannot write \(path): \(String(cString: strerror(errno)))")
    }
}
