import Foundation
import Testing
@testable import TransitSpec

/// busted's reports name a test by its trace's `short_src`: a spec file's path past 59 bytes
/// is `...` and its last 56, as Lua cuts a chunk's name
/// (Fixtures/busted/long_place_cut_as_lua_cuts_a_chunk_name_past_its_59_bytes_spec.lua).
/// transit wrote the whole path in `-o TAP`, the terminal reports and `-o gtest` (found with
/// drauschenbach/stuart's `spec/stuart/streaming/Pysparkling_streaming_dstream_spec.lua`); a
/// test that called `pending` was placed by the whole path after that.
@Suite struct BustedLongPlaceTests {
    static let file = "long_place_cut_as_lua_cuts_a_chunk_name_past_its_59_bytes_spec.lua"
    static let cut = "..._cut_as_lua_cuts_a_chunk_name_past_its_59_bytes_spec.lua"

    static func mine(_ format: OutputFormat) -> String {
        var text = ""
        let reporter = format.reporter(write: { text += $0 })
        let result = FileRunner.run(BustedCompatibilityTests.folder + "/" + file, options: RunOptions())
        reporter.started(files: [result.file])
        for t in result.tests { reporter.finished(test: t) }
        reporter.finished(file: result)
        reporter.finished(run: RunResult(files: [result]))
        return text
    }

    static func plain(_ s: String) -> String {
        s.replacingOccurrences(of: " : [0-9.]+ seconds", with: " : T seconds", options: .regularExpression)
            .replacingOccurrences(of: "\\([0-9.]+ ms", with: "(T ms", options: .regularExpression)
            .replacingOccurrences(of: "Tests/TransitSpecTests/Fixtures/busted/", with: "")
    }

    @Test(arguments: [OutputFormat.bustedTAP, .plainTerminal, .utfTerminal, .gtest])
    func placesAreCutAsBustedsAre(format: OutputFormat) throws {
        let mine = Self.mine(format)
        // each of the three results that has a place names it cut (busted's lines, pinned)
        let places: [String] = switch format {
        case .bustedTAP: ["# \(Self.cut) @ 7", "# \(Self.cut) @ 8", "ok 5 - # SKIP \(Self.cut):11: later"]
        case .gtest: ["[ RUN      ] \(Self.cut) @ 7: a long place fails", "[ SKIPPED  ] \(Self.cut) @ 10: a long place is pending"]
        default: ["Failure \(format == .utfTerminal ? "→" : "->") \(Self.cut) @ 7",
                  "Pending \(format == .utfTerminal ? "→" : "->") \(Self.cut) @ 10",
                  "Pending \(format == .utfTerminal ? "→" : "->") \(Self.cut) @ 11\na long place stops itself\n\(Self.cut):11: later"]
        }
        for place in places { #expect(mine.contains(place + "\n") || mine.contains(place + " ("), "\(format): \(mine)") }
        guard FileManager.default.isExecutableFile(atPath: BustedCompatibilityTests.busted) else { return }
        let theirs = try BustedCompatibilityTests.busted(Self.file, format.rawValue)
        #expect(Self.plain(mine) == Self.plain(theirs), "\(format)")
    }

    /// A cut inside a character: the 56 bytes begin with an "é"'s second byte (0xA9), which
    /// busted writes as it is; transit decoded the cut name and wrote U+FFFD's three bytes,
    /// in a test's place and in where a test called pending.
    static let cutInside = "cut_inside_a_character_" + String(repeating: "é", count: 30) + "_spec.lua"

    static func mineBytes(_ format: OutputFormat, _ file: String) -> [UInt8] {
        var out: [UInt8] = []
        let reporter = format.reporter(write: { out += Array($0.utf8) }, bytes: { out += $0 })
        let result = FileRunner.run(BustedCompatibilityTests.folder + "/" + file, options: RunOptions())
        reporter.started(files: [result.file])
        for t in result.tests { reporter.finished(test: t) }
        reporter.finished(file: result)
        reporter.finished(run: RunResult(files: [result]))
        return out
    }

    @Test(arguments: [OutputFormat.bustedTAP, .plainTerminal, .utfTerminal, .gtest])
    func aCutInsideACharacterKeepsItsBytes(format: OutputFormat) throws {
        let place = Array("...".utf8) + [0xA9] + Array((String(repeating: "é", count: 23) + "_spec.lua @ ").utf8)
        let mine = Self.mineBytes(format, Self.cutInside)
        let lines = mine.split(separator: 0x0A).filter { $0.firstRange(of: place) != nil }
        // the places busted 2.1.1 writes: TAP the failure's (a pending by its name alone, one
        // that stopped itself by its message), the terminal reports the failure's and the two
        // pendings', gtest each three times
        #expect(lines.count == [OutputFormat.bustedTAP: 1, .plainTerminal: 3, .utfTerminal: 3, .gtest: 9][format], "\(format): \(String(decoding: mine, as: UTF8.self))")
        #expect(mine.firstRange(of: [0xEF, 0xBF, 0xBD]) == nil, "\(format): U+FFFD written")
        guard FileManager.default.isExecutableFile(atPath: BustedCompatibilityTests.busted) else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BustedCompatibilityTests.busted)
        process.arguments = ["--lua=lua5.4", "-o", format.rawValue, Self.cutInside]
        process.currentDirectoryURL = URL(fileURLWithPath: BustedCompatibilityTests.folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let theirs = Array(pipe.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        #expect(theirs.split(separator: 0x0A).filter { $0.firstRange(of: place) != nil }.count == lines.count, "\(format)")
    }
}
