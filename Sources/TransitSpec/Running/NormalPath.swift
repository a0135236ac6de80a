/// Penlight's `path.normpath` on POSIX, which busted applies to some paths before it opens
/// them (its helper_loader's `dofile(path.normpath(helper))`): the chunk is then named by this
/// form, not as the user wrote the path — `./a/../helper.lua` errors at `helper.lua:2:`.
enum NormalPath {
    /// `path` without `.` parts, empty parts (`//`) or a part followed by `..`, done on the
    /// text alone as penlight does (a symbolic link's `..` is not followed). A leading `//`
    /// stays (POSIX keeps it distinct), a longer run of slashes is one; an empty result is `.`.
    /// Split on the bytes, as penlight's patterns: a `/` and a combining mark after it are one
    /// Character, which a split of the String's Characters would not cut.
    static func of(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        var rest = Array(path.utf8)[...]
        var anchor: [UInt8] = []
        if rest.starts(with: [slash, slash]) && rest.dropFirst(2).first != slash {
            anchor = [slash, slash]
            rest = rest.dropFirst(2)
        } else if rest.first == slash {
            anchor = [slash]
            rest = rest.drop { $0 == slash }
        }
        var parts: [ArraySlice<UInt8>] = []
        for part in rest.split(separator: slash) {
            if part.elementsEqual("..".utf8) {
                if let last = parts.last, !last.elementsEqual("..".utf8) { parts.removeLast() } else { parts.append(part) }
            } else if !part.elementsEqual(".".utf8) {
                parts.append(part)
            }
        }
        let normal = anchor + Array(parts.joined(separator: [slash]))
        return normal.isEmpty ? "." : String(decoding: normal, as: UTF8.self)
    }
}
