#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lua
import TransitLua

/// busted's libraries compiled once and kept between runs. Every spec file's state loads
/// Debian's luassert and say (about 25 modules, 92 KB of Lua); compiling them was 12.4 M of
/// the 27.3 M instructions of `transit test` of one trivial spec (docs/benchmark.md). As
/// Python's `__pycache__` or ccache, each module's `lua_dump` (debug information kept, so
/// luassert's messages and its frame walk still read `@/usr/share/lua/…` and lines) is kept
/// in a file under the user's cache directory, keyed by the source file's stamp and the
/// liblua that compiled it, and undumped on later runs instead of compiling the source.
///
/// Anything unexpected — no directory, one not the user's own or writable by others, an
/// entry that is a symlink, a directory or a FIFO, one whose key or digest does not match,
/// cut short, unreadable, refused by liblua — means the source is compiled as before,
/// silently; a failed write leaves nothing behind (a temporary file renamed into place, so
/// a symlink in an entry's place is replaced, never written through). Binary chunks are loaded only here, from the host's own
/// directory: sandboxed specs write no files at all (snapshots and filmstrips are the host's,
/// named `.snap` and `.svg`), and the sandbox keeps refusing binary chunks.
struct LibraryCache {
    let directory: String

    /// `$XDG_CACHE_HOME/transit/lua` (an absolute `XDG_CACHE_HOME` only, as the XDG spec
    /// says), else `$HOME/.cache/transit/lua`; nil when `TRANSIT_NO_CACHE` is set to anything
    /// but "" or "0", or neither variable helps.
    static func defaultDirectory(_ environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }) -> String? {
        if let off = environment("TRANSIT_NO_CACHE"), off != "", off != "0" { return nil }
        if let xdg = environment("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return xdg + "/transit/lua" }
        if let home = environment("HOME"), home.hasPrefix("/") { return home + "/.cache/transit/lua" }
        return nil
    }

    /// The cache in `directory`, made if missing (mode 0700), or nil when it cannot be made
    /// or is not safe to load code from: not a directory, not owned by this user, or
    /// writable by the group or others.
    init?(directory: String) {
        guard directory.hasPrefix("/") else { return nil }
        Self.makeDirectories(directory)
        var info = stat()
        guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid(),
              info.st_mode & 0o022 == 0 else { return nil }
        self.directory = directory
    }

    private static func makeDirectories(_ path: String) {
        var info = stat()
        guard !path.isEmpty, stat(path, &info) != 0 else { return }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex { makeDirectories(String(path[..<slash])) }
        mkdir(path, 0o700)
    }

    // MARK: Keys

    /// What the compiled form of `source` depends on, as the header's first lines: the
    /// format, the source's path and stamp (device, inode, size, modification and change
    /// times to the nanosecond: an edit, a reinstall or `touch` changes one), and the
    /// same for the liblua that compiles it (an upgraded Lua recompiles everything). nil
    /// when the source cannot be looked at: then nothing is cached.
    static func key(source: String) -> [UInt8]? {
        guard let lua = runtime else { return nil }
        var key: [UInt8] = []
        key.reserveCapacity(source.utf8.count + lua.count + 128)
        key.append(utf8: "transit lua cache 1\nsource ")
        key.append(utf8: source)
        key.append(0x20)
        guard appendStamp(of: source, to: &key) else { return nil }
        key.append(utf8: "\nlua ")
        key.append(contentsOf: lua)
        key.append(0x0A)
        return key
    }

    /// The liblua's path and stamp, as the key's last line holds them.
    private static let runtime: [UInt8]? = {
        let path = runtimeFile()
        var text = Array(path.utf8)
        text.append(0x20)
        return appendStamp(of: path, to: &text) ? text : nil
    }()

    /// The liblua this process maps (its path in /proc/self/maps), or the executable when Lua
    /// is linked in: the compiler the cache's bytecode came from.
    static func runtimeFile() -> String {
        guard let maps = FileText.readBytes("/proc/self/maps").bytes else { return "/proc/self/exe" }
        let name = Array("/liblua".utf8)
        // the bytes scanned, not split into lines: splitting cost 1 M instructions a process
        var i = 0
        while i + name.count <= maps.count {
            if maps[i] == 0x2F, maps[i..<(i + name.count)].elementsEqual(name) {
                var start = i, end = i
                while start > 0, maps[start - 1] != 0x20 { start -= 1 }     // the path follows a space
                while end < maps.count, maps[end] != 0x0A { end += 1 }
                return String(decoding: maps[start..<end], as: UTF8.self)
            }
            i += 1
        }
        return "/proc/self/exe"
    }

    /// Appends `dev ino size mtime.ns ctime.ns` of the regular file at `path` (decimal, as
    /// `"\(…)"` writes them); false, appending nothing, when there is none.
    private static func appendStamp(of path: String, to text: inout [UInt8]) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        text.append(field: info.st_dev)
        text.append(0x20)
        text.append(field: info.st_ino)
        text.append(0x20)
        text.append(field: info.st_size)
        func append(_ time: timespec) {
            text.append(0x20)
            text.append(field: time.tv_sec)
            text.append(0x2E)                                      // "."
            text.append(field: time.tv_nsec)
        }
        append(info.st_mtim)
        append(info.st_ctim)
        return true
    }

    /// The cache file of `source`: its path, slashes as `%`, so one file per module, replaced
    /// in place when the key changes (`…/usr%share%lua%5.4%luassert%assert.lua.luac`).
    func file(for source: String) -> String {
        String(decoding: path(for: source), as: UTF8.self)
    }

    private func path(for source: String) -> [UInt8] {
        var path: [UInt8] = []
        path.reserveCapacity(directory.utf8.count + source.utf8.count + 8)
        path.append(utf8: directory)
        path.append(0x2F)
        var leading = true
        for byte in source.utf8 {
            if leading && byte == 0x2F { continue }
            leading = false
            path.append(byte == 0x2F ? 0x25 : byte)                 // "/" → "%"
        }
        path.append(utf8: ".luac")
        return path
    }

    // MARK: Reading and writing

    /// The compiled chunk kept for `source` under `key`, or nil. A file is `key`, then
    /// `bytes N digest D\n`, then the N bytes of the dump whose ``digest(_:)`` is D.
    func load(source: String, key: [UInt8]) -> [UInt8]? {
        var path = path(for: source)
        path.append(0)
        // not waiting to open what is no regular file (fstat below refuses it): a FIFO in the
        // entry's place blocked `transit test` until something wrote to it
        let fd = path.withUnsafeBufferPointer { p in
            open(UnsafeRawPointer(p.baseAddress!).assumingMemoryBound(to: CChar.self),
                 O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
              info.st_mode & 0o022 == 0, info.st_size > key.count, info.st_size < 1 << 24 else { return nil }
        let size = Int(info.st_size)
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let n = read(fd, buffer.baseAddress! + count, size - count)
                if n <= 0 { break }
                count += n
            }
        }
        guard bytes.count == size, Self.same(bytes, at: 0, as: key) else { return nil }
        var newline = key.count
        while newline < size && bytes[newline] != 0x0A { newline += 1 }
        guard newline < size else { return nil }
        let body = Array(bytes[(newline + 1)...])
        let summary = Self.summaryBytes(body)
        guard newline - key.count == summary.count, Self.same(bytes, at: key.count, as: summary) else { return nil }
        return body
    }

    /// Whether `bytes` holds `expected` from `offset` on (memcmp: the generic comparisons of
    /// slices were 4 k instructions a module).
    private static func same(_ bytes: [UInt8], at offset: Int, as expected: [UInt8]) -> Bool {
        guard offset >= 0, expected.count <= bytes.count - offset else { return false }
        return bytes.withUnsafeBytes { b in
            expected.withUnsafeBytes { e in e.count == 0 || memcmp(b.baseAddress! + offset, e.baseAddress!, e.count) == 0 }
        }
    }

    /// Keeps `chunk` for `source` under `key`: written to a temporary file beside it and
    /// renamed into place, so a reader sees the old file or the whole new one. Failures are
    /// silent (a read-only or full disk only means compiling next time too).
    func store(_ chunk: [UInt8], source: String, key: [UInt8]) {
        removeStaleTemporaries()
        let path = file(for: source)
        var template = Array((directory + "/.luac.XXXXXX").utf8CString)   // mode 0600, a new name
        let fd = mkstemp(&template)
        guard fd >= 0 else { return }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let bytes = key + Array((Self.summary(chunk) + "\n").utf8) + chunk
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n <= 0 { break }
            written += n
        }
        if close(fd) != 0 || written != bytes.count || rename(temporary, path) != 0 { unlink(temporary) }
    }

    /// Temporary files a writer left when it was killed between `mkstemp` and `rename` (a
    /// `--jobs` run stops its other workers on a failure): removed once older than a minute,
    /// so a writer still at work keeps its own. Looked for only when something is written, so
    /// a warm cache never lists its directory.
    func removeStaleTemporaries(olderThan seconds: Int = 60) {
        // not time(): the transit executable fixes it while a sandbox sort runs (sort.c), and
        // luassert may load first from inside a comparator
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        for name in FileText.list(directory) where name.hasPrefix(".luac.") {
            var info = stat()
            let path = directory + "/" + name
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
               Int(now.tv_sec - info.st_mtim.tv_sec) > seconds {
                unlink(path)
            }
        }
    }

    /// The header's last line, after the key: the dump's size and digest.
    static func summary(_ chunk: [UInt8]) -> String {
        String(decoding: summaryBytes(chunk), as: UTF8.self)
    }

    static func summaryBytes(_ chunk: [UInt8]) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(48)
        text.append(utf8: "bytes ")
        text.append(decimal: Int64(chunk.count))
        text.append(utf8: " digest ")
        text.append(hex: digest(chunk))
        return text
    }

    /// A 64-bit digest of the dump, eight bytes a step (FNV-1a's byte loop was 5 instructions
    /// a byte): it catches a file cut short or damaged, not one forged by someone who may
    /// write the user's cache — they could replace the `transit` binary as well.
    static func digest(_ bytes: [UInt8]) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        bytes.withUnsafeBytes { raw in
            var i = 0
            while i + 8 <= raw.count {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
                h ^= h >> 29
                i += 8
            }
            while i < raw.count {
                h = (h ^ UInt64(raw[i])) &* 0x0000_0100_0000_01b3
                i += 1
            }
        }
        return h
    }
}
