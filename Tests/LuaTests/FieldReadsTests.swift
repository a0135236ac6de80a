@testable import Lua
import Testing

/// `FieldReads` (LuaCall+FieldErrors.swift) keeps the last 16 reads in a ring: past the 16th a
/// read takes the oldest's place, and the newest match is found across the ring's seam.
@Suite struct FieldReadsTests {
    static func read(_ n: Int) -> FieldRead {
        FieldRead(slot: Int32(n), table: 1, key: .position(n), call: UInt32(n % 3), argument: 1, prefix: nil)
    }

    /// The path is worded from the key and the table's own path when an error asks for it.
    @Test(arguments: [
        (FieldRead.Key.name("at"), nil, "at"), (.name("from"), "stagger", "stagger.from"),
        (.position(2), nil, "[2]"), (.position(2), "grid", "grid[2]"), (.name("x"), "grid[2]", "grid[2].x"),
    ] as [(FieldRead.Key, String?, String)])
    func thePathNamesTheKeysFromTheArgument(key: FieldRead.Key, prefix: String?, path: String) {
        #expect(FieldRead(slot: 3, table: 2, key: key, call: 0, argument: 1, prefix: prefix).path == path)
    }

    @Test(arguments: [1, 15, 16, 17, 23, 31, 32, 40])
    func theNewestMatchAmongTheLast16IsFound(added: Int) {
        var reads = FieldReads()
        for n in 1...added { reads.add(Self.read(n)) }
        let kept = max(1, added - FieldReads.kept + 1)...added
        for call in UInt32(0)..<3 {
            let expected = kept.last { UInt32($0 % 3) == call }
            #expect(reads.newest { $0.call == call }?.slot == expected.map(Int32.init))
        }
        // a read pushed out is not found; every kept one is
        for n in 1...added {
            #expect((reads.newest { $0.slot == Int32(n) } != nil) == kept.contains(n))
        }
    }

    @Test func anEmptyRingFindsNothing() {
        let reads = FieldReads()
        #expect(reads.isEmpty)
        #expect(reads.newest { _ in true } == nil)
    }
}
