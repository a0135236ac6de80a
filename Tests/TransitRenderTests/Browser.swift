import Foundation

/// Headless Chromium for the player tests (Debian's `chromium`, which `make deps` installs).
/// `--virtual-time-budget` runs the page's timers and animation frames on virtual time and
/// dumps the DOM once that much has passed, so a dump is deterministic; `--no-sandbox` is
/// what Chromium needs to run as root (these machines' containers), and each run gets its
/// own profile directory so parallel runs never share a lock.
enum Browser {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    struct Dump {
        var dom: String
        /// Chromium's log, console messages included (a CSP refusal would be here).
        var log: String
    }

    /// `window`: the window's size in CSS pixels (Chromium's headless default otherwise).
    static func dumpDOM(_ page: URL, fragment: String, budget milliseconds: Int = 1000, window: String? = nil) throws -> Dump {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("transit-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                             "--user-data-dir=\(profile.path)", "--enable-logging=stderr", "--v=0",
                             "--virtual-time-budget=\(milliseconds)", "--dump-dom",
                             page.absoluteString + "#" + fragment] + (window.map { ["--window-size=\($0)"] } ?? [])
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 90, execute: watchdog)
        let dom = out.fileHandleForReading.readDataToEndOfFile()
        let log = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Dump(dom: String(decoding: dom, as: UTF8.self), log: String(decoding: log, as: UTF8.self))
    }
}

extension Browser.Dump {
    /// The value of `attribute` on the first element whose opening tag contains `marker`.
    func attribute(_ attribute: String, of marker: String) -> String? {
        guard let start = dom.range(of: marker) else { return nil }
        let tagStart = dom[...start.lowerBound].lastIndex(of: "<")!
        let tag = dom[tagStart...].prefix { $0 != ">" }
        guard let a = tag.range(of: " \(attribute)=\"") else { return nil }
        return String(tag[a.upperBound...].prefix { $0 != "\"" })
    }

    /// The text of the first `<td class="values">` in the row of view `name`.
    func values(of name: String) -> String? {
        guard let row = dom.range(of: "<tr data-view=\"\(name)\""),
              let cell = dom[row.upperBound...].range(of: "<td class=\"values\">") else { return nil }
        return String(dom[cell.upperBound...].prefix { $0 != "<" })
    }

    /// The stage's markup: the frame's boxes (``CSSStage``) and its SVG layers.
    var stage: String? {
        guard let stage = dom.range(of: "<div class=\"stage\""),
              let end = dom[stage.upperBound...].range(of: "<div class=\"side\">") else { return nil }
        return String(dom[stage.upperBound..<end.lowerBound])
    }
}
