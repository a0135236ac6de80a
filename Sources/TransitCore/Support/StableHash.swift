/// FNV-1a, 64 bits: a hash that is the same in every process and on every machine (Swift's
/// `Hasher` is seeded per process). Shards and shuffles of `transit test` and the pictures
/// `transit render` generates for image names are chosen by it, so they repeat exactly.
public enum StableHash {
    public static func fnv1a(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01b3
        }
        return h
    }
}
