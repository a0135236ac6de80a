/// Penlight's `path.normpath` on POSIX, which busted applies to some paths before it opens
/// them (its helper_loader's `dofile(path.normpath(helper))`): the chunk is then named by this
/// form, not as the user wrote the path — `./a/../helper.lua` errors at `helper.lua:2:`.
enum NormalPath {
    /// `path` without `.` parts, empty parts (`//`) or a part followed by `..`, done on the
    /// text alone as penlight does (a symbolic link's `..` is not followed). A leading `//`
    /// stays (POSIX keeps it distinct), a longer run of slashes is one; an empty result is `.`.
    static func of(_ path: String) -> String {
        var rest = Substring(path)
        var anchor = ""
        if rest.hasPrefix("//") && !rest.dropFirst(2).hasPrefix("/") {
            anchor = "//"
            rest = rest.dropFirst(2)
        } else if rest.hasPrefix("/") {
            anchor = "/"
            rest = rest.drop { $0 == "/" }
        }
        var parts: [Substring] = []
        for part in rest.split(separator: "/") {
            if part == ".." {
                if let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
            } else if part != "." {
                parts.append(part)
            }
        }
        let normal = anchor + parts.joined(separator: "/")
        return normal.isEmpty ? "." : normal
    }
}
