#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a `--worker` process says while it runs its file, one JSON line each: the test it
/// begins, and each test's result once decided (and an empty line as each entry into Lua
/// begins, ``alive``); its last line is its report (``SuiteRunner/workerOutput(_:)``), which
/// counts the results and does not repeat them. Any line tells the pool the worker is alive.
/// The parent reads each line as it arrives (``take(_:)``): each result crosses the pipe once
/// and is held once, decoded; and when the worker dies — killed, crashed, exited from a spec
/// under `--unsafe` — the results decided before still stand, and the test that was running
/// is named, at its line (a dead worker's report was one "(worker)" error at line 0 and its
/// file's passed tests were lost).
public struct WorkerProgress {
    /// The file descriptor the lines go on, in the worker: a pipe of their own (``WorkerPool``).
    public static let channel: Int32 = 3
    /// In an `--unsafe` worker the pool runs: the read end of the pipe its standard output is,
    /// which the worker reads back while it runs, and the run after it ended — what the
    /// processes its spec left running write then (``WorkerPool``, ``CapturedStandardOutput``).
    public static let capture: Int32 = 4
    /// The lowest descriptor ``moveAside(_:)`` moves those two to, when the process may have
    /// that many open.
    static let asideFloor: Int32 = 100

    /// Moves the worker's descriptor `fd` (``channel``, ``capture``) up and out of a spec's
    /// way — to ``asideFloor`` or, under a lower descriptor limit, to its last two (`ulimit -n
    /// 32`: 30 and 31) —, not inherited by the processes a spec starts, and closes it where it
    /// was: the new descriptor, or -1 when `fd` was not open. busted's process holds nothing
    /// past standard error, so the first file an `--unsafe` spec opens is descriptor 3, which
    /// BlueLua/tty's `tty.size(file)` test names in the message it expects ("fd 3"); with the
    /// pool's pipes left at 3 and 4 it was 5 (busted113). With no room above, it stays.
    public static func moveAside(_ fd: Int32) -> Int32 {
        let moved = fcntl(fd, F_DUPFD_CLOEXEC, max(3, min(asideFloor, getdtablesize() - 2)))
        if moved >= 0 {
            close(fd)
            return moved
        }
        return fcntl(fd, F_SETFD, FD_CLOEXEC) == 0 ? fd : -1
    }

    /// The line saying a test begins (its before_each hooks and body).
    public static func begins(blocks: [String], name: String, line: Int) -> String {
        "\n" + JSON.object([("begins", .object([("blocks", .array(blocks.map(JSON.string))), ("name", .string(name)),
                                                  ("line", .number(Double(line)))]))]).text() + "\n"
    }

    /// An empty line, as each entry into Lua begins: the pool hears the worker, and reads
    /// nothing else in it.
    public static let alive = "\n"

    /// The line giving a test's result.
    public static func decided(_ result: TestResult) -> String {
        "\n" + JSON.object([("decided", result.json)]).text() + "\n"
    }

    /// The line a worker ending inside the spec (`os.exit`) sends as it exits: what the spec
    /// printed and no result carried yet (``CapturedStandardOutput/unsaid()``).
    public static func exited(printed: [String]) -> String {
        "\n" + JSON.object([("exited", .object([("printed", .array(printed.map(JSON.string)))]))]).text() + "\n"
    }

    /// The results decided so far, in order.
    private(set) var decided: [TestResult] = []
    /// The test begun and not decided (nil between tests).
    private(set) var running: (fullName: String, line: Int)?
    /// What the worker said it had printed as it exited inside the spec (``exited(printed:)``).
    private(set) var printedAtExit: [String] = []
    /// The last line read, when it is JSON and not progress: the report, once the worker has
    /// ended well. Other lines (a spec that opened the pool's pipe itself, `/dev/fd/100`) are
    /// neither progress nor a report.
    private(set) var last: JSON?

    /// The line not yet ended.
    private var unended: [UInt8] = []

    init() {}

    /// Takes what the worker wrote next, and reads each line it ends.
    mutating func take(_ bytes: ArraySlice<UInt8>) {
        var start = bytes.startIndex
        while let end = Self.lineBreak(in: bytes[start...]) {
            if unended.isEmpty {
                read(bytes[start..<end])
            } else {
                unended += bytes[start..<end]
                read(unended[...])
                unended.removeAll(keepingCapacity: true)
            }
            start = end + 1
        }
        unended += bytes[start...]
    }

    /// Where the first "\n" is, found by `memchr` (`firstIndex(of:)` cost 6 instructions a
    /// byte, a quarter of the parent's reading).
    private static func lineBreak(in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress, let found = memchr(base, Int32(UInt8(ascii: "\n")), b.count) else { return nil }
            return bytes.startIndex + base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// One line of the worker's output (without its line break).
    private mutating func read(_ line: ArraySlice<UInt8>) {
        guard let first = line.first else { return }                     // alive: the last line is still the last
        last = nil
        guard first == UInt8(ascii: "{"), let json = try? JSON.parse(Array(line)) else { return }
        if let begun = json["begins"], let name = begun["name"]?.string, let at = begun["line"]?.integer {
            running = (((begun["blocks"]?.array?.compactMap(\.string) ?? []) + [name]).joined(separator: " "), at)
        } else if let r = json["decided"].flatMap(TestResult.init(json:)) {
            decided.append(r)
            running = nil
        } else if let printed = json["exited"]?["printed"]?.array {
            printedAtExit = printed.compactMap(\.string)
        } else {
            last = json
        }
    }
}
