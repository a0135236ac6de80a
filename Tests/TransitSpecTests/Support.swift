import Foundation
import TransitLua
@testable import TransitSpec

/// The package root, from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

/// A scratch directory per call, removed by the caller's `defer`.
func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("transit-spec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs one spec file's source (written to a scratch directory as `name`) in process.
func runSpec(_ source: String, name: String = "t_spec.lua", options: RunOptions = RunOptions(),
             in directory: URL? = nil) throws -> FileResult {
    let dir = try directory ?? scratchDirectory()
    defer { if directory == nil { try? FileManager.default.removeItem(at: dir) } }
    let file = dir.appendingPathComponent(name)
    try source.write(to: file, atomically: true, encoding: .utf8)
    var result = FileRunner.run(file.path, options: options)
    result.file = name
    for i in result.tests.indices { result.tests[i].file = name }
    return result
}

extension FileResult {
    /// "status name" per test, for compact expectations.
    var outcomes: [String] { tests.map { "\($0.status.rawValue) \($0.fullName)" } }

    func failure(_ name: String) -> Failure? { tests.first { $0.fullName == name }?.failure }
}
