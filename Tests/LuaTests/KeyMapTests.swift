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
            // as defineClass puts them: each name in both maps, with the same data (a number
            // property's accessor, here every third name's own address), index first
            func data(_ i: Int, _ key: UInt) -> UnsafeMutableRawPointer? { i % 3 == 0 ? UnsafeMutableRawPointer(bitPattern: key) : nil }
            for (i, key) in keys.enumerated() {
                clua_mapput(&c.pointee.index, UnsafeRawPointer(bitPattern: key), Int32(i), data(i, key))
                clua_mapput(&c.pointee.assign, UnsafeRawPointer(bitPattern: key), Int32(-i), data(i, key))
            }
            clua_finishclass(c, Int32(n))
            for (map, sign) in [(c.pointee.index, Int32(1)), (c.pointee.assign, Int32(-1))] {
                #expect(UInt(map.mask) + 1 == Self.expectedCapacity(keys), "n \(n) seed \(seed)")
                for (i, key) in keys.enumerated() {           // linear probing from the name's slot
                    var s = Self.slot(key, mask: UInt(map.mask))
                    while let k = map.keys[Int(s)], UInt(bitPattern: k) != key { s = (s + 1) & UInt(map.mask) }
                    #expect(UInt(bitPattern: map.keys[Int(s)]) == key)
                    #expect(map.values[Int(s)] == sign * Int32(i))
                    #expect(map.data[Int(s)] == data(i, key))
                }
                #expect((0...Int(map.mask)).filter { map.keys[$0] != nil }.count == n)
            }
        }
    }

    /// The two maps hold the same names with the same data, so they are one block: keys and
    /// data shared, each map its own values (24 bytes a slot instead of 40), before and after
    /// clua_finishclass grows them.
    @Test(arguments: [3, 100])
    func aClassesTwoMapsShareTheirKeysAndData(n: Int) throws {
        let keys = Self.keys(n, seed: 7)
        let c = clua_newclass(Int32(n))!
        defer { clua_freeclass(c) }
        #expect(c.pointee.index.keys == c.pointee.assign.keys && c.pointee.index.data == c.pointee.assign.data)
        for (i, key) in keys.enumerated() {
            clua_mapput(&c.pointee.index, UnsafeRawPointer(bitPattern: key), Int32(4 * i + 1), nil)
            clua_mapput(&c.pointee.assign, UnsafeRawPointer(bitPattern: key), -1, nil)
        }
        clua_finishclass(c, Int32(n))
        let (index, assign) = (c.pointee.index, c.pointee.assign)
        #expect(index.keys == assign.keys && index.data == assign.data && index.mask == assign.mask)
        #expect(index.values != assign.values)
        let slots = Int(index.mask) + 1
        let filled = (0..<slots).filter { index.keys[$0] != nil }
        #expect(filled.count == n)
        #expect(filled.allSatisfy { assign.values[$0] == -1 && index.values[$0] % 4 == 1 })
    }
}
