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

    /// `TRANSIT_PATH` (';'-separated templates) if set; then `./scripts`; then the scripts
    /// folder of the source tree this binary was built from, so a bundled script is found
    /// from any working directory.
    public static func standard(environment: String? = getenv("TRANSIT_PATH").map { String(cString: $0) }) -> SearchPath {
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

    /// The module path of `transit test`, busted's: `lpath` (';'-separated templates; by
    /// default busted's `./src/?.lua;./src/?/?.lua;./src/?/init.lua`), then the project root,
    /// then the standard path — so a spec can `require` the module it tests from the project
    /// it sits in, sandboxed or not, without setting `TRANSIT_PATH`.
    public static func forSpecs(lpath: String? = nil,
                                environment: String? = getenv("TRANSIT_PATH").map { String(cString: $0) }) -> SearchPath {
        let given = lpath.map { $0.split(separator: ";").map(String.init) } ?? bustedSource
        return SearchPath(templates: given + projectRoot + standard(environment: environment).templates)
    }

    /// The first readable file for module `name`, and every path tried (for the error).
    public func find(module name: String) -> (path: String?, tried: [String]) {
        let relative = name.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "/")
        var tried: [String] = []
        for template in templates {
            let path = template.split(separator: "?", omittingEmptySubsequences: false).joined(separator: relative)
            tried.append(path)
            if FileText.isReadable(path) { return (path, tried) }
        }
        return (nil, tried)
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

    /// `/a/b/Sources/TransitLua/SearchPath.swift` → `/a/b`.
    static func packageRoot(of file: String) -> String {
        var parts = file.split(separator: "/", omittingEmptySubsequences: false)
        guard let sources = parts.lastIndex(of: "Sources") else { return "" }
        parts.removeSubrange(sources...)
        return parts.joined(separator: "/")
    }
}

/// Reading script files with the C library: TransitLua needs no Foundation for this.
public enum FileText {
    public static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

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
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n > 0 { bytes.append(contentsOf: chunk[0..<n]) }
            if n < chunk.count { break }
        }
        if ferror(file) != 0 { return (nil, String(cString: strerror(errno))) }
        return (bytes, nil)
    }
}
