import Foundation
import Testing
@testable import TransitSpec

/// A project's own copy of a Penlight module is the one its specs require, as under busted
/// (Fixtures/busted/project_penlight_spec.lua, run from the package root): Penlight's own
/// suite (lunarmodules/Penlight, `lpath = "./lua/?.lua"`) tested Debian's Penlight instead,
/// 245/22/0/11 against busted's 254/2/0/11 — the host's Penlight answered every `pl.*` first.
@Suite struct BustedProjectPenlightTests {
    static let file = "Tests/TransitSpecTests/Fixtures/busted/project_penlight_spec.lua"

    static func outcomes(_ options: RunOptions) -> [String] {
        FileRunner.run(packageRoot + "/" + file, options: options).tests.map { "\($0.status.rawValue) \($0.name)" }
    }

    /// Before: "failed is the one required" and "failed is, for that module once the spec
    /// dropped it" (the system's pl.func and pl.utils, with no `whose`).
    @Test func theProjectsCopyIsRequiredSandboxedOrNot() {
        let expected = ["passed is the one required", "passed is not, for a module busted loaded itself",
                        "passed is, for that module once the spec dropped it", "passed is not, for one the project does not hold"]
        #expect(Self.outcomes(RunOptions()) == expected)
        var unsafe = RunOptions()
        unsafe.runtime = .unsafe
        #expect(Self.outcomes(unsafe) == expected)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: BustedCompatibilityTests.busted),
                   "Debian's busted is not installed (apt-get install lua-busted)"))
    func bustedAgrees() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BustedCompatibilityTests.busted)
        process.arguments = ["--lua=lua5.4", "-o", "utfTerminal", Self.file]
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.contains("4 successes / 0 failures / 0 errors / 0 pending"), "\(text)")
    }
}
