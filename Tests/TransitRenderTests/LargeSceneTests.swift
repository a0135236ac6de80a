import Foundation
import Testing
import TransitCore
@testable import TransitRender

/// A scene of 10,000 views renders, saying how far it got on the notes channel.
@Suite struct LargeSceneTests {
    static let grid = """
    local root = View{frame = Rect(0, 0, 393, 852), name = "grid"}
    window:addSubview(root)
    for i = 0, 9999 do
      root:addSubview(View{frame = Rect((i % 100) * 3.93, (i // 100) * 8.52, 3, 8),
                           backgroundColor = Color(i % 7 / 7, i % 11 / 11, i % 13 / 13)})
    end
    View.animate(1, function() root.alpha = 0.2 end)
    """

    @Test func tenThousandViewsRenderWithProgress() throws {
        let dir = try BadInputTests.temporaryDirectory("large")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("grid.lua")
        try Self.grid.write(to: script, atomically: true, encoding: .utf8)
        var job = RenderJob(scripts: [script.path], format: .svg)
        job.sampling = Sampling(count: 3)
        job.out = dir.appendingPathComponent("frames").path
        var notes: [Note] = []
        let listed = try job.run { notes.append($0) }
        let paths = listed.split(separator: "\n").map(String.init)
        #expect(paths.count == 3)
        let svg = try String(contentsOfFile: paths[1], encoding: .utf8)
        #expect(xmlProblem(svg) == nil)
        #expect(svg.components(separatedBy: "<g data-name=").count - 1 == 10_002)   // window, grid, 10,000
        #expect(svg.contains("data-name=\"grid\" data-id=\"2\" transform=\"matrix(1,0,0,1,0,0)\" opacity=\"0.6\""))
        let progress = notes.compactMap { if case .progress(let p) = $0 { p } else { nil } }
        #expect(progress.contains { $0.contains("sampled") && $0.contains("10002 views") }, "\(progress)")
        #expect(progress.last?.hasSuffix("wrote 3/3 frames (100%)") == true, "\(progress)")
    }

    @Test func smallRendersSayNothing() throws {
        var notes: [Note] = []
        let r = try Recording.record(script: "card.lua", sampling: Sampling(fps: 60), progress: { _, _ in notes.append(.progress("")) }) {
            try $0.run(Scenes.card, chunkName: "@card.lua")
        }
        #expect(r.frames.count == 31 && notes.count == 31)     // every frame reaches the hook…
        let progress = Progress(notes: { notes.append($0) }, script: "card.lua")
        notes = []
        for (i, frame) in r.frames.enumerated() { progress.sampled(frame, i + 1) }
        progress.wrote(31, 31, 6)
        #expect(notes.isEmpty)                                 // …and says nothing for so little
    }
}
