import Foundation
import Testing
@testable import TransitSpec

/// busted's `--sort-tests` is `table.sort` over a block's children, its hooks among them, by
/// busted's own names (nil first), and `table.sort` is not stable: tests of the same name come
/// in the order that sort leaves them, which follows the rest of the block
/// (Fixtures/busted/sort_ties_spec.lua). transit sorted stably: the same results in another
/// order (Andreas-Kreuz/ak-lua-bibliothek-fuer-eep's four "Lane 2 canDrive" in one block).
@Suite struct BustedSortTiesTests {
    static let file = "sort_ties_spec.lua"

    /// busted 2.1.1's `--sort --list` of the file: the line of each test in its order.
    static let bustedLines = [15, 11, 9, 17, 16, 14, 18, 10, 12]

    @Test func equalNamesComeInBustedsOrder() throws {
        var options = RunOptions()
        options.sortTests = true
        let r = FileRunner.run(BustedCompatibilityTests.folder + "/" + Self.file, options: options)
        #expect(r.tests.map(\.line) == Self.bustedLines)
        #expect(r.tests.first?.fullName == "ties it")
        guard FileManager.default.isExecutableFile(atPath: BustedCompatibilityTests.busted) else { return }
        let listed = try BustedCompatibilityTests.busted(Self.file, "TAP", extra: ["--sort", "--list"])
        let lines = listed.split(separator: "\n").compactMap { $0.split(separator: ":").dropFirst().first.flatMap { Int($0) } }
        #expect(lines == Self.bustedLines)
    }

    /// busted keeps a number name a number and sorts it as one (Fixtures/busted/
    /// sort_numbers_spec.lua): 1.5, 2, 3, 9, 10 — transit compared their texts ("10" before
    /// "2"). A block mixing numbers and strings is busted's error of that block, "attempt to
    /// compare number with string" at its line, and none of its tests run (busted 2.1.1's
    /// `--sort -o TAP`: `not ok 1 - mixed`, `# sort_numbers_spec.lua @ 14`, then the five).
    @Test func numberNamesSortAsNumbersAndAmongStringsFailTheirBlock() throws {
        var options = RunOptions()
        options.sortTests = true
        let r = FileRunner.run(BustedCompatibilityTests.folder + "/sort_numbers_spec.lua", options: options)
        #expect(r.tests.map(\.fullName) == ["mixed", "numbers 1.5", "numbers 2", "numbers 3 inner", "numbers 9", "numbers 10"])
        #expect(r.tests.first?.status == .errored && r.tests.first?.line == 14)
        #expect(r.tests.first?.failure?.message.hasSuffix("attempt to compare number with string") == true)
        // the place is the block's own line in the spec, where busted's names its block.lua:8
        // (transit runs no busted block.lua to name: docs/testing.md, --sort-tests)
        #expect(r.tests.first?.failure?.location.hasSuffix("sort_numbers_spec.lua:14") == true)
        guard FileManager.default.isExecutableFile(atPath: BustedCompatibilityTests.busted) else { return }
        let tap = try BustedCompatibilityTests.busted("sort_numbers_spec.lua", "TAP", extra: ["--sort"])
        let names = tap.split(separator: "\n").filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
            .map { $0.split(separator: " - ", maxSplits: 1).last.map(String.init) ?? "" }
        #expect(names == r.tests.map(\.fullName))
        #expect(tap.contains("# sort_numbers_spec.lua @ 14\n# Failure message: /usr/share/lua/5.4/busted/block.lua:8: attempt to compare number with string"))
    }
}
