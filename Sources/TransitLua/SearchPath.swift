#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where scripts are found, like `LUA_PATH`: a list of templates in which `?` stands for a
/// module name with dots turned into slashes. `require "transitions.zoom"` and
/// `transit run zoom` both look here.
public struct SearchPath: Sendable, Equatable {
    public var templates: [String]
    /// Those of `templates` that search the system's Lua tree (SearchPath+System.swift): a
    /// file they find is confined to that tree, not to the template's own folder.
    public var system: [String] = []
    /// How many of `templates`, first, are busted's `lpath` (``forSpecs(lpath:environment:)``):
    /// under `--unsafe` they go before stock's `package.path`, the rest after it, as busted's
    /// path is its lpath then stock's (the system's tree, then the project root). nil: all of
    /// them go before stock's (`transit run --unsafe`).
    public var bustedLPathCount: Int?
    /// Whether ``scriptFolder`` is only the folder of a file the host ran as one that searches
    /// it (a spec, not its `--helper`: ``forSpecs(lpath:environment:)``): busted searches no
    /// script's folder, so a module's `pcall(require, "bit32")` must not find a file beside it
    /// that busted's path would not (LPGhatguy/lemur's `lib/libs/bit32.lua` found itself).
    /// False: the folder of any file the host read, modules too (`transit run`).
    public var scriptFolderOfFilesRunOnly = false

    public init(templates: [String], system: [String] = []) {
        self.templates = templates
        self.system = system
    }

    /// The templates as `package.path` writes them, `;` between (``Swift/Array/joinedText(_:)``:
    /// not the generic `joined(separator:)`, whose first call costs every start 0.11 M).
    public var packagePath: String { templates.joinedText(";") }

    /// The templates under one scripts folder: `dir/?.lua` and `dir/?/init.lua`.
    public init(roots: [String]) {
        templates = roots.flatMap { ["\($0)/?.lua", "\($0)/?/init.lua"] }
    }

    /// In a template, the folder of the script that calls `require` (`$SCRIPT_DIR/?.lua`):
    /// a module next to the script or spec is found from any working directory. Where no
    /// script asks (`transit run NAME`), templates holding it are skipped.
    public static let scriptFolder = "$SCRIPT_DIR"

    /// The requiring script's own folder, then the project root (the current folder, where
    /// `.transit.lua` or `.busted` is read), then `TRANSIT_PATH` (';'-separated templates)
    /// if set, then `./scripts`, then the scripts folder of the source tree this binary was
    /// built from, so a bundled script is found from any working directory.
    public static func standard(environment: String? = getenv("TRANSIT_PATH").map { String(cString: $0) }) -> SearchPath {
        SearchPath(templates: nearScript + projectRoot + shared(environment: environment).templates)
    }

    /// `$SCRIPT_DIR/?.lua;$SCRIPT_DIR/?/init.lua`.
    public static let nearScript = ["\(scriptFolder)/?.lua", "\(scriptFolder)/?/init.lua"]

    /// `TRANSIT_PATH`, `./scripts` and the bundled scripts: what every path ends with.
    static func shared(environment: String?) -> SearchPath {
        var templates: [String] = []
        if let env = environment, !env.isEmpty {
            templates += env.split(separator: ";").map(String.init)
        }
        var roots = ["scripts"]
        let builtFrom = packageRoot(of: #filePath) + "/scripts"
        if builtFrom != "/scripts" && builtFrom != "scripts" { roots.append(builtFrom) }
        templates += SearchPath(roots: roots).templates
        return SearchPath(templates: templates)
    }

    /// busted's default `--lpath`: the project's `src` folder.
    public static let bustedSource = ["./src/?.lua", "./src/?/?.lua", "./src/?/init.lua"]
    /// busted's default `--cpath` (`--unsafe` only: the sandbox loads no C module); its last
    /// ';' is busted's.
    public static let bustedCSource = "./csrc/?.so;./csrc/?/?.so;"
    /// The project root, as Lua's default `package.path` ends (`./?.lua;./?/init.lua`).
    public static let projectRoot = ["./?.lua", "./?/init.lua"]

    /// The module path of `transit test`: busted's `lpath` (';'-separated templates; by
    /// default busted's `./src/?.lua;./src/?/?.lua;./src/?/init.lua`), then the project root,
    /// then the spec's own folder (for the spec's own `require`s, not its modules'), then
    /// `TRANSIT_PATH`, `./scripts` and the bundled scripts — so a spec can `require` the module
    /// it tests from the project it sits in, sandboxed or not, without setting `TRANSIT_PATH`.
    /// busted's own path (its `lpath`, then stock's, which ends
    /// with the project root) comes first, so a module busted finds is the one found here: a
    /// `spec/mymod.lua` must not shadow the `src/mymod.lua` a spec tests. The spec's folder,
    /// which busted does not search, only finds what busted's path would not.
    public static func forSpecs(lpath: String? = nil,
                                environment: String? = getenv("TRANSIT_PATH").map { String(cString: $0) }) -> SearchPath {
        let given = lpath.map { $0.split(separator: ";").map(String.init) } ?? bustedSource
        var path = SearchPath(templates: given + projectRoot + nearScript + shared(environment: environment).templates)
        path.bustedLPathCount = given.count
        path.scriptFolderOfFilesRunOnly = true
        return path
    }

    /// The first readable file for module `name`, and every path tried (for the error), each
    /// once. `script` is the chunk name of the script asking (`@spec/card_spec.lua`), for the
    /// templates holding ``scriptFolder``; without one they are skipped.
    ///
    /// `confined` (the sandbox's `require`): a file whose real path — its links, and its
    /// folders' links, followed — lies outside its template's folder (for a relative template,
    /// outside the current folder, the project; for one of ``system``, outside its Lua tree)
    /// is passed over and listed in `escaping`: a link in a project may point anywhere on the
    /// machine, and loading it would run (or, in a syntax error, show) what it points at.
    ///
    /// `isSystem`: the file was found by one of ``system``.
    ///
    /// The check here only chooses which file to take; the one that counts is made again on
    /// the file as opened (``FileText/readBytes(_:limit:confinedTo:)`` with the `root`
    /// returned), since a link can be swapped between this look and the read.
    public func find(module name: String, from script: String? = nil, confined: Bool = false)
        -> (path: String?, root: String?, tried: [String], escaping: [String], isSystem: Bool) {
        let relative = name.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "/")
        let folder = script.flatMap(Self.folder(ofChunk:))
        var tried: [String] = [], escaping: [String] = []
        for given in templates {
            var template = given
            if template.contains(Self.scriptFolder) {
                guard let folder else { continue }
                template = template.replacing(Self.scriptFolder, with: folder)
            }
            let path = template.split(separator: "?", omittingEmptySubsequences: false).joined(separator: relative)
            if tried.contains(path) { continue }
            tried.append(path)
            guard FileText.isReadable(path) else { continue }
            // a relative template searches the project: checked against the current folder's
            // real path, so that a folder link (`scripts -> ../elsewhere`) leads nowhere either;
            // one that names a folder outside it (`../lib/?.lua` in TRANSIT_PATH, a script run
            // as `../x.lua`) was chosen so, and is checked against that folder, as an absolute one
            let named = Self.root(of: template)
            let root = system.contains(given) ? Self.luaTree(of: named)
                : template.hasPrefix("/") || named.split(separator: "/").contains("..") ? named : "."
            if confined && !Self.isInside(path, folder: root) {
                escaping.append(path)
                continue
            }
            return (path, root, tried, escaping, system.contains(given))
        }
        return (nil, nil, tried, escaping, false)
    }

    /// The folder a template searches: its text before the first `?`, up to the last `/`
    /// (`./spec/?.lua` → `./spec`, `?.lua` → `.`).
    static func root(of template: String) -> String {
        let head = template.prefix { $0 != "?" }
        guard let slash = head.lastIndex(of: "/") else { return "." }
        return slash == head.startIndex ? "/" : String(head[..<slash])
    }

    /// Whether `path`, every link followed, is `folder` (links followed) or under it.
    static func isInside(_ path: String, folder: String) -> Bool {
        guard let file = realBytes(path) else { return false }
        return isInside(real: file, folder: folder)
    }

    /// Whether the real path `file` (no links left in it) is `folder`, links followed, or under it.
    static func isInside(real file: [UInt8], folder: String) -> Bool {
        guard let root = realBytes(folder) else { return false }
        return isUnder(file, root: root)
    }

    /// Whether reaching `path` goes through a link: its real path differs from the path itself
    /// made absolute, `.` components dropped (a `..` is worded by the callers first).
    static func goesThroughLink(_ path: String) -> Bool {
        guard let real = realBytes(path) else { return false }
        let slash = UInt8(ascii: "/")
        var lexical: [UInt8] = path.hasPrefix("/") ? [] : (realBytes(".") ?? [])
        for part in Array(path.utf8).split(separator: slash) where !part.elementsEqual([UInt8(ascii: ".")]) {
            lexical += [slash] + part
        }
        return real != (lexical.isEmpty ? [slash] : lexical)
    }

    /// `realpath(3)` of `path`, as the bytes the system gave (not repaired into UTF-8).
    static func realBytes(_ path: String) -> [UInt8]? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return Array(UnsafeRawBufferPointer(start: real, count: strlen(real)))
    }

    /// Whether path `file` lies under folder `root`, compared as bytes: a `String` comparison
    /// takes canonically equal names as one (`café` precomposed and decomposed) and every
    /// invalid byte as the same U+FFFD, so `proj\xfe/x.lua` passed for a folder `proj\xff`.
    static func isUnder(_ file: [UInt8], root: [UInt8]) -> Bool {
        let prefix = root == [UInt8(ascii: "/")] ? root : root + [UInt8(ascii: "/")]
        return file.count >= prefix.count && file[..<prefix.count].elementsEqual(prefix)
    }

    /// `@spec/card_spec.lua` → `./spec`, `@card.lua` → `.`, `@/a/b.lua` → `/a`; nil for a
    /// chunk that is no `.lua` file one can read (`=stdin`, a REPL line, a name a script gave
    /// `load`: a sandboxed script must not point `require` at any folder it likes).
    public static func folder(ofChunk chunk: String) -> String? {
        guard chunk.hasPrefix("@"), chunk.hasSuffix(".lua") else { return nil }
        let path = chunk.dropFirst()
        guard FileText.isReadable(String(path)), !FileText.isDirectory(String(path)) else { return nil }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        let folder = String(path[..<slash])
        return folder.hasPrefix("/") || folder.hasPrefix(".") ? folder : "./" + folder
    }

    /// The script names `transit run NAME` can find (for "did you mean"): the `.lua` files of
    /// each template's folder, and of its `examples/` and `transitions/`, without `.lua`.
    public func scriptNames() -> [String] {
        var names: [String] = []
        for template in templates where template.hasSuffix("/?.lua") && !template.contains(Self.scriptFolder) {
            let folder = String(template.dropLast("/?.lua".count))
            for sub in ["", "/examples", "/transitions"] {
                for file in FileText.list(folder + sub) where file.hasSuffix(".lua") && !file.hasSuffix("_spec.lua") {
                    let name = String(file.dropLast(4))
                    if !names.contains(name) { names.append(name) }
                }
            }
        }
        return names
    }

    /// `transit run NAME`: a file path as given, or a module name, tried as-is and under
    /// `examples.` and `transitions.`.
    public func resolveScript(_ argument: String) -> String? {
        if FileText.isReadable(argument) && !FileText.isDirectory(argument) { return argument }
        for prefix in ["", "examples.", "transitions."] {
            if let path = find(module: prefix + argument).path { return path }
        }
        return nil
    }

    /// `/a/b/Sources/TransitLua/SearchPath.swift` → `/a/b`: the text before the last path
    /// component `Sources`, without the `/` that ends it ("" if there is none). Found in the
    /// bytes: splitting the path into components and joining them again (`joined` is not
    /// specialised for substrings) was 0.2 M instructions at every start, for two paths.
    static func packageRoot(of file: String) -> String {
        let name = Array("Sources".utf8)
        var file = file
        return file.withUTF8 { bytes in
            var start = bytes.count - name.count
            while start >= 0 {
                let end = start + name.count
                if (start == 0 || bytes[start - 1] == UInt8(ascii: "/")) && (end == bytes.count || bytes[end] == UInt8(ascii: "/"))
                    && bytes[start..<end].elementsEqual(name) {
                    return start == 0 ? "" : String(decoding: bytes[..<(start - 1)], as: UTF8.self)
                }
                start -= 1
            }
            return ""
        }
    }
}

/// Reading script files with the C library: TransitLua needs no Foundation for this.
public enum FileText {
    public static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

    /// Why `path` cannot be opened for reading though it may be there — the system's reason,
    /// as lua5.4 gives it (`Permission denied`) — or nil when it opens or does not exist
    /// (no file, or a path through something that is not a folder): the callers' own words
    /// for a missing file (where they looked, a near name) fit that case better.
    public static func openProblem(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        if fd >= 0 { close(fd); return nil }
        if errno == ENOENT || errno == ENOTDIR { return nil }
        return String(cString: strerror(errno))
    }

    /// What to say of a path that does not open because its name was decoded from bytes that
    /// are not UTF-8 (a folder's listing, a command-line word): each bad sequence is U+FFFD
    /// in `path`, which names no file, so "No such file or directory" would hide the cause.
    /// Nil when `path` has no U+FFFD or names something (a name may hold U+FFFD itself).
    public static func undecodableName(_ path: String) -> String? {
        guard path.contains("\u{FFFD}") else { return nil }
        var info = stat()
        guard stat(path, &info) != 0, errno == ENOENT else { return nil }
        return "its name is not UTF-8 (\u{FFFD} stands for its bytes), and transit reads file names as UTF-8: rename the file"
    }

    /// Whether something is at the path these bytes spell (no NUL among them).
    public static func exists(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var path = Array(bytes).map { CChar(bitPattern: $0) }
        path.append(0)
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The names in a folder (not `.` and `..`), sorted; none when it cannot be read.
    public static func list(_ folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            // read up to its NUL in place: a short entry's record ends before d_name's 256
            // bytes, which a copy of the whole field would read past
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The whole file as UTF-8 text (bytes that are not UTF-8 become U+FFFD), or nil with the
    /// system's reason. For files that are text to the host (config, snapshots); Lua source
    /// is bytes: see `readBytes`.
    public static func read(_ path: String) -> (text: String?, error: String?) {
        let (bytes, error) = readBytes(path)
        return (bytes.map { String(decoding: $0, as: UTF8.self) }, error)
    }

    /// The whole file as it is, or nil with the system's reason. Only regular files, and at
    /// most `limit` bytes (0: any size): a script may name `/dev/zero`, a FIFO or a file
    /// larger than its memory limit, and reading those would never end or outgrow the limit.
    /// Opened without waiting (O_NONBLOCK): opening a FIFO for reading blocks until a writer
    /// comes, so `--helper FIFO` or a `require` of one waited for ever before fstat could
    /// refuse it. The flag changes nothing for a regular file's reads.
    ///
    /// `confinedTo` (the sandbox's `require`, `loadfile`, `dofile`): the file as opened must
    /// lie in that folder, links followed — checked on the open file, not its name, so a
    /// link swapped after a caller looked at the name cannot slip another file in.
    public static func readBytes(_ path: String, limit: Int = 0, confinedTo folder: String? = nil) -> (bytes: [UInt8]?, error: String?) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return (nil, String(cString: strerror(errno))) }
        defer { close(fd) }
        if let folder, !(realPath(of: fd).map { SearchPath.isInside(real: $0, folder: folder) } ?? false) {
            return (nil, "it leads out of its search folder '\(folder)' (a link: the sandbox reads files under its folders only)")
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return (nil, String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return (nil, "not a regular file") }
        if limit > 0 && Int(info.st_size) > limit {
            return (nil, "\(info.st_size) bytes, more than the memory limit allows (\(limit) bytes)")
        }
        // as large as the file and one byte more, which reads it in one read and finds its
        // end in the next (at least a page: /proc's files say 0 bytes; at most 64 KiB a read):
        // a 64 KiB buffer zeroed for a one-line script was 16 of `transit run`'s page faults
        return readAll(fd, limit: limit, chunk: min(max(Int(info.st_size), 4095), 65535) + 1)
    }

    /// Whether `path` is a pipe, socket or device — what `/dev/stdin` and bash's `<(…)` name —
    /// rather than a file, told without opening it (opening a FIFO waits for a writer).
    public static func isStream(_ path: String) -> Bool {
        [S_IFIFO, S_IFCHR, S_IFSOCK].contains(kind(path))
    }

    /// Whether `path` is a character device (`/dev/null`, a terminal), told without opening
    /// it: a stream whose open waits for no writer, which a session may read again.
    public static func isCharacterDevice(_ path: String) -> Bool { kind(path) == S_IFCHR }

    /// Whether `path` is a FIFO, told without opening it: an open waits for a writer, and
    /// one to try it (``openProblem(_:)``) lets a waiting writer's open through and drops
    /// what it writes.
    public static func isFIFO(_ path: String) -> Bool { kind(path) == S_IFIFO }

    /// The file type bits of what `path` leads to (`stat`, not opening it), or nil.
    private static func kind(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    /// A stream the command line names as its script (`transit run <(…)`, `/dev/stdin`) to
    /// its end, read as standard input is: a chunk at a time, stopped past `limit` bytes (0:
    /// none), so `/dev/zero` costs no more than the limit. Opened as lua5.4 opens a script,
    /// waiting for a FIFO's writer: the user named it. Modules and helpers stay refused
    /// (`readBytes`): a script must not make its host wait on a path it chose.
    public static func readStream(_ path: String, limit: Int = 0) -> (bytes: [UInt8]?, error: String?) {
        let fd = open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return (nil, String(cString: strerror(errno))) }
        defer { close(fd) }
        return readAll(fd, limit: limit)
    }

    /// The path of the file `fd` is open on, every link resolved as the open resolved it, as
    /// bytes, or nil if the system cannot say.
    static func realPath(of fd: Int32) -> [UInt8]? {
        #if canImport(Darwin)
        var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN))
        guard fcntl(fd, F_GETPATH, &buffer) != -1 else { return nil }
        return buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        #else
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
        // a path of PATH_MAX bytes or more may have been cut short: not trusted
        guard n > 0, n < buffer.count - 1 else { return nil }
        return buffer[..<n].map { UInt8(bitPattern: $0) }
        #endif
    }

    /// What `fd` gives until its end, read `chunk` bytes at a time, or nil and why. Past
    /// `limit` bytes (0: no limit) it stops reading, so a stream with no end (standard input
    /// from `yes`) costs no more than the limit: the same error as a file found too large.
    public static func readAll(_ fd: Int32, limit: Int = 0, chunk size: Int = 65536) -> (bytes: [UInt8]?, error: String?) {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: size)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return (nil, String(cString: strerror(errno))) }
            if n == 0 { break }
            if limit > 0 && bytes.count + n > limit {
                return (nil, "more than \(limit) bytes, more than the memory limit allows")
            }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return (bytes, nil)
    }
}

/// read(2), named so inside `FileText`, whose own `read` hides it.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
