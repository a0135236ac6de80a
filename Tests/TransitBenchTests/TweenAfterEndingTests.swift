import Foundation
import Testing

/// The tween also times what follows its ending frame (the frames after it, nothing running,
/// and the same views animated again), so that work the ending frame leaves for later shows
/// in the report (docs/benchmark.md, issue 19's ending frame). Checked here by what the run
/// prints, not by its times: the run stops with a fatal error if animations still run after
/// the ending frame or if the views were not all animated again.
@Suite struct TweenAfterEndingTests {
    @Test func profileTweenReportsTheFramesAfterTheEndingOneAndTheNextAnimate() throws {
        let r = try BenchArgumentsTests.bench(["--profile-tween", "30"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(r.stdout)")
        #expect(lines.first?.hasPrefix("tween 30 views: steady ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("after the ending frame: worst of 10 frames ") == true, "\(r.stdout)")
        #expect(lines.dropFirst().first?.contains(" ms; animate ") == true)
        #expect(lines.dropFirst().first?.contains(" ms, again ") == true)
        #expect(lines.last?.hasPrefix("slowest frames: ") == true)
    }
}
