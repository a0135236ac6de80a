import Foundation
import Testing
import TransitCore
@testable import TransitRender

/// `--format json` and `html` are written a frame at a time, and `--time` stops them between
/// frames: before, each was built whole in memory, then written, whatever the limits said
/// (3,000 views for 0.3 s: 29 s and 167 MB under `--time 8 --memory 64`).
@Suite struct StreamedDocumentTests {
    static func recording() throws -> Recording { try Scenes.record(Scenes.card, Sampling(count: 5)) }

    struct Stop: Error {}

    /// The pieces `write` hands out, stopping (as a passed deadline does) before frame `stop`.
    static func pieces(stoppingAt stop: Int?, _ write: (() throws -> Void, (String) throws -> Void) throws -> Void)
        -> (pieces: [String], stopped: Bool) {
        var pieces: [String] = []
        var checks = 0
        do {
            try write({
                checks += 1
                if checks == stop { throw Stop() }
            }, { pieces.append($0) })
            return (pieces, false)
        } catch {
            return (pieces, true)
        }
    }

    @Test func theJSONComesAFrameAtATimeAndIsTheWholeDocument() throws {
        let r = try Self.recording()
        let whole = Self.pieces(stoppingAt: nil) { check, out in try JSONDocument.write(r, check: check, to: out) }
        #expect(!whole.stopped)
        #expect(whole.pieces.joined() == JSONDocument.text(r))
        #expect(whole.pieces.count == 7)                                   // head, 5 frames, tail
        let frames = try #require(JSONSerialization.jsonObject(with: Data(whole.pieces.joined().utf8)) as? [String: Any])["frames"]
        #expect((frames as? [Any])?.count == 5)
        // a frame a piece (a frame's keys are time and views; events have a time after their id)
        for (i, piece) in whole.pieces.enumerated() {
            let frames = piece.components(separatedBy: "{\"time\":").count - 1
            #expect(frames == ((1...5).contains(i) ? 1 : 0), "piece \(i): \(piece.prefix(80))")
        }
    }

    @Test func theJSONStopsBeforeTheFrameWhereTheDeadlinePassed() throws {
        let r = try Self.recording()
        let cut = Self.pieces(stoppingAt: 3) { check, out in try JSONDocument.write(r, check: check, to: out) }
        #expect(cut.stopped)
        #expect(cut.pieces.count == 3)                                     // head, frames 1 and 2
        #expect(cut.pieces[0].hasPrefix("{\"events\":"))
        #expect(cut.pieces[2].hasPrefix(",{\"time\":"))
    }

    @Test func thePageComesAFrameAtATimeAndStopsAtTheDeadline() throws {
        let r = try Self.recording()
        let whole = Self.pieces(stoppingAt: nil) { check, out in try HTMLPlayer.write([r], check: check, to: out) }
        #expect(whole.pieces.joined() == HTMLPlayer.page([r]))
        // the head, the section's start, the data's head, 5 frames, the data's tail, the section's end, the script
        #expect(whole.pieces.count == 11)
        let cut = Self.pieces(stoppingAt: 2) { check, out in try HTMLPlayer.write([r], check: check, to: out) }
        #expect(cut.stopped)
        #expect(cut.pieces.joined().components(separatedBy: "\"html\":").count - 1 == 1)   // one frame written
        #expect(!cut.pieces.joined().contains("</html>"))
    }

    @Test func anAbandonedFileLeavesNothingBehind() throws {
        let dir = try BadInputTests.temporaryDirectory("stream")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("doc.json").path
        let file = try FileOutput(path)
        try file.write("{\"events\":[")
        file.abandon()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [])
        let kept = try FileOutput(path)
        try kept.write("{}")
        try kept.write("\n")
        try kept.finish()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["doc.json"])
    }
}
