#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file as the system knows it — its device and inode — whatever path reaches it: another
/// spelling (`./s.lua`), a symbolic link (`stat` follows it) or a hard link (it shares the
/// inode) all give the same identity. How `find -L` tells a folder it has already entered,
/// and how a command tells that the file it would write is one it reads.
public struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// Nil when nothing is at `path` (or it cannot be reached, as a link to nowhere).
    public init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity in what `stat` gave (a caller that reads more of it stats once).
    public init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
