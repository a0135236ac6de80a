import CLuaShim
import Testing

/// A class's key maps (shim.c) after `clua_finishclass`: every name found, and the size the
/// map settles on — the smallest doubling of its first size where each name has the slot its
/// hash gives to itself, or the first at 8 slots a name (64 for a small class) if none is.
@Suite struct KeyMapTests {
    /// shim.c's hash of a name's address: Fibonacci hashing of the address over 8.
    static func slot(_ key: UInt, mask: UInt) -> UInt { UInt(UInt32(truncatingIfNeeded: (key >> 3) &* 2654435761)) & mask }

    /// Addresses standing in for interned strings (8-aligned, as the allocator's), spread by
    /// a fixed generator so that some sizes collide and others do not.
    static func keys(_ n: Int, seed: UInt64) -> [UInt] {
        var state = seed
        var keys: [UInt] = []
        while keys.count < n {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let key = UInt(0x10000 + (state >> 40) * 8)
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    static func expectedCapacity(_ keys: [UInt]) -> UInt {
        var capacity: UInt = 8
        while capacity < UInt(keys.count * 2) { capacity <<= 1 }
        let most = UInt(keys.count > 8 ? 8 * keys.count : 64)
        while Set(keys.map { slot($0, mask: capacity - 1) }).count < keys.count && capacity < most { capacity <<= 1 }
        return capacity
    }

    @Test(arguments: [1, 2, 3, 8, 9, 30, 100, 140])
    func everyNameIsFoundInAMapOfTheSizeChosen(n: Int) throws {
        for seed in UInt64(1)...20 {
            let keys = Self.keys(n, seed: seed)
            let c = clua_newclass(Int32(n))!
            defer { clua_freeclass(c) }
            for (i, key) in keys.enumerated() {
                clua_mapput(&c.pointee.index, UnsafeRawPointer(bitPattern: key), Int32(i), nil)
                clua_mapput(&c.pointee.assign, UnsafeRawPointer(bitPattern: key), Int32(-i), UnsafeMutableRawPointer(bitPattern: key))
            }
            clua_finishclass(c, Int32(n))
            for (map, sign) in [(c.pointee.index, Int32(1)), (c.pointee.assign, Int32(-1))] {
                #expect(UInt(map.mask) + 1 == Self.expectedCapacity(keys), "n \(n) seed \(seed)")
                for (i, key) in keys.enumerated() {           // linear probing from the name's slot
                    var s = Self.slot(key, mask: UInt(map.mask))
                    while let k = map.keys[Int(s)], UInt(bitPattern: k) != key { s = (s + 1) & UInt(map.mask) }
                    #expect(UInt(bitPattern: map.keys[Int(s)]) == key)
                    #expect(map.values[Int(s)] == sign * Int32(i))
                    #expect(map.data[Int(s)] == (sign < 0 ? UnsafeMutableRawPointer(bitPattern: key) : nil))
                }
                #expect((0...Int(map.mask)).filter { map.keys[$0] != nil }.count == n)
            }
        }
    }
}
