import Foundation
import Testing

/// The page `transit render --format html --watch` writes, in headless Chromium from file://:
/// it loads its watch file despite its Content-Security-Policy, and a new generation makes it
/// reload at the time it was showing. The watch file here is the test's own stand-in, which
/// announces a new generation once (sessionStorage survives the reload) and then records
/// what the reloaded page shows.
private let chromiumPath = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

@Suite(.enabled(if: chromiumPath != nil, "chromium is not installed: `make deps` installs it"))
struct WatchPlayerBrowserTests {
    @Test func theRenderedPageReloadsAtTheTimeItShowed() throws {
        let chromium = try #require(chromiumPath)
        let fade = "local v = View{name = \"card\", frame = Rect(0, 0, 100, 100)}\nwindow:addSubview(v)\n"
            + "View.animate(0.5, function() v.alpha = 0 end)\n"
        let folder = try WatchProcess.project(["fade.lua": fade])
        let watch = try WatchProcess(["render", "fade.lua", "--format", "html", "--out", "fade.html", "--watch", "--quiet"],
                                     in: folder)
        watch.waitForRuns(1)
        #expect(watch.interrupt().status == 130)
        let watchFile = folder.appendingPathComponent("fade.html.watch.js")
        let announced = try String(contentsOf: watchFile, encoding: .utf8)
        #expect(announced.hasPrefix("transitReload('"), "\(announced)")
        let generation = announced.dropFirst("transitReload('".count).prefix { $0 != "'" }
        try """
        if (!sessionStorage.getItem('reloaded')) { sessionStorage.setItem('reloaded', '1'); transitReload('rewritten'); }
        else {
          document.body.setAttribute('data-reloaded-hash', location.hash);
          document.body.setAttribute('data-reloaded-time', String(window.transitPlayers[0].time));
          transitReload('\(generation)');
        }
        """.write(to: watchFile, atomically: true, encoding: .utf8)

        let dom = try dumpDOM(chromium, folder.appendingPathComponent("fade.html").absoluteString + "#t=0.3")
        let body = dom.components(separatedBy: "<body").dropFirst().first?.prefix { $0 != ">" } ?? ""
        #expect(body.contains("data-csp-violations=\"0\""), "\(String(body))")
        #expect(body.contains("data-reloaded-hash=\"#t=0.3&amp;speed=1\""), "reloaded with its time in the URL: \(body)")
        #expect(body.contains("data-reloaded-time=\"0.3\""), "and shows that time: \(body)")
    }

    /// Chromium's DOM after its timers ran for three seconds of virtual time.
    func dumpDOM(_ chromium: String, _ url: String) throws -> String {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("transit-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let run = try Executable.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                                "--user-data-dir=\(profile.path)", "--virtual-time-budget=3000",
                                                "--dump-dom", url])
        return run.stdout
    }
}
