#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TransitSpec

/// Bazel's test protocol (the Test Encyclopedia): `bazel test` with `shard_count` starts the
/// test once per shard with `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX` (0-based) set; a
/// runner that shards touches `TEST_SHARD_STATUS_FILE` to say so, and writes its JUnit XML to
/// `XML_OUTPUT_FILE`. `transit test` needs no glue script under Bazel.
///
/// A class, not a struct: `transit test` keeps a `Bazel?` in its plan, and copying or
/// destroying an optional struct of four strings made that optional type's metadata at
/// every run (0.04 M instructions); an optional reference is retained and released.
final class Bazel {
    let totalShards: String?
    let shardIndex: String?
    let shardStatusFile: String?
    let xmlOutputFile: String?

    init(totalShards: String?, shardIndex: String?, shardStatusFile: String?, xmlOutputFile: String?) {
        self.totalShards = totalShards
        self.shardIndex = shardIndex
        self.shardStatusFile = shardStatusFile
        self.xmlOutputFile = xmlOutputFile
    }

    /// The protocol's variables, or nil when none is set (not a Bazel test).
    static func fromEnvironment(_ get: (String) -> String? = { getenv($0).map { String(cString: $0) } }) -> Bazel? {
        let b = Bazel(totalShards: get("TEST_TOTAL_SHARDS"), shardIndex: get("TEST_SHARD_INDEX"),
                      shardStatusFile: get("TEST_SHARD_STATUS_FILE"), xmlOutputFile: get("XML_OUTPUT_FILE"))
        // each variable looked at in turn: an array of the four optionals made its type's
        // metadata at every `transit test` (0.06 M instructions)
        func unset(_ value: String?) -> Bool { value?.isEmpty ?? true }
        return unset(b.totalShards) && unset(b.shardIndex) && unset(b.shardStatusFile) && unset(b.xmlOutputFile) ? nil : b
    }

    /// Bazel's shard as ours (its index is 0-based, ours 1-based); nil when Bazel does not
    /// shard this test.
    func shard() throws(UsageError) -> Shard? {
        guard let total = totalShards, !total.isEmpty else { return nil }
        guard let n = Int(total), let k = Int(shardIndex ?? ""), k < Int.max, let shard = Shard(index: k + 1, count: n) else {
            throw UsageError("TEST_TOTAL_SHARDS=\(total), TEST_SHARD_INDEX=\(shardIndex ?? "") do not name a shard")
        }
        return shard
    }

    /// Tells Bazel this runner shards: the protocol asks to create (or touch) the file.
    func acknowledgeSharding() -> String? {
        guard let path = shardStatusFile, !path.isEmpty, totalShards != nil else { return nil }
        guard let file = fopen(path, "ab") else { return "cannot touch \(path): \(String(cString: strerror(errno)))" }
        fclose(file)
        return nil
    }
}
