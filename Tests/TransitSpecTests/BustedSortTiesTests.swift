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
}
