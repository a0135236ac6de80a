import Foundation
import Testing

/// transit-bench's arguments are checked before anything runs: `--help` and a mistyped flag
/// used to start the whole bench (minutes of release runs) instead of saying so.
@Suite struct BenchArgumentsTests {
    static func bench(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("transit-bench")
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    @Test func helpPrintsTheUsageAndRunsNothing() throws {
        let r = try Self.bench(["--help"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("usage: transit-bench [--reps N]"))
        #expect(!r.stdout.contains("Bridge:"))
    }

    @Test(arguments: [(["--rep", "3"], "unknown argument '--rep'"), (["--only"], "--only needs a value"),
                      (["--quick", "bridge"], "unknown argument 'bridge'")])
    func aWrongArgumentIsAUsageError(arguments: [String], message: String) throws {
        let r = try Self.bench(arguments)
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("transit-bench: \(message)\nusage: transit-bench"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }
}
