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

    public init(templates: [String]) { self.templates = templates }

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
    /// The project root, as Lua's default `package.path` ends (`./?.lua;./?/init.lua`).
    public static let projectRoot = ["./?.lua", "./?/init.lua"]

    /// The module path of `transit test`: the spec's own folder, then busted's `lpath`
    /// (';'-separated templates; by default busted's `./src/?.lua;./src/?/?.lua;./src/?/init.lua`),
    /// then the project root, then `TRANSIT_PATH`, `./scripts` and the bundled scripts — so a
    /// spec can `require` the module it tests from the project it sits in, sandboxed or not,
    /// without setting `TRANSIT_PATH`.
    public static func forSpecs(lpath: String? = nil,
                                environment: String? = getenv("TRANSIT_PATH").map { String(cString: $0) }) -> SearchPath {
        let given = lpath.map { $0.split(separator: ";").map(String.init) } ?? bustedSource
        return SearchPath(templates: nearScript + given + projectRoot + shared(environment: environment).templates)
    }

    /// The first readable file for module `name`, and every path tried (for the error), each
    /// once. `script` is the chunk name of the script asking (`@spec/card_spec.lua`), for the
    /// templates holding ``scriptFolder``; without one they are skipped.
    public func find(module name: String, from script: String? = nil) -> (path: String?, tried: [String]) {
        let relative = name.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "/")
        let folder = script.flatMap(Self.folder(ofChunk:))
        var tried: [String] = []
        for template in templates {
            var template = template
            if template.contains(Self.scriptFolder) {
                guard let folder else { continue }
                template = template.replacing(Self.scriptFolder, with: folder)
            }
            let path = template.split(separator: "?", omittingEmptySubsequences: false).joined(separator: relative)
            if tried.contains(path) { continue }
            tried.append(path)
            if FileText.isReadable(path) { return (path, tried) }
        }
        return (nil, tried)
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
    public static func readBytes(_ path: String, limit: Int = 0) -> (bytes: [UInt8]?, error: String?) {
        guard let file = fopen(path, "rb") else { return (nil, String(cString: strerror(errno))) }
        defer { fclose(file) }
        var info = stat()
        guard fstat(fileno(file), &info) == 0 else { return (nil, String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return (nil, "not a regular file") }
        if limit > 0 && Int(info.st_size) > limit {
            return (nil, "\(info.st_size) bytes, more than the memory limit allows (\(limit) bytes)")
        }
        var bytes: [UInt8] = []
        // as large as the file and one byte more, which finds its end in one read (at least a
        // page: /proc's files say 0 bytes; at most 64 KiB a read): a 64 KiB buffer zeroed for
        // a one-line script was 16 of `transit run`'s page faults
        var chunk = [UInt8](repeating: 0, count: min(max(Int(info.st_size), 4095), 65535) + 1)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n > 0 { bytes.append(contentsOf: chunk[0..<n]) }
            if n < chunk.count { break }
        }
        if ferror(file) != 0 { return (nil, String(cString: strerror(errno))) }
        return (bytes, nil)
    }
}
