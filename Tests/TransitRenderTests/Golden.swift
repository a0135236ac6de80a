import Foundation
import Testing

/// Golden files under `Tests/TransitRenderTests/Goldens/`: a test compares its output with
/// the stored file. A missing file is recorded (and the test passes, saying so); with
/// `TRANSIT_RECORD_GOLDENS=1` every file is re-recorded — review the diff like code. With
/// `CI` set, a missing file fails instead.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static func check(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        let environment = ProcessInfo.processInfo.environment
        let exists = FileManager.default.fileExists(atPath: url.path)
        if environment["TRANSIT_RECORD_GOLDENS"] != nil || !exists {
            if !exists, let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) {
                Issue.record("missing golden file \(name) (CI is set: record it locally and commit it)", sourceLocation: sourceLocation)
                return
            }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            print("recorded golden file \(name)")
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard text != expected else { return }
        let got = text.split(separator: "\n", omittingEmptySubsequences: false)
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = Array(zip(got, want)).firstIndex { $0.0 != $0.1 } ?? min(got.count, want.count)
        Issue.record("""
            \(name) differs from the golden file at line \(line + 1) (re-record with TRANSIT_RECORD_GOLDENS=1):
              golden: \(line < want.count ? String(want[line]) : "(end of file)")
              output: \(line < got.count ? String(got[line]) : "(end of file)")
            """, sourceLocation: sourceLocation)
    }
}
