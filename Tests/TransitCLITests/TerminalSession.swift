import Foundation

/// A program in a real terminal: tmux runs it in a detached pane of its own server, keys are
/// sent as a person types them, and the test reads what the screen shows.
///
/// Waiting is bounded: `waitFor` polls the screen until the text appears, and fails with the
/// screen as it was if it has not after `limit` seconds (a hang, not a slow machine: the
/// bound is far above what any step takes).
final class TerminalSession {
    private let socket = "transit-test-\(UUID().uuidString.prefix(8))"
    static let limit = 30.0

    /// Whether tmux can run here (`make deps` installs it).
    static let isAvailable: Bool = (try? tmux(["-V"]).status) == 0

    /// A home directory the session made for itself, removed when the session ends.
    private var ownedHome: String?

    init(_ command: [String], home: String, width: Int = 110, height: Int = 40) throws {
        // sh prints the program's exit status when it ends
        let env = ["env", "HOME=" + home, "TERM=xterm", "NO_COLOR=1", "sh", "-c", "\"$@\"; echo \"[exit status $?]\"", "sh"]
        // the pane stays when the program ends, so that a test can read how it ended
        let r = try TerminalSession.tmux(["-L", socket, "-f", "/dev/null", "new-session", "-d",
                                          "-x", String(width), "-y", String(height)] + env + command
                                         + [";", "set-option", "-w", "remain-on-exit", "on"])
        guard r.status == 0 else { throw Failure(description: "tmux new-session failed: \(r.output)") }
    }

    /// A session in a fresh home directory of its own, removed with the session.
    convenience init(_ command: [String], width: Int = 110, height: Int = 40) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("transit-home-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        do { try self.init(command, home: home, width: width, height: height) } catch {
            try? FileManager.default.removeItem(atPath: home)
            throw error
        }
        ownedHome = home
    }

    deinit {
        _ = try? tmux(["kill-server"])
        if let ownedHome { try? FileManager.default.removeItem(atPath: ownedHome) }
    }

    /// Types text as it is (tmux would read "end" or "Enter" as key names otherwise), once the
    /// program reads keys as a line editor does (``waitForLineEditor()``).
    func type(_ text: String) throws {
        try waitForLineEditor()
        try typeAhead(text)
    }

    /// Types text at once, whatever the program is doing (a person typing while a chunk runs).
    func typeAhead(_ text: String) throws { _ = try tmux(["send-keys", "-l", text]) }

    /// Sends bytes as they are, UTF-8 or not (`send-keys -H`).
    func type(bytes: [UInt8]) throws { _ = try tmux(["send-keys", "-H"] + bytes.map { String($0, radix: 16) }) }

    /// Presses keys by tmux's names: "Enter", "Tab", "C-c", "C-d", "Up", "C-r".
    func press(_ keys: String...) throws { _ = try tmux(["send-keys"] + keys) }

    /// Types a line and presses Enter, once the program reads keys as a line editor does.
    func enter(_ line: String) throws {
        try type(line)
        try press("Enter")
    }

    /// Waits until the pane's terminal is out of its line mode (echo and canonical input off:
    /// libedit's editing mode). A prompt on the screen is not enough: keys sent between the
    /// prompt's drawing and libedit's switch were echoed twice, once by the terminal and once
    /// by libedit (ReplTerminalTests failed so under load). Keys typed ahead while a chunk
    /// runs (`typeAhead`, `press`) are sent at once, as a person's are.
    func waitForLineEditor() throws {
        let path = try paneTerminal()
        try poll(every: 5_000, failing: { "the terminal never left its line mode:\n\(try self.screen())" }) {
            let fd = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK)
            guard fd >= 0 else { throw Failure(description: "cannot open the pane's terminal \(path)") }
            var mode = termios()
            let read = tcgetattr(fd, &mode)
            close(fd)
            guard read == 0 else { throw Failure(description: "cannot read the mode of \(path)") }
            return mode.c_lflag & tcflag_t(ECHO | ICANON) == 0
        }
    }

    /// The pane's terminal device, asked of tmux once: it stays the pane's while it lives.
    private var paneTTY: String?
    private func paneTerminal() throws -> String {
        if let paneTTY { return paneTTY }
        let path = try tmux(["display-message", "-p", "#{pane_tty}"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        paneTTY = path
        return path
    }

    /// Asks `done` every `interval` microseconds until it is true; past ``limit`` seconds,
    /// fails with what `failing` says (a hang, not a slow machine).
    private func poll(every interval: useconds_t = 20_000, failing: () throws -> String, _ done: () throws -> Bool) throws {
        let start = Date()
        while try !done() {
            if Date().timeIntervalSince(start) > TerminalSession.limit { throw Failure(description: try failing()) }
            usleep(interval)
        }
    }

    /// What the screen shows, trailing blank lines dropped.
    func screen() throws -> String {
        var lines = try tmux(["capture-pane", "-p"]).output.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Waits until the screen shows `text` `count` times; returns the screen.
    @discardableResult
    func waitFor(_ text: String, count: Int = 1) throws -> String {
        var shown = ""
        try poll(failing: { "the screen never showed \(String(reflecting: text)):\n\(shown)" }) {
            shown = try screen()
            return shown.components(separatedBy: text).count - 1 >= count
        }
        return shown
    }

    /// Waits until the cursor has left the last line showing `text`: the program has read
    /// the Enter that ended it and is working (what it prints may be nothing yet).
    func waitUntilEntered(_ text: String) throws {
        try poll(failing: { "the line \(String(reflecting: text)) was never entered:\n\(try self.screen())" }) {
            let lines = try screen().split(separator: "\n", omittingEmptySubsequences: false)
            let cursor = Int(try tmux(["display-message", "-p", "#{cursor_y}"]).output
                .trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
            guard let row = lines.lastIndex(where: { $0.contains(text) }) else { return false }
            return cursor > row
        }
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    private func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try TerminalSession.tmux(["-L", socket] + arguments)
    }

    /// Runs a tmux client with posix_spawn and waits for that pid alone. (Foundation's
    /// `Process` never saw the client end: the server it forks keeps what Process watches.)
    private static func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // as from a shell: default signal actions and nothing blocked (a test runner may
        // ignore or block some, and the server and the program in its pane would inherit that)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw Failure(description: "cannot run tmux: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return ((status >> 8) & 0xff, output)
    }
}
