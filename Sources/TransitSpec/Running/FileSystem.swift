#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TransitCore
import TransitLua

/// The few file and process facts the runner needs, from the C library (TransitSpec stays
/// free of Foundation, so `transit test` workers start fast).
public enum FileSystem {
    /// Regular files and directories under `path`, recursively, in byte order of their
    /// names; hidden entries, `__snapshots__` and `.build` are not entered. Symbolic links
    /// are followed (a linked folder is walked, a linked file listed), but each real folder
    /// is entered once, by its identity, as `find -L` does: a link back up the tree
    /// (`loop -> ..`, `self -> .`) once nested paths until they were too long — 2^depth of
    /// them, a minute and 1.5 GB. The kernel's folders are never entered (``kernelDevices``):
    /// `transit test /` walked /proc, whose /proc/N/root links lead back to / once a process.
    /// Not `recursive`: the files directly in `path` alone (busted's `--no-recursive`, its
    /// `pl.dir.getfiles` in place of `getallfiles`).
    static func walk(_ path: String, into files: inout [String], recursive: Bool = true) {
        // taken as entered: the kernel's folders themselves, where one is not mounted apart
        var entered = Set(kernelFolders.compactMap(FileIdentity.init))
        walk(path, into: &files, entered: &entered, recursive: recursive)
    }

    private static func walk(_ path: String, into files: inout [String], entered: inout Set<FileIdentity>,
                             recursive: Bool) {
        var info = stat()
        guard stat(path, &info) == 0, !kernelDevices.contains(UInt64(info.st_dev)),
              entered.insert(FileIdentity(info)).inserted else { return }
        guard let dir = opendir(path) else { return }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(".") || name == "__snapshots__" { continue }
            names.append(name)
        }
        closedir(dir)
        for name in names.sorted(by: { $0.precedesInByteOrder($1) }) {
            // joined as busted's `path.join` does: `busted .` names `./a_spec.lua`, in its
            // report and its chunk names (errors read `./a_spec.lua:3:`)
            let full = path.hasSuffix("/") ? path + name : path + "/" + name
            if !FileText.isDirectory(full) {
                files.append(full)
            } else if recursive {
                walk(full, into: &files, entered: &entered, recursive: true)
            }
        }
    }

    /// The file systems of /proc, /sys and /dev (`st_dev`), each mounted apart from /: the
    /// kernel's, whose files it makes up as they are read. No spec lives there, and /proc
    /// alone holds every process's open files, memory maps and root folder.
    static let kernelDevices: Set<UInt64> = {
        var root = stat()
        guard stat("/", &root) == 0 else { return [] }
        var devices: Set<UInt64> = []
        for folder in kernelFolders {
            var info = stat()
            if stat(folder, &info) == 0, info.st_dev != root.st_dev { devices.insert(UInt64(info.st_dev)) }
        }
        return devices
    }()
    static let kernelFolders = ["/proc", "/sys", "/dev"]

    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// Writes `text` to `path`, creating its directory; returns the system's reason on failure.
    @discardableResult
    public static func write(_ text: String, to path: String) -> String? {
        write(bytes: Array(text.utf8), to: path)
    }

    /// The same for bytes (a report that writes a spec's names as they are).
    @discardableResult
    public static func write(bytes: [UInt8], to path: String) -> String? {
        if let slash = path.lastIndex(of: "/") { makeDirectory(String(path[..<slash])) }
        guard let file = fopen(path, "wb") else { return String(cString: strerror(errno)) }
        var bytes = bytes
        let written = fwrite(&bytes, 1, bytes.count, file)
        let closed = fclose(file)
        return written == bytes.count && closed == 0 ? nil : String(cString: strerror(errno))
    }

    static func remove(_ path: String) { unlink(path) }

    /// Removes a directory if it is empty (a `__snapshots__` folder whose last file went).
    static func removeIfEmpty(_ directory: String) { rmdir(directory) }

    static func makeDirectory(_ path: String) {
        guard !path.isEmpty, !FileText.isDirectory(path) else { return }
        if let slash = path.lastIndex(of: "/") { makeDirectory(String(path[..<slash])) }
        mkdir(path, 0o755)
    }

    /// Monotonic wall seconds, for reporting durations (never for behaviour).
    static func wallSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
