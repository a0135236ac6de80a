import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The hostile corpus (`scripts/tests/hostile/`): scripts and specs that attack the sandbox, the
/// limits and the engine, each with its expectation in a header the harness reads:
///
///     -- attack: what the file attacks (free text, for people)
///     -- expect: error "regex"     exit 1; the error (stderr; for specs the whole output)
///                                  matches the regex and its message names `name.lua:LINE`
///     -- expect: ok "regex"        exit 0; standard output matches the regex
///     -- expect: any "regex"       exit 0 or 1 (1 naming `name.lua:LINE`); the output matches
///     -- args: --time 2 --memory 64 --instructions 20000000   (optional; the defaults)
///
/// Every file must also end without a signal, within `--time` + 1 s of CPU time (`--time`
/// counts the CPU time of the thread running the script; the process's is a little more), with a
/// peak RSS under `--memory` + 64 MiB. Files ending in `.spec.lua` run with `transit test`,
/// the others with `transit run`. Folders named `modules` hold what the corpus requires.
enum HostileCorpus {
    static let directory = "scripts/tests/hostile"
    /// A tenth of the default instruction budget: the many files that end on it take 0.1 s
    /// each instead of 1 s in a debug build, and the stop is the same.
    static let defaultArguments = ["--time", "2", "--memory", "64", "--instructions", "20000000"]

    struct Expectation {
        enum Kind: String { case error, ok, any }
        var kind: Kind
        var pattern: String
    }

    struct Entry {
        let path: String               // relative to the package root
        let expectation: Expectation
        let arguments: [String]
        var isSpec: Bool { path.hasSuffix(".spec.lua") }
        var name: String { (path as NSString).lastPathComponent }

        /// The value of `--time` / `--memory` in the arguments (the defaults' when absent).
        func option(_ flag: String, default value: Double) -> Double {
            guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return value }
            return Double(arguments[i + 1]) ?? value
        }
        var timeLimit: Double { option("--time", default: 2) }
        var memoryLimitMiB: Double { option("--memory", default: 256) }
    }

    enum HeaderError: Error, CustomStringConvertible {
        case missing(String), malformed(String, String)
        var description: String {
            switch self {
            case .missing(let path): return "\(path): no '-- expect:' header"
            case .malformed(let path, let line): return "\(path): cannot read header line '\(line)'"
            }
        }
    }

    /// Every corpus file under `root`, sorted, with its header read.
    static func entries(root: URL) throws -> [Entry] {
        let base = root.appendingPathComponent(directory)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.split(separator: "/").contains("modules") { continue }
            if relative.hasSuffix(".lua") { paths.append(directory + "/" + relative) }
        }
        return try paths.sorted().map { try entry(path: $0, root: root) }
    }

    static func entry(path: String, root: URL) throws -> Entry {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        var expectation: Expectation?
        var arguments = defaultArguments
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8) {
            guard line.hasPrefix("--") else { break }
            if let rest = line.trimmedPrefix("-- expect:") {
                let words = rest.split(separator: " ", maxSplits: 1)
                guard let first = words.first, let kind = Expectation.Kind(rawValue: String(first)) else {
                    throw HeaderError.malformed(path, String(line))
                }
                var pattern = words.count > 1 ? String(words[1]) : ""
                if pattern.hasPrefix("\"") && pattern.hasSuffix("\"") && pattern.count >= 2 {
                    pattern = String(pattern.dropFirst().dropLast())
                }
                expectation = Expectation(kind: kind, pattern: pattern)
            } else if let rest = line.trimmedPrefix("-- args:") {
                arguments = rest.split(separator: " ").map(String.init)
            }
        }
        guard let expectation else { throw HeaderError.missing(path) }
        return Entry(path: path, expectation: expectation, arguments: arguments)
    }

    /// What one run of a corpus file did.
    struct Outcome {
        var exitStatus: Int32?          // nil when a signal ended it
        var signal: Int32?
        var killedByHarness = false     // ran past its deadline
        var wallSeconds: Double
        /// User and system CPU of the run (`time` and the program it waited for).
        var cpuSeconds: Double = 0
        var maxRSSKiB: Int
        var stdout: String
        var stderr: String
        var outputBytes: Int
    }

    /// Runs `entry` with `transit` and checks it; returns the failures (empty: it held).
    static func check(_ entry: Entry, outcome o: Outcome) -> [String] {
        var failures: [String] = []
        let e = entry.expectation
        if o.killedByHarness {
            failures.append(String(format: "hung: killed by the harness after %.1f s", o.wallSeconds))
        } else if let signal = o.signal {
            failures.append("signal \(signal) (\(signalName(signal)))")
        } else if let status = o.exitStatus {
            switch e.kind {
            case .error where status != 1: failures.append("exit \(status), expected 1")
            case .ok where status != 0: failures.append("exit \(status), expected 0")
            case .any where status != 0 && status != 1: failures.append("exit \(status), expected 0 or 1")
            default: break
            }
        }
        let errorText = entry.isSpec ? o.stdout + o.stderr : o.stderr
        // The message itself must name the line — a traceback that mentions the file under an
        // internal chunk's "(transit views.lua):25: time limit exceeded" does not count. Specs
        // report failures in their own layout, so there any line of the output may name it.
        // An expectation whose regex names a location itself (`:\d`, as a module's
        // `spinning\.lua:\d+`) says where the error belongs instead.
        let located = entry.isSpec ? errorText : message(o.stderr)
        let failed = o.exitStatus == 1 && !o.killedByHarness
        if failed && !e.pattern.contains(":\\d") && !namesOwnLine(located, name: entry.name) {
            failures.append("no \(entry.name):LINE in the message")
        }
        let text: String
        switch e.kind {
        case .error: text = errorText
        case .ok: text = o.stdout
        case .any: text = o.stdout + o.stderr
        }
        if !e.pattern.isEmpty && !o.killedByHarness && o.signal == nil && !matches(e.pattern, text) {
            failures.append("output does not match /\(e.pattern)/")
        }
        let time = entry.timeLimit
        if time > 0 && o.cpuSeconds > time + 1 && !o.killedByHarness {
            failures.append(String(format: "CPU %.1f s > %.0f s", o.cpuSeconds, time + 1))
        }
        let rssMiB = Double(o.maxRSSKiB) / 1024
        if rssMiB > entry.memoryLimitMiB + 64 {
            failures.append(String(format: "RSS %.0f MiB > %.0f MiB", rssMiB, entry.memoryLimitMiB + 64))
        }
        return failures
    }

    /// The error line `transit` printed: the first `transit: ` line that is not a warning.
    static func message(_ stderr: String) -> String {
        let lines = stderr.split(separator: "\n")
        let line = lines.first { $0.hasPrefix("transit: ") && !$0.hasPrefix("transit: warning:") } ?? lines.first ?? ""
        return String(line)
    }

    static func namesOwnLine(_ text: String, name: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        return matches(escaped + ":[0-9]+", text)
    }

    static func matches(_ pattern: String, _ text: String) -> Bool {
        if pattern.isEmpty { return true }
        guard let re = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return false }
        return re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGSEGV: return "SIGSEGV"
        case SIGABRT: return "SIGABRT"
        case SIGILL: return "SIGILL"
        case SIGTRAP: return "SIGTRAP"
        case SIGBUS: return "SIGBUS"
        case SIGKILL: return "SIGKILL"
        case SIGFPE: return "SIGFPE"
        default: return "signal"
        }
    }

    /// A one-line summary of what the run did, for the failure table.
    static func summary(_ o: Outcome) -> String {
        var parts: [String] = []
        if o.killedByHarness { parts.append("killed") }
        else if let s = o.signal { parts.append("signal \(signalName(s))") }
        else if let s = o.exitStatus { parts.append("exit \(s)") }
        parts.append(String(format: "%.2fs (CPU %.2fs)", o.wallSeconds, o.cpuSeconds))
        parts.append("\(o.maxRSSKiB / 1024)MiB")
        let firstError = o.stderr.split(separator: "\n").first { !$0.isEmpty }
            ?? o.stdout.split(separator: "\n").first { !$0.isEmpty } ?? ""
        parts.append("«" + String(firstError.prefix(160)) + "»")
        return parts.joined(separator: " ")
    }
}

private extension Substring {
    func trimmedPrefix(_ prefix: String) -> Substring? {
        guard hasPrefix(prefix) else { return nil }
        return dropFirst(prefix.count).drop { $0 == " " }
    }
}

/// Runs a program as its own process group, with standard output and error captured (each cut
/// at `cap` bytes, the rest counted and drained so the child never blocks), a deadline after
/// which the whole group is killed, and the child's peak RSS from GNU `time`.
///
/// Why not `wait4`'s `ru_maxrss`: Linux keeps a process's peak across `exec`, and
/// `posix_spawn` runs the child in the parent's memory until it execs, so every child of a
/// large test process (the whole suite grows to 250 MiB) reported the parent's size. `time`
/// is a small process that forks the program, so what it measures is the program's own.
enum ProcessProbe {
    static let cap = 256 * 1024

    final class Capture: @unchecked Sendable {
        var data = Data()
        var total = 0
    }

    /// Held from creating the pipes until the parent closed its write ends: a sibling spawned in
    /// parallel in between would inherit them, and our readers would not see EOF until it ended.
    static let spawnLock = NSLock()

    static func run(_ program: String, _ arguments: [String], directory: String, deadline: Double) -> HostileCorpus.Outcome {
        spawnLock.lock()
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        _ = pipe(&outPipe)
        _ = pipe(&errPipe)
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        // `env -C` runs the program in `directory` (glibc's addchdir_np is not visible to Swift);
        // env execs `time`, which forks the program and writes its peak RSS (KiB) to a file.
        let rssFile = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-rss-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: rssFile) }
        let argv = (["/usr/bin/env", "-C", directory, "/usr/bin/time", "-q", "-f", "%M", "-o", rssFile, program] + arguments)
            .map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = Date()
        // Swift's backtracer takes seconds on a crash (minutes on a 100,000-frame stack); the
        // harness reports the signal, and `transit` run by hand still prints the backtrace.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, envp)
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
        close(outPipe[1])
        close(errPipe[1])
        spawnLock.unlock()
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            return .init(exitStatus: 127, signal: nil, wallSeconds: 0, maxRSSKiB: 0,
                         stdout: "", stderr: "cannot spawn \(program): \(spawned)", outputBytes: 0)
        }
        let out = Capture(), err = Capture()
        let readers = DispatchGroup()
        for (fd, capture) in [(outPipe[0], out), (errPipe[0], err)] {
            readers.enter()
            Thread.detachNewThread {
                var buffer = [UInt8](repeating: 0, count: 65536)
                while true {
                    let n = read(fd, &buffer, buffer.count)
                    if n <= 0 { break }
                    capture.total += n
                    let room = cap - capture.data.count
                    if room > 0 { capture.data.append(contentsOf: buffer[0..<min(n, room)]) }
                }
                close(fd)
                readers.leave()
            }
        }
        var status: Int32 = 0
        var usage = rusage()
        var killed = false
        while true {
            let r = wait4(pid, &status, WNOHANG, &usage)
            if r == pid { break }
            if r < 0 && errno != EINTR { break }
            if Date().timeIntervalSince(start) > deadline && !killed {
                kill(-pid, SIGKILL)
                killed = true
            }
            usleep(5_000)
        }
        let wall = Date().timeIntervalSince(start)
        kill(-pid, SIGKILL)              // anything the child left behind in its group
        readers.wait()
        // `time` exits with the program's status, or 128 + the signal that ended it
        var exited = (status & 0x7f) == 0
        var code = exited ? (status >> 8) & 0xff : 0
        var signal: Int32? = exited ? nil : status & 0x7f
        if exited && code > 128 {
            signal = code - 128
            exited = false
            code = 0
        }
        let measured = (try? String(contentsOfFile: rssFile, encoding: .utf8))?
            .split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return .init(exitStatus: exited ? code : nil,
                     signal: signal,
                     killedByHarness: killed,
                     wallSeconds: wall,
                     cpuSeconds: Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                         + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6,
                     maxRSSKiB: measured ?? Int(usage.ru_maxrss),
                     stdout: String(decoding: out.data, as: UTF8.self),
                     stderr: String(decoding: err.data, as: UTF8.self),
                     outputBytes: out.total + err.total)
    }
}
