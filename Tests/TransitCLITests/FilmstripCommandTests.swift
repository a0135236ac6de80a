import Foundation
import Testing

/// `transit test --filmstrips DIR` end to end: the worker processes write the filmstrips,
/// the reports name them.
@Suite struct FilmstripCommandTests {
    @Test func failingTestsGetFilmstripsInEveryReport() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-filmstrips-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Executable.run("transit", ["test", "failing_spec.lua", "--jobs", "2", "--output", "junit",
                                               "--filmstrips", dir.path], in: TestCommandTests.suite)
        #expect(r.status == 1)
        let written = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(written == ["failing_spec.lua-2.gif", "failing_spec.lua-2.svg", "failing_spec.lua-6.gif", "failing_spec.lua-6.svg"],
                "\(written)")
        for name in written where name.hasSuffix(".svg") {
            let path = dir.appendingPathComponent(name).path
            #expect(r.stdout.contains("[[ATTACHMENT|\(path)]]"))
            #expect(r.stdout.contains("filmstrip: \(path)"))
            #expect(try Executable.run("xmllint", ["--noout", path]).status == 0)
            // the GIF beside it crossed the worker boundary too (JUnitGIFAttachmentTests decodes one)
            #expect(r.stdout.contains("[[ATTACHMENT|\(path.dropLast(4)).gif]]"))
        }
        let human = try Executable.run("transit", ["test", "failing_spec.lua", "--filmstrips", dir.path], in: TestCommandTests.suite)
        #expect(human.stdout.contains("     filmstrip: \(dir.path)/failing_spec.lua-2.svg\n"), "\(human.stdout)")
    }
}
