#if canImport(Glibc)
import Glibc
#endif
import TransitLua
import TransitSpec

/// Waits until one of a set of files changes, with Linux inotify.
///
/// The files' folders are watched, not the files: an editor that saves by writing a
/// temporary file and renaming it over the old one (vim, VS Code, `sed -i`) replaces the
/// inode, and a watch on the old inode would never fire again. An event in a folder counts
/// only when it names one of the files.
///
/// A change is a burst of events (truncate, write, close; or write, rename): after the
/// first one the watcher waits until the folders have been quiet for `quiet` seconds, and
/// reports every watched file the burst touched.
///
/// An event alone is not a change: a file counts only when its ``Stamp`` — identity, size,
/// modification and change times, and a digest of its bytes — differs from the one taken
/// when the watch began, as Jest's watcher checks modification time and content hash. A
/// burst that changed nothing (an event on a file whose bytes and times are the same: a CI
/// run once saw one on a module nobody wrote) keeps the wait going instead of running again.
struct FileWatcher {
    /// The files to watch, each as given (for the header) and as an absolute path.
    private var byFolder: [String: [String: String]] = [:]

    init(_ paths: some Sequence<String>) {
        for path in paths {
            let (folder, name) = Self.split(Self.absolute(path))
            byFolder[folder, default: [:]][name] = path
        }
    }

    var isEmpty: Bool { byFolder.isEmpty }

    /// Blocks until a watched file changes and the burst is over: the changed files as
    /// given, sorted. Nil when `interrupt` became readable first (Ctrl-C: WatchLoop) or
    /// inotify cannot be used (the reason is reported). `ready` runs once the folders are
    /// watched: a change after it is never missed.
    func wait(quiet: Double = 0.1, interrupt: Int32, ready: () -> Void) -> [String]? {
        let fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { CLI.error("--watch: inotify_init1: \(String(cString: strerror(errno)))"); return nil }
        defer { close(fd) }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB)
        var folders: [Int32: String] = [:]
        for folder in byFolder.keys {
            let wd = inotify_add_watch(fd, folder, mask)
            if wd >= 0 { folders[wd] = folder }
            else { CLI.error("warning: --watch: cannot watch \(folder): \(String(cString: strerror(errno)))") }
        }
        guard !folders.isEmpty else { return nil }
        var before = Dictionary(uniqueKeysWithValues: given.map { ($0, Stamp($0)) })
        ready()
        var named = Set<String>()
        while true {
            // before the first event: no timeout; after it, until quiet
            let timeout: Int32 = named.isEmpty ? -1 : Int32(quiet * 1000)
            var polled = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                          pollfd(fd: interrupt, events: Int16(POLLIN), revents: 0)]
            let n = poll(&polled, 2, timeout)
            if n < 0 && errno == EINTR { continue }
            if polled[1].revents != 0 { return nil }
            if n == 0 {                                    // quiet again after a burst
                let changed = named.filter { Stamp($0) != before[$0] }
                if !changed.isEmpty { return changed.sorted() }
                for path in named { before[path] = Stamp(path) }
                named = []
                continue
            }
            guard n > 0 else { return nil }
            named.formUnion(readEvents(fd, folders: folders))
        }
    }

    /// Every watched file, as given.
    private var given: [String] { byFolder.values.flatMap(\.values) }

    /// What a file is now: missing, or its identity (device and inode), size, times (not the access time, which a
    /// read moves) and a digest of its bytes (a rewrite of equal size within one tick of the
    /// file system's clock changes no time).
    struct Stamp: Equatable {
        var identity: FileIdentity?, size: Int64 = -1
        var modified: timespec = timespec(), changed: timespec = timespec()
        var digest: UInt64 = 0

        init(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return }
            identity = FileIdentity(info); size = Int64(info.st_size)
            modified = info.st_mtim; changed = info.st_ctim
            // FNV-1a, 64 bits: stable across runs, enough to tell an edit from none
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in FileText.readBytes(path, limit: 64 << 20).bytes ?? [] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            digest = hash
        }

        static func == (a: Stamp, b: Stamp) -> Bool {
            a.identity == b.identity && a.size == b.size && a.digest == b.digest
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
        }
    }

    /// The watched files named by the events waiting on `fd`.
    private func readEvents(_ fd: Int32, folders: [Int32: String]) -> [String] {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        var found: [String] = []
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        buffer.withUnsafeBytes { raw in
            while offset + header <= count {
                let wd = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))   // inotify_event.len
                let nameBytes = raw[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if let folder = folders[wd], let given = byFolder[folder]?[name] { found.append(given) }
                offset += header + length
            }
        }
        return found
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return normalised(path) }
        var here = "."
        if let cwd = getcwd(nil, 0) { here = String(cString: cwd); free(cwd) }
        return normalised(here + "/" + path)
    }

    /// `a/./b` → `a/b`, `a/x/../b` → `a/b` (the folder must name the real one for inotify;
    /// links are left to the kernel).
    static func normalised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
}
