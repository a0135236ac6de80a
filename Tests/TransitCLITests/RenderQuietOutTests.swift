import Foundation
import Testing

/// `transit render`'s `-q` and an `--out` it cannot write (rev26 F14): `-q` was an unknown
/// option (`transit run` takes it), and `--out /proc/x.png` said "cannot write /proc: No such
/// file or directory" — the folder, which is there, where the file is what cannot be made.
@Suite struct RenderQuietOutTests {
    /// `-q` is `--quiet`, as for `transit run`: the scripts' prints and progress are not said.
    @Test func dashQIsQuiet() throws {
        let loud = try RenderCommandTests.render("animate")
        let short = try RenderCommandTests.render("animate", "-q")
        let long = try RenderCommandTests.render("animate", "--quiet")
        #expect(loud.status == 0 && short.status == 0)
        #expect(loud.stderr.contains("slid in (finished = true) at 1.50 s"))
        #expect(short.stderr == "" && short.stdout == long.stdout && short.stdout == loud.stdout)
    }

    /// The file named, with the reason the system gives for creating it (open(2)'s errno, as
    /// a shell's `> /proc/x.png` reports it): nothing rendered for an output that cannot be.
    @Test(arguments: [("png", ["--at", "0.5"]), ("json", [])] as [(String, [String])])
    func anOutputThatCannotBeMadeNamesTheFile(format: String, extra: [String]) throws {
        let path = "/proc/x." + format
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        let reason = String(cString: strerror(errno))
        try #require(fd < 0, "\(path) could be made here")
        let r = try Executable.run("transit", ["render", "animate", "--format", format, "--out", path, "-q"] + extra)
        #expect(r.status == 1 && r.stdout == "")
        #expect(r.stderr == "transit: cannot write \(path): \(reason)\n", "\(r.stderr)")
        #expect(reason == "No such file or directory")
    }

    /// `--out /dev/stdout` for any user, not only root: the check before a render probed the
    /// stream's folder, /dev, which only root may write ("cannot write /dev: Permission
    /// denied"). The tests run as root, so the pipeline runs as `nobody` then (setpriv).
    @Test(arguments: [("json", "{\"events\":"), ("gif", "GIF89a")])
    func standardOutputIsAnOutForAnyUser(format: String, start: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-out-stdout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o777])
        defer { try? FileManager.default.removeItem(at: dir) }
        // the scratch folder of a stream's render is the render's own: a shared one that
        // another user made first (here root, 0755) refused the frames of every other user
        let tmp = dir.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: tmp.appendingPathComponent("transit-render"), withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: tmp.path)
        let transit = Executable.products.appendingPathComponent("transit").path
        let shell = ["/bin/sh", "-c", "TMPDIR=\(tmp.path) \(transit) render animate --format \(format) --out /dev/stdout --quiet > out"]
        let r = try geteuid() == 0
            ? Executable.run("setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups"] + shell, in: dir)
            : Executable.run(shell[0], Array(shell.dropFirst()), in: dir)
        #expect(r.status == 0 && r.stderr == "", "\(r.stderr)")
        let written = try Data(contentsOf: dir.appendingPathComponent("out"))
        #expect(written.starts(with: Data(start.utf8)), "\(written.prefix(16))")
        let left = try FileManager.default.contentsOfDirectory(atPath: tmp.path)
        #expect(left == ["transit-render"], "\(left)")                 // its own folder removed
    }

    /// An empty TMPDIR is no TMPDIR, as for `mktemp -d` and Python's `tempfile.gettempdir()`
    /// (both give /tmp): the scratch folder of a stream's render was made in / — refused to
    /// any user but root ("transit: cannot write : Permission denied"). Run as `nobody`.
    @Test func anEmptyTMPDIRIsTheDefaultFolder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-empty-tmpdir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o777])
        defer { try? FileManager.default.removeItem(at: dir) }
        let transit = Executable.products.appendingPathComponent("transit").path
        let shell = ["/bin/sh", "-c", "TMPDIR= \(transit) render animate --format png --out /dev/stdout --quiet > out"]
        let r = try geteuid() == 0
            ? Executable.run("setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups"] + shell, in: dir)
            : Executable.run(shell[0], Array(shell.dropFirst()), in: dir)
        #expect(r.status == 0 && r.stderr == "", "\(r.stderr)")
        let written = try Data(contentsOf: dir.appendingPathComponent("out"))
        #expect(written.starts(with: Data([0x89, 0x50, 0x4E, 0x47])), "\(written.prefix(16))")
    }
}
