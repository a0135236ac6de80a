import Foundation
import Testing

/// `--watch` on `run`, `test` and `render` (docs/cli.md, "Watching"), driven as a user would:
/// the command runs as a process on a scratch project, the test edits files and reads what
/// the next run printed, then presses Ctrl-C.
@Suite struct WatchCommandTests {
    @Test func runWatchReRunsOnTheScriptAndItsModuleAndNothingElse() throws {
        let folder = try WatchProcess.project([
            "card.lua": "local m = require \"motion\"\nprint(\"card v1\", m.duration)\n",
            "motion.lua": "return {duration = 1}\n",
            "notes.txt": "not read by the script\n",
        ])
        let watch = try WatchProcess(["run", "card.lua", "--watch"], in: folder)
        watch.waitForRuns(1)
        #expect(watch.stdout.contains("card v1\t1"), "\(watch.stdout)")
        #expect(watch.stderr.contains("watching 2 files"), "\(watch.stderr)")

        // an event that changes nothing (opened for writing, closed unwritten: IN_CLOSE_WRITE,
        // same bytes and times) is no change: had it started a run, its header would be first
        try watch.touchUnchanged("motion.lua")
        try watch.write("card.lua", "local m = require \"motion\"\nprint(\"card v2\", m.duration)\n")
        watch.waitForRuns(2)
        #expect(watch.headers == ["— change in card.lua, running again —"])
        #expect(watch.output(afterHeader: 1).contains("card v2\t1"), "\(watch.stdout)")

        // a file the run did not read changes: no run. Then the module is saved by rename;
        // had the first change started a run, its header would come before the module's.
        try watch.write("notes.txt", "edited\n")
        try watch.renameSave("motion.lua", "return {duration = 2}\n")
        watch.waitForRuns(3)
        #expect(watch.headers == ["— change in card.lua, running again —", "— change in ./motion.lua, running again —"])
        #expect(watch.output(afterHeader: 2).contains("card v2\t2"), "\(watch.stdout)")

        let end = watch.interrupt()
        #expect(end.reason == .exit, "Ctrl-C while waiting ends the watch by exiting, not by the signal")
        #expect(end.status == 130)
    }

    @Test func runWatchKeepsWatchingAfterAFailedRun() throws {
        let folder = try WatchProcess.project(["s.lua": "error(\"broken\")\n"])
        let watch = try WatchProcess(["run", "s.lua", "--watch"], in: folder)
        watch.waitForRuns(1)
        #expect(watch.stderr.contains("broken"), "\(watch.stderr)")
        try watch.write("s.lua", "print(\"fixed\")\n")
        watch.waitForRuns(2)
        #expect(watch.output(afterHeader: 1).contains("fixed"), "\(watch.stdout)")
        #expect(watch.interrupt().status == 130)
    }

    @Test func runWatchRefusesStandardInput() throws {
        let run = try Executable.transit("run", "-", "--watch")
        #expect(run.status == 64)
        #expect(run.stderr.contains("--watch needs a script file"), "\(run.stderr)")
    }

    /// A spec changed: that spec alone runs again; a module changed: every spec does.
    @Test func testWatchRunsTheChangedSpecOrAllWhenAModuleChanged() throws {
        for jobs in ["1", "2"] {      // in this process, and in workers (each records its reads)
            let folder = try WatchProcess.project([
                "motion.lua": "return {duration = 1}\n",
                "spec/alpha_spec.lua": spec("alpha", expecting: 1),
                "spec/beta_spec.lua": spec("beta", expecting: 1),
            ])
            let watch = try WatchProcess(["test", "--watch", "-o", "tap", "--jobs", jobs], in: folder)
            watch.waitForRuns(1)
            #expect(watch.stdout.contains("\nok 1 - spec/alpha_spec.lua"), "jobs \(jobs): \(watch.stdout)")
            #expect(watch.stdout.contains("\nok 2 - spec/beta_spec.lua"), "jobs \(jobs): \(watch.stdout)")

            // the module: every spec runs again (with --jobs 2, what the workers read is
            // all the watcher knows of motion.lua)
            try watch.renameSave("motion.lua", "return {duration = 2}\n")
            watch.waitForRuns(2)
            let second = watch.output(afterHeader: 1)
            #expect(second.contains("\nnot ok 1 - spec/alpha_spec.lua"), "jobs \(jobs): \(second)")
            #expect(second.contains("\nnot ok 2 - spec/beta_spec.lua"), "jobs \(jobs): \(second)")

            // one spec: that spec alone
            try watch.write("spec/alpha_spec.lua", spec("alpha", expecting: 2))
            watch.waitForRuns(3)
            let third = watch.output(afterHeader: 2)
            #expect(watch.headers == ["— change in ./motion.lua, running again —",
                                           "— change in spec/alpha_spec.lua, running again —"], "jobs \(jobs)")
            #expect(third.contains("\nok 1 - spec/alpha_spec.lua"), "jobs \(jobs): \(third)")
            #expect(!third.contains("beta"), "jobs \(jobs): only the changed spec runs: \(third)")
            #expect(watch.interrupt().status == 130)
        }
    }

    /// A `--helper` that raises ends the run before any spec file reads anything: the watch
    /// knew the spec files only ("watching 1 file"), so fixing the helper ran nothing until a
    /// spec was touched. The helper is watched whatever the run read.
    @Test func testWatchRunsAgainWhenARaisingHelperIsFixed() throws {
        let folder = try WatchProcess.project([
            "helper.lua": "error(\"helper broke\")\n",
            "motion.lua": "return {duration = 1}\n",
            "spec/alpha_spec.lua": spec("alpha", expecting: 1),
        ])
        let watch = try WatchProcess(["test", "--watch", "-o", "tap", "--helper", "helper.lua"], in: folder)
        watch.waitForRuns(1)
        #expect(watch.stderr.contains("failed running the specified helper (helper.lua), error: helper.lua:1: helper broke"),
                "\(watch.stderr)")
        #expect(watch.stderr.contains("watching 2 files"), "\(watch.stderr)")
        try watch.write("helper.lua", "HELPED = 1\n")
        watch.waitForRuns(2)
        #expect(watch.output(afterHeader: 1).contains("\nok 1 - spec/alpha_spec.lua"), "\(watch.stdout)")
        #expect(watch.interrupt().status == 130)
    }

    /// `-C sub --watch`: a module's change reads the words again from where the command
    /// started, not from `sub` (which looked for `sub/sub` and stopped with a usage error).
    @Test func testWatchWithAFolderReadsItsWordsAgainFromTheStart() throws {
        let folder = try WatchProcess.project([
            "sub/motion.lua": "return {duration = 1}\n",
            "sub/spec/alpha_spec.lua": spec("alpha", expecting: 1),
        ])
        let watch = try WatchProcess(["test", "--watch", "-o", "tap", "-C", "sub"], in: folder)
        watch.waitForRuns(1)
        #expect(watch.stdout.contains("\nok 1 - spec/alpha_spec.lua"), "\(watch.stdout)")
        try watch.renameSave("sub/motion.lua", "return {duration = 2}\n")
        watch.waitForRuns(2)
        let second = watch.output(afterHeader: 1)
        #expect(second.contains("\nnot ok 1 - spec/alpha_spec.lua"), "\(second) \(watch.stderr)")
        #expect(!watch.stderr.contains("-C sub"), "\(watch.stderr)")
        #expect(watch.interrupt().status == 130)
    }

    @Test func renderWatchRewritesThePageAndItsGeneration() throws {
        let folder = try WatchProcess.project(["fade.lua": fade(to: 0)])
        let watch = try WatchProcess(["render", "fade.lua", "--format", "html", "--out", "out/fade.html", "--watch", "--quiet"],
                                     in: folder)
        watch.waitForRuns(1)
        let first = try generations(in: folder)
        #expect(first.page == first.watchFile, "the watch file names the page's own generation")
        #expect(try page(in: folder).contains("'self' file:"), "the page may load its watch file from file://")

        try watch.write("fade.lua", fade(to: 0.5))
        watch.waitForRuns(2)
        let second = try generations(in: folder)
        #expect(second.page == second.watchFile)
        #expect(second.page != first.page, "a different page has a different generation")
        #expect(watch.interrupt().status == 130)
    }

    @Test func renderWithoutWatchWritesNoReloader() throws {
        let folder = try WatchProcess.project(["fade.lua": fade(to: 0)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try Executable.run("transit", ["render", "fade.lua", "--format", "html", "--out", "out/fade.html", "--quiet"],
                                        in: folder)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(!(try page(in: folder).contains("transitReload")))
        #expect(!(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/fade.html.watch.js").path)))
    }

    // MARK: Helpers

    func spec(_ name: String, expecting duration: Int) -> String {
        """
        local motion = require "motion"
        describe("\(name)", function()
          it("reads the module", function() assert.are.equal(\(duration), motion.duration) end)
        end)

        """
    }

    func fade(to alpha: Double) -> String {
        "local v = View{name = \"card\", frame = Rect(0, 0, 100, 100)}\nwindow:addSubview(v)\n"
            + "View.animate(0.5, function() v.alpha = \(alpha) end)\n"
    }

    func page(in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("out/fade.html"), encoding: .utf8)
    }

    /// The generation the page carries and the one its watch file announces.
    func generations(in folder: URL) throws -> (page: String, watchFile: String) {
        let page = try page(in: folder)
        let watchFile = try String(contentsOf: folder.appendingPathComponent("out/fade.html.watch.js"), encoding: .utf8)
        let inPage = page.components(separatedBy: "var generation = '").dropFirst().first?.prefix { $0 != "'" } ?? ""
        let announced = watchFile.components(separatedBy: "transitReload('").dropFirst().first?.prefix { $0 != "'" } ?? ""
        return (String(inPage), String(announced))
    }
}
