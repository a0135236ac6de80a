#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a tool (rsvg-convert, ffmpeg) as a child process, from the C library: the module
/// stays free of Foundation, and nothing is loaded or started until a render asks for a
/// picture format — other commands start as fast as before.
enum Subprocess {
    /// The executable `name` in the folders of `searchPath` (nil: `PATH`), or nil.
    static func find(_ name: String, in searchPath: String? = nil) -> String? {
        guard let path = searchPath ?? getenv("PATH").map({ String(cString: $0) }) else { return nil }
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = directory + "/" + name
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Runs `executable` with `arguments` (no shell: nothing is quoted or expanded), its
    /// standard input empty, its output into `output` (discarded when nil), its standard
    /// error kept for the message.
    ///
    /// With a `deadline` it is killed once that passes (a render's `--time` covers the tools
    /// it runs). With `failure`, a failure is reported in Transit's own words, `failure(how)`
    /// (`how`: "exit status 101"), not with the tool's standard error — a panic's backtrace
    /// and the scratch file's path say nothing to the script's author.
    ///
    /// - Throws: ``RenderError`` when it cannot start, exits with a failure (with the last
    ///   lines it wrote on standard error, unless `failure` words it) or outlives `deadline`.
    static func run(_ executable: String, _ arguments: [String], errorLog: String, output: String? = nil,
                    deadline: Deadline? = nil, failure: ((String) -> String)? = nil) throws(RenderError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let output {
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, errorLog, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw RenderError("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        let overTime = wait(pid, &status, deadline: deadline)
        let log = read(errorLog)
        unlink(errorLog)
        if overTime, let deadline { throw RenderError(deadline.message) }
        // WIFEXITED / WEXITSTATUS, which Swift does not import (they are macros)
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        guard exited && code == 0 else {
            let tail = log.split(separator: "\n").suffix(5).joined(separator: "\n")
            let how = exited ? "exit status \(code)" : "signal \(status & 0x7f)"
            if let failure { throw RenderError(failure(how)) }
            throw RenderError("\(executable.split(separator: "/").last.map(String.init) ?? executable) failed (\(how))"
                              + (tail.isEmpty ? "" : ":\n" + tail))
        }
    }

    /// Waits for `pid` to end, into `status`; past `deadline` kills it (SIGKILL: a tool stuck
    /// in a huge picture may not read signals it could catch) and returns true. Without a
    /// deadline it blocks; with one it looks every 5 ms, which costs nothing beside a frame
    /// that takes rsvg-convert tens of milliseconds.
    private static func wait(_ pid: pid_t, _ status: inout Int32, deadline: Deadline?) -> Bool {
        guard let deadline else {
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return false
        }
        while true {
            let ended = waitpid(pid, &status, WNOHANG)
            if ended == pid || (ended < 0 && errno != EINTR) { return false }
            if deadline.hasPassed(running: pid) {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                return true
            }
            usleep(5_000)
        }
    }

    /// A small text file's contents ("" when it cannot be read).
    static func read(_ path: String) -> String {
        guard let file = fopen(path, "rb") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
            if bytes.count > 1 << 20 { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
