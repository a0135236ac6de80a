import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TransitCore
import TransitRender
@testable import TransitSpec

/// `--filmstrips DIR`: a failing test gets a picture of what it showed, named in its
/// failure and attached in JUnit's `system-out`.
@Suite struct FilmstripAttachmentTests {
    static let spec = """
    describe("slide", function()
      it("is wrong halfway", function()
        local v = View{frame = Rect(0, -852, 393, 852), backgroundColor = Color.green, name = "green"}
        window:addSubview(v)
        View.animate(1, function() v.frame = Rect(0, 0, 393, 852) end)
        at(0.5)
        expect(v.presentation.frame.y):toBe(-400)
      end)

      it("is right at the end", function()
        local v = View{frame = Rect(0, -852, 393, 852)}
        window:addSubview(v)
        View.animate(1, function() v.frame = Rect(0, 0, 393, 852) end)
        at(1)
        expect(v.presentation.frame.y):toBe(0)
      end)
    end)
    """

    @Test func aFailingTestNamesItsFilmstripAndAttachesIt() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var options = RunOptions()
        options.filmstrips = dir.appendingPathComponent("filmstrips").path
        options.filmstripGIF = false        // the GIF beside it: JUnitGIFAttachmentTests
        let result = try runSpec(Self.spec, options: options, in: dir)
        #expect(result.outcomes == ["failed slide is wrong halfway", "passed slide is right at the end"])
        let failed = result.tests[0]
        let path = try #require(failed.attachments.first)
        #expect(path.hasPrefix(options.filmstrips! + "/") && path.hasSuffix("t_spec.lua-2.svg"), "\(path)")
        #expect(failed.failure?.details.hasSuffix("filmstrip: \(path)") == true, "\(failed.failure?.details ?? "")")
        #expect(result.tests[1].attachments.isEmpty)

        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        // the instants the clock stopped at or passed at 10 fps: 0 … 0.5 s, the failure last
        #expect(svg.components(separatedBy: "<svg x=").count - 1 == 6)
        #expect(svg.contains(">0 s</text>") && svg.contains(">0.5 s</text>"))
        #expect(svg.contains("is wrong halfway — failed at 0.500000 s"))
        #expect(svg.contains("data-name=\"green\" data-id=\"2\" transform=\"matrix(1,0,0,1,0,-426)\""))

        var junit = ""
        JUnitReporter { junit += $0 }.finished(run: RunResult(files: [result]))
        #expect(junit.contains("<system-out>[[ATTACHMENT|\(path)]]</system-out>"))
        #expect(junit.contains("filmstrip: \(path)"))
    }

    @Test func attachmentsCrossTheWorkerBoundary() throws {
        let result = TestResult(file: "a_spec.lua", blocks: [], name: "x", line: 3, status: .failed,
                                failure: Failure(location: "a_spec.lua:3", message: "no"), attachments: ["f/a.svg"])
        #expect(TestResult(json: result.json)?.attachments == ["f/a.svg"])
    }

    @Test func longTestsKeepTwelveFramesEvenlyWithTheFailureLast() {
        let frames = (0..<100).map { Frame(tick: Int64($0), views: []) }
        let chosen = FailureFilmstrip.chosen(frames).map(\.tick)
        #expect(chosen.count == 12 && chosen.first == 0 && chosen.last == 99)
        #expect(chosen == [0, 9, 18, 27, 36, 45, 54, 63, 72, 81, 90, 99])
    }

    @Test func withoutTheOptionNothingIsRecorded() throws {
        let result = try runSpec(Self.spec)
        #expect(result.tests.allSatisfy { $0.attachments.isEmpty })
        #expect(result.tests[0].failure?.details.contains("filmstrip") == false)
    }
}
